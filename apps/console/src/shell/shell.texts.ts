import type { Locale } from '@yadori/contract/locales';
import type { StaffRole } from '@yadori/contract/staff.constants';

/** The console's frame: header, navigation, the hotel and language menus, pages of no screen. */
export interface ShellTexts {
  consoleName: string;
  skipToContent: string;
  mainNavigation: string;
  hotel: string;
  language: string;
  signOut: string;
  signedInAs: (name: string, role: string) => string;
  roles: Record<StaffRole, string>;
  nav: {
    reservations: string;
    paymentLinks: string;
    funnel: string;
    rates: string;
    setup: string;
    notices: string;
    integrations: string;
    brand: string;
    staff: string;
    audit: string;
    account: string;
  };
  hotelsTitle: string;
  hotelsIntro: string;
  noHotels: string;
  notFoundTitle: string;
  notFoundBody: string;
  backHome: string;
  loading: string;
  retry: string;
}

export const SHELL_TEXTS: Record<Locale, ShellTexts> = {
  en: {
    consoleName: 'Yadori console',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    hotel: 'Hotel',
    language: 'Language',
    signOut: 'Sign out',
    signedInAs: (name, role) => `${name} (${role})`,
    roles: { brand_admin: 'Brand administrator', hotel_manager: 'Hotel manager', front_desk: 'Front desk' },
    nav: {
      reservations: 'Reservations',
      paymentLinks: 'Payment links',
      funnel: 'Booking funnel',
      rates: 'Rates and availability',
      setup: 'Property set-up',
      notices: 'Banners and notices',
      integrations: 'Integrations',
      brand: 'Brand',
      staff: 'Staff',
      audit: 'Audit log',
      account: 'My account',
    },
    hotelsTitle: 'Your hotels',
    hotelsIntro: 'Choose the hotel to work on.',
    noHotels: 'No hotel is assigned to your account yet. Ask a brand administrator.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is no page at this address.',
    backHome: 'Back to your hotels',
    loading: 'Loading…',
    retry: 'Try again',
  },
  ja: {
    consoleName: 'Yadori 管理画面',
    skipToContent: '本文へ移動',
    mainNavigation: 'メイン',
    hotel: '施設',
    language: '言語',
    signOut: 'ログアウト',
    signedInAs: (name, role) => `${name}（${role}）`,
    roles: { brand_admin: 'ブランド管理者', hotel_manager: '施設マネージャー', front_desk: 'フロント' },
    nav: {
      reservations: '予約',
      paymentLinks: '決済リンク',
      funnel: '予約ファネル',
      rates: '料金・在庫',
      setup: '施設設定',
      notices: 'バナー・お知らせ',
      integrations: '外部連携',
      brand: 'ブランド',
      staff: 'スタッフ',
      audit: '操作履歴',
      account: 'アカウント',
    },
    hotelsTitle: '担当施設',
    hotelsIntro: '作業する施設を選んでください。',
    noHotels: 'このアカウントにはまだ施設が割り当てられていません。ブランド管理者にご相談ください。',
    notFoundTitle: 'ページが見つかりません',
    notFoundBody: 'このアドレスのページはありません。',
    backHome: '担当施設に戻る',
    loading: '読み込み中…',
    retry: '再試行',
  },
  zh_Hans: {
    consoleName: 'Yadori 管理后台',
    skipToContent: '跳到正文',
    mainNavigation: '主菜单',
    hotel: '酒店',
    language: '语言',
    signOut: '退出登录',
    signedInAs: (name, role) => `${name}（${role}）`,
    roles: { brand_admin: '品牌管理员', hotel_manager: '酒店经理', front_desk: '前台' },
    nav: {
      reservations: '预订',
      paymentLinks: '付款链接',
      funnel: '预订漏斗',
      rates: '房价与房量',
      setup: '酒店设置',
      notices: '横幅与通知',
      integrations: '系统对接',
      brand: '品牌',
      staff: '员工',
      audit: '操作记录',
      account: '我的账户',
    },
    hotelsTitle: '您的酒店',
    hotelsIntro: '请选择要管理的酒店。',
    noHotels: '您的账户尚未分配酒店。请联系品牌管理员。',
    notFoundTitle: '找不到页面',
    notFoundBody: '此地址没有对应的页面。',
    backHome: '返回酒店列表',
    loading: '加载中…',
    retry: '重试',
  },
  zh_Hant: {
    consoleName: 'Yadori 管理後台',
    skipToContent: '跳至主要內容',
    mainNavigation: '主選單',
    hotel: '飯店',
    language: '語言',
    signOut: '登出',
    signedInAs: (name, role) => `${name}（${role}）`,
    roles: { brand_admin: '品牌管理員', hotel_manager: '飯店經理', front_desk: '櫃檯' },
    nav: {
      reservations: '訂房',
      paymentLinks: '付款連結',
      funnel: '訂房漏斗',
      rates: '房價與房量',
      setup: '飯店設定',
      notices: '橫幅與公告',
      integrations: '系統串接',
      brand: '品牌',
      staff: '員工',
      audit: '操作紀錄',
      account: '我的帳戶',
    },
    hotelsTitle: '您的飯店',
    hotelsIntro: '請選擇要管理的飯店。',
    noHotels: '您的帳戶尚未指派飯店。請聯絡品牌管理員。',
    notFoundTitle: '找不到頁面',
    notFoundBody: '此網址沒有對應的頁面。',
    backHome: '返回飯店列表',
    loading: '載入中…',
    retry: '重試',
  },
  ko: {
    consoleName: 'Yadori 관리 화면',
    skipToContent: '본문으로 건너뛰기',
    mainNavigation: '주 메뉴',
    hotel: '호텔',
    language: '언어',
    signOut: '로그아웃',
    signedInAs: (name, role) => `${name} (${role})`,
    roles: { brand_admin: '브랜드 관리자', hotel_manager: '호텔 매니저', front_desk: '프런트' },
    nav: {
      reservations: '예약',
      paymentLinks: '결제 링크',
      funnel: '예약 퍼널',
      rates: '요금 및 객실 재고',
      setup: '호텔 설정',
      notices: '배너 및 공지',
      integrations: '외부 연동',
      brand: '브랜드',
      staff: '직원',
      audit: '작업 기록',
      account: '내 계정',
    },
    hotelsTitle: '담당 호텔',
    hotelsIntro: '작업할 호텔을 선택해 주세요.',
    noHotels: '계정에 아직 배정된 호텔이 없습니다. 브랜드 관리자에게 문의해 주세요.',
    notFoundTitle: '페이지를 찾을 수 없습니다',
    notFoundBody: '이 주소에는 페이지가 없습니다.',
    backHome: '담당 호텔로 돌아가기',
    loading: '불러오는 중…',
    retry: '다시 시도',
  },
};
