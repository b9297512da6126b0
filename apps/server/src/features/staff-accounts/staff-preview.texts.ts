import type { Locale } from '@yadori/contract/locales';

/** What preview mode tells the person previewing, in the five languages. */
export interface StaffPreviewTexts {
  /** The preview token is unknown, for another hotel, expired, or its console session ended. */
  previewEnded: string;
}

export const STAFF_PREVIEW_TEXTS: Record<Locale, StaffPreviewTexts> = {
  en: {
    previewEnded:
      'This preview link is no longer valid. Open the preview again from the console while signed in.',
  },
  ja: {
    previewEnded:
      'このプレビューのリンクは有効期限が切れています。管理画面にログインした状態で、もう一度プレビューを開いてください。',
  },
  zh_Hans: {
    previewEnded: '此预览链接已失效。请在登录管理后台的状态下重新打开预览。',
  },
  zh_Hant: {
    previewEnded: '此預覽連結已失效。請在登入管理後台的狀態下重新開啟預覽。',
  },
  ko: {
    previewEnded:
      '이 미리보기 링크는 더 이상 유효하지 않습니다. 관리 화면에 로그인한 상태에서 미리보기를 다시 열어 주세요.',
  },
};
