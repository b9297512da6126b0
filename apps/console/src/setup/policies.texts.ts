import type { Locale } from '@yadori/contract/locales';

/** The hotel's cancellation policies: their list and form. */
export interface PoliciesTexts {
  title: string;
  newTitle: string;
  add: string;
  none: string;
  backToList: string;
  notFound: string;
  name: string;
  code: string;
  codeHint: string;
  fees: string;
  partSummary: (days: number, percentage: number) => string;
  noShowSummary: (percentage: number) => string;
  parts: string;
  partsHint: string;
  daysBefore: (n: number) => string;
  percentage: (n: number) => string;
  addPart: string;
  removePart: (n: number) => string;
  noShow: string;
  cancelBeforeAt: string;
  cancelBeforeAtHint: string;
  wholeDay: string;
  create: string;
  created: string;
}

export const POLICIES_TEXTS: Record<Locale, PoliciesTexts> = {
  en: {
    title: 'Cancellation policies',
    newTitle: 'New cancellation policy',
    add: 'Add a policy',
    none: 'No cancellation policies yet. Every plan needs one.',
    backToList: 'All cancellation policies',
    notFound: 'This cancellation policy does not exist.',
    name: 'Name',
    code: 'Code',
    codeHint: 'Letters, digits, "-" and "_", unique in the hotel.',
    fees: 'Fees',
    partSummary: (days, percentage) =>
      days === 0 ? `on the day: ${percentage}%` : `from ${days} days before: ${percentage}%`,
    noShowSummary: (percentage) => `no-show: ${percentage}%`,
    parts: 'Cancellation fees',
    partsHint:
      'Cancelling this many days before check-in or later costs this share of the stay (0 days: the day itself).',
    daysBefore: (n) => `Step ${n}: days before check-in`,
    percentage: (n) => `Step ${n}: fee (% of the stay)`,
    addPart: 'Add a step',
    removePart: (n) => `Remove step ${n}`,
    noShow: 'No-show fee (% of the stay)',
    cancelBeforeAt: 'Same-day cancellation until',
    cancelBeforeAtHint: 'From this hour of the check-in day (hotel time), the no-show fee applies.',
    wholeDay: 'The whole check-in day',
    create: 'Add the policy',
    created: 'The cancellation policy was added.',
  },
  ja: {
    title: 'キャンセルポリシー',
    newTitle: 'キャンセルポリシーを追加',
    add: 'ポリシーを追加',
    none: 'まだキャンセルポリシーがありません。プランごとに1つ必要です。',
    backToList: 'キャンセルポリシー一覧',
    notFound: 'このキャンセルポリシーは存在しません。',
    name: '名称',
    code: 'コード',
    codeHint: '英数字、「-」「_」が使えます。施設内で重複できません。',
    fees: 'キャンセル料',
    partSummary: (days, percentage) =>
      days === 0 ? `当日：${percentage}%` : `${days}日前から：${percentage}%`,
    noShowSummary: (percentage) => `不泊：${percentage}%`,
    parts: 'キャンセル料',
    partsHint: 'チェックインのこの日数前以降のキャンセルには、宿泊料金のこの割合がかかります（0日は当日）。',
    daysBefore: (n) => `段階${n}：チェックインの何日前`,
    percentage: (n) => `段階${n}：料金（宿泊料金の%）`,
    addPart: '段階を追加',
    removePart: (n) => `段階${n}を削除`,
    noShow: '不泊時の料金（宿泊料金の%）',
    cancelBeforeAt: '当日キャンセルの受付時刻',
    cancelBeforeAtHint: 'チェックイン当日のこの時刻（施設の時間）以降は、不泊時の料金がかかります。',
    wholeDay: 'チェックイン当日終日',
    create: 'ポリシーを追加',
    created: 'キャンセルポリシーを追加しました。',
  },
  zh_Hans: {
    title: '取消政策',
    newTitle: '新取消政策',
    add: '添加政策',
    none: '还没有取消政策。每个价格方案都需要一个。',
    backToList: '全部取消政策',
    notFound: '该取消政策不存在。',
    name: '名称',
    code: '代码',
    codeHint: '可使用字母、数字、“-”和“_”，在酒店内不可重复。',
    fees: '取消费',
    partSummary: (days, percentage) =>
      days === 0 ? `入住当天：${percentage}%` : `提前 ${days} 天起：${percentage}%`,
    noShowSummary: (percentage) => `未入住：${percentage}%`,
    parts: '取消费',
    partsHint: '在入住前这么多天或更晚取消，收取住宿费用的此比例（0 天即入住当天）。',
    daysBefore: (n) => `阶段 ${n}：入住前天数`,
    percentage: (n) => `阶段 ${n}：费用（住宿费用的 %）`,
    addPart: '添加阶段',
    removePart: (n) => `删除阶段 ${n}`,
    noShow: '未入住费用（住宿费用的 %）',
    cancelBeforeAt: '当天取消截止时间',
    cancelBeforeAtHint: '从入住当天的这个时间（酒店时间）起，收取未入住费用。',
    wholeDay: '入住当天全天',
    create: '添加政策',
    created: '取消政策已添加。',
  },
  zh_Hant: {
    title: '取消政策',
    newTitle: '新取消政策',
    add: '新增政策',
    none: '尚無取消政策。每個專案都需要一個。',
    backToList: '所有取消政策',
    notFound: '此取消政策不存在。',
    name: '名稱',
    code: '代碼',
    codeHint: '可使用英文字母、數字、「-」與「_」，在飯店內不可重複。',
    fees: '取消費',
    partSummary: (days, percentage) =>
      days === 0 ? `入住當天：${percentage}%` : `${days} 天前起：${percentage}%`,
    noShowSummary: (percentage) => `未入住：${percentage}%`,
    parts: '取消費',
    partsHint: '於入住前這些天或之後取消，收取住宿費用的此比例（0 天即入住當天）。',
    daysBefore: (n) => `階段 ${n}：入住前天數`,
    percentage: (n) => `階段 ${n}：費用（住宿費用的 %）`,
    addPart: '新增階段',
    removePart: (n) => `移除階段 ${n}`,
    noShow: '未入住費用（住宿費用的 %）',
    cancelBeforeAt: '當天取消截止時間',
    cancelBeforeAtHint: '自入住當天的此時間（飯店時間）起，收取未入住費用。',
    wholeDay: '入住當天整天',
    create: '新增政策',
    created: '取消政策已新增。',
  },
  ko: {
    title: '취소 정책',
    newTitle: '새 취소 정책',
    add: '정책 추가',
    none: '아직 취소 정책이 없습니다. 플랜마다 하나가 필요합니다.',
    backToList: '전체 취소 정책',
    notFound: '이 취소 정책은 존재하지 않습니다.',
    name: '이름',
    code: '코드',
    codeHint: '영문자, 숫자, "-", "_"를 쓸 수 있으며 호텔 안에서 중복될 수 없습니다.',
    fees: '취소 수수료',
    partSummary: (days, percentage) =>
      days === 0 ? `당일: ${percentage}%` : `${days}일 전부터: ${percentage}%`,
    noShowSummary: (percentage) => `노쇼: ${percentage}%`,
    parts: '취소 수수료',
    partsHint: '체크인 이 일수 전 이후에 취소하면 숙박 요금의 이 비율이 부과됩니다(0일은 당일).',
    daysBefore: (n) => `${n}단계: 체크인 며칠 전`,
    percentage: (n) => `${n}단계: 수수료(숙박 요금의 %)`,
    addPart: '단계 추가',
    removePart: (n) => `${n}단계 삭제`,
    noShow: '노쇼 수수료(숙박 요금의 %)',
    cancelBeforeAt: '당일 취소 마감 시각',
    cancelBeforeAtHint: '체크인 당일 이 시각(호텔 시간)부터는 노쇼 수수료가 부과됩니다.',
    wholeDay: '체크인 당일 종일',
    create: '정책 추가',
    created: '취소 정책을 추가했습니다.',
  },
};
