/**
 * Plain constants of the analytics event layer, attribution, the funnel and preview mode (spec
 * sections 1, 2, 6; decision 061). No Zod here: the widget and the loader import these by value.
 */

/**
 * The GA4 e-commerce events the widget emits (spec section 1 "analytics event layer"), in the order a
 * booking meets them; `refund` follows a cancellation.
 */
export const ANALYTICS_EVENTS = [
  'view_item_list',
  'select_item',
  'add_to_cart',
  'remove_from_cart',
  'begin_checkout',
  'add_payment_info',
  'purchase',
  'refund',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * One item of an event: one room, quantity 1 (spec section 1 "quantity 1 per room"), priced for the
 * whole stay in the hotel's currency. Codes and names only: never a guest's name, email or phone.
 */
export interface AnalyticsItem {
  /** The room type code. */
  item_id: string;
  /** The room type's name in the page locale. */
  item_name: string;
  /** The plan code, when a plan is chosen. */
  item_variant?: string;
  /** `room`. */
  item_category: 'room';
  /** The hotel code. */
  item_brand: string;
  price: number;
  quantity: 1;
  index?: number;
}

/** An event as it goes into a data layer: GA4's recommended shape, with the page locale. */
export interface AnalyticsEvent {
  event: AnalyticsEventName;
  /** The page locale (spec section 1: ja, en, zh_Hans, zh_Hant, ko). */
  page_locale: string;
  ecommerce: {
    currency: string;
    value: number;
    items: AnalyticsItem[];
    /** purchase and refund: the reservation number. */
    transaction_id?: string;
    /** add_payment_info: the payment method. */
    payment_type?: string;
    /** view_item_list and select_item: `search_results`. */
    item_list_id?: string;
  };
}

/**
 * The data-layer array names a hotel may set in `data_layers` (settings): JavaScript identifiers, so
 * the loader never writes anything but `window[name]`.
 */
export const DATA_LAYER_NAME_PATTERN = /^[A-Za-z_$][\w$]{0,63}$/;
/** A Google Tag Manager container id, e.g. `GTM-ABC1234`. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
/** A GA4 measurement id, e.g. `G-ABCDE12345`. */
export const GA_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

/**
 * Attribution (decision 061): what the first page's address said of where the guest came from, kept to
 * the reservation. Limits match the search query's.
 */
export const ATTRIBUTION_LIMITS = { utm: 200, metasearch: 100, segments: 20, segmentLength: 64 } as const;
/** A segment id of `segment_ids`: the hotel's CRM or chatbot names it. */
export const SEGMENT_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
/** The funnel's source of a visit without metasearch_source or utm_source. */
export const DIRECT_SOURCE = 'direct';

/**
 * The source a search or a booking counts under in the funnel: metasearch_source, else utm_source,
 * else `direct`; trimmed and lower-cased so `Google` and `google` count together, at most 100
 * characters.
 */
export function attributionSource(input: {
  metasearch_source?: string | null;
  utm_source?: string | null;
}): string {
  for (const value of [input.metasearch_source, input.utm_source]) {
    const source = value?.trim().toLowerCase().slice(0, ATTRIBUTION_LIMITS.metasearch);
    if (source) return source;
  }
  return DIRECT_SOURCE;
}

/** The funnel's steps, in order (decision 061). */
export const FUNNEL_STEPS = ['searches', 'selections', 'checkouts', 'bookings'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/** The longest range the console's funnel reads at once, in days. */
export const FUNNEL_MAX_DAYS = 92;

/**
 * Preview mode (spec section 6, decision 061): the header that carries a staff member's preview token
 * from the widget to the search calls. Without a valid one, `tripla_preview=true` shows nothing
 * unpublished.
 */
export const PREVIEW_TOKEN_HEADER = 'tripla-preview-token';
/** The query key the console's preview address carries the token in (read once, then removed). */
export const PREVIEW_TOKEN_QUERY_KEY = 'preview_token';
/** How long a preview token lasts, in seconds. */
export const PREVIEW_TOKEN_TTL_SECONDS = 60 * 60;
