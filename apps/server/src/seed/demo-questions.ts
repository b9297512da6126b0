import type { Locale } from '@yadori/contract/locales';
import type { Db } from '../db/database.ts';
import {
  insertQuestions,
  type NewQuestion,
} from '../features/additional-questions/additional-questions.repository.ts';
import { type NamedTexts, namedTranslations, nameRows } from './demo-rooms-texts.ts';
import { DEMO_BRANDS, DEMO_HOTELS } from './seed-facts.ts';

/**
 * Additional questions of the demo hotels and brands (spec section 3): check-in times, people per
 * room, free text and choices, a passport copy for Seoul, and brand notifications for all facilities
 * or one hotel. Wording in all five languages.
 */

type Options = { value: string; texts?: Record<Locale, string> }[];

const times = (from: number, to: number): Options =>
  Array.from({ length: (to - from) * 2 + 1 }, (_, i) => {
    const minutes = from * 60 + i * 30;
    return {
      value: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`,
    };
  });

const options = (list: Options) =>
  list.map((o) => ({
    value: o.value,
    translations: o.texts
      ? nameRows(o.texts)
      : nameRows({ ja: o.value, en: o.value, zh_Hans: o.value, zh_Hant: o.value, ko: o.value }),
  }));

interface QuestionSeed {
  type: NewQuestion['questionType'];
  answer: NewQuestion['answerType'];
  texts: NamedTexts;
  required?: boolean;
  perRoom?: boolean;
  multiple?: boolean;
  options?: Options;
  labels?: string[];
  startedAt?: Date;
}

const CHECKIN: NamedTexts = {
  ja: ['チェックイン予定時刻', 'ご到着の予定時刻をお選びください。'],
  en: ['Expected check-in time', 'Please choose when you expect to arrive.'],
  zh_Hans: ['预计入住时间', '请选择您预计到达的时间。'],
  zh_Hant: ['預計入住時間', '請選擇您預計抵達的時間。'],
  ko: ['체크인 예정 시간', '도착 예정 시간을 선택해 주세요.'],
};

const PURPOSE: QuestionSeed = {
  type: 'free',
  answer: 'options',
  texts: {
    ja: ['ご旅行の目的', '差し支えなければお聞かせください。'],
    en: ['Purpose of your stay', 'Tell us if you like.'],
    zh_Hans: ['此次住宿的目的', '如方便，请告诉我们。'],
    zh_Hant: ['此次住宿的目的', '如方便，請告訴我們。'],
    ko: ['여행 목적', '괜찮으시다면 알려 주세요.'],
  },
  options: [
    {
      value: 'leisure',
      texts: {
        ja: '観光・レジャー',
        en: 'Sightseeing or leisure',
        zh_Hans: '观光休闲',
        zh_Hant: '觀光休閒',
        ko: '관광·여가',
      },
    },
    {
      value: 'business',
      texts: { ja: 'ビジネス', en: 'Business', zh_Hans: '商务', zh_Hant: '商務', ko: '비즈니스' },
    },
    {
      value: 'anniversary',
      texts: { ja: '記念日', en: 'A special occasion', zh_Hans: '纪念日', zh_Hant: '紀念日', ko: '기념일' },
    },
  ],
};

const REQUESTS: QuestionSeed = {
  type: 'free',
  answer: 'text',
  texts: {
    ja: ['ご要望', 'ご要望があればご記入ください（ご希望に添えない場合もございます）。'],
    en: ['Requests', 'Anything we should know? We will do our best, though we cannot promise every request.'],
    zh_Hans: ['特殊要求', '如有任何要求请填写（我们会尽力满足，但无法保证）。'],
    zh_Hant: ['特殊需求', '如有任何需求請填寫（我們會盡力滿足，但無法保證）。'],
    ko: ['요청 사항', '요청 사항이 있으면 적어 주세요(모든 요청을 보장할 수는 없습니다).'],
  },
};

const PEOPLE: QuestionSeed = {
  type: 'people_per_room',
  answer: 'text',
  required: true,
  texts: {
    ja: ['男女別の人数', '浴衣のご用意のため、お部屋ごとに男性・女性の人数をお知らせください。'],
    en: [
      'Men and women per room',
      'So we can prepare yukata, tell us how many men and women stay in each room.',
    ],
    zh_Hans: ['每间客房的男女人数', '为准备浴衣，请告知每间客房的男性和女性人数。'],
    zh_Hant: ['每間客房的男女人數', '為準備浴衣，請告知每間客房的男性與女性人數。'],
    ko: ['객실별 남녀 인원', '유카타 준비를 위해 객실별 남성과 여성 인원을 알려 주세요.'],
  },
};

const ALLERGIES: QuestionSeed = {
  type: 'free',
  answer: 'text',
  texts: {
    ja: ['食物アレルギー', 'お食事に関するアレルギーがあればご記入ください。'],
    en: ['Food allergies', 'Please tell us about any food allergies.'],
    zh_Hans: ['食物过敏', '如有食物过敏请填写。'],
    zh_Hant: ['食物過敏', '如有食物過敏請填寫。'],
    ko: ['음식 알레르기', '음식 알레르기가 있으면 적어 주세요.'],
  },
};

const HOTEL_QUESTIONS: Record<number, QuestionSeed[]> = {
  [DEMO_HOTELS.hanamiTokyo.id]: [
    { type: 'checkin', answer: 'options', texts: CHECKIN, options: times(15, 23) },
    PURPOSE,
    REQUESTS,
    {
      type: 'file',
      answer: 'file',
      texts: {
        ja: ['旅行会社のクーポン券', '紙のクーポン券をお持ちの方は、写真または PDF を添付してください。'],
        en: ['Travel agency voucher', 'If you hold a paper voucher, attach a photo or PDF of it.'],
        zh_Hans: ['旅行社住宿券', '如持有纸质住宿券，请上传照片或 PDF。'],
        zh_Hant: ['旅行社住宿券', '如持有紙本住宿券，請上傳照片或 PDF。'],
        ko: ['여행사 숙박권', '종이 숙박권을 가지고 계시면 사진이나 PDF를 첨부해 주세요.'],
      },
    },
  ],
  [DEMO_HOTELS.hanamiKyoto.id]: [
    { type: 'checkin', answer: 'options', texts: CHECKIN, options: times(15, 22) },
    { ...PEOPLE, required: false },
    ALLERGIES,
    REQUESTS,
  ],
  [DEMO_HOTELS.hanamiSeoul.id]: [
    { type: 'checkin', answer: 'options', texts: CHECKIN, options: times(15, 23) },
    {
      type: 'file',
      answer: 'file',
      texts: {
        ja: [
          'パスポートの写し',
          '海外からお越しのお客様はパスポートの写真ページ（画像または PDF）を添付してください。',
        ],
        en: [
          'Copy of your passport',
          'Guests from abroad: please attach the photo page of your passport (image or PDF).',
        ],
        zh_Hans: ['护照复印件', '海外宾客请上传护照照片页（图片或 PDF）。'],
        zh_Hant: ['護照影本', '海外旅客請上傳護照照片頁（圖片或 PDF）。'],
        ko: ['여권 사본', '해외에서 오시는 고객은 여권 사진면(이미지 또는 PDF)을 첨부해 주세요.'],
      },
    },
    PURPOSE,
  ],
  [DEMO_HOTELS.yamabukiRyokan.id]: [
    { type: 'checkin', answer: 'options', texts: CHECKIN, required: true, options: times(15, 19) },
    {
      type: 'checkout',
      answer: 'options',
      texts: {
        ja: ['チェックアウト予定時刻', 'お発ちの予定時刻をお選びください。'],
        en: ['Expected check-out time', 'Please choose when you expect to leave.'],
        zh_Hans: ['预计退房时间', '请选择您预计离开的时间。'],
        zh_Hant: ['預計退房時間', '請選擇您預計離開的時間。'],
        ko: ['체크아웃 예정 시간', '출발 예정 시간을 선택해 주세요.'],
      },
      options: times(8, 11),
    },
    PEOPLE,
    {
      type: 'free',
      answer: 'options',
      required: true,
      texts: {
        ja: ['ご夕食の開始時刻', 'お部屋食の開始時刻をお選びください。'],
        en: ['Dinner time', 'Please choose when dinner should be served in your room.'],
        zh_Hans: ['晚餐开始时间', '请选择在客房用晚餐的开始时间。'],
        zh_Hant: ['晚餐開始時間', '請選擇在客房用晚餐的開始時間。'],
        ko: ['저녁 식사 시작 시간', '객실 식사 시작 시간을 선택해 주세요.'],
      },
      options: times(18, 19),
    },
    ALLERGIES,
  ],
};

const BRAND_QUESTIONS: Record<number, QuestionSeed[]> = {
  [DEMO_BRANDS.hanami.id]: [
    {
      type: 'notification',
      answer: 'text',
      labels: ['target_all_facilities'],
      texts: {
        ja: ['花見クラブ会員の皆さまへ', 'ご宿泊後3日でポイントが加算されます。'],
        en: ['For Hanami Club members', 'Points are added to your account three days after check-out.'],
        zh_Hans: ['致花见俱乐部会员', '积分将在退房三天后计入您的账户。'],
        zh_Hant: ['致花見俱樂部會員', '點數將於退房三天後計入您的帳戶。'],
        ko: ['하나미 클럽 회원님께', '포인트는 체크아웃 3일 후에 적립됩니다.'],
      },
    },
    {
      type: 'notification',
      answer: 'text',
      labels: [`target_facility_${DEMO_HOTELS.hanamiTokyo.id}`],
      texts: {
        ja: ['ロビー改装のお知らせ', '1階ロビーは改装中のため、フロントは2階で受け付けております。'],
        en: [
          'Lobby renovation',
          'The ground-floor lobby is being renovated: reception is on the second floor.',
        ],
        zh_Hans: ['大堂装修通知', '一楼大堂正在装修，前台暂设于二楼。'],
        zh_Hant: ['大廳整修通知', '一樓大廳整修中，櫃檯暫設於二樓。'],
        ko: ['로비 공사 안내', '1층 로비 공사로 프런트는 2층에서 운영합니다.'],
      },
    },
    {
      type: 'free',
      answer: 'options',
      labels: ['membership_rank_all'],
      texts: {
        ja: ['会員限定ニュースレター', '季節のご優待をメールでお届けしてもよろしいですか。'],
        en: ['Members’ newsletter', 'May we send you seasonal member offers by email?'],
        zh_Hans: ['会员专属电子报', '我们可以通过电子邮件向您发送季节性会员优惠吗？'],
        zh_Hant: ['會員專屬電子報', '我們可以透過電子郵件寄送季節性會員優惠給您嗎？'],
        ko: ['회원 전용 뉴스레터', '계절별 회원 혜택을 이메일로 보내 드려도 될까요?'],
      },
      options: [
        { value: 'yes', texts: { ja: 'はい', en: 'Yes', zh_Hans: '是', zh_Hant: '是', ko: '예' } },
        { value: 'no', texts: { ja: 'いいえ', en: 'No', zh_Hans: '否', zh_Hant: '否', ko: '아니요' } },
      ],
    },
    {
      type: 'free',
      answer: 'text',
      required: true,
      labels: ['membership_organization_all'],
      texts: {
        ja: ['請求用の社内番号', '法人請求書に記載する社内の参照番号をご記入ください。'],
        en: ['Company billing reference', 'The internal reference to print on the company invoice.'],
        zh_Hans: ['公司结算参考编号', '请填写需印在公司发票上的内部参考编号。'],
        zh_Hant: ['公司請款參考編號', '請填寫需印在公司發票上的內部參考編號。'],
        ko: ['회사 청구 참조 번호', '법인 청구서에 기재할 사내 참조 번호를 적어 주세요.'],
      },
    },
  ],
  [DEMO_BRANDS.yamabuki.id]: [
    {
      type: 'notification',
      answer: 'text',
      labels: ['target_all_facilities'],
      texts: {
        ja: ['大浴場のご利用について', '大浴場は15時から翌朝10時までご利用いただけます。'],
        en: ['Using the baths', 'The large baths are open from 15:00 until 10:00 the next morning.'],
        zh_Hans: ['关于大浴场', '大浴场开放时间为15:00至次日10:00。'],
        zh_Hant: ['關於大浴場', '大浴場開放時間為15:00至隔日10:00。'],
        ko: ['대욕장 이용 안내', '대욕장은 15시부터 다음 날 10시까지 이용하실 수 있습니다.'],
      },
    },
  ],
};

function toRow(
  seed: QuestionSeed,
  owner: { hotelId: number } | { brandId: number },
  order: number,
): NewQuestion {
  return {
    hotelId: 'hotelId' in owner ? owner.hotelId : null,
    brandId: 'brandId' in owner ? owner.brandId : null,
    questionType: seed.type,
    answerType: seed.answer,
    name: seed.texts.ja[0],
    translations: namedTranslations(seed.texts),
    required: seed.required ?? false,
    perRoom: seed.perRoom ?? false,
    multiple: seed.multiple ?? false,
    options: options(seed.options ?? []),
    labels: seed.labels ?? [],
    startedAt: seed.startedAt ?? null,
    sortOrder: order,
  };
}

/** Inserts the demo hotels' and brands' additional questions. */
export async function seedDemoQuestions(db: Db): Promise<void> {
  const rows = [
    ...Object.entries(HOTEL_QUESTIONS).flatMap(([hotelId, list]) =>
      list.map((seed, i) => toRow(seed, { hotelId: Number(hotelId) }, i)),
    ),
    ...Object.entries(BRAND_QUESTIONS).flatMap(([brandId, list]) =>
      list.map((seed, i) => toRow(seed, { brandId: Number(brandId) }, i)),
    ),
  ];
  await insertQuestions(db, rows);
}
