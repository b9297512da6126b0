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

/** Names of a program or rank in the five languages. */
type LevelNames = { ja: string; en: string; zh_Hans: string; zh_Hant: string; ko: string };

/**
 * The demo brands' membership programs and their ranks, lowest first (ids fixed). A member plan is
 * labelled with them (`membership_program_{id}`, `membership_rank_{id}`, spec §3).
 */
export const DEMO_PROGRAMS = {
  hanamiClub: {
    id: 1,
    brandId: 1,
    names: {
      ja: '花見クラブ',
      en: 'Hanami Club',
      zh_Hans: '花见俱乐部',
      zh_Hant: '花見俱樂部',
      ko: '하나미 클럽',
    },
    ranks: {
      regular: {
        id: 1,
        names: { ja: 'レギュラー', en: 'Regular', zh_Hans: '普通会员', zh_Hant: '普通會員', ko: '레귤러' },
      },
      silver: {
        id: 2,
        names: { ja: 'シルバー', en: 'Silver', zh_Hans: '银卡会员', zh_Hant: '銀卡會員', ko: '실버' },
      },
      gold: {
        id: 3,
        names: { ja: 'ゴールド', en: 'Gold', zh_Hans: '金卡会员', zh_Hant: '金卡會員', ko: '골드' },
      },
    },
  },
  yamabukiFriends: {
    id: 2,
    brandId: 2,
    names: {
      ja: '山吹友の会',
      en: 'Friends of Yamabuki',
      zh_Hans: '山吹之友会',
      zh_Hant: '山吹之友會',
      ko: '야마부키 친구 모임',
    },
    ranks: {
      friend: {
        id: 4,
        names: { ja: '一般会員', en: 'Friend', zh_Hans: '普通会员', zh_Hant: '普通會員', ko: '일반 회원' },
      },
      patron: {
        id: 5,
        names: { ja: '特別会員', en: 'Patron', zh_Hans: '特别会员', zh_Hant: '特別會員', ko: '특별 회원' },
      },
    },
  },
} as const satisfies Record<
  string,
  { id: number; brandId: number; names: LevelNames; ranks: Record<string, { id: number; names: LevelNames }> }
>;

/**
 * The password of every demo member (argon2id-hashed once when seeding). Public demo data: sign in on
 * `npm start` with a demo member's email and this password.
 */
export const DEMO_MEMBER_PASSWORD = 'Hanami-Demo-2026';

/**
 * Demo members, confirmed, each in a program and rank: Hanako is a Gold member of Hanami Club (she sees
 * Tokyo's Gold-only rate too), Kenji a Regular one, Taro a Friend of Yamabuki (no Hanami rate for him).
 */
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
    programId: DEMO_PROGRAMS.hanamiClub.id,
    rankId: DEMO_PROGRAMS.hanamiClub.ranks.gold.id,
    locale: 'ja',
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
    programId: DEMO_PROGRAMS.yamabukiFriends.id,
    rankId: DEMO_PROGRAMS.yamabukiFriends.ranks.friend.id,
    locale: 'ja',
  },
  kenji: {
    id: 3,
    brandId: 1,
    email: 'kenji.sato@example.com',
    firstName: 'Kenji',
    lastName: 'Sato',
    firstNameKana: 'けんじ',
    lastNameKana: 'さとう',
    membershipId: 'HN-0000002',
    programId: DEMO_PROGRAMS.hanamiClub.id,
    rankId: DEMO_PROGRAMS.hanamiClub.ranks.regular.id,
    locale: 'en',
  },
  aiko: {
    id: 4,
    brandId: 1,
    email: 'aiko.tanaka@example.com',
    firstName: 'Aiko',
    lastName: 'Tanaka',
    firstNameKana: 'あいこ',
    lastNameKana: 'たなか',
    membershipId: 'HN-0000003',
    programId: DEMO_PROGRAMS.hanamiClub.id,
    rankId: DEMO_PROGRAMS.hanamiClub.ranks.regular.id,
    locale: 'ja',
  },
} as const;

/**
 * The demo corporate client of the Hanami brand (README: organizations): Aiko administers it, Kenji books
 * through it with his own member account. Its people sign in at Hanami Tokyo, whose login widget offers
 * corporate sign-in; its quota is 120 room-nights a year from 1 April (a Japanese fiscal year).
 */
export const DEMO_ORGANIZATIONS = {
  sakuraTrading: {
    id: 1,
    brandId: 1,
    name: '桜商事株式会社',
    displayName: 'Sakura Trading',
    programId: DEMO_PROGRAMS.hanamiClub.id,
    referrerCode: 'SAKURA-TRADING',
    maxStays: 120,
    quotaPeriod: 'yearly',
    periodStart: '2026-04-01',
    people: [
      { memberId: DEMO_MEMBERS.aiko.id, role: 'admin' },
      { memberId: DEMO_MEMBERS.kenji.id, role: 'member' },
    ],
  },
} as const;

/**
 * Demo members' companions (spec §3 Companions), by member id: Hanako travels with her husband and their
 * toddler, who shares a bed (Hanami's companion tier A). The widget hands them to the host page after
 * she signs in at a hotel with an active companion tier (README: members).
 */
export const DEMO_COMPANIONS: Readonly<
  Record<number, { adult: { code: string; names: LevelNames }; kid: { code: string; names: LevelNames } }>
> = {
  [DEMO_MEMBERS.hanako.id]: {
    adult: {
      code: 'SPOUSE',
      names: { ja: '配偶者', en: 'Spouse', zh_Hans: '配偶', zh_Hant: '配偶', ko: '배우자' },
    },
    kid: {
      code: 'A',
      names: {
        ja: '幼児（添い寝）',
        en: 'Infant (sharing a bed)',
        zh_Hans: '幼儿（同床）',
        zh_Hant: '幼兒（同床）',
        ko: '유아 (침대 공유)',
      },
    },
  },
};

/**
 * The Hanami brand's point programme (one point is one yen) and the demo members' starting points,
 * granted when seeding (README: members). Japan-only gift-code exchange is on; Yamabuki has no points.
 */
export const DEMO_POINTS = {
  program: {
    brandId: DEMO_BRANDS.hanami.id,
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
    /** Earn percent of a stay (total less accommodation tax), by rank. */
    earnPercent: {
      [DEMO_PROGRAMS.hanamiClub.ranks.regular.id]: 1,
      [DEMO_PROGRAMS.hanamiClub.ranks.silver.id]: 3,
      [DEMO_PROGRAMS.hanamiClub.ranks.gold.id]: 5,
    },
    defaultEarnPercent: 1,
    spendingIncrement: 100,
    spendingMinimum: 100,
    expiryMonths: 24,
    giftCodeExchange: true,
  },
  balances: {
    [DEMO_MEMBERS.hanako.id]: 12_000,
    [DEMO_MEMBERS.kenji.id]: 1_500,
  },
} as const;
