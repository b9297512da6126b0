import type { Locale } from '@yadori/contract/locales';

/** Words of the parts several console screens share: pages of a list, changed fields, dialogs. */
export interface PartsTexts {
  pages: string;
  previousPage: string;
  nextPage: string;
  pageOf: (page: number, pages: number) => string;
  changedFields: (count: number) => string;
  noFieldChanged: string;
  field: string;
  before: string;
  after: string;
  empty: string;
  close: string;
}

export const PARTS_TEXTS: Record<Locale, PartsTexts> = {
  en: {
    pages: 'Pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    changedFields: (count) => (count === 1 ? '1 field changed' : `${count} fields changed`),
    noFieldChanged: 'No field changed',
    field: 'Field',
    before: 'Before',
    after: 'After',
    empty: '(empty)',
    close: 'Close',
  },
  ja: {
    pages: 'ページ',
    previousPage: '前のページ',
    nextPage: '次のページ',
    pageOf: (page, pages) => `${pages} ページ中 ${page} ページ目`,
    changedFields: (count) => `${count} 項目を変更`,
    noFieldChanged: '変更された項目はありません',
    field: '項目',
    before: '変更前',
    after: '変更後',
    empty: '（なし）',
    close: '閉じる',
  },
  zh_Hans: {
    pages: '分页',
    previousPage: '上一页',
    nextPage: '下一页',
    pageOf: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
    changedFields: (count) => `更改了 ${count} 个字段`,
    noFieldChanged: '没有字段被更改',
    field: '字段',
    before: '更改前',
    after: '更改后',
    empty: '（空）',
    close: '关闭',
  },
  zh_Hant: {
    pages: '分頁',
    previousPage: '上一頁',
    nextPage: '下一頁',
    pageOf: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
    changedFields: (count) => `變更了 ${count} 個欄位`,
    noFieldChanged: '沒有欄位被變更',
    field: '欄位',
    before: '變更前',
    after: '變更後',
    empty: '（空）',
    close: '關閉',
  },
  ko: {
    pages: '페이지',
    previousPage: '이전 페이지',
    nextPage: '다음 페이지',
    pageOf: (page, pages) => `${pages}페이지 중 ${page}페이지`,
    changedFields: (count) => `${count}개 항목 변경`,
    noFieldChanged: '변경된 항목이 없습니다',
    field: '항목',
    before: '변경 전',
    after: '변경 후',
    empty: '(없음)',
    close: '닫기',
  },
};
