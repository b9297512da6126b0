import { useWidget } from '../../app/widget-context.tsx';
import { CustomHtml } from '../branding/custom-html.tsx';

/** The hotel's own footer when it chose to show it, else the brand name. */
export function SiteFooter() {
  const settings = useWidget((state) => state.settings);
  if (settings?.display_website_footer && settings.website_footer_html) {
    return (
      <footer className="site-footer">
        <CustomHtml html={settings.website_footer_html} kind="footer" />
      </footer>
    );
  }
  return <footer className="site-footer">{settings ? <p>{settings.hotel_brand_name}</p> : null}</footer>;
}
