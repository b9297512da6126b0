import type { LoginWidgetTranslation } from '@yadori/contract/hotel-settings.schema';
import type { Locale } from '@yadori/contract/locales';
import type { KidsTier, Translation } from '@yadori/contract/settings.schema';

type Texts = Record<Locale, string>;

/** Five-locale names as contract translation rows. */
export function names(texts: Texts): Translation[] {
  return (Object.entries(texts) as [Locale, string][]).map(([locale, name]) => ({ locale, name }));
}

export const HOTEL_NAMES = {
  'hanami-tokyo': {
    ja: '花見ホテル東京',
    en: 'Hanami Hotel Tokyo',
    zh_Hans: '花见酒店东京',
    zh_Hant: '花見飯店東京',
    ko: '하나미 호텔 도쿄',
  },
  'hanami-kyoto': {
    ja: '花見ホテル京都',
    en: 'Hanami Hotel Kyoto',
    zh_Hans: '花见酒店京都',
    zh_Hant: '花見飯店京都',
    ko: '하나미 호텔 교토',
  },
  'hanami-seoul': {
    ja: '花見ホテルソウル',
    en: 'Hanami Hotel Seoul',
    zh_Hans: '花见酒店首尔',
    zh_Hant: '花見飯店首爾',
    ko: '하나미 호텔 서울',
  },
  'yamabuki-ryokan': {
    ja: '山吹旅館',
    en: 'Yamabuki Ryokan',
    zh_Hans: '山吹旅馆',
    zh_Hant: '山吹旅館',
    ko: '야마부키 료칸',
  },
} satisfies Record<string, Texts>;

export const BRAND_NAMES = {
  hanami: {
    ja: '花見ホテルズ＆リゾーツ',
    en: 'Hanami Hotels & Resorts',
    zh_Hans: '花见酒店及度假村',
    zh_Hant: '花見飯店及度假村',
    ko: '하나미 호텔 & 리조트',
  },
  yamabuki: HOTEL_NAMES['yamabuki-ryokan'],
} satisfies Record<string, Texts>;

export const POINT_NAMING: Texts = {
  ja: '花見ポイント',
  en: 'Hanami Points',
  zh_Hans: '花见积分',
  zh_Hant: '花見點數',
  ko: '하나미 포인트',
};

/** Tier A is the companion tier: an infant sharing an adult's bed (spec section 3). */
export const KIDS_TIERS: KidsTier[] = [
  {
    code: 'A',
    min_age: 0,
    max_age: 5,
    is_companion: true,
    is_active: true,
    translations_attributes: names({
      ja: '幼児（添い寝・食事なし）',
      en: 'Infant (sharing a bed, no meals)',
      zh_Hans: '幼儿（同床，不含餐）',
      zh_Hant: '幼兒（同床，不含餐）',
      ko: '유아 (침대 공유, 식사 없음)',
    }),
  },
  {
    code: 'B',
    min_age: 6,
    max_age: 11,
    is_companion: false,
    is_active: true,
    translations_attributes: names({
      ja: '小学生',
      en: 'Child (elementary school age)',
      zh_Hans: '儿童（小学生）',
      zh_Hant: '兒童（小學生）',
      ko: '어린이 (초등학생)',
    }),
  },
  {
    code: 'C',
    min_age: 0,
    max_age: 5,
    is_companion: false,
    is_active: true,
    translations_attributes: names({
      ja: '幼児（食事・寝具あり）',
      en: 'Infant (with meals and bedding)',
      zh_Hans: '幼儿（含餐及寝具）',
      zh_Hant: '幼兒（含餐及寢具）',
      ko: '유아 (식사 및 침구 포함)',
    }),
  },
];

export const FILTER_TEXTS = {
  nonSmoking: { ja: '禁煙', en: 'Non-smoking', zh_Hans: '禁烟', zh_Hant: '禁菸', ko: '금연' },
  smoking: { ja: '喫煙', en: 'Smoking', zh_Hans: '吸烟', zh_Hant: '吸菸', ko: '흡연' },
  breakfast: {
    ja: '朝食付き',
    en: 'Breakfast included',
    zh_Hans: '含早餐',
    zh_Hant: '含早餐',
    ko: '조식 포함',
  },
  twin: { ja: 'ツインルーム', en: 'Twin room', zh_Hans: '双床房', zh_Hant: '雙床房', ko: '트윈룸' },
  openAirBath: {
    ja: '露天風呂付き客室',
    en: 'Room with open-air bath',
    zh_Hans: '带露天温泉的客房',
    zh_Hant: '附露天溫泉客房',
    ko: '노천탕 객실',
  },
  dinner: { ja: '夕食付き', en: 'Dinner included', zh_Hans: '含晚餐', zh_Hant: '含晚餐', ko: '석식 포함' },
} satisfies Record<string, Texts>;

export const HANAMI_LOGIN_TEXTS: LoginWidgetTranslation[] = [
  {
    locale: 'ja',
    title: '花見メンバーズ',
    description: '会員様はいつでも5%オフ。ご宿泊でポイントが貯まります。',
  },
  {
    locale: 'en',
    title: 'Hanami Members',
    description: 'Members always save 5% and earn points on every stay.',
  },
  { locale: 'zh_Hans', title: '花见会员', description: '会员始终享受95折优惠，每次入住均可累积积分。' },
  { locale: 'zh_Hant', title: '花見會員', description: '會員隨時享有95折優惠，每次入住皆可累積點數。' },
  {
    locale: 'ko',
    title: '하나미 멤버스',
    description: '회원은 언제나 5% 할인, 숙박할 때마다 포인트가 적립됩니다.',
  },
];

export const YAMABUKI_LOGIN_TEXTS: LoginWidgetTranslation[] = [
  { locale: 'ja', title: '山吹会', description: '会員様限定プランをご用意しております。' },
  { locale: 'en', title: 'Yamabuki Club', description: 'Plans available to members only.' },
  { locale: 'zh_Hans', title: '山吹会', description: '为会员准备了专属方案。' },
  { locale: 'zh_Hant', title: '山吹會', description: '為會員準備了專屬方案。' },
  { locale: 'ko', title: '야마부키 클럽', description: '회원 전용 플랜을 준비했습니다.' },
];

export const PAGE_TITLES = {
  'hanami-tokyo': '花見ホテル東京 | 公式予約',
  'hanami-kyoto': '花見ホテル京都 | 公式予約',
  'hanami-seoul': '하나미 호텔 서울 | 공식 예약',
  'yamabuki-ryokan': '山吹旅館 箱根 | 公式予約',
} as const;
