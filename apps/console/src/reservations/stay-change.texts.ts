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
  stayLegend: string;
  checkin: string;
  checkout: string;
  room: (n: number) => string;
  adults: string;
  children: string;
  guestLegend: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  newTotal: (amount: string) => string;
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
    stayLegend: 'Dates and guests',
    checkin: 'Check-in',
    checkout: 'Check-out',
    room: (n) => `Room ${n}`,
    adults: 'Adults',
    children: 'Children',
    guestLegend: 'Booker',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    newTotal: (amount) => `The new total is ${amount}. Save again to confirm it.`,
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
    stayLegend: '日程と人数',
    checkin: 'チェックイン',
    checkout: 'チェックアウト',
    room: (n) => `${n} 室目`,
    adults: '大人',
    children: '子供',
    guestLegend: '予約者',
    firstName: '名',
    lastName: '姓',
    email: 'メールアドレス',
    phone: '電話番号',
    newTotal: (amount) => `新しい合計は ${amount} です。確定するにはもう一度保存してください。`,
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
    stayLegend: '日期和人数',
    checkin: '入住',
    checkout: '退房',
    room: (n) => `第 ${n} 间客房`,
    adults: '成人',
    children: '儿童',
    guestLegend: '预订人',
    firstName: '名',
    lastName: '姓',
    email: '电子邮箱',
    phone: '电话',
    newTotal: (amount) => `新的总金额为 ${amount}。请再次保存以确认。`,
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
    stayLegend: '日期和人數',
    checkin: '入住',
    checkout: '退房',
    room: (n) => `第 ${n} 間客房`,
    adults: '成人',
    children: '兒童',
    guestLegend: '訂房人',
    firstName: '名',
    lastName: '姓',
    email: '電子郵件',
    phone: '電話',
    newTotal: (amount) => `新的總金額為 ${amount}。請再次儲存以確認。`,
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
    stayLegend: '날짜와 인원',
    checkin: '체크인',
    checkout: '체크아웃',
    room: (n) => `객실 ${n}`,
    adults: '성인',
    children: '어린이',
    guestLegend: '예약자',
    firstName: '이름',
    lastName: '성',
    email: '이메일',
    phone: '전화번호',
    newTotal: (amount) => `새 합계는 ${amount}입니다. 확정하려면 다시 저장해 주세요.`,
    confirmChange: '변경 저장',
    confirmNewTotal: '새 합계로 확정',
    changeDone: '예약을 변경했습니다.',
    nothingChanged: '변경된 항목이 없습니다.',
  },
};
