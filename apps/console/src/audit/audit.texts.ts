import type { Locale } from '@yadori/contract/locales';

/** The brand's audit log (decision 058, brand admins). */
export interface AuditTexts {
  title: string;
  intro: string;
  notAllowed: string;
  filters: string;
  hotel: string;
  allHotels: string;
  entityType: string;
  entityTypeHint: string;
  apply: string;
  clear: string;
  caption: (total: number) => string;
  when: string;
  who: string;
  action: string;
  record: string;
  changes: string;
  commandLine: string;
  wholeBrand: string;
  none: string;
}

export const AUDIT_TEXTS: Record<Locale, AuditTexts> = {
  en: {
    title: 'Audit log',
    intro: 'Every change made by staff in the console or on the command line, newest first.',
    notAllowed: 'Only brand administrators can read the audit log.',
    filters: 'Filter the audit log',
    hotel: 'Hotel',
    allHotels: 'All hotels and the brand',
    entityType: 'Kind of record',
    entityTypeHint: 'Its name in lower case, for example reservation or staff_user.',
    apply: 'Apply filters',
    clear: 'Clear filters',
    caption: (total) => `Audit log entries: ${total}`,
    when: 'When',
    who: 'Who',
    action: 'Action',
    record: 'Record',
    changes: 'Changes',
    commandLine: 'Command line',
    wholeBrand: 'Brand',
    none: 'No entry matches these filters.',
  },
  ja: {
    title: '操作履歴',
    intro: '管理画面やコマンドラインでスタッフが行ったすべての変更を、新しい順に表示します。',
    notAllowed: '操作履歴を閲覧できるのはブランド管理者のみです。',
    filters: '操作履歴の絞り込み',
    hotel: '施設',
    allHotels: 'すべての施設とブランド',
    entityType: '対象の種類',
    entityTypeHint: '小文字の名前で入力します（例: reservation、staff_user）。',
    apply: '絞り込む',
    clear: '条件をクリア',
    caption: (total) => `操作履歴: ${total} 件`,
    when: '日時',
    who: '実行者',
    action: '操作',
    record: '対象',
    changes: '変更内容',
    commandLine: 'コマンドライン',
    wholeBrand: 'ブランド',
    none: '条件に合う履歴はありません。',
  },
  zh_Hans: {
    title: '操作记录',
    intro: '员工在管理后台或命令行中所做的全部更改，按时间从新到旧排列。',
    notAllowed: '只有品牌管理员可以查看操作记录。',
    filters: '筛选操作记录',
    hotel: '酒店',
    allHotels: '所有酒店及品牌',
    entityType: '记录类型',
    entityTypeHint: '请输入小写名称，例如 reservation 或 staff_user。',
    apply: '应用筛选',
    clear: '清除筛选',
    caption: (total) => `操作记录：共 ${total} 条`,
    when: '时间',
    who: '操作人',
    action: '操作',
    record: '对象',
    changes: '更改内容',
    commandLine: '命令行',
    wholeBrand: '品牌',
    none: '没有符合条件的记录。',
  },
  zh_Hant: {
    title: '操作紀錄',
    intro: '員工在管理後台或命令列中所做的所有變更，依時間由新到舊排列。',
    notAllowed: '只有品牌管理員可以查看操作紀錄。',
    filters: '篩選操作紀錄',
    hotel: '飯店',
    allHotels: '所有飯店及品牌',
    entityType: '紀錄類型',
    entityTypeHint: '請輸入小寫名稱，例如 reservation 或 staff_user。',
    apply: '套用篩選',
    clear: '清除篩選',
    caption: (total) => `操作紀錄：共 ${total} 筆`,
    when: '時間',
    who: '操作人員',
    action: '操作',
    record: '對象',
    changes: '變更內容',
    commandLine: '命令列',
    wholeBrand: '品牌',
    none: '沒有符合條件的紀錄。',
  },
  ko: {
    title: '작업 기록',
    intro: '직원이 관리 화면이나 명령줄에서 한 모든 변경을 최신순으로 보여 줍니다.',
    notAllowed: '작업 기록은 브랜드 관리자만 볼 수 있습니다.',
    filters: '작업 기록 필터',
    hotel: '호텔',
    allHotels: '모든 호텔 및 브랜드',
    entityType: '대상 종류',
    entityTypeHint: '소문자 이름으로 입력합니다(예: reservation, staff_user).',
    apply: '필터 적용',
    clear: '필터 지우기',
    caption: (total) => `작업 기록: ${total}건`,
    when: '일시',
    who: '작업자',
    action: '작업',
    record: '대상',
    changes: '변경 내용',
    commandLine: '명령줄',
    wholeBrand: '브랜드',
    none: '조건에 맞는 기록이 없습니다.',
  },
};
