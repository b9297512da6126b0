import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';
import { DEFAULT_GUEST_FIELD_REQUIREMENTS } from '@yadori/contract/settings.schema';
import type { NewBrand, NewHotel } from '../features/hotels/hotels.service.ts';
import type { LoginWidgetRecord } from '../features/settings/settings.repository.ts';
import * as brand from './demo-branding.ts';
import {
  BRAND_NAMES,
  FILTER_TEXTS,
  HANAMI_LOGIN_TEXTS,
  HOTEL_NAMES,
  KIDS_TIERS,
  names,
  PAGE_TITLES,
  POINT_NAMING,
  YAMABUKI_LOGIN_TEXTS,
} from './demo-texts.ts';
import { DEMO_BRANDS, DEMO_HOTELS, type DemoHotelCode } from './seed-facts.ts';

export const DEMO_BRAND_ROWS: NewBrand[] = [
  {
    ...DEMO_BRANDS.hanami,
    nameTranslations: names(BRAND_NAMES.hanami),
    settings: {
      first_party_cookie_setting: { status: false, domain_name: null },
      point_program: {
        translations: Object.entries(POINT_NAMING).map(([locale, point_naming]) => ({
          locale: locale as keyof typeof POINT_NAMING,
          point_naming,
        })),
      },
      email_consent_setting: { enabled: true, default_checked: false },
      integrations: [],
      hotel_brand_setting: {
        nearby_hotels_suggestion_enabled: true,
        digico_partner_code: null,
        room_recommender_enabled: true,
      },
    },
  },
  {
    ...DEMO_BRANDS.yamabuki,
    nameTranslations: names(BRAND_NAMES.yamabuki),
    settings: {
      first_party_cookie_setting: { status: false, domain_name: null },
      point_program: null,
      email_consent_setting: { enabled: true, default_checked: true },
      integrations: [],
      hotel_brand_setting: {
        nearby_hotels_suggestion_enabled: false,
        digico_partner_code: null,
        room_recommender_enabled: false,
      },
    },
  },
];

const filter = (id: number, texts: Record<string, string>, fallback: string) => ({
  id,
  name: fallback,
  translations: names(texts as Parameters<typeof names>[0]),
});

function settings(code: DemoHotelCode, overrides: Partial<HotelSettings>): HotelSettings {
  const hanami = code !== 'yamabuki-ryokan';
  return {
    button_colour: '#d6336c',
    header_colour: '#ffffff',
    font: '"Noto Sans JP", "Hiragino Sans", sans-serif',
    header: 'header_logo',
    logo: hanami ? brand.HANAMI_LOGO_DARK : brand.YAMABUKI_LOGO,
    website_header_html: null,
    website_footer_html: null,
    display_website_footer: true,
    booking_widget_type: 'embedded',
    search_type: 'room_type',
    plan_search_enabled: true,
    multi_rooms_search_enabled: true,
    multi_rooms_search_limit: 5,
    day_use_search_active: false,
    coupon_active: true,
    is_brand_facility: hanami,
    facility_sign_in_enabled: true,
    room_search_filters: [],
    kids_setting: {
      mode: 'tiers',
      accept_type: 'tiers',
      shared_bed_type: 'per_adult',
      max_children_per_adult: 2,
    },
    kids_tiers: KIDS_TIERS,
    max_guests_per_room: 20,
    kanji_name_required: false,
    guest_field_requirements: DEFAULT_GUEST_FIELD_REQUIREMENTS,
    percentage_coupon_discount_only: false,
    // The demo host page reads its dataLayer (decision 061); the other demo hotels send no events.
    data_layers: hanami ? ['dataLayer'] : [],
    analytics_setting_attributes: { gtm_id: null, ga_measurement_id: null },
    standalone_settings: {
      page_title: PAGE_TITLES[code],
      favicons: [{ size: '32x32', url: hanami ? brand.HANAMI_FAVICON : brand.YAMABUKI_FAVICON }],
    },
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
      supported_locales: ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'],
      closeable: false,
    },
    // The demo's chat page (/demo/chatbot.html, decision 061) puts /chatbot.js beside Hanami Tokyo's widget.
    chatbot_setting: { enabled: code === 'hanami-tokyo', script_url: null },
    payment_gateway_setting: {
      provider: 'sandbox',
      card_brands: ['visa', 'master', 'amex', 'jcb', 'diners'],
      three_d_secure: true,
    },
    integrations: [],
    // The hotel's own (fictional) site may frame the widget; this server's /demo/ pages always may.
    embed_origins: [hanami ? 'https://www.hanami-hotels.example' : 'https://www.yamabuki-ryokan.example'],
    ...overrides,
  };
}

const hotel = (h: (typeof DEMO_HOTELS)[keyof typeof DEMO_HOTELS], s: HotelSettings): NewHotel => ({
  id: h.id,
  brandId: h.brandId,
  code: h.code,
  name: HOTEL_NAMES[h.code][h.locale],
  nameTranslations: names(HOTEL_NAMES[h.code]),
  timeZone: h.timeZone,
  locale: h.locale,
  currency: h.currency,
  phone: DEMO_HOTEL_PHONES[h.code],
  settings: s,
});

/** The demo hotels' (fictional) front-desk numbers, as guests dial them from abroad. */
export const DEMO_HOTEL_PHONES: Record<DemoHotelCode, string> = {
  'hanami-tokyo': '+81 3-5555-0101',
  'hanami-kyoto': '+81 75-555-0102',
  'hanami-seoul': '+82 2-555-0103',
  'yamabuki-ryokan': '+81 460-55-0104',
};

export const DEMO_HOTEL_ROWS: NewHotel[] = [
  hotel(
    DEMO_HOTELS.hanamiTokyo,
    settings('hanami-tokyo', {
      // Dark button and header: the widget shows white text on both.
      button_colour: '#1f2a44',
      header_colour: '#1f2a44',
      logo: brand.HANAMI_LOGO_LIGHT,
      website_header_html: brand.hanamiHeaderHtml('tokyo', '花見ホテル東京', 'アクセス'),
      website_footer_html: brand.hanamiFooterHtml('プライバシーポリシー'),
      day_use_search_active: true,
      room_search_filters: [
        filter(101, FILTER_TEXTS.nonSmoking, '禁煙'),
        filter(102, FILTER_TEXTS.smoking, '喫煙'),
        filter(103, FILTER_TEXTS.breakfast, '朝食付き'),
        filter(104, FILTER_TEXTS.twin, 'ツインルーム'),
      ],
      // Cards and PayPal (decision 060): its payment links offer both; the card gateway is the sandbox.
      payment_gateway_setting: {
        provider: 'gmo-paypal',
        card_brands: ['visa', 'master', 'amex', 'jcb', 'diners'],
        three_d_secure: true,
      },
      // A (fictional) partner's flight-and-hotel search, linked from Japanese results pages.
      stay_plus_flight: {
        partner_search_url:
          'https://tour.example.com/dp/search?hotel={hotel_code}&checkin={checkin}&checkout={checkout}&adults={adults}&children={children}&rooms={rooms}',
      },
    }),
  ),
  hotel(
    DEMO_HOTELS.hanamiKyoto,
    settings('hanami-kyoto', {
      // Light header: its luminance is above 127.5, so the header text is black.
      header_colour: '#fbe9ee',
      button_colour: '#b0284f',
      header: 'header_customize',
      font: '"Noto Serif JP", "Hiragino Mincho ProN", serif',
      website_header_html: brand.hanamiHeaderHtml('kyoto', '花見ホテル京都', 'アクセス'),
      website_footer_html: brand.hanamiFooterHtml('プライバシーポリシー'),
      search_type: 'hotel_plan',
      room_search_filters: [
        filter(201, FILTER_TEXTS.nonSmoking, '禁煙'),
        filter(202, FILTER_TEXTS.breakfast, '朝食付き'),
      ],
      booking_widget_setting_attributes: {
        ...settings('hanami-kyoto', {}).booking_widget_setting_attributes,
        default_search_setting: {
          adults: 2,
          checkin_date_offset: 0,
          yesterday_bookable: true,
          available_rooms_only: true,
        },
        closeable: true,
      },
    }),
  ),
  hotel(
    DEMO_HOTELS.hanamiSeoul,
    settings('hanami-seoul', {
      font: '"Noto Sans KR", "Apple SD Gothic Neo", sans-serif',
      website_header_html: brand.hanamiHeaderHtml('seoul', '하나미 호텔 서울', '오시는 길'),
      website_footer_html: brand.hanamiFooterHtml('개인정보처리방침'),
      room_search_filters: [
        filter(301, FILTER_TEXTS.nonSmoking, '금연'),
        filter(302, FILTER_TEXTS.breakfast, '조식 포함'),
        filter(303, FILTER_TEXTS.twin, '트윈룸'),
      ],
      kids_setting: { mode: 'share_bed', shared_bed_type: 'per_room', max_children_per_adult: 2 },
      // The demo hotel that asks for every guest detail (the others ask the address optionally only).
      guest_field_requirements: {
        gender: 'required',
        date_of_birth: 'required',
        nationality: 'required',
        occupation: 'optional',
        address: 'required',
      },
    }),
  ),
  hotel(
    DEMO_HOTELS.yamabukiRyokan,
    settings('yamabuki-ryokan', {
      button_colour: '#f8b500',
      header_colour: '#3b2f2f',
      font: '"Noto Serif JP", "Hiragino Mincho ProN", serif',
      header: 'header_customize',
      website_header_html: brand.YAMABUKI_HEADER_HTML,
      website_footer_html: brand.YAMABUKI_FOOTER_HTML,
      booking_widget_type: 'standalone',
      search_type: 'hotel_plan',
      multi_rooms_search_enabled: false,
      multi_rooms_search_limit: 1,
      max_guests_per_room: 6,
      kanji_name_required: true,
      room_search_filters: [
        filter(401, FILTER_TEXTS.openAirBath, '露天風呂付き客室'),
        filter(402, FILTER_TEXTS.dinner, '夕食付き'),
        filter(403, FILTER_TEXTS.nonSmoking, '禁煙'),
      ],
      kids_setting: {
        mode: 'tiers',
        accept_type: 'all',
        shared_bed_type: 'per_adult',
        max_children_per_adult: 3,
      },
      booking_widget_setting_attributes: {
        ...settings('yamabuki-ryokan', {}).booking_widget_setting_attributes,
        navigation_mode: 'hash',
        reservable_period_months: 6,
      },
    }),
  ),
];

const hanamiLogin = (organizations: boolean): LoginWidgetRecord => ({
  isActive: true,
  allowSignup: true,
  organizationLoginWidgetEnabled: organizations,
  translations: HANAMI_LOGIN_TEXTS,
  privacyUrl: brand.HANAMI_PRIVACY_URL,
  termOfUseUrl: brand.HANAMI_TERMS_URL,
});

export const DEMO_LOGIN_WIDGETS: Record<DemoHotelCode, LoginWidgetRecord> = {
  'hanami-tokyo': hanamiLogin(true),
  'hanami-kyoto': hanamiLogin(false),
  'hanami-seoul': hanamiLogin(false),
  'yamabuki-ryokan': {
    isActive: true,
    allowSignup: false,
    organizationLoginWidgetEnabled: false,
    translations: YAMABUKI_LOGIN_TEXTS,
    privacyUrl: brand.YAMABUKI_PRIVACY_URL,
    termOfUseUrl: brand.YAMABUKI_TERMS_URL,
  },
};
