import type { en } from './en.ts';

export const ja: Readonly<Record<keyof typeof en, string>> = {
  'preview.title': 'プレビュー',
  'preview.text': '販売開始前のプランと客室も表示しています。ゲストには表示されません。',
};
