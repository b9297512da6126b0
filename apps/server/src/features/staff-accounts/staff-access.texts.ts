import type { Locale } from '@yadori/contract/locales';

/** What the console's access checks tell staff, in the five languages. */
export interface StaffAccessTexts {
  /** No console session, or it ended (signed out, expired, the account disabled). */
  signInRequired: string;
  /** The account's role does not allow this. */
  notAllowed: string;
  /** No such hotel among those the account may see: the same sentence whether it exists or not. */
  hotelNotFound: string;
}

export const STAFF_ACCESS_TEXTS: Record<Locale, StaffAccessTexts> = {
  en: {
    signInRequired: 'Please sign in to the console again.',
    notAllowed: 'Your role does not allow this. Ask a brand administrator if you need it.',
    hotelNotFound: 'There is no such hotel among the hotels you can manage.',
  },
  ja: {
    signInRequired: '管理画面にもう一度ログインしてください。',
    notAllowed: 'この操作を行う権限がありません。必要な場合はブランド管理者にご相談ください。',
    hotelNotFound: '管理できる施設の中に、該当する施設はありません。',
  },
  zh_Hans: {
    signInRequired: '请重新登录管理后台。',
    notAllowed: '您的角色无权执行此操作。如有需要，请联系品牌管理员。',
    hotelNotFound: '在您可管理的酒店中没有找到该酒店。',
  },
  zh_Hant: {
    signInRequired: '請重新登入管理後台。',
    notAllowed: '您的角色無權執行此操作。如有需要，請聯絡品牌管理員。',
    hotelNotFound: '在您可管理的飯店中找不到該飯店。',
  },
  ko: {
    signInRequired: '관리 화면에 다시 로그인해 주세요.',
    notAllowed: '이 작업을 할 권한이 없습니다. 필요하면 브랜드 관리자에게 문의해 주세요.',
    hotelNotFound: '관리할 수 있는 호텔 중에 해당 호텔이 없습니다.',
  },
};
