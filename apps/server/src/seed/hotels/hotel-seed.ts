import type { CancellationPolicyPart } from '@yadori/contract/cancellation-policy.schema';
import type { Locale } from '@yadori/contract/locales';
import type {
  ChildPriceType,
  CodeDiscountKind,
  ExtraType,
  Meal,
  PaymentMethod,
  SearchMode,
} from '@yadori/contract/search.constants';
import type { Bed } from '@yadori/contract/search.schema';
import { type NamedTexts, type RoomPicture, roomPictureUrl } from '../demo-rooms-texts.ts';
import { DEMO_PROGRAMS, type DemoHotelCode } from '../seed-facts.ts';

/**
 * The shape of a demo hotel's data file (hotels/<hotel code>.ts) and the pieces the files share:
 * policies, plan texts, plan and code shapes. load-hotels.ts loads a file through the console's set-up
 * services; the rules of nightly prices and demand are in ../demo-rooms-facts.ts.
 */

export interface PolicySeed {
  code: string;
  texts: NamedTexts;
  cancelBeforeAt: number | null;
  parts: CancellationPolicyPart[];
  noShow: number;
}

export interface RoomTypeSeed {
  code: string;
  texts: NamedTexts;
  capacity: number;
  beds: Bed[];
  size: number;
  filterIds: number[];
  /** Rooms of this type in the hotel. */
  allotment: number;
  /** Price of the room for two adults on a weekday in an ordinary month, tax included. */
  basePrice: number;
  wall: string;
  view?: boolean;
}

export interface PlanSeed {
  code: string;
  texts: NamedTexts;
  meals: Meal[];
  paymentMethods: PaymentMethod[];
  depositPercent?: number;
  policy: string;
  visibility?: SearchMode;
  /** Which members see a member plan (spec §3 label filters); empty: every member of the brand. */
  memberLabels?: string[];
  filterIds?: number[];
  /** Multiplies the room's price (early bird 0.85…). */
  priceFactor: number;
  /** Added per adult and night (meals). */
  mealPerAdult: number;
  /** Room types sold under the plan; all when omitted. */
  roomTypes?: string[];
  minDaysInAdvance?: number;
  deadlineDaysBefore?: number;
  deadlineHour?: number;
  minNights?: number;
  maxNights?: number;
  isDayUse?: boolean;
  dayUseHours?: [number, number];
  limited?: boolean;
  /** Offered and bookable on Japanese pages only (stay plus flight packages). */
  japaneseOnly?: boolean;
  inclusiveExtras?: string[];
  /** Child prices by tier code; a tier missing here cannot stay on the plan. */
  childPrices: Record<string, [ChildPriceType, number]>;
}

export interface ExtraSeed {
  code: string;
  type: ExtraType;
  texts: NamedTexts;
  price: number;
  min: number;
  max: number;
  /** Units available per day. */
  daily: number;
}

export interface CodeSeed {
  codeType: 'promo' | 'coupon';
  code: string;
  texts: Record<Locale, string>;
  kind: CodeDiscountKind;
  value: number;
  /** Valid from/until, in days relative to the seed's today. */
  validFromDays: number;
  validUntilDays: number;
  usageLimit?: number;
  usedCount?: number;
  firstNNights?: number;
  plans?: string[];
}

export interface DiscountSeed {
  discountType: 'special' | 'rounding';
  kind: CodeDiscountKind;
  value: number;
  minNights?: number;
  plan?: string;
  texts: Record<Locale, string>;
}

/**
 * Nights picked by the calendar: every condition given must hold (the room types named, a day of the
 * month, an ISO weekday 1–7, months 1–12, `MM-DD` days). An empty rule picks every night.
 */
export interface NightRule {
  roomTypes?: string[];
  dayOfMonth?: number;
  isoWeekday?: number;
  months?: number[];
  monthDays?: string[];
}

/** A restriction of a hotel plan's nights (the console's rates screen), on the nights `when` picks. */
export interface ClosureSeed {
  plan: string;
  closed?: true;
  closedToArrival?: true;
  when: Omit<NightRule, 'roomTypes'>;
}

export interface HotelRoomsSeed {
  hotelCode: DemoHotelCode;
  /** Price multiplier by number of adults (index 0 = 1 adult). */
  occupancy: number[];
  /** Rates are rounded to this unit (100 yen, 1000 won). */
  priceUnit: number;
  policies: PolicySeed[];
  roomTypes: RoomTypeSeed[];
  plans: PlanSeed[];
  extras: ExtraSeed[];
  codes: CodeSeed[];
  discounts: DiscountSeed[];
  /** [min price per person before consumption tax, tax per person and night]. */
  taxBands: [number, number][];
  /** Nights shown sold out (sold = allotment); on other nights demand follows weekday and season. */
  soldOut: NightRule[];
  /** Nights a room type does not sell (stop-sell). */
  stopSell: NightRule[];
  closures: ClosureSeed[];
}

export const HANAMI_OCCUPANCY = [0.85, 1, 1.4, 1.75, 2.1, 2.4];
export const RYOKAN_OCCUPANCY = [0.6, 1, 1.45, 1.9, 2.35, 2.8];

export const TIER_PRICES_HOTEL: PlanSeed['childPrices'] = {
  A: ['fixed', 0],
  B: ['percentage', 70],
  C: ['percentage', 50],
};

export const STANDARD_POLICY: PolicySeed = {
  code: 'STANDARD',
  texts: {
    ja: ['標準キャンセルポリシー', '7日前から20%、前日50%、当日18時まで80%、以降および不泊100%'],
    en: [
      'Standard cancellation policy',
      '20% from 7 days before, 50% the day before, 80% on the day until 18:00, 100% after that and for no-shows',
    ],
    zh_Hans: ['标准取消政策', '入住前7天起收取20%，前一天50%，当天18:00前80%，之后及未入住100%'],
    zh_Hant: ['標準取消政策', '入住前7天起收取20%，前一天50%，當天18:00前80%，之後及未入住100%'],
    ko: ['표준 취소 규정', '7일 전부터 20%, 전날 50%, 당일 18시까지 80%, 이후 및 노쇼 100%'],
  },
  cancelBeforeAt: 18,
  parts: [
    { days_before: 7, percentage_of_cost: 20 },
    { days_before: 1, percentage_of_cost: 50 },
    { days_before: 0, percentage_of_cost: 80 },
  ],
  noShow: 100,
};

export const FLEXIBLE_POLICY: PolicySeed = {
  code: 'FLEXIBLE',
  texts: {
    ja: ['フレキシブル', '前日まで無料、当日50%、不泊100%'],
    en: ['Flexible', 'Free until the day before, 50% on the day, 100% for no-shows'],
    zh_Hans: ['灵活取消', '入住前一天免费取消，当天50%，未入住100%'],
    zh_Hant: ['彈性取消', '入住前一天免費取消，當天50%，未入住100%'],
    ko: ['유연한 취소', '전날까지 무료, 당일 50%, 노쇼 100%'],
  },
  cancelBeforeAt: null,
  parts: [{ days_before: 0, percentage_of_cost: 50 }],
  noShow: 100,
};

export const NON_REFUNDABLE_POLICY: PolicySeed = {
  code: 'NON-REFUNDABLE',
  texts: {
    ja: ['返金不可', '予約確定後のキャンセルは100%'],
    en: ['Non-refundable', 'Cancelling after booking costs 100%'],
    zh_Hans: ['不可退款', '预订确认后取消收取100%'],
    zh_Hant: ['不可退款', '預訂確認後取消收取100%'],
    ko: ['환불 불가', '예약 확정 후 취소 시 100%'],
  },
  cancelBeforeAt: null,
  parts: [{ days_before: 365, percentage_of_cost: 100 }],
  noShow: 100,
};

export const RYOKAN_POLICY: PolicySeed = {
  code: 'RYOKAN',
  texts: {
    ja: ['旅館キャンセルポリシー', '14日前20%、7日前30%、2日前50%、前日80%、当日および不泊100%'],
    en: [
      'Ryokan cancellation policy',
      '20% from 14 days before, 30% from 7 days, 50% from 2 days, 80% the day before, 100% on the day and for no-shows',
    ],
    zh_Hans: ['旅馆取消政策', '14天前20%，7天前30%，2天前50%，前一天80%，当天及未入住100%'],
    zh_Hant: ['旅館取消政策', '14天前20%，7天前30%，2天前50%，前一天80%，當天及未入住100%'],
    ko: ['료칸 취소 규정', '14일 전 20%, 7일 전 30%, 2일 전 50%, 전날 80%, 당일 및 노쇼 100%'],
  },
  cancelBeforeAt: null,
  parts: [
    { days_before: 14, percentage_of_cost: 20 },
    { days_before: 7, percentage_of_cost: 30 },
    { days_before: 2, percentage_of_cost: 50 },
    { days_before: 1, percentage_of_cost: 80 },
    { days_before: 0, percentage_of_cost: 100 },
  ],
  noShow: 100,
};

export const ROOM_ONLY_TEXTS: NamedTexts = {
  ja: ['素泊まりプラン', 'お食事なしのシンプルなプランです。'],
  en: ['Room only', 'A simple stay without meals.'],
  zh_Hans: ['纯住宿方案', '不含餐的简约住宿方案。'],
  zh_Hant: ['純住宿方案', '不含餐的簡約住宿方案。'],
  ko: ['객실 전용 플랜', '식사가 포함되지 않은 심플한 플랜입니다.'],
};

export const BREAKFAST_TEXTS: NamedTexts = {
  ja: ['朝食付きプラン', '季節の和洋朝食ビュッフェ付き。'],
  en: ['Breakfast included', 'With our seasonal Japanese and Western breakfast buffet.'],
  zh_Hans: ['含早餐方案', '含时令日式与西式自助早餐。'],
  zh_Hant: ['含早餐方案', '含當季日式與西式自助早餐。'],
  ko: ['조식 포함 플랜', '계절 한식·양식 조식 뷔페가 포함됩니다.'],
};

export const EARLY_TEXTS: NamedTexts = {
  ja: ['【早割21】21日前までの予約でお得', '21日前までのご予約で15%お得。事前カード決済のみ、返金不可。'],
  en: [
    'Early bird 21: book 21 days ahead',
    '15% off when you book at least 21 days ahead. Prepaid by card, non-refundable.',
  ],
  zh_Hans: ['【早鸟21】提前21天预订更优惠', '提前21天预订享85折。仅限预付信用卡，不可退款。'],
  zh_Hant: ['【早鳥21】提前21天預訂更優惠', '提前21天預訂享85折。僅限預付信用卡，不可退款。'],
  ko: ['[얼리버드 21] 21일 전 예약 할인', '21일 전까지 예약 시 15% 할인. 카드 사전 결제 전용, 환불 불가.'],
};

export const MEMBER_TEXTS: NamedTexts = {
  ja: ['【会員限定】朝食付き・ウェルカムドリンク', '会員様だけの特別料金。朝食とウェルカムドリンク付き。'],
  en: [
    'Members only: breakfast and welcome drink',
    'A members-only rate with breakfast and a welcome drink.',
  ],
  zh_Hans: ['【会员专享】含早餐及迎宾饮品', '会员专享价格，含早餐及迎宾饮品。'],
  zh_Hant: ['【會員專享】含早餐及迎賓飲品', '會員專享價格，含早餐及迎賓飲品。'],
  ko: ['[회원 전용] 조식·웰컴 드링크 포함', '회원 전용 특별 요금. 조식과 웰컴 드링크가 포함됩니다.'],
};

export const SECRET_TEXTS: NamedTexts = {
  ja: ['【シークレット】特別限定料金', '特定のご案内からのみ予約できる限定料金です。'],
  en: ['Secret rate', 'A special rate bookable only through a private link.'],
  zh_Hans: ['【秘密价格】限定特价', '仅可通过专属链接预订的限定价格。'],
  zh_Hant: ['【祕密價格】限定特價', '僅可透過專屬連結預訂的限定價格。'],
  ko: ['[시크릿] 특별 한정 요금', '전용 링크로만 예약할 수 있는 한정 요금입니다.'],
};

export const HANAMI_POLICIES = [STANDARD_POLICY, FLEXIBLE_POLICY, NON_REFUNDABLE_POLICY];

/** The room-only plan of a Hanami hotel. */
export function roomOnlyPlan(childPrices: PlanSeed['childPrices']): PlanSeed {
  return {
    code: 'ROOM-ONLY',
    texts: ROOM_ONLY_TEXTS,
    meals: [],
    paymentMethods: ['on_site', 'credit_card'],
    policy: 'STANDARD',
    priceFactor: 1,
    mealPerAdult: 0,
    childPrices,
  };
}

/** The early-bird plan of a Hanami hotel: 15 % off, 21 days ahead, prepaid and non-refundable. */
export function earlyBirdPlan(roomTypes: string[], childPrices: PlanSeed['childPrices']): PlanSeed {
  return {
    code: 'EARLY21',
    texts: EARLY_TEXTS,
    meals: [],
    paymentMethods: ['credit_card_full'],
    policy: 'NON-REFUNDABLE',
    priceFactor: 0.85,
    mealPerAdult: 0,
    minDaysInAdvance: 21,
    roomTypes,
    childPrices,
  };
}

/** The Hanami Club plan: breakfast and a welcome extra, 10 % off, for members of the programme. */
export function hanamiMemberPlan(input: {
  filterId: number;
  mealPerAdult: number;
  welcomeExtra: string;
  childPrices: PlanSeed['childPrices'];
}): PlanSeed {
  return {
    code: 'MEMBER',
    texts: MEMBER_TEXTS,
    meals: ['breakfast'],
    filterIds: [input.filterId],
    paymentMethods: ['on_site', 'credit_card'],
    policy: 'FLEXIBLE',
    visibility: 'member',
    memberLabels: [`membership_program_${DEMO_PROGRAMS.hanamiClub.id}`],
    priceFactor: 0.9,
    mealPerAdult: input.mealPerAdult,
    inclusiveExtras: [input.welcomeExtra],
    childPrices: input.childPrices,
  };
}

/** The secret-link plan: 20 % off, card only. */
export function secretPlan(roomTypes: string[], childPrices: PlanSeed['childPrices']): PlanSeed {
  return {
    code: 'SECRET',
    texts: SECRET_TEXTS,
    meals: [],
    paymentMethods: ['credit_card'],
    policy: 'STANDARD',
    visibility: 'secret',
    priceFactor: 0.8,
    mealPerAdult: 0,
    roomTypes,
    childPrices,
  };
}

/** A coupon valid from 30 days before the seed's today to 400 days after it, unless `more` says otherwise. */
export function coupon(
  code: string,
  kind: CodeSeed['kind'],
  value: number,
  texts: CodeSeed['texts'],
  more: Partial<CodeSeed> = {},
): CodeSeed {
  return { codeType: 'coupon', code, texts, kind, value, validFromDays: -30, validUntilDays: 400, ...more };
}

/** Takes the stay's total down to a whole `unit` (100 yen, 1000 won). */
export function roundingDiscount(unit: number): DiscountSeed {
  return {
    discountType: 'rounding',
    kind: 'amount',
    value: unit,
    texts: {
      ja: '端数値引き',
      en: 'Rounding discount',
      zh_Hans: '尾数优惠',
      zh_Hant: '尾數優惠',
      ko: '단수 할인',
    },
  };
}

/** The drawing of a room type's picture. */
export function roomPictureOf(room: RoomTypeSeed): RoomPicture {
  return {
    label: room.texts.en[0],
    wall: room.wall,
    beds: room.beds.reduce((n, b) => n + b.count, 0),
    view: room.view ?? false,
    japanese: room.beds.some((b) => b.bed_type === 'futon'),
    bath: /\bbath\b/i.test(room.texts.en[0]),
  };
}

export function roomImages(room: RoomTypeSeed) {
  return [
    {
      url: roomPictureUrl(roomPictureOf(room)),
      translations: (Object.entries(room.texts) as [Locale, readonly [string, string]][]).map(
        ([locale, [name]]) => ({ locale, name }),
      ),
    },
  ];
}
