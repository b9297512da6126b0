import type { Locale } from '@yadori/contract/locales';

/** The refusals of the membership-program calls, in the five languages. */
export interface MembershipProgramTexts {
  programNotFound: string;
  brandNotFound: string;
}

export const MEMBERSHIP_PROGRAM_TEXTS: Record<Locale, MembershipProgramTexts> = {
  en: {
    programNotFound: 'This membership program does not exist.',
    brandNotFound: 'No hotel brand was found for this address.',
  },
  ja: {
    programNotFound: 'この会員プログラムは存在しません。',
    brandNotFound: '該当するホテルブランドが見つかりません。',
  },
  zh_Hans: {
    programNotFound: '该会员计划不存在。',
    brandNotFound: '未找到对应的酒店品牌。',
  },
  zh_Hant: {
    programNotFound: '此會員方案不存在。',
    brandNotFound: '找不到對應的飯店品牌。',
  },
  ko: {
    programNotFound: '해당 회원 프로그램이 존재하지 않습니다.',
    brandNotFound: '해당 호텔 브랜드를 찾을 수 없습니다.',
  },
};
