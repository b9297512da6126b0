import type { Locale } from '@yadori/contract/locales';

/** The button that opens the hotel's booking page in preview mode (spec section 6, decision 061). */
export interface PreviewTexts {
  preview: string;
  opening: string;
  hint: string;
  opened: string;
  openAgain: string;
}

export const PREVIEW_TEXTS: Record<Locale, PreviewTexts> = {
  en: {
    preview: 'Preview the booking page',
    opening: 'Opening the preview…',
    hint: 'Opens the booking page in a new tab, showing plans and room types not on sale yet. The preview lasts an hour.',
    opened: 'The preview opened in a new tab.',
    openAgain: 'Open the preview',
  },
  ja: {
    preview: '予約ページをプレビュー',
    opening: 'プレビューを開いています…',
    hint: '販売前のプランや客室タイプも表示した予約ページを新しいタブで開きます。プレビューは 1 時間有効です。',
    opened: 'プレビューを新しいタブで開きました。',
    openAgain: 'プレビューを開く',
  },
  zh_Hans: {
    preview: '预览预订页面',
    opening: '正在打开预览…',
    hint: '在新标签页中打开预订页面，并显示尚未开售的套餐和房型。预览有效期为 1 小时。',
    opened: '已在新标签页中打开预览。',
    openAgain: '打开预览',
  },
  zh_Hant: {
    preview: '預覽訂房頁面',
    opening: '正在開啟預覽…',
    hint: '在新分頁中開啟訂房頁面，並顯示尚未開賣的專案與房型。預覽有效期為 1 小時。',
    opened: '已在新分頁中開啟預覽。',
    openAgain: '開啟預覽',
  },
  ko: {
    preview: '예약 페이지 미리 보기',
    opening: '미리 보기를 여는 중…',
    hint: '아직 판매 전인 플랜과 객실 유형까지 표시한 예약 페이지를 새 탭에서 엽니다. 미리 보기는 1시간 동안 유효합니다.',
    opened: '미리 보기를 새 탭에서 열었습니다.',
    openAgain: '미리 보기 열기',
  },
};
