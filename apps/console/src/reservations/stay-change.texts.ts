import type { Locale } from '@yadori/contract/locales';

/** The hotel's card money (capture, refund) and its change of a stay. */
export interface StayChangeTexts {
  capture: string;
  refund: string;
  changeStay: string;
  captureTitle: string;
  captureIntro: string;
  captureHint: (max: string) => string;
  confirmCapture: string;
  captureDone: string;
  refundTitle: string;
  refundIntro: string;
  refundHint: (max: string) => string;
  confirmRefund: string;
  refundDone: string;
  amount: string;
  amountProblem: (max: string) => string;
  changeTitle: string;
  changeIntro: string;
  datesLegend: string;
  checkin: string;
  checkout: string;
  roomsHint: string;
  /** A kept room's group: its number in the booking and its room type. */
  roomLegend: (n: number, roomType: string) => string;
  adults: string;
  children: string;
  /** A kid tier's ages, under its name. */
  tierAges: (min: number, max: number) => string;
  /** Children sent back as booked (children by age, or not taken, or the hotel's settings not read). */
  childrenKept: (count: number) => string;
  kidsLoading: string;
  kidsUnavailable: string;
  removeRoom: (n: number) => string;
  droppedLegend: string;
  roomDropped: (n: number) => string;
  keepRoom: (n: number) => string;
  adultsProblem: (max: number) => string;
  countProblem: string;
  tooManyGuests: (max: number) => string;
  tooManyChildren: (max: number) => string;
  guestLegend: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  newTotal: (amount: string) => string;
  costsMore: (amount: string) => string;
  costsLess: (amount: string) => string;
  confirmAgain: string;
  roomNewPrice: (amount: string) => string;
  confirmChange: string;
  confirmNewTotal: string;
  changeDone: string;
  nothingChanged: string;
}

export const STAY_CHANGE_TEXTS: Record<Locale, StayChangeTexts> = {
  en: {
    capture: 'Capture card payment',
    refund: 'Refund card payment',
    changeStay: 'Change stay',
    captureTitle: 'Capture the card payment',
    captureIntro:
      'The amount is taken from the card authorisation. What is not captured is released to the guest; the authorisation can be captured only once.',
    captureHint: (max) => `Up to ${max}, the authorisation left to capture.`,
    confirmCapture: 'Capture',
    captureDone: 'The card payment was captured.',
    refundTitle: 'Refund the card payment',
    refundIntro: 'The amount goes back to the guest’s card. This cannot be undone.',
    refundHint: (max) => `Up to ${max}, captured and not yet refunded.`,
    confirmRefund: 'Refund',
    refundDone: 'The refund was made.',
    amount: 'Amount',
    amountProblem: (max) => `Enter an amount greater than 0 and at most ${max}.`,
    changeTitle: 'Change the stay',
    changeIntro:
      'The new dates and guests are priced again on the rooms free now, and the guest receives a mail. After this the guest can no longer change the reservation online.',
    datesLegend: 'Dates',
    checkin: 'Check-in',
    checkout: 'Check-out',
    roomsHint: 'Each room keeps its room type and plan. Rooms can be dropped from the stay, not added.',
    roomLegend: (n, roomType) => `Room ${n}: ${roomType}`,
    adults: 'Adults',
    children: 'Children',
    tierAges: (min, max) => `Ages ${min}–${max}`,
    childrenKept: (count) => `Children: ${count} (as booked)`,
    kidsLoading: 'Reading the hotel’s settings for children…',
    kidsUnavailable:
      'The hotel’s settings for children could not be read: children stay as booked, and the guest limits are checked when you save.',
    removeRoom: (n) => `Remove room ${n}`,
    droppedLegend: 'Rooms to drop',
    roomDropped: (n) => `Room ${n} will be dropped from the stay when you save.`,
    keepRoom: (n) => `Keep room ${n}`,
    adultsProblem: (max) => `Enter 1 to ${max} adults.`,
    countProblem: 'Enter a whole number, 0 or more.',
    tooManyGuests: (max) => `A room takes at most ${max} guests.`,
    tooManyChildren: (max) => `Each adult can bring at most ${max} children.`,
    guestLegend: 'Booker',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    newTotal: (amount) => `The new total is ${amount}.`,
    costsMore: (amount) => `That is ${amount} more than now.`,
    costsLess: (amount) => `That is ${amount} less than now.`,
    confirmAgain: 'Save again to confirm it.',
    roomNewPrice: (amount) => `New price of this room: ${amount}`,
    confirmChange: 'Save changes',
    confirmNewTotal: 'Confirm the new total',
    changeDone: 'The stay was changed.',
    nothingChanged: 'Nothing was changed.',
  },
  ja: {
    capture: 'カード売上を確定',
    refund: 'カード決済を返金',
    changeStay: '予約内容を変更',
    captureTitle: 'カード売上を確定する',
    captureIntro:
      'カードの与信から金額を売上として確定します。確定しなかった額はゲストに解放されます。売上確定は与信ごとに一度だけです。',
    captureHint: (max) => `売上確定できる残りの与信額 ${max} までです。`,
    confirmCapture: '売上を確定する',
    captureDone: 'カード売上を確定しました。',
    refundTitle: 'カード決済を返金する',
    refundIntro: '金額をゲストのカードに返金します。元に戻すことはできません。',
    refundHint: (max) => `売上確定済みで未返金の ${max} までです。`,
    confirmRefund: '返金する',
    refundDone: '返金しました。',
    amount: '金額',
    amountProblem: (max) => `0 より大きく ${max} 以下の金額を入力してください。`,
    changeTitle: '予約内容を変更する',
    changeIntro:
      '新しい日程と人数は現在の空室で再計算され、ゲストにメールが送られます。変更後、ゲストはオンラインで予約を変更できなくなります。',
    datesLegend: '日程',
    checkin: 'チェックイン',
    checkout: 'チェックアウト',
    roomsHint: '各客室の部屋タイプとプランは変わりません。客室を減らすことはできますが、追加はできません。',
    roomLegend: (n, roomType) => `${n} 室目：${roomType}`,
    adults: '大人',
    children: '子供',
    tierAges: (min, max) => `${min}〜${max} 歳`,
    childrenKept: (count) => `子供 ${count} 名（予約時のまま）`,
    kidsLoading: '施設の子供の設定を読み込んでいます…',
    kidsUnavailable:
      '施設の子供の設定を読み込めませんでした。子供の人数は予約時のままとなり、人数の上限は保存時に確認されます。',
    removeRoom: (n) => `${n} 室目を削除`,
    droppedLegend: '削除する客室',
    roomDropped: (n) => `${n} 室目は保存時に予約から削除されます。`,
    keepRoom: (n) => `${n} 室目を残す`,
    adultsProblem: (max) => `大人の人数は 1〜${max} 名で入力してください。`,
    countProblem: '0 以上の整数を入力してください。',
    tooManyGuests: (max) => `1 室に宿泊できるのは ${max} 名までです。`,
    tooManyChildren: (max) => `大人 1 名につき子供は ${max} 名までです。`,
    guestLegend: '予約者',
    firstName: '名',
    lastName: '姓',
    email: 'メールアドレス',
    phone: '電話番号',
    newTotal: (amount) => `新しい合計は ${amount} です。`,
    costsMore: (amount) => `現在より ${amount} 高くなります。`,
    costsLess: (amount) => `現在より ${amount} 安くなります。`,
    confirmAgain: '確定するにはもう一度保存してください。',
    roomNewPrice: (amount) => `この客室の新しい料金：${amount}`,
    confirmChange: '変更を保存',
    confirmNewTotal: '新しい合計で確定',
    changeDone: '予約内容を変更しました。',
    nothingChanged: '変更された項目はありません。',
  },
  zh_Hans: {
    capture: '银行卡请款',
    refund: '银行卡退款',
    changeStay: '修改预订',
    captureTitle: '对银行卡付款请款',
    captureIntro: '从银行卡预授权中扣取该金额。未请款的部分将释放给客人；每笔预授权只能请款一次。',
    captureHint: (max) => `最多 ${max}，即剩余可请款的预授权金额。`,
    confirmCapture: '请款',
    captureDone: '已完成银行卡请款。',
    refundTitle: '退还银行卡付款',
    refundIntro: '该金额将退回客人的银行卡。此操作无法撤销。',
    refundHint: (max) => `最多 ${max}，即已请款且尚未退款的金额。`,
    confirmRefund: '退款',
    refundDone: '已完成退款。',
    amount: '金额',
    amountProblem: (max) => `请输入大于 0 且不超过 ${max} 的金额。`,
    changeTitle: '修改预订',
    changeIntro: '新的日期和人数将按当前空房重新计价，并向客人发送邮件。修改后，客人将无法再在线修改此预订。',
    datesLegend: '日期',
    checkin: '入住',
    checkout: '退房',
    roomsHint: '每间客房的房型和方案保持不变。客房只能减少，不能增加。',
    roomLegend: (n, roomType) => `第 ${n} 间客房：${roomType}`,
    adults: '成人',
    children: '儿童',
    tierAges: (min, max) => `${min}–${max} 岁`,
    childrenKept: (count) => `儿童 ${count} 名（保持预订时的人数）`,
    kidsLoading: '正在读取酒店的儿童设置…',
    kidsUnavailable: '无法读取酒店的儿童设置：儿童人数将保持预订时的人数，人数上限将在保存时检查。',
    removeRoom: (n) => `删除第 ${n} 间客房`,
    droppedLegend: '要删除的客房',
    roomDropped: (n) => `保存后将从预订中删除第 ${n} 间客房。`,
    keepRoom: (n) => `保留第 ${n} 间客房`,
    adultsProblem: (max) => `请输入 1 至 ${max} 名成人。`,
    countProblem: '请输入 0 或以上的整数。',
    tooManyGuests: (max) => `每间客房最多入住 ${max} 人。`,
    tooManyChildren: (max) => `每位成人最多可带 ${max} 名儿童。`,
    guestLegend: '预订人',
    firstName: '名',
    lastName: '姓',
    email: '电子邮箱',
    phone: '电话',
    newTotal: (amount) => `新的总金额为 ${amount}。`,
    costsMore: (amount) => `比当前金额多 ${amount}。`,
    costsLess: (amount) => `比当前金额少 ${amount}。`,
    confirmAgain: '请再次保存以确认。',
    roomNewPrice: (amount) => `此客房的新价格：${amount}`,
    confirmChange: '保存修改',
    confirmNewTotal: '按新的总金额确认',
    changeDone: '预订已修改。',
    nothingChanged: '没有任何修改。',
  },
  zh_Hant: {
    capture: '信用卡請款',
    refund: '信用卡退款',
    changeStay: '變更訂房',
    captureTitle: '對信用卡付款請款',
    captureIntro: '從信用卡預先授權中扣取此金額。未請款的部分將釋放給房客；每筆預先授權只能請款一次。',
    captureHint: (max) => `最多 ${max}，即剩餘可請款的預先授權金額。`,
    confirmCapture: '請款',
    captureDone: '已完成信用卡請款。',
    refundTitle: '退還信用卡付款',
    refundIntro: '此金額將退回房客的信用卡。此操作無法復原。',
    refundHint: (max) => `最多 ${max}，即已請款且尚未退款的金額。`,
    confirmRefund: '退款',
    refundDone: '已完成退款。',
    amount: '金額',
    amountProblem: (max) => `請輸入大於 0 且不超過 ${max} 的金額。`,
    changeTitle: '變更訂房',
    changeIntro: '新的日期和人數將依目前空房重新計價，並寄送郵件給房客。變更後，房客將無法再線上變更此訂房。',
    datesLegend: '日期',
    checkin: '入住',
    checkout: '退房',
    roomsHint: '每間客房的房型和方案維持不變。客房只能減少，無法增加。',
    roomLegend: (n, roomType) => `第 ${n} 間客房：${roomType}`,
    adults: '成人',
    children: '兒童',
    tierAges: (min, max) => `${min}–${max} 歲`,
    childrenKept: (count) => `兒童 ${count} 位（維持訂房時的人數）`,
    kidsLoading: '正在讀取飯店的兒童設定…',
    kidsUnavailable: '無法讀取飯店的兒童設定：兒童人數將維持訂房時的人數，人數上限將於儲存時檢查。',
    removeRoom: (n) => `刪除第 ${n} 間客房`,
    droppedLegend: '要刪除的客房',
    roomDropped: (n) => `儲存後將從訂房中刪除第 ${n} 間客房。`,
    keepRoom: (n) => `保留第 ${n} 間客房`,
    adultsProblem: (max) => `請輸入 1 至 ${max} 位成人。`,
    countProblem: '請輸入 0 或以上的整數。',
    tooManyGuests: (max) => `每間客房最多入住 ${max} 人。`,
    tooManyChildren: (max) => `每位成人最多可攜帶 ${max} 位兒童。`,
    guestLegend: '訂房人',
    firstName: '名',
    lastName: '姓',
    email: '電子郵件',
    phone: '電話',
    newTotal: (amount) => `新的總金額為 ${amount}。`,
    costsMore: (amount) => `比目前金額多 ${amount}。`,
    costsLess: (amount) => `比目前金額少 ${amount}。`,
    confirmAgain: '請再次儲存以確認。',
    roomNewPrice: (amount) => `此客房的新價格：${amount}`,
    confirmChange: '儲存變更',
    confirmNewTotal: '以新的總金額確認',
    changeDone: '訂房已變更。',
    nothingChanged: '沒有任何變更。',
  },
  ko: {
    capture: '카드 결제 매입',
    refund: '카드 결제 환불',
    changeStay: '예약 변경',
    captureTitle: '카드 결제 매입',
    captureIntro:
      '카드 승인 금액에서 이 금액을 매입합니다. 매입하지 않은 금액은 고객에게 해제되며, 승인은 한 번만 매입할 수 있습니다.',
    captureHint: (max) => `매입할 수 있는 남은 승인 금액 ${max}까지입니다.`,
    confirmCapture: '매입하기',
    captureDone: '카드 결제를 매입했습니다.',
    refundTitle: '카드 결제 환불',
    refundIntro: '이 금액이 고객의 카드로 환불됩니다. 되돌릴 수 없습니다.',
    refundHint: (max) => `매입되었고 아직 환불되지 않은 ${max}까지입니다.`,
    confirmRefund: '환불하기',
    refundDone: '환불했습니다.',
    amount: '금액',
    amountProblem: (max) => `0보다 크고 ${max} 이하인 금액을 입력해 주세요.`,
    changeTitle: '예약 변경',
    changeIntro:
      '새 날짜와 인원은 현재 빈 객실 기준으로 다시 계산되며 고객에게 메일이 발송됩니다. 변경 후에는 고객이 온라인으로 예약을 변경할 수 없습니다.',
    datesLegend: '날짜',
    checkin: '체크인',
    checkout: '체크아웃',
    roomsHint: '각 객실의 객실 유형과 플랜은 그대로 유지됩니다. 객실은 줄일 수 있지만 추가할 수는 없습니다.',
    roomLegend: (n, roomType) => `객실 ${n}: ${roomType}`,
    adults: '성인',
    children: '어린이',
    tierAges: (min, max) => `${min}~${max}세`,
    childrenKept: (count) => `어린이 ${count}명 (예약 당시 그대로)`,
    kidsLoading: '호텔의 어린이 설정을 불러오는 중입니다…',
    kidsUnavailable:
      '호텔의 어린이 설정을 불러올 수 없습니다. 어린이 인원은 예약 당시 그대로 유지되며, 인원 제한은 저장할 때 확인됩니다.',
    removeRoom: (n) => `객실 ${n} 삭제`,
    droppedLegend: '삭제할 객실',
    roomDropped: (n) => `객실 ${n}: 저장하면 예약에서 삭제됩니다.`,
    keepRoom: (n) => `객실 ${n} 유지`,
    adultsProblem: (max) => `성인은 1~${max}명으로 입력해 주세요.`,
    countProblem: '0 이상의 정수를 입력해 주세요.',
    tooManyGuests: (max) => `객실 1개당 최대 ${max}명까지 숙박할 수 있습니다.`,
    tooManyChildren: (max) => `성인 1명당 어린이는 최대 ${max}명까지 동반할 수 있습니다.`,
    guestLegend: '예약자',
    firstName: '이름',
    lastName: '성',
    email: '이메일',
    phone: '전화번호',
    newTotal: (amount) => `새 합계는 ${amount}입니다.`,
    costsMore: (amount) => `현재보다 ${amount} 비싸집니다.`,
    costsLess: (amount) => `현재보다 ${amount} 저렴해집니다.`,
    confirmAgain: '확정하려면 다시 저장해 주세요.',
    roomNewPrice: (amount) => `이 객실의 새 요금: ${amount}`,
    confirmChange: '변경 저장',
    confirmNewTotal: '새 합계로 확정',
    changeDone: '예약을 변경했습니다.',
    nothingChanged: '변경된 항목이 없습니다.',
  },
};
