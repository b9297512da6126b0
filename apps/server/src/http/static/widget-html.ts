/** What the served widget reads from `<meta name="yadori-config">` (apps/widget/src/config). */
export interface InjectedWidgetConfig {
  apiBase: string;
  identityBase: string;
  clientKey: string;
  clientSecret: string;
}

export const CONFIG_PLACEHOLDER = '<!--yadori-config-->';

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * Replaces the placeholder comment of the built index.html with the deployment's config meta tag.
 * @example injectWidgetConfig('<head><!--yadori-config--></head>', config)
 */
export function injectWidgetConfig(html: string, config: InjectedWidgetConfig): string {
  const meta = `<meta name="yadori-config" content="${escapeAttribute(JSON.stringify(config))}">`;
  return html.replace(CONFIG_PLACEHOLDER, meta);
}
