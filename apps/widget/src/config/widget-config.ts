/** Deployment settings the server injects into index.html as `<meta name="yadori-config">`. */
export interface WidgetConfig {
  /** Base of every API call, e.g. `/book` or `https://api.example.com/book`. */
  apiBase: string;
  /** Origin of the identity server that issues client sessions; empty means same origin. */
  identityBase: string;
  clientKey: string;
  clientSecret: string;
  /** Sent as X-Site-Controller when set. */
  siteController?: string;
}

/** Dev and test fallback when the meta tag is missing (the demo pair of the seed). */
export const DEFAULT_WIDGET_CONFIG: WidgetConfig = {
  apiBase: '/book',
  identityBase: '',
  clientKey: 'yadori-demo-key',
  clientSecret: 'yadori-demo-secret',
};

function stringField(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Reads the injected config; any missing or malformed field falls back to the default. */
export function readWidgetConfig(doc: Document = document): WidgetConfig {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="yadori-config"]')?.content;
  if (!content) return DEFAULT_WIDGET_CONFIG;
  let raw: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(content);
    raw = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return DEFAULT_WIDGET_CONFIG;
  }
  const config: WidgetConfig = {
    apiBase: stringField(raw.apiBase, DEFAULT_WIDGET_CONFIG.apiBase).replace(/\/+$/, ''),
    identityBase: stringField(raw.identityBase, DEFAULT_WIDGET_CONFIG.identityBase).replace(/\/+$/, ''),
    clientKey: stringField(raw.clientKey, DEFAULT_WIDGET_CONFIG.clientKey),
    clientSecret: stringField(raw.clientSecret, DEFAULT_WIDGET_CONFIG.clientSecret),
  };
  if (typeof raw.siteController === 'string' && raw.siteController)
    config.siteController = raw.siteController;
  return config;
}
