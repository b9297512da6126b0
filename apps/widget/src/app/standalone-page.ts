import type { BookingWidgetSettings } from '@yadori/contract/settings.schema';

/** Marks the icon links this module adds, so a second hotel's settings replace the first's. */
const MARK = 'data-yadori-favicon';

/** Icons may come from the web or be inline images; nothing else becomes a link. */
const ICON_URL = /^(?:https?:\/\/|data:image\/)/i;

/**
 * Spec section 3 `standalone_settings`: a widget that is the page itself (not inside a host's iframe)
 * takes the hotel's page title and one `<link rel="icon" sizes>` per favicon. An empty title or
 * no favicons leave the page's own.
 */
export function applyStandalonePage(
  settings: Pick<BookingWidgetSettings, 'standalone_settings'>,
  doc: Document = document,
): void {
  const { page_title, favicons } = settings.standalone_settings;
  if (page_title.trim() !== '') doc.title = page_title.trim();
  const icons = favicons.filter((icon) => ICON_URL.test(icon.url));
  if (icons.length === 0) return;
  for (const old of doc.head.querySelectorAll(`link[${MARK}]`)) old.remove();
  for (const icon of icons) {
    const link = doc.createElement('link');
    link.rel = 'icon';
    if (icon.size.trim() !== '') link.setAttribute('sizes', icon.size.trim());
    link.href = icon.url;
    link.setAttribute(MARK, '');
    doc.head.append(link);
  }
}
