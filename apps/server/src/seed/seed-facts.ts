/**
 * Facts of the deterministic demo seed, for README examples and tests. Everything here is
 * public demo data: never reuse these pairs outside a demo.
 */

export const DEMO_BRANDS = {
  hanami: { id: 1, code: 'hanami', name: 'Hanami Hotels & Resorts', nameJa: '花見ホテルズ＆リゾーツ' },
  yamabuki: { id: 2, code: 'yamabuki', name: '山吹旅館', nameEn: 'Yamabuki Ryokan' },
} as const;

export const DEMO_HOTELS = {
  hanamiTokyo: {
    id: 1,
    code: 'hanami-tokyo',
    brandId: 1,
    locale: 'ja',
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
  },
  hanamiKyoto: {
    id: 2,
    code: 'hanami-kyoto',
    brandId: 1,
    locale: 'ja',
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
  },
  hanamiSeoul: {
    id: 3,
    code: 'hanami-seoul',
    brandId: 1,
    locale: 'ko',
    currency: 'KRW',
    timeZone: 'Asia/Seoul',
  },
  yamabukiRyokan: {
    id: 4,
    code: 'yamabuki-ryokan',
    brandId: 2,
    locale: 'ja',
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
  },
} as const;

export type DemoHotelCode = (typeof DEMO_HOTELS)[keyof typeof DEMO_HOTELS]['code'];

/** Codes in seed order (ids 1..4). */
export const DEMO_HOTEL_CODES: DemoHotelCode[] = Object.values(DEMO_HOTELS).map((h) => h.code);

/** The widget deployment's pair (scope: every hotel). DEMO_CLIENT_KEY / DEMO_CLIENT_SECRET override it. */
export const DEMO_WIDGET_CLIENT = {
  name: 'widget',
  key: 'yadori-demo-key',
  secret: 'yadori-demo-secret',
} as const;

/** One pair per hotel, scoped to that hotel only. */
export const DEMO_HOTEL_CLIENTS: Record<DemoHotelCode, { key: string; secret: string }> = {
  'hanami-tokyo': { key: 'hanami-tokyo-key', secret: 'hanami-tokyo-demo-secret' },
  'hanami-kyoto': { key: 'hanami-kyoto-key', secret: 'hanami-kyoto-demo-secret' },
  'hanami-seoul': { key: 'hanami-seoul-key', secret: 'hanami-seoul-demo-secret' },
  'yamabuki-ryokan': { key: 'yamabuki-ryokan-key', secret: 'yamabuki-ryokan-demo-secret' },
};

/** A pair scoped to the Hanami brand (its three hotels). */
export const DEMO_BRAND_CLIENT = { key: 'hanami-brand-key', secret: 'hanami-brand-demo-secret' } as const;

/** Demo members (no password yet: sign-in arrives with the membership work). */
export const DEMO_MEMBERS = {
  hanako: {
    id: 1,
    brandId: 1,
    email: 'hanako.yamada@example.com',
    firstName: 'Hanako',
    lastName: 'Yamada',
    firstNameKana: 'はなこ',
    lastNameKana: 'やまだ',
    membershipId: 'HN-0000001',
  },
  taro: {
    id: 2,
    brandId: 2,
    email: 'taro.suzuki@example.com',
    firstName: 'Taro',
    lastName: 'Suzuki',
    firstNameKana: 'たろう',
    lastNameKana: 'すずき',
    membershipId: 'YB-0000001',
  },
} as const;
