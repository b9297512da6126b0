import type { Locale } from '@yadori/contract/locales';

/** What the organization calls tell a corporate user, in the five languages. */
export interface OrganizationTexts {
  /** The hotel does not offer corporate sign-in (spec §6: it needs the widget flag). */
  corporateSignInOff: string;
  /** Not an admin of this organization, or no such organization: the same sentence for all. */
  adminsOnly: string;
  /** A corporate booking would go past the organization's quota of stays. */
  quotaExceeded: string;
  /** Spec §8 1600: the organization asked for as many exports today as it may. */
  exportLimit: string;
  /** Spec §8 1200: the export's job has not finished. */
  exportNotReady: string;
  /** Spec §8 1250: the export was kept for its time and is gone. */
  exportExpired: string;
  /** Spec §8 1252: no such export (or it could not be built). */
  exportNotFound: string;
}

export const ORGANIZATION_TEXTS: Record<Locale, OrganizationTexts> = {
  en: {
    corporateSignInOff: 'Corporate sign-in is not available at this hotel.',
    adminsOnly: "Only your organization's administrators can see this.",
    quotaExceeded:
      "This booking needs more nights than your organization has left in its quota. Please contact your organization's administrator.",
    exportLimit:
      'Your organization has asked for as many data exports as it may today. Please try again tomorrow.',
    exportNotReady: 'The export is still being prepared. Please wait a moment and try again.',
    exportExpired: 'This export has expired. Please ask for a new one.',
    exportNotFound: 'This export was not found. Please ask for a new one.',
  },
  ja: {
    corporateSignInOff: 'この施設では法人ログインをご利用いただけません。',
    adminsOnly: 'この情報は所属組織の管理者のみ閲覧できます。',
    quotaExceeded:
      'ご予約に必要な泊数が、所属組織の残り利用可能泊数を超えています。組織の管理者にお問い合わせください。',
    exportLimit: '本日のデータ出力の上限に達しました。明日以降にもう一度お試しください。',
    exportNotReady: 'データを準備しています。しばらくしてからもう一度お試しください。',
    exportExpired: 'このデータの保存期間が過ぎました。もう一度出力してください。',
    exportNotFound: 'このデータが見つかりません。もう一度出力してください。',
  },
  zh_Hans: {
    corporateSignInOff: '本酒店不提供企业登录。',
    adminsOnly: '只有您所在组织的管理员才能查看此内容。',
    quotaExceeded: '此预订所需的晚数超过了您所在组织剩余的可用晚数。请联系您组织的管理员。',
    exportLimit: '您的组织今天的数据导出次数已达上限。请明天再试。',
    exportNotReady: '数据仍在准备中。请稍候再试。',
    exportExpired: '此导出文件已过期。请重新导出。',
    exportNotFound: '未找到此导出文件。请重新导出。',
  },
  zh_Hant: {
    corporateSignInOff: '本飯店不提供企業登入。',
    adminsOnly: '只有您所屬組織的管理員才能查看此內容。',
    quotaExceeded: '此預訂所需的晚數超過了您所屬組織剩餘的可用晚數。請聯絡您組織的管理員。',
    exportLimit: '您的組織今天的資料匯出次數已達上限。請明天再試。',
    exportNotReady: '資料仍在準備中。請稍候再試。',
    exportExpired: '此匯出檔案已過期。請重新匯出。',
    exportNotFound: '找不到此匯出檔案。請重新匯出。',
  },
  ko: {
    corporateSignInOff: '이 호텔에서는 법인 로그인을 이용할 수 없습니다.',
    adminsOnly: '소속 조직의 관리자만 볼 수 있습니다.',
    quotaExceeded:
      '이 예약에 필요한 박수가 소속 조직의 남은 이용 가능 박수를 초과합니다. 조직 관리자에게 문의해 주세요.',
    exportLimit: '오늘 소속 조직의 데이터 내보내기 횟수가 한도에 도달했습니다. 내일 다시 시도해 주세요.',
    exportNotReady: '데이터를 준비하고 있습니다. 잠시 후 다시 시도해 주세요.',
    exportExpired: '이 내보내기 파일은 보관 기간이 지났습니다. 다시 내보내 주세요.',
    exportNotFound: '이 내보내기 파일을 찾을 수 없습니다. 다시 내보내 주세요.',
  },
};
