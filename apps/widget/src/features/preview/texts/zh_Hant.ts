import type { en } from './en.ts';

export const zh_Hant: Readonly<Record<keyof typeof en, string>> = {
  'preview.title': '預覽',
  'preview.text': '正在顯示尚未開賣的專案與客房。住客看不到這些內容。',
};
