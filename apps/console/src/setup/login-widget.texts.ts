import type { Locale } from '@yadori/contract/locales';

/** The words of the sign-in button section of the branding page (spec section 3: login widget). */
export interface LoginWidgetTexts {
  title: string;
  intro: string;
  notConfigured: string;
  isActive: string;
  allowSignup: string;
  organizationLogin: string;
  words: string;
  wordsHint: string;
  buttonTitleIn: (language: string) => string;
  descriptionIn: (language: string) => string;
  privacyUrl: string;
  termsUrl: string;
  urlHint: string;
}

export const LOGIN_WIDGET_TEXTS: Record<Locale, LoginWidgetTexts> = {
  en: {
    title: 'Sign-in button',
    intro: 'The button in the booking widget that lets guests sign in as members and see member prices.',
    notConfigured: 'This hotel has no sign-in button yet: guests see none until you save one.',
    isActive: 'Show the sign-in button',
    allowSignup: 'Let guests sign up as members',
    organizationLogin: 'Offer sign-in for corporate guests',
    words: "The button's words",
    wordsHint:
      'A title and a short description in each language guests may read. Leave a language empty to leave it out.',
    buttonTitleIn: (language) => `Title in ${language}`,
    descriptionIn: (language) => `Description in ${language}`,
    privacyUrl: 'Privacy policy page',
    termsUrl: 'Terms of use page',
    urlHint: 'An address starting with https:// or http://. Leave it empty if there is none.',
  },
  ja: {
    title: 'ログインボタン',
    intro: '予約ウィジェットで、ゲストが会員としてログインし会員価格を見るためのボタンです。',
    notConfigured: 'この施設にはまだログインボタンがありません。保存するまでゲストには表示されません。',
    isActive: 'ログインボタンを表示する',
    allowSignup: 'ゲストの会員登録を受け付ける',
    organizationLogin: '法人のお客様向けのログインを表示する',
    words: 'ボタンの文言',
    wordsHint: 'ゲストが読む言語ごとのタイトルと短い説明です。空欄の言語は表示されません。',
    buttonTitleIn: (language) => `タイトル（${language}）`,
    descriptionIn: (language) => `説明（${language}）`,
    privacyUrl: 'プライバシーポリシーのページ',
    termsUrl: '利用規約のページ',
    urlHint: 'https:// または http:// で始まるアドレスです。ない場合は空欄のままにしてください。',
  },
  zh_Hans: {
    title: '登录按钮',
    intro: '预订组件中的按钮，客人可借此以会员身份登录并查看会员价格。',
    notConfigured: '此酒店尚未设置登录按钮：保存之前客人看不到它。',
    isActive: '显示登录按钮',
    allowSignup: '允许客人注册会员',
    organizationLogin: '为企业客人提供登录',
    words: '按钮文字',
    wordsHint: '客人可阅读的每种语言的标题和简短说明。留空的语言将不显示。',
    buttonTitleIn: (language) => `标题（${language}）`,
    descriptionIn: (language) => `说明（${language}）`,
    privacyUrl: '隐私政策页面',
    termsUrl: '使用条款页面',
    urlHint: '以 https:// 或 http:// 开头的地址。如无，请留空。',
  },
  zh_Hant: {
    title: '登入按鈕',
    intro: '訂房元件中的按鈕，旅客可藉此以會員身分登入並查看會員價格。',
    notConfigured: '此飯店尚未設定登入按鈕：儲存之前旅客看不到它。',
    isActive: '顯示登入按鈕',
    allowSignup: '允許旅客註冊會員',
    organizationLogin: '為企業旅客提供登入',
    words: '按鈕文字',
    wordsHint: '旅客可閱讀的每種語言的標題與簡短說明。留空的語言將不顯示。',
    buttonTitleIn: (language) => `標題（${language}）`,
    descriptionIn: (language) => `說明（${language}）`,
    privacyUrl: '隱私權政策頁面',
    termsUrl: '使用條款頁面',
    urlHint: '以 https:// 或 http:// 開頭的網址。如無，請留空。',
  },
  ko: {
    title: '로그인 버튼',
    intro: '예약 위젯에서 고객이 회원으로 로그인하여 회원 요금을 볼 수 있게 하는 버튼입니다.',
    notConfigured: '이 호텔에는 아직 로그인 버튼이 없습니다. 저장하기 전까지 고객에게 표시되지 않습니다.',
    isActive: '로그인 버튼 표시',
    allowSignup: '고객의 회원 가입 허용',
    organizationLogin: '법인 고객용 로그인 제공',
    words: '버튼 문구',
    wordsHint: '고객이 읽는 언어별 제목과 짧은 설명입니다. 비워 둔 언어는 표시되지 않습니다.',
    buttonTitleIn: (language) => `제목(${language})`,
    descriptionIn: (language) => `설명(${language})`,
    privacyUrl: '개인정보 처리방침 페이지',
    termsUrl: '이용약관 페이지',
    urlHint: 'https:// 또는 http://로 시작하는 주소입니다. 없으면 비워 두세요.',
  },
};
