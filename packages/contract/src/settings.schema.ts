import { z } from 'zod';
import { DATA_LAYER_NAME_PATTERN, GA_MEASUREMENT_ID_PATTERN, GTM_ID_PATTERN } from './analytics.constants.ts';
import { LOCALES } from './locales.ts';

export const localeSchema = z.enum(LOCALES);
export const hotelCodeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'hotel code may hold letters, digits, "-" and "_" only');
export const currencySchema = z.enum(['JPY', 'KRW', 'TWD', 'USD', 'EUR', 'CNY', 'HKD', 'SGD', 'THB']);
export type Currency = z.infer<typeof currencySchema>;
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');

/** A translation row: one locale's text for a named thing. */
export const translationSchema = z.object({ locale: localeSchema, name: z.string() });
export type Translation = z.infer<typeof translationSchema>;

export const kidsTierSchema = z.object({
  code: z.string().min(1).max(8),
  /** Age band shown to guests, e.g. 0-5. */
  min_age: z.number().int().min(0).max(17),
  max_age: z.number().int().min(0).max(17),
  /** Tier A is the companion tier (spec section 3). */
  is_companion: z.boolean(),
  is_active: z.boolean(),
  translations_attributes: z.array(translationSchema),
});
export type KidsTier = z.infer<typeof kidsTierSchema>;

export const kidsSettingSchema = z.object({
  mode: z.enum(['share_bed', 'tiers', 'tiers_with_meal_and_bed_as_extras', 'ages']),
  accept_type: z.enum(['all', 'none', 'tiers']).optional(),
  shared_bed_type: z.enum(['per_adult', 'per_room']).optional(),
  max_children_per_adult: z.number().int().min(0).max(20),
});
export type KidsSetting = z.infer<typeof kidsSettingSchema>;

export const roomSearchFilterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  translations: z.array(translationSchema),
});

export const defaultSearchSettingSchema = z.object({
  adults: z.number().int().min(1).max(20),
  checkin_date_offset: z.number().int().min(0).max(365),
  yesterday_bookable: z.boolean(),
  available_rooms_only: z.boolean(),
});

export const bookingWidgetTypeSchema = z.enum(['embedded', 'standalone']);
export const navigationModeSchema = z.enum(['hash', 'history']);

/** The block booking_widget_setting_attributes of the init settings. */
export const bookingWidgetSettingAttributesSchema = z.object({
  navigation_mode: navigationModeSchema,
  default_search_setting: defaultSearchSettingSchema,
  reservable_period_months: z.number().int().min(1).max(36),
  /** Query keys sent obfuscated in the address (spec section 2): wire key to short alias. */
  obfuscated_query_keys: z.record(z.string(), z.string()),
  supported_locales: z.array(localeSchema).min(1),
  closeable: z.boolean(),
});

export const loginWidgetSchema = z.object({
  is_active: z.boolean(),
  allow_signup: z.boolean(),
  organization_login_widget_enabled: z.boolean(),
  translations_attributes: z.array(
    z.object({ locale: localeSchema, title: z.string(), description: z.string() }),
  ),
  privacy_url: z.string().nullable(),
  term_of_use_url: z.string().nullable(),
  /**
   * The brand's active redirect sign-in providers (brand_identity_providers, issue 13): the sign-in
   * screen offers a button for each. Absent means none.
   */
  federated_providers: z.array(z.enum(['open_id', 'line', 'facebook'])).optional(),
});
export type LoginWidget = z.infer<typeof loginWidgetSchema>;

export const hotelBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_party_cookie_setting: z.object({ status: z.boolean(), domain_name: z.string().nullable() }),
  point_program: z
    .object({ translations: z.array(z.object({ locale: localeSchema, point_naming: z.string() })) })
    .nullable(),
  email_consent_setting: z.object({ enabled: z.boolean(), default_checked: z.boolean() }),
  integrations: z.array(z.string()),
});

export const hotelBrandSettingSchema = z.object({
  nearby_hotels_suggestion_enabled: z.boolean(),
  digico_partner_code: z.string().nullable(),
  room_recommender_enabled: z.boolean(),
});

/**
 * The hotel's chatbot (spec sections 1-4; decision 061): `enabled` turns on the widget's chatbot
 * messages (hide-chatbot-sign-in, hide-chatbot) and `/chatbot.js`; `script_url` is the hotel's own
 * conversation page that `/chatbot.js` frames beside the widget (http(s); null: the panel holds the
 * widget alone, in `iframe=triplabot` mode).
 */
export const chatbotSettingSchema = z.object({
  enabled: z.boolean(),
  script_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
});

export const paymentGatewaySettingSchema = z.object({
  provider: z.enum(['sandbox', 'gmo', 'gmo-paypal', 'paygent', 'paygent-paypal', 'tappay', 'paypal']),
  card_brands: z.array(z.enum(['visa', 'master', 'amex', 'jcb', 'diners'])),
  three_d_secure: z.boolean(),
});

/**
 * Stay plus flight (spec sections 5 and 9): the partner's flight-and-hotel search the results page
 * links to on Japanese pages, for at most STAY_PLUS_FLIGHT_MAX_ROOMS rooms (search.constants).
 * Placeholders {checkin} {checkout} {nights} {adults} {children} {rooms} {hotel_code} take the
 * search's values (decision 021).
 */
export const stayPlusFlightSettingSchema = z.object({
  partner_search_url: z
    .string()
    .max(2000)
    .regex(/^https:\/\/[^\s]+$/, 'the partner search address is an https URL'),
});
export type StayPlusFlightSetting = z.infer<typeof stayPlusFlightSettingSchema>;

/** Spec section 3 enumeration "field requirement". */
export const FIELD_REQUIREMENTS = ['do_not_ask', 'optional', 'required'] as const;
export const fieldRequirementSchema = z.enum(FIELD_REQUIREMENTS);
export type FieldRequirement = z.infer<typeof fieldRequirementSchema>;

/**
 * Which guest details the hotel asks for (spec sections 3 and 5). `address` covers postcode,
 * prefecture, city and street together (building and country are always optional). The server
 * refuses a booking without a required one and drops a `do_not_ask` one (decision 020).
 */
export const guestFieldRequirementsSchema = z.object({
  gender: fieldRequirementSchema,
  date_of_birth: fieldRequirementSchema,
  nationality: fieldRequirementSchema,
  occupation: fieldRequirementSchema,
  address: fieldRequirementSchema,
});
export type GuestFieldRequirements = z.infer<typeof guestFieldRequirementsSchema>;

/** What a hotel asks when it sets nothing: the address optionally, no personal details. */
export const DEFAULT_GUEST_FIELD_REQUIREMENTS: GuestFieldRequirements = {
  gender: 'do_not_ask',
  date_of_birth: 'do_not_ask',
  nationality: 'do_not_ask',
  occupation: 'do_not_ask',
  address: 'optional',
};

export const standaloneSettingsSchema = z.object({
  page_title: z.string(),
  favicons: z.array(z.object({ size: z.string(), url: z.string() })),
});

/**
 * GET /book/hotels/{code}/settings/booking_widget — the init settings of spec section 3.
 */
export const bookingWidgetSettingsSchema = z.object({
  hotel_id: z.number().int(),
  hotel_code: hotelCodeSchema,
  hotel_brand_id: z.number().int(),
  hotel_name: z.string(),
  hotel_brand_name: z.string(),
  hotel: z.object({
    time_zone: z.string(),
    locale: localeSchema,
    translations_attributes: z.array(translationSchema),
    /** The number guests call (same-day cancellation is by phone, decision 028); null when none. */
    phone: z.string().nullable().optional(),
  }),
  currency: currencySchema,
  button_colour: hexColour,
  header_colour: hexColour,
  font: z.string(),
  header: z.enum(['header_logo', 'header_customize']),
  logo: z.string().nullable(),
  /** Sanitized by the server (decision 039); the widget renders it as it is. */
  website_header_html: z.string().nullable(),
  /** Sanitized by the server, links opening in a new tab (decision 039); rendered as it is. */
  website_footer_html: z.string().nullable(),
  display_website_footer: z.boolean(),
  booking_widget_type: bookingWidgetTypeSchema,
  search_type: z.enum(['room_type', 'hotel_plan']),
  plan_search_enabled: z.boolean(),
  multi_rooms_search_enabled: z.boolean(),
  multi_rooms_search_limit: z.number().int().min(1).max(20),
  day_use_search_active: z.boolean(),
  coupon_active: z.boolean(),
  hotel_active: z.boolean(),
  is_brand_facility: z.boolean(),
  facility_sign_in_enabled: z.boolean(),
  room_search_filters: z.array(roomSearchFilterSchema),
  kids_setting: kidsSettingSchema,
  kids_tiers: z.array(kidsTierSchema),
  max_guests_per_room: z.number().int().min(1).max(99),
  kanji_name_required: z.boolean(),
  guest_field_requirements: guestFieldRequirementsSchema,
  percentage_coupon_discount_only: z.boolean(),
  /**
   * The host page's data-layer arrays the loader pushes the analytics events into (decision 061),
   * e.g. `["dataLayer"]`; empty: no events leave the widget's frame.
   */
  data_layers: z.array(z.string().regex(DATA_LAYER_NAME_PATTERN)).max(5),
  /** The standalone page's own Google Tag Manager container and GA4 property; null: none loaded. */
  analytics_setting_attributes: z.object({
    gtm_id: z.string().regex(GTM_ID_PATTERN).nullable(),
    ga_measurement_id: z.string().regex(GA_MEASUREMENT_ID_PATTERN).nullable(),
  }),
  standalone_settings: standaloneSettingsSchema,
  /** Absent or null: no stay-plus-flight link. */
  stay_plus_flight: stayPlusFlightSettingSchema.nullish(),
  brand_custom_auth_token_name: z.string().nullable(),
  pubnub: z.object({ auth_key: z.string().nullable() }),
  hotel_brand: hotelBrandSchema,
  booking_widget_setting_attributes: bookingWidgetSettingAttributesSchema,
  chatbot_setting: chatbotSettingSchema,
  hotel_brand_setting: hotelBrandSettingSchema,
  payment_gateway_setting: paymentGatewaySettingSchema,
  integrations: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
});
export type BookingWidgetSettings = z.infer<typeof bookingWidgetSettingsSchema>;

export const bookingWidgetSettingsResponseSchema = z.object({ data: bookingWidgetSettingsSchema });

/** GET /book/hotels/{code}/settings/sign_in_button — the login widget data. */
export const signInButtonResponseSchema = z.object({ data: loginWidgetSchema });

export const hotelCodeParamsSchema = z.object({ code: hotelCodeSchema });
