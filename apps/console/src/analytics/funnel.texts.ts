import type { FunnelStep } from '@yadori/contract/analytics.constants';
import type { Locale } from '@yadori/contract/locales';

/** A hotel's booking funnel: searches to bookings, by source and by day (decision 061). */
export interface FunnelTexts {
  title: string;
  intro: string;
  notAllowed: string;
  unknownHotel: string;
  rangeLegend: string;
  from: string;
  to: string;
  show: string;
  lastDays: (days: number) => string;
  rangeBackwards: string;
  rangeTooLong: (days: number) => string;
  steps: Record<FunnelStep, string>;
  stepsExplained: string;
  conversion: string;
  conversionHint: string;
  source: string;
  direct: string;
  allSources: string;
  bySourceTitle: string;
  bySourceCaption: (from: string, to: string) => string;
  byDayTitle: string;
  byDayCaption: (from: string, to: string) => string;
  byDayHint: string;
  date: string;
  noDays: string;
}

export const FUNNEL_TEXTS: Record<Locale, FunnelTexts> = {
  en: {
    title: 'Booking funnel',
    intro:
      'How guests went from searching to booking on this hotel’s booking widget, by where they came from. Yadori counts it from its own records; days are the hotel’s calendar days.',
    notAllowed: 'Your role cannot see this hotel’s reservations, so it cannot see its funnel either.',
    unknownHotel: 'This hotel is not one of yours.',
    rangeLegend: 'Days shown',
    from: 'First day',
    to: 'Last day',
    show: 'Show',
    lastDays: (days) => `Last ${days} days`,
    rangeBackwards: 'The last day must be on or after the first day.',
    rangeTooLong: (days) => `Choose at most ${days} days at a time.`,
    steps: {
      searches: 'Searches',
      selections: 'Room selections',
      checkouts: 'Checkouts',
      bookings: 'Bookings',
    },
    stepsExplained:
      'Searches: room searches with dates. Room selections: a room and plan opened with its price. Checkouts: booking requests sent from the guest details page. Bookings: reservations made.',
    conversion: 'Conversion',
    conversionHint: 'Conversion is bookings divided by searches; “—” when there was no search.',
    source: 'Source',
    direct: 'Direct (no source)',
    allSources: 'All sources',
    bySourceTitle: 'By source',
    bySourceCaption: (from, to) => `Searches to bookings by source, ${from} to ${to}`,
    byDayTitle: 'By day',
    byDayCaption: (from, to) => `Searches to bookings by day and source, ${from} to ${to}`,
    byDayHint: 'Days with nothing counted are left out.',
    date: 'Date',
    noDays: 'Nothing was searched or booked on these days.',
  },
  ja: {
    title: '予約ファネル',
    intro:
      'この施設の予約ウィジェットで、ゲストが検索から予約に至るまでの流れを流入元別に表示します。Yadori 自身の記録から集計し、日付は施設の現地日付です。',
    notAllowed: 'お使いの権限ではこの施設の予約を閲覧できないため、ファネルも表示できません。',
    unknownHotel: 'この施設は担当施設ではありません。',
    rangeLegend: '表示する期間',
    from: '開始日',
    to: '終了日',
    show: '表示',
    lastDays: (days) => `直近 ${days} 日間`,
    rangeBackwards: '終了日は開始日以降の日付にしてください。',
    rangeTooLong: (days) => `一度に選べるのは ${days} 日間までです。`,
    steps: {
      searches: '検索',
      selections: '客室選択',
      checkouts: '予約手続き',
      bookings: '予約',
    },
    stepsExplained:
      '検索：日付を指定した客室検索。客室選択：料金を表示した客室・プランの選択。予約手続き：ゲスト情報ページから送信された予約リクエスト。予約：成立した予約。',
    conversion: '予約率',
    conversionHint: '予約率は予約数を検索数で割った値です。検索がない場合は「—」と表示します。',
    source: '流入元',
    direct: '直接（流入元なし）',
    allSources: 'すべての流入元',
    bySourceTitle: '流入元別',
    bySourceCaption: (from, to) => `流入元別の検索から予約まで（${from}〜${to}）`,
    byDayTitle: '日別',
    byDayCaption: (from, to) => `日別・流入元別の検索から予約まで（${from}〜${to}）`,
    byDayHint: '集計のない日は表示しません。',
    date: '日付',
    noDays: 'この期間の検索や予約はありません。',
  },
  zh_Hans: {
    title: '预订漏斗',
    intro:
      '按来源显示客人在本酒店预订插件上从搜索到预订的过程。数据来自 Yadori 自身的记录，日期为酒店当地日期。',
    notAllowed: '您的角色无法查看本酒店的预订，因此也无法查看预订漏斗。',
    unknownHotel: '此酒店不在您的管理范围内。',
    rangeLegend: '显示期间',
    from: '开始日期',
    to: '结束日期',
    show: '显示',
    lastDays: (days) => `最近 ${days} 天`,
    rangeBackwards: '结束日期不能早于开始日期。',
    rangeTooLong: (days) => `一次最多可选择 ${days} 天。`,
    steps: {
      searches: '搜索',
      selections: '选择客房',
      checkouts: '提交预订',
      bookings: '预订',
    },
    stepsExplained:
      '搜索：指定日期的客房搜索。选择客房：打开带价格的客房和套餐。提交预订：从客人信息页面发送的预订请求。预订：已成立的预订。',
    conversion: '转化率',
    conversionHint: '转化率为预订数除以搜索数；没有搜索时显示“—”。',
    source: '来源',
    direct: '直接访问（无来源）',
    allSources: '全部来源',
    bySourceTitle: '按来源',
    bySourceCaption: (from, to) => `按来源统计的搜索至预订（${from} 至 ${to}）`,
    byDayTitle: '按日期',
    byDayCaption: (from, to) => `按日期和来源统计的搜索至预订（${from} 至 ${to}）`,
    byDayHint: '没有任何统计的日期不会显示。',
    date: '日期',
    noDays: '这些日期内没有搜索或预订。',
  },
  zh_Hant: {
    title: '訂房漏斗',
    intro:
      '依來源顯示客人在本飯店訂房工具上從搜尋到訂房的過程。資料來自 Yadori 本身的紀錄，日期為飯店當地日期。',
    notAllowed: '您的角色無法查看本飯店的訂房，因此也無法查看訂房漏斗。',
    unknownHotel: '此飯店不在您的管理範圍內。',
    rangeLegend: '顯示期間',
    from: '開始日期',
    to: '結束日期',
    show: '顯示',
    lastDays: (days) => `最近 ${days} 天`,
    rangeBackwards: '結束日期不可早於開始日期。',
    rangeTooLong: (days) => `一次最多可選擇 ${days} 天。`,
    steps: {
      searches: '搜尋',
      selections: '選擇客房',
      checkouts: '送出訂房',
      bookings: '訂房',
    },
    stepsExplained:
      '搜尋：指定日期的客房搜尋。選擇客房：開啟含價格的客房與專案。送出訂房：從旅客資料頁面送出的訂房請求。訂房：已成立的訂房。',
    conversion: '轉換率',
    conversionHint: '轉換率為訂房數除以搜尋數；沒有搜尋時顯示「—」。',
    source: '來源',
    direct: '直接造訪（無來源）',
    allSources: '所有來源',
    bySourceTitle: '依來源',
    bySourceCaption: (from, to) => `依來源統計的搜尋至訂房（${from} 至 ${to}）`,
    byDayTitle: '依日期',
    byDayCaption: (from, to) => `依日期與來源統計的搜尋至訂房（${from} 至 ${to}）`,
    byDayHint: '沒有任何統計的日期不會顯示。',
    date: '日期',
    noDays: '這些日期內沒有搜尋或訂房。',
  },
  ko: {
    title: '예약 퍼널',
    intro:
      '이 호텔의 예약 위젯에서 게스트가 검색부터 예약까지 이르는 과정을 유입 경로별로 보여 줍니다. Yadori 자체 기록으로 집계하며, 날짜는 호텔 현지 날짜입니다.',
    notAllowed: '현재 역할로는 이 호텔의 예약을 볼 수 없어 퍼널도 볼 수 없습니다.',
    unknownHotel: '담당 호텔이 아닙니다.',
    rangeLegend: '표시 기간',
    from: '시작일',
    to: '종료일',
    show: '표시',
    lastDays: (days) => `최근 ${days}일`,
    rangeBackwards: '종료일은 시작일과 같거나 이후여야 합니다.',
    rangeTooLong: (days) => `한 번에 최대 ${days}일까지 선택할 수 있습니다.`,
    steps: {
      searches: '검색',
      selections: '객실 선택',
      checkouts: '예약 진행',
      bookings: '예약',
    },
    stepsExplained:
      '검색: 날짜를 지정한 객실 검색. 객실 선택: 요금을 표시한 객실·플랜 선택. 예약 진행: 게스트 정보 페이지에서 보낸 예약 요청. 예약: 완료된 예약.',
    conversion: '전환율',
    conversionHint: '전환율은 예약 수를 검색 수로 나눈 값이며, 검색이 없으면 “—”로 표시합니다.',
    source: '유입 경로',
    direct: '직접 방문(유입 경로 없음)',
    allSources: '모든 유입 경로',
    bySourceTitle: '유입 경로별',
    bySourceCaption: (from, to) => `유입 경로별 검색부터 예약까지 (${from}~${to})`,
    byDayTitle: '날짜별',
    byDayCaption: (from, to) => `날짜·유입 경로별 검색부터 예약까지 (${from}~${to})`,
    byDayHint: '집계가 없는 날짜는 표시하지 않습니다.',
    date: '날짜',
    noDays: '이 기간에는 검색이나 예약이 없습니다.',
  },
};
