import type { en } from './en.ts';

export const zh_Hans: Readonly<Record<keyof typeof en, string>> = {
  'preview.title': '预览',
  'preview.text': '正在显示尚未开售的套餐和客房。客人看不到这些内容。',
};
