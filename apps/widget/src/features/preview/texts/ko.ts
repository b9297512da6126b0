import type { en } from './en.ts';

export const ko: Readonly<Record<keyof typeof en, string>> = {
  'preview.title': '미리 보기',
  'preview.text': '아직 판매 전인 플랜과 객실도 표시됩니다. 고객에게는 보이지 않습니다.',
};
