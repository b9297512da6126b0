import type { Locale } from '@yadori/contract/locales';

/** What the hotel does with a stay: notes, no-show, cancellation, mails again. */
export interface ReservationActionsTexts {
  actions: string;
  markNoShow: string;
  cancel: string;
  resendConfirmation: string;
  resendCancellation: string;
  notes: string;
  notesCaption: string;
  noNotes: string;
  noteBy: (author: string, when: string) => string;
  newNote: string;
  newNoteHint: string;
  addNote: string;
  noteAdded: string;
  noShowTitle: string;
  noShowIntro: string;
  noShowFee: string;
  policyFee: (amount: string) => string;
  feeNeedsPayments: string;
  confirmNoShow: string;
  noShowDone: string;
  cancelTitle: string;
  cancelIntro: string;
  feeLegend: string;
  feePolicy: (amount: string) => string;
  feeNone: string;
  feeAmount: string;
  amount: string;
  amountHint: (max: string) => string;
  reason: string;
  reasonHint: string;
  confirmCancel: string;
  keepReservation: string;
  cancelDone: string;
  resendConfirmationTitle: string;
  resendCancellationTitle: string;
  resendBody: (email: string) => string;
  send: string;
  sent: (email: string) => string;
  working: string;
}

export const RESERVATION_ACTIONS_TEXTS: Record<Locale, ReservationActionsTexts> = {
  en: {
    actions: 'Actions',
    markNoShow: 'Mark as no-show',
    cancel: 'Cancel reservation',
    resendConfirmation: 'Send the confirmation again',
    resendCancellation: 'Send the cancellation notice again',
    notes: 'Notes',
    notesCaption: "The hotel's notes on this stay",
    noNotes: 'No notes yet.',
    noteBy: (author, when) => `${author}, ${when}`,
    newNote: 'New note',
    newNoteHint: "Only the hotel's staff see notes; the guest never does.",
    addNote: 'Add note',
    noteAdded: 'The note was added.',
    noShowTitle: 'Mark the guest as a no-show',
    noShowIntro:
      'The guest did not arrive. The stay is marked as a no-show and the fee below is charged. This cannot be undone.',
    noShowFee: 'No-show fee',
    policyFee: (amount) => `The policy's fee is ${amount}.`,
    feeNeedsPayments: 'Only staff who handle payments can charge another amount.',
    confirmNoShow: 'Mark as no-show',
    noShowDone: 'The guest was marked as a no-show.',
    cancelTitle: 'Cancel this reservation',
    cancelIntro:
      'Its nights become available again and the guest receives the cancellation mail. This cannot be undone.',
    feeLegend: 'Cancellation fee',
    feePolicy: (amount) => `The policy's fee now: ${amount}`,
    feeNone: 'No fee',
    feeAmount: 'Another amount',
    amount: 'Amount',
    amountHint: (max) => `From 0 up to the stay's total, ${max}.`,
    reason: 'Reason',
    reasonHint: 'Kept in the history for the hotel; the guest does not see it.',
    confirmCancel: 'Cancel the reservation',
    keepReservation: 'Keep the reservation',
    cancelDone: 'The reservation was cancelled.',
    resendConfirmationTitle: 'Send the confirmation mail again',
    resendCancellationTitle: 'Send the cancellation mail again',
    resendBody: (email) => `The mail goes to ${email}, in the guest's language.`,
    send: 'Send',
    sent: (email) => `The mail was sent to ${email}.`,
    working: 'Working…',
  },
  ja: {
    actions: '操作',
    markNoShow: 'ノーショーにする',
    cancel: '予約をキャンセル',
    resendConfirmation: '予約確認メールを再送',
    resendCancellation: 'キャンセルメールを再送',
    notes: 'メモ',
    notesCaption: 'この予約に関する施設のメモ',
    noNotes: 'メモはまだありません。',
    noteBy: (author, when) => `${author}・${when}`,
    newNote: '新しいメモ',
    newNoteHint: 'メモは施設のスタッフだけが見られます。ゲストには表示されません。',
    addNote: 'メモを追加',
    noteAdded: 'メモを追加しました。',
    noShowTitle: 'ゲストをノーショーにする',
    noShowIntro:
      'ゲストが到着しませんでした。この予約をノーショーとして記録し、下の料金を請求します。元に戻すことはできません。',
    noShowFee: 'ノーショー料金',
    policyFee: (amount) => `規定の料金は ${amount} です。`,
    feeNeedsPayments: '別の金額を請求できるのは、支払いを扱うスタッフのみです。',
    confirmNoShow: 'ノーショーにする',
    noShowDone: 'ゲストをノーショーとして記録しました。',
    cancelTitle: 'この予約をキャンセル',
    cancelIntro: '客室の在庫が戻り、ゲストにキャンセルのメールが送られます。元に戻すことはできません。',
    feeLegend: 'キャンセル料',
    feePolicy: (amount) => `現時点の規定の料金: ${amount}`,
    feeNone: 'キャンセル料なし',
    feeAmount: '金額を指定',
    amount: '金額',
    amountHint: (max) => `0 から予約の合計 ${max} までです。`,
    reason: '理由',
    reasonHint: '施設用に履歴に残ります。ゲストには表示されません。',
    confirmCancel: '予約をキャンセルする',
    keepReservation: '予約を残す',
    cancelDone: '予約をキャンセルしました。',
    resendConfirmationTitle: '予約確認メールを再送',
    resendCancellationTitle: 'キャンセルメールを再送',
    resendBody: (email) => `${email} に、ゲストの言語で送信します。`,
    send: '送信する',
    sent: (email) => `${email} にメールを送信しました。`,
    working: '処理しています…',
  },
  zh_Hans: {
    actions: '操作',
    markNoShow: '标记为未入住',
    cancel: '取消预订',
    resendConfirmation: '重新发送确认邮件',
    resendCancellation: '重新发送取消邮件',
    notes: '备注',
    notesCaption: '酒店对此预订的备注',
    noNotes: '暂无备注。',
    noteBy: (author, when) => `${author}，${when}`,
    newNote: '新备注',
    newNoteHint: '备注仅酒店员工可见，客人看不到。',
    addNote: '添加备注',
    noteAdded: '备注已添加。',
    noShowTitle: '将客人标记为未入住',
    noShowIntro: '客人没有到店。此预订将被标记为未入住，并收取下方的费用。此操作无法撤销。',
    noShowFee: '未入住费用',
    policyFee: (amount) => `按政策的费用为 ${amount}。`,
    feeNeedsPayments: '只有负责收款的员工可以收取其他金额。',
    confirmNoShow: '标记为未入住',
    noShowDone: '已将客人标记为未入住。',
    cancelTitle: '取消此预订',
    cancelIntro: '客房将重新开放预订，客人会收到取消邮件。此操作无法撤销。',
    feeLegend: '取消费',
    feePolicy: (amount) => `按政策当前的费用：${amount}`,
    feeNone: '不收取费用',
    feeAmount: '指定金额',
    amount: '金额',
    amountHint: (max) => `从 0 到预订总价 ${max}。`,
    reason: '原因',
    reasonHint: '将保存在酒店的修改记录中，客人看不到。',
    confirmCancel: '取消预订',
    keepReservation: '保留预订',
    cancelDone: '预订已取消。',
    resendConfirmationTitle: '重新发送确认邮件',
    resendCancellationTitle: '重新发送取消邮件',
    resendBody: (email) => `邮件将以客人的语言发送至 ${email}。`,
    send: '发送',
    sent: (email) => `邮件已发送至 ${email}。`,
    working: '处理中…',
  },
  zh_Hant: {
    actions: '操作',
    markNoShow: '標記為未入住',
    cancel: '取消訂房',
    resendConfirmation: '重新寄送確認信',
    resendCancellation: '重新寄送取消通知信',
    notes: '備註',
    notesCaption: '飯店對此訂房的備註',
    noNotes: '目前沒有備註。',
    noteBy: (author, when) => `${author}，${when}`,
    newNote: '新增備註內容',
    newNoteHint: '備註只有飯店員工看得到，旅客看不到。',
    addNote: '新增備註',
    noteAdded: '已新增備註。',
    noShowTitle: '將旅客標記為未入住',
    noShowIntro: '旅客沒有抵達。此訂房將標記為未入住，並收取下方的費用。此操作無法復原。',
    noShowFee: '未入住費用',
    policyFee: (amount) => `依政策的費用為 ${amount}。`,
    feeNeedsPayments: '只有負責收款的員工可以收取其他金額。',
    confirmNoShow: '標記為未入住',
    noShowDone: '已將旅客標記為未入住。',
    cancelTitle: '取消此訂房',
    cancelIntro: '客房將重新開放訂房，旅客會收到取消通知信。此操作無法復原。',
    feeLegend: '取消費',
    feePolicy: (amount) => `依政策目前的費用：${amount}`,
    feeNone: '不收取費用',
    feeAmount: '指定金額',
    amount: '金額',
    amountHint: (max) => `從 0 到訂房總價 ${max}。`,
    reason: '原因',
    reasonHint: '會保存在飯店的變更紀錄中，旅客看不到。',
    confirmCancel: '取消訂房',
    keepReservation: '保留訂房',
    cancelDone: '訂房已取消。',
    resendConfirmationTitle: '重新寄送確認信',
    resendCancellationTitle: '重新寄送取消通知信',
    resendBody: (email) => `信件將以旅客的語言寄至 ${email}。`,
    send: '寄送',
    sent: (email) => `信件已寄至 ${email}。`,
    working: '處理中…',
  },
  ko: {
    actions: '작업',
    markNoShow: '노쇼 처리',
    cancel: '예약 취소',
    resendConfirmation: '예약 확인 메일 다시 보내기',
    resendCancellation: '취소 메일 다시 보내기',
    notes: '메모',
    notesCaption: '이 예약에 대한 호텔 메모',
    noNotes: '아직 메모가 없습니다.',
    noteBy: (author, when) => `${author}, ${when}`,
    newNote: '새 메모',
    newNoteHint: '메모는 호텔 직원만 볼 수 있으며 고객에게는 보이지 않습니다.',
    addNote: '메모 추가',
    noteAdded: '메모를 추가했습니다.',
    noShowTitle: '고객을 노쇼로 처리',
    noShowIntro:
      '고객이 도착하지 않았습니다. 이 예약을 노쇼로 기록하고 아래 요금을 청구합니다. 되돌릴 수 없습니다.',
    noShowFee: '노쇼 요금',
    policyFee: (amount) => `규정상 요금은 ${amount}입니다.`,
    feeNeedsPayments: '다른 금액은 결제를 담당하는 직원만 청구할 수 있습니다.',
    confirmNoShow: '노쇼 처리',
    noShowDone: '고객을 노쇼로 기록했습니다.',
    cancelTitle: '이 예약 취소',
    cancelIntro: '객실 재고가 다시 열리고 고객에게 취소 메일이 발송됩니다. 되돌릴 수 없습니다.',
    feeLegend: '취소 수수료',
    feePolicy: (amount) => `현재 규정상 수수료: ${amount}`,
    feeNone: '수수료 없음',
    feeAmount: '금액 지정',
    amount: '금액',
    amountHint: (max) => `0부터 예약 합계 ${max}까지입니다.`,
    reason: '사유',
    reasonHint: '호텔용 변경 기록에 남으며 고객에게는 보이지 않습니다.',
    confirmCancel: '예약 취소하기',
    keepReservation: '예약 유지',
    cancelDone: '예약을 취소했습니다.',
    resendConfirmationTitle: '예약 확인 메일 다시 보내기',
    resendCancellationTitle: '취소 메일 다시 보내기',
    resendBody: (email) => `고객의 언어로 ${email}에 보냅니다.`,
    send: '보내기',
    sent: (email) => `${email}에 메일을 보냈습니다.`,
    working: '처리 중…',
  },
};
