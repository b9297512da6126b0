import type { BrandSettings, HotelSettings } from '@yadori/contract/hotel-settings.schema';
import { LOCALES } from '@yadori/contract/locales';
import { DEFAULT_GUEST_FIELD_REQUIREMENTS } from '@yadori/contract/settings.schema';

/**
 * The widget settings of a new hotel until the console changes them: the spec's defaults (two adults,
 * check-in today, at most 20 guests a room, a year ahead), the five languages, the built-in card
 * sandbox, and no children until the hotel says how it takes and prices them (a child needs a price on
 * each room plan, so accepting children by default would hide every room from families).
 */
export function defaultHotelSettings(hotelName: string): HotelSettings {
  return {
    button_colour: '#1f2a44',
    header_colour: '#ffffff',
    font: 'system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans JP", sans-serif',
    header: 'header_logo',
    logo: null,
    website_header_html: null,
    website_footer_html: null,
    display_website_footer: false,
    booking_widget_type: 'embedded',
    search_type: 'room_type',
    plan_search_enabled: true,
    multi_rooms_search_enabled: true,
    multi_rooms_search_limit: 5,
    day_use_search_active: false,
    coupon_active: false,
    is_brand_facility: true,
    facility_sign_in_enabled: true,
    room_search_filters: [],
    kids_setting: {
      mode: 'share_bed',
      accept_type: 'none',
      shared_bed_type: 'per_room',
      max_children_per_adult: 0,
    },
    kids_tiers: [],
    max_guests_per_room: 20,
    kanji_name_required: false,
    guest_field_requirements: DEFAULT_GUEST_FIELD_REQUIREMENTS,
    percentage_coupon_discount_only: false,
    data_layers: [],
    analytics_setting_attributes: { gtm_id: null, ga_measurement_id: null },
    standalone_settings: { page_title: hotelName, favicons: [] },
    brand_custom_auth_token_name: null,
    pubnub: { auth_key: null },
    booking_widget_setting_attributes: {
      navigation_mode: 'history',
      default_search_setting: {
        adults: 2,
        checkin_date_offset: 0,
        yesterday_bookable: false,
        available_rooms_only: false,
      },
      reservable_period_months: 12,
      obfuscated_query_keys: {},
      supported_locales: [...LOCALES],
      closeable: false,
    },
    chatbot_setting: { enabled: false, script_url: null },
    payment_gateway_setting: {
      provider: 'sandbox',
      card_brands: ['visa', 'master', 'amex', 'jcb', 'diners'],
      three_d_secure: true,
    },
    integrations: [],
    embed_origins: [],
  };
}

/**
 * The settings of a new brand until its admin changes them: no point programme, no first-party cookie
 * domain, no partner integrations, and nothing the widget offers across hotels (nearby hotels, the room
 * recommender) or asks guests for (marketing mail consent) until the brand turns it on.
 */
export function defaultBrandSettings(): BrandSettings {
  return {
    first_party_cookie_setting: { status: false, domain_name: null },
    point_program: null,
    email_consent_setting: { enabled: false, default_checked: false },
    integrations: [],
    hotel_brand_setting: {
      nearby_hotels_suggestion_enabled: false,
      digico_partner_code: null,
      room_recommender_enabled: false,
    },
  };
}
