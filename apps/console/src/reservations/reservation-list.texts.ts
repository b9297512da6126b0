import type { Locale } from '@yadori/contract/locales';
import type { StaffReservationSort } from '@yadori/contract/staff-reservations.schema';

/** A hotel's reservations: the filters and the table. */
export interface ReservationListTexts {
  title: string;
  filters: string;
  search: string;
  searchHint: string;
  status: string;
  any: string;
  noShow: string;
  noShowOnly: string;
  noShowLeftOut: string;
  checkinFrom: string;
  checkinTo: string;
  createdFrom: string;
  createdTo: string;
  paymentMethod: string;
  sort: string;
  sorts: Record<StaffReservationSort, string>;
  apply: string;
  clear: string;
  caption: (hotel: string, total: number) => string;
  number: string;
  guest: string;
  checkin: string;
  checkout: string;
  rooms: string;
  payment: string;
  total: string;
  booked: string;
  nights: (nights: number) => string;
  member: string;
  none: string;
}

export const RESERVATION_LIST_TEXTS: Record<Locale, ReservationListTexts> = {
  en: {
    title: 'Reservations',
    filters: 'Find reservations',
    search: 'Search',
    searchHint: 'The start of a reservation number, a guest name or an email address.',
    status: 'Status',
    any: 'Any',
    noShow: 'No-shows',
    noShowOnly: 'No-shows only',
    noShowLeftOut: 'Without no-shows',
    checkinFrom: 'Check-in from',
    checkinTo: 'Check-in until',
    createdFrom: 'Booked from',
    createdTo: 'Booked until',
    paymentMethod: 'Payment method',
    sort: 'Order',
    sorts: {
      checkin_asc: 'Check-in, earliest first',
      checkin_desc: 'Check-in, latest first',
      created_desc: 'Newest booking first',
    },
    apply: 'Search',
    clear: 'Clear filters',
    caption: (hotel, total) => `Reservations at ${hotel}: ${total} found`,
    number: 'Number',
    guest: 'Guest',
    checkin: 'Check-in',
    checkout: 'Check-out',
    rooms: 'Rooms',
    payment: 'Payment',
    total: 'Total',
    booked: 'Booked',
    nights: (nights) => (nights === 1 ? '1 night' : `${nights} nights`),
    member: 'Member',
    none: 'No reservation matches these filters.',
  },
  ja: {
    title: '予約一覧',
    filters: '予約の検索',
    search: '検索',
    searchHint: '予約番号の先頭、宿泊者名またはメールアドレスで検索できます。',
    status: '状態',
    any: 'すべて',
    noShow: 'ノーショー',
    noShowOnly: 'ノーショーのみ',
    noShowLeftOut: 'ノーショーを除く',
    checkinFrom: 'チェックイン日（から）',
    checkinTo: 'チェックイン日（まで）',
    createdFrom: '予約日（から）',
    createdTo: '予約日（まで）',
    paymentMethod: '支払い方法',
    sort: '並び順',
    sorts: {
      checkin_asc: 'チェックイン日（早い順）',
      checkin_desc: 'チェックイン日（遅い順）',
      created_desc: '予約日時（新しい順）',
    },
    apply: '検索する',
    clear: '条件をクリア',
    caption: (hotel, total) => `${hotel} の予約: ${total} 件`,
    number: '予約番号',
    guest: '宿泊者',
    checkin: 'チェックイン',
    checkout: 'チェックアウト',
    rooms: '室数',
    payment: '支払い',
    total: '合計',
    booked: '予約日時',
    nights: (nights) => `${nights}泊`,
    member: '会員',
    none: '条件に合う予約はありません。',
  },
  zh_Hans: {
    title: '预订列表',
    filters: '查找预订',
    search: '搜索',
    searchHint: '可输入预订号开头、客人姓名或电子邮箱。',
    status: '状态',
    any: '全部',
    noShow: '未入住',
    noShowOnly: '仅未入住',
    noShowLeftOut: '不含未入住',
    checkinFrom: '入住日期（起）',
    checkinTo: '入住日期（止）',
    createdFrom: '预订日期（起）',
    createdTo: '预订日期（止）',
    paymentMethod: '支付方式',
    sort: '排序',
    sorts: {
      checkin_asc: '入住日期（从早到晚）',
      checkin_desc: '入住日期（从晚到早）',
      created_desc: '预订时间（从新到旧）',
    },
    apply: '搜索',
    clear: '清除筛选',
    caption: (hotel, total) => `${hotel} 的预订：共 ${total} 条`,
    number: '预订号',
    guest: '客人',
    checkin: '入住',
    checkout: '退房',
    rooms: '房间数',
    payment: '支付',
    total: '总价',
    booked: '预订时间',
    nights: (nights) => `${nights} 晚`,
    member: '会员',
    none: '没有符合条件的预订。',
  },
  zh_Hant: {
    title: '訂房列表',
    filters: '搜尋訂房',
    search: '搜尋',
    searchHint: '可輸入訂房編號開頭、旅客姓名或電子郵件地址。',
    status: '狀態',
    any: '全部',
    noShow: '未入住',
    noShowOnly: '僅未入住',
    noShowLeftOut: '不含未入住',
    checkinFrom: '入住日期（起）',
    checkinTo: '入住日期（迄）',
    createdFrom: '訂房日期（起）',
    createdTo: '訂房日期（迄）',
    paymentMethod: '付款方式',
    sort: '排序',
    sorts: {
      checkin_asc: '入住日期（由早到晚）',
      checkin_desc: '入住日期（由晚到早）',
      created_desc: '訂房時間（由新到舊）',
    },
    apply: '搜尋',
    clear: '清除篩選',
    caption: (hotel, total) => `${hotel} 的訂房：共 ${total} 筆`,
    number: '訂房編號',
    guest: '旅客',
    checkin: '入住',
    checkout: '退房',
    rooms: '房間數',
    payment: '付款',
    total: '總價',
    booked: '訂房時間',
    nights: (nights) => `${nights} 晚`,
    member: '會員',
    none: '沒有符合條件的訂房。',
  },
  ko: {
    title: '예약 목록',
    filters: '예약 찾기',
    search: '검색',
    searchHint: '예약 번호 앞부분, 투숙객 이름 또는 이메일 주소로 찾을 수 있습니다.',
    status: '상태',
    any: '전체',
    noShow: '노쇼',
    noShowOnly: '노쇼만',
    noShowLeftOut: '노쇼 제외',
    checkinFrom: '체크인 날짜(부터)',
    checkinTo: '체크인 날짜(까지)',
    createdFrom: '예약 날짜(부터)',
    createdTo: '예약 날짜(까지)',
    paymentMethod: '결제 방법',
    sort: '정렬',
    sorts: {
      checkin_asc: '체크인 날짜(빠른 순)',
      checkin_desc: '체크인 날짜(늦은 순)',
      created_desc: '예약 일시(최신순)',
    },
    apply: '검색',
    clear: '필터 지우기',
    caption: (hotel, total) => `${hotel} 예약: ${total}건`,
    number: '예약 번호',
    guest: '투숙객',
    checkin: '체크인',
    checkout: '체크아웃',
    rooms: '객실 수',
    payment: '결제',
    total: '합계',
    booked: '예약 일시',
    nights: (nights) => `${nights}박`,
    member: '회원',
    none: '조건에 맞는 예약이 없습니다.',
  },
};
