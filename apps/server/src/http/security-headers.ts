import { GA_MEASUREMENT_ID_PATTERN, GTM_ID_PATTERN } from '@yadori/contract/analytics.constants';
import { embedOriginSchema } from '@yadori/contract/hotel-settings.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HotelCatalogue } from '../features/hotels/hotels.service.ts';

/** HSTS for a year; subdomains are left alone (a hotel's other hosts may not speak HTTPS). */
const HSTS = 'max-age=31536000';

/** /book routes that answer a reservation or guest data: never kept by a browser or a shared cache. */
const GUEST_DATA_ROUTE = /^\/book(\/.*)?\/(reservations|file_attachments|tripla_session)(\/|$)/;

const HOTEL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Headers every answer gets: `X-Content-Type-Options: nosniff` (JSON, files and pages are never
 * sniffed into something else), HSTS only when the request came over HTTPS (the socket's, or
 * X-Forwarded-Proto when TRUST_PROXY is on — Fastify's `request.protocol`), and `Cache-Control:
 * no-store` on every /book answer about a reservation or a guest's files.
 * @example registerSecurityHeaders(app);
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
}

function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  // The route's pattern when one matched (percent-encoded segments cannot dodge it), else the path.
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (GUEST_DATA_ROUTE.test(route)) {
    const current = String(reply.getHeader('cache-control') ?? '');
    if (!/\bno-store\b/.test(current)) reply.header('cache-control', 'no-store');
  }
}

/** What the widget page's CSP takes from the hotel its address names. */
export interface WidgetPageHotel {
  /** The `frame-ancestors` sources. */
  frameAncestors: string;
  /** The hotel's standalone page loads its Google Tag Manager container or GA4 property (decision 061). */
  googleTags: boolean;
}

/**
 * The `frame-ancestors` sources for the widget of a hotel code (null: no hotel named); `widgetPage`
 * also says whether that hotel's page loads Google's tags.
 */
export type FrameAncestors = {
  (hotelCode: string | null): Promise<string>;
  widgetPage(hotelCode: string | null): Promise<WidgetPageHotel>;
};

/**
 * Who may frame the widget of a hotel: this server's own pages (the demo site at /demo/) and the
 * origins in the hotel's `embed_origins` setting. An unknown or missing code, or a hotel without
 * the setting, gives `'self'` only. Each origin is checked again here, since the value goes into a
 * header. Hotels come from the hotel catalogue (and its one cache).
 * @example const ancestors = createFrameAncestors(hotels); await ancestors('hanami-tokyo');
 */
export function createFrameAncestors(hotels: HotelCatalogue): FrameAncestors {
  const widgetPage = async (hotelCode: string | null): Promise<WidgetPageHotel> => {
    if (hotelCode === null || !HOTEL_CODE.test(hotelCode))
      return { frameAncestors: "'self'", googleTags: false };
    const hotel = await hotels.byCode(hotelCode);
    const origins = (hotel?.settings.embed_origins ?? []).filter(
      (origin) => embedOriginSchema.safeParse(origin).success,
    );
    // Checked again like the origins: only an id of Google's format opens the policy to Google.
    const ids = hotel?.settings.analytics_setting_attributes;
    const googleTags =
      GTM_ID_PATTERN.test(ids?.gtm_id ?? '') || GA_MEASUREMENT_ID_PATTERN.test(ids?.ga_measurement_id ?? '');
    return { frameAncestors: ["'self'", ...origins].join(' '), googleTags };
  };
  return Object.assign(async (hotelCode: string | null) => (await widgetPage(hotelCode)).frameAncestors, {
    widgetPage,
  });
}

/** The hotel code a widget address names (`hotel_code`, else `code`, as the widget reads it). */
export function hotelCodeOfQuery(params: URLSearchParams): string | null {
  const pick = (key: string) => {
    const value = params.get(key)?.trim();
    return value ? value : null;
  };
  return pick('hotel_code') ?? pick('code');
}

/** Where Google's tags load from, and where they send (Google's CSP guide for Tag Manager and GA4). */
const GOOGLE_TAG_SCRIPTS = 'https://www.googletagmanager.com';
const GOOGLE_TAG_CONNECT =
  'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/**
 * The widget page's Content-Security-Policy. Scripts, styles, API calls and frames (the hosted card
 * fields) come from this server only: the built index.html inlines no script. Style attributes are
 * allowed (the hotel's sanitized header and footer HTML may carry them; React's own styles are set
 * through the DOM), images from anywhere (hotel pictures and logos, data: and blob: URLs, and so
 * Google's pixels too). `googleTags` (a hotel with a Tag Manager container or GA4 property, decision
 * 061): scripts from googletagmanager.com and calls to Google Analytics too — still no inline script.
 */
export function widgetContentSecurityPolicy(frameAncestors: string, googleTags = false): string {
  return [
    "default-src 'self'",
    googleTags ? `script-src 'self' ${GOOGLE_TAG_SCRIPTS}` : "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    'img-src * data: blob:',
    "font-src 'self' data:",
    googleTags ? `connect-src 'self' ${GOOGLE_TAG_CONNECT}` : "connect-src 'self'",
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}
