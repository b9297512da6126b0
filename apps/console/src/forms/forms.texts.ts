import type { Locale } from '@yadori/contract/locales';

/** Words shared by the console's forms. */
export interface FormsTexts {
  requiredNote: string;
  unchanged: string;
  yes: string;
  no: string;
  save: string;
  saving: string;
  saved: string;
  cancel: string;
}

export const FORMS_TEXTS: Record<Locale, FormsTexts> = {
  en: {
    requiredNote: 'Fields marked * are required.',
    unchanged: 'Leave as it is',
    yes: 'Yes',
    no: 'No',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
    cancel: 'Cancel',
  },
  ja: {
    requiredNote: '* の項目は必須です。',
    unchanged: '変更しない',
    yes: 'はい',
    no: 'いいえ',
    save: '保存',
    saving: '保存しています…',
    saved: '保存しました。',
    cancel: 'キャンセル',
  },
  zh_Hans: {
    requiredNote: '标有 * 的项目为必填项。',
    unchanged: '保持不变',
    yes: '是',
    no: '否',
    save: '保存',
    saving: '正在保存…',
    saved: '已保存。',
    cancel: '取消',
  },
  zh_Hant: {
    requiredNote: '標有 * 的欄位為必填。',
    unchanged: '維持不變',
    yes: '是',
    no: '否',
    save: '儲存',
    saving: '正在儲存…',
    saved: '已儲存。',
    cancel: '取消',
  },
  ko: {
    requiredNote: '* 표시 항목은 필수입니다.',
    unchanged: '변경하지 않음',
    yes: '예',
    no: '아니요',
    save: '저장',
    saving: '저장 중…',
    saved: '저장했습니다.',
    cancel: '취소',
  },
};
