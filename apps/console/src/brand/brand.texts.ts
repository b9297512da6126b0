import type { Locale } from '@yadori/contract/locales';

/** The brand's page: its hotels, names and brand-wide settings. */
export interface BrandTexts {
  title: string;
  notAllowed: string;
  addHotel: string;
  hotels: string;
  noHotels: string;
  hotelName: string;
  hotelCode: string;
  timeZone: string;
  currency: string;
  sales: string;
  selling: string;
  notSelling: string;
  brandTitle: string;
  brandCode: string;
  brandName: string;
  emailConsent: string;
  emailConsentEnabled: string;
  emailConsentChecked: string;
  cookie: string;
  cookieEnabled: string;
  cookieDomain: string;
  cookieDomainHint: string;
  features: string;
  nearbyHotels: string;
  roomRecommender: string;
  partnerCode: string;
  pointNaming: string;
  pointNamingHint: string;
}

export const BRAND_TEXTS: Record<Locale, BrandTexts> = {
  en: {
    title: 'Brand',
    notAllowed: 'Only brand administrators can see this page.',
    addHotel: 'Open a new hotel',
    hotels: 'Hotels of the brand',
    noHotels: 'The brand has no hotels yet.',
    hotelName: 'Hotel',
    hotelCode: 'Code',
    timeZone: 'Time zone',
    currency: 'Currency',
    sales: 'Online sales',
    selling: 'Selling',
    notSelling: 'Not selling',
    brandTitle: 'Brand details',
    brandCode: 'Brand code',
    brandName: 'Brand name',
    emailConsent: 'Marketing emails',
    emailConsentEnabled: 'Ask guests whether they want marketing emails',
    emailConsentChecked: 'The box is ticked at first',
    cookie: 'First-party cookie',
    cookieEnabled: "Keep the guest's session in a cookie of the brand's own domain",
    cookieDomain: 'Cookie domain',
    cookieDomainHint: 'For example example.com; empty: none.',
    features: 'Features',
    nearbyHotels: "Suggest the brand's nearby hotels when one is full",
    roomRecommender: 'Recommend rooms to guests',
    partnerCode: 'Partner code',
    pointNaming: 'Name of the points',
    pointNamingHint: 'What the points of the membership program are called in each language.',
  },
  ja: {
    title: 'ブランド',
    notAllowed: 'このページはブランド管理者のみ表示できます。',
    addHotel: '施設を新規作成',
    hotels: 'ブランドの施設',
    noHotels: 'このブランドにはまだ施設がありません。',
    hotelName: '施設',
    hotelCode: 'コード',
    timeZone: 'タイムゾーン',
    currency: '通貨',
    sales: 'オンライン販売',
    selling: '販売中',
    notSelling: '販売停止中',
    brandTitle: 'ブランド情報',
    brandCode: 'ブランドコード',
    brandName: 'ブランド名',
    emailConsent: 'お知らせメール',
    emailConsentEnabled: 'お知らせメールの受信希望をお客様に確認する',
    emailConsentChecked: '最初からチェックを入れておく',
    cookie: 'ファーストパーティ Cookie',
    cookieEnabled: 'お客様のセッションをブランド独自ドメインの Cookie に保存する',
    cookieDomain: 'Cookie のドメイン',
    cookieDomainHint: '例：example.com。空欄の場合は使用しません。',
    features: '機能',
    nearbyHotels: '満室時にブランドの近隣施設を提案する',
    roomRecommender: 'お客様に部屋をおすすめする',
    partnerCode: 'パートナーコード',
    pointNaming: 'ポイントの名称',
    pointNamingHint: '会員プログラムのポイントを各言語で何と呼ぶかを入力します。',
  },
  zh_Hans: {
    title: '品牌',
    notAllowed: '只有品牌管理员可以查看此页面。',
    addHotel: '新建酒店',
    hotels: '品牌旗下酒店',
    noHotels: '该品牌还没有酒店。',
    hotelName: '酒店',
    hotelCode: '代码',
    timeZone: '时区',
    currency: '货币',
    sales: '在线销售',
    selling: '销售中',
    notSelling: '未销售',
    brandTitle: '品牌信息',
    brandCode: '品牌代码',
    brandName: '品牌名称',
    emailConsent: '营销邮件',
    emailConsentEnabled: '询问客人是否接收营销邮件',
    emailConsentChecked: '默认勾选',
    cookie: '第一方 Cookie',
    cookieEnabled: '将客人的会话保存在品牌自有域名的 Cookie 中',
    cookieDomain: 'Cookie 域名',
    cookieDomainHint: '例如 example.com；留空则不使用。',
    features: '功能',
    nearbyHotels: '满房时推荐品牌的附近酒店',
    roomRecommender: '向客人推荐房间',
    partnerCode: '合作伙伴代码',
    pointNaming: '积分名称',
    pointNamingHint: '会员计划的积分在各语言中的名称。',
  },
  zh_Hant: {
    title: '品牌',
    notAllowed: '只有品牌管理員可以查看此頁面。',
    addHotel: '新增飯店',
    hotels: '品牌旗下飯店',
    noHotels: '此品牌尚無飯店。',
    hotelName: '飯店',
    hotelCode: '代碼',
    timeZone: '時區',
    currency: '幣別',
    sales: '線上銷售',
    selling: '銷售中',
    notSelling: '未銷售',
    brandTitle: '品牌資訊',
    brandCode: '品牌代碼',
    brandName: '品牌名稱',
    emailConsent: '行銷郵件',
    emailConsentEnabled: '詢問旅客是否接收行銷郵件',
    emailConsentChecked: '預設勾選',
    cookie: '第一方 Cookie',
    cookieEnabled: '將旅客的工作階段儲存在品牌自有網域的 Cookie 中',
    cookieDomain: 'Cookie 網域',
    cookieDomainHint: '例如 example.com；留空則不使用。',
    features: '功能',
    nearbyHotels: '客滿時推薦品牌的鄰近飯店',
    roomRecommender: '向旅客推薦房間',
    partnerCode: '合作夥伴代碼',
    pointNaming: '點數名稱',
    pointNamingHint: '會員計畫的點數在各語言中的名稱。',
  },
  ko: {
    title: '브랜드',
    notAllowed: '브랜드 관리자만 이 페이지를 볼 수 있습니다.',
    addHotel: '새 호텔 만들기',
    hotels: '브랜드의 호텔',
    noHotels: '이 브랜드에는 아직 호텔이 없습니다.',
    hotelName: '호텔',
    hotelCode: '코드',
    timeZone: '시간대',
    currency: '통화',
    sales: '온라인 판매',
    selling: '판매 중',
    notSelling: '판매 중지',
    brandTitle: '브랜드 정보',
    brandCode: '브랜드 코드',
    brandName: '브랜드 이름',
    emailConsent: '마케팅 이메일',
    emailConsentEnabled: '고객에게 마케팅 이메일 수신 여부 묻기',
    emailConsentChecked: '처음부터 선택해 두기',
    cookie: '퍼스트 파티 쿠키',
    cookieEnabled: '고객 세션을 브랜드 자체 도메인의 쿠키에 저장',
    cookieDomain: '쿠키 도메인',
    cookieDomainHint: '예: example.com. 비워 두면 사용하지 않습니다.',
    features: '기능',
    nearbyHotels: '만실일 때 브랜드의 가까운 호텔 제안',
    roomRecommender: '고객에게 객실 추천',
    partnerCode: '파트너 코드',
    pointNaming: '포인트 이름',
    pointNamingHint: '회원 프로그램의 포인트를 각 언어로 무엇이라 부르는지 입력합니다.',
  },
};
