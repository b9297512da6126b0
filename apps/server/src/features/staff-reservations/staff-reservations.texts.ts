import type { Locale } from '@yadori/contract/locales';

/** What the console's reservation calls tell staff, in the five languages. */
export interface StaffReservationTexts {
  /** No reservation of that number at this hotel. */
  reservationNotFound: string;
  /** The stay has no file of that id (another stay's and another hotel's are not told apart). */
  fileNotFound: string;
  /** The file's row is kept but its bytes are gone from the disk. */
  fileMissing: string;
  /** The stay is cancelled already. */
  alreadyCancelled: string;
  /** The card still waits for 3-D Secure: neither booked nor cancelled yet. */
  pendingPayment: string;
  /** The guest is marked a no-show already. */
  alreadyNoShow: string;
  /** A no-show before the check-in date. */
  beforeCheckin: string;
  /** A fee above what the stay costs. */
  feeAboveTotal: string;
  /** Someone changed the stay since the console read it. */
  versionConflict: string;
  /** A cancellation mail for a stay that is not cancelled. */
  notCancelled: string;
  /** A confirmation mail for a stay that is not confirmed. */
  notConfirmed: string;
  /** A cancellation mail for a stay that ended without one (its card was declined or its hold expired). */
  noCancellationMail: string;
  /** Card money moved on a stay not paid by card. */
  notCard: string;
  /** A capture with no authorisation waiting (or of a stay not confirmed). */
  nothingToCapture: string;
  /** A capture above what the card authorised. */
  aboveAuthorised: string;
  /** A refund with no captured money left. */
  nothingToRefund: string;
  /** A refund above what is left to give back. */
  aboveRefundable: string;
  /** The gateway did not answer; the operation is retried. */
  gatewayUnavailable: string;
  /** A change of a stay whose check-in day is over, or to a past check-in date. */
  stayStarted: string;
}

export const STAFF_RESERVATION_TEXTS: Record<Locale, StaffReservationTexts> = {
  en: {
    reservationNotFound: 'There is no reservation with this number at this hotel.',
    fileNotFound: 'This reservation has no file with this id.',
    fileMissing: "This file's contents are no longer kept on the server, so it cannot be downloaded.",
    alreadyCancelled: 'This reservation is already cancelled.',
    pendingPayment:
      'This reservation is still waiting for the card check (3-D Secure). Try again once it is confirmed.',
    alreadyNoShow: 'This guest is already marked as a no-show.',
    beforeCheckin: 'A guest can be marked as a no-show only from the check-in date on.',
    feeAboveTotal: 'The fee cannot be more than the total of the reservation.',
    versionConflict: 'Someone changed this reservation in the meantime. Reload it and try again.',
    notCancelled: 'This reservation is not cancelled, so there is no cancellation email to send.',
    notConfirmed: 'This reservation is not confirmed, so there is no confirmation email to send.',
    noCancellationMail:
      'This reservation ended because its card payment did not go through, so there is no cancellation email to send.',
    notCard: 'This reservation is not paid by card, so there is no card payment to capture or refund.',
    nothingToCapture: 'There is no card authorisation waiting to be captured on this reservation.',
    aboveAuthorised: 'The amount cannot be more than the card authorisation that is left to capture.',
    nothingToRefund:
      'No card payment has been captured on this reservation, or all of it was already refunded.',
    aboveRefundable: 'The amount cannot be more than what was captured and not yet refunded.',
    gatewayUnavailable:
      'The payment service did not answer. The operation is recorded and will be completed automatically; check the payment again in a few minutes.',
    stayStarted:
      'A stay can be changed here only before its check-in day is over, and the new check-in date cannot be in the past.',
  },
  ja: {
    reservationNotFound: 'この施設にこの予約番号の予約はありません。',
    fileNotFound: 'この予約にこの ID のファイルはありません。',
    fileMissing: 'このファイルの中身はサーバーに残っていないため、ダウンロードできません。',
    alreadyCancelled: 'この予約はすでにキャンセルされています。',
    pendingPayment:
      'この予約はカードの本人認証（3-Dセキュア）を待っています。確定してからもう一度お試しください。',
    alreadyNoShow: 'このお客様はすでにノーショーとして記録されています。',
    beforeCheckin: 'ノーショーはチェックイン日以降にのみ記録できます。',
    feeAboveTotal: '料金は予約の合計金額を超えることはできません。',
    versionConflict: 'この予約は他の人によって変更されました。再読み込みしてからもう一度お試しください。',
    notCancelled: 'この予約はキャンセルされていないため、キャンセルのメールは送れません。',
    notConfirmed: 'この予約は確定していないため、予約確認のメールは送れません。',
    noCancellationMail:
      'この予約はカード決済が完了しなかったため終了しており、送れるキャンセルのメールはありません。',
    notCard: 'この予約はカード決済ではないため、売上確定や返金をするカード決済はありません。',
    nothingToCapture: 'この予約には売上確定を待つカードの与信がありません。',
    aboveAuthorised: '金額は、売上確定できる残りの与信額を超えることはできません。',
    nothingToRefund: 'この予約には確定済みのカード売上がないか、すでに全額返金されています。',
    aboveRefundable: '金額は、売上確定済みでまだ返金していない額を超えることはできません。',
    gatewayUnavailable:
      '決済サービスから応答がありませんでした。操作は記録され、自動的に完了します。数分後に決済状況をもう一度ご確認ください。',
    stayStarted:
      '予約の変更はチェックイン日が終わる前までで、新しいチェックイン日に過去の日付は指定できません。',
  },
  zh_Hans: {
    reservationNotFound: '本酒店没有该预订号的预订。',
    fileNotFound: '该预订没有此 ID 的文件。',
    fileMissing: '该文件的内容已不在服务器上，无法下载。',
    alreadyCancelled: '此预订已被取消。',
    pendingPayment: '此预订仍在等待银行卡验证（3-D Secure）。请在预订确认后再试。',
    alreadyNoShow: '此客人已被记录为未入住（No-show）。',
    beforeCheckin: '只有从入住日起才能将客人记录为未入住（No-show）。',
    feeAboveTotal: '费用不能超过预订的总金额。',
    versionConflict: '此预订已被他人修改。请重新加载后再试。',
    notCancelled: '此预订未被取消，因此没有可发送的取消邮件。',
    notConfirmed: '此预订尚未确认，因此没有可发送的确认邮件。',
    noCancellationMail: '此预订因银行卡付款未完成而终止，因此没有可发送的取消邮件。',
    notCard: '此预订不是银行卡付款，因此没有可请款或退款的银行卡付款。',
    nothingToCapture: '此预订没有等待请款的银行卡预授权。',
    aboveAuthorised: '金额不能超过剩余可请款的预授权金额。',
    nothingToRefund: '此预订没有已请款的银行卡款项，或已全部退款。',
    aboveRefundable: '金额不能超过已请款且尚未退款的金额。',
    gatewayUnavailable: '支付服务没有响应。该操作已记录，将自动完成；请几分钟后再查看付款状态。',
    stayStarted: '只能在入住日结束前在此修改预订，且新的入住日期不能是过去的日期。',
  },
  zh_Hant: {
    reservationNotFound: '本飯店沒有此訂房編號的訂房。',
    fileNotFound: '此訂房沒有此 ID 的檔案。',
    fileMissing: '此檔案的內容已不在伺服器上，無法下載。',
    alreadyCancelled: '此訂房已被取消。',
    pendingPayment: '此訂房仍在等待信用卡驗證（3-D Secure）。請在訂房確認後再試。',
    alreadyNoShow: '此房客已被記錄為未入住（No-show）。',
    beforeCheckin: '只有從入住日起才能將房客記錄為未入住（No-show）。',
    feeAboveTotal: '費用不能超過訂房的總金額。',
    versionConflict: '此訂房已被他人修改。請重新載入後再試。',
    notCancelled: '此訂房未被取消，因此沒有可寄送的取消郵件。',
    notConfirmed: '此訂房尚未確認，因此沒有可寄送的確認郵件。',
    noCancellationMail: '此訂房因信用卡付款未完成而終止，因此沒有可寄送的取消郵件。',
    notCard: '此訂房不是信用卡付款，因此沒有可請款或退款的信用卡付款。',
    nothingToCapture: '此訂房沒有等待請款的信用卡預先授權。',
    aboveAuthorised: '金額不能超過剩餘可請款的預先授權金額。',
    nothingToRefund: '此訂房沒有已請款的信用卡款項，或已全部退款。',
    aboveRefundable: '金額不能超過已請款且尚未退款的金額。',
    gatewayUnavailable: '付款服務沒有回應。此操作已記錄，將自動完成；請幾分鐘後再查看付款狀態。',
    stayStarted: '只能在入住日結束前在此變更訂房，且新的入住日期不能是過去的日期。',
  },
  ko: {
    reservationNotFound: '이 호텔에 해당 예약 번호의 예약이 없습니다.',
    fileNotFound: '이 예약에는 해당 ID의 파일이 없습니다.',
    fileMissing: '이 파일의 내용이 서버에 더 이상 남아 있지 않아 다운로드할 수 없습니다.',
    alreadyCancelled: '이 예약은 이미 취소되었습니다.',
    pendingPayment:
      '이 예약은 아직 카드 인증(3-D Secure)을 기다리고 있습니다. 예약이 확정된 후 다시 시도해 주세요.',
    alreadyNoShow: '이 고객은 이미 노쇼로 기록되어 있습니다.',
    beforeCheckin: '노쇼는 체크인 날짜부터만 기록할 수 있습니다.',
    feeAboveTotal: '요금은 예약 총액보다 많을 수 없습니다.',
    versionConflict: '다른 사람이 이 예약을 변경했습니다. 다시 불러온 후 다시 시도해 주세요.',
    notCancelled: '이 예약은 취소되지 않았으므로 보낼 취소 메일이 없습니다.',
    notConfirmed: '이 예약은 확정되지 않았으므로 보낼 예약 확인 메일이 없습니다.',
    noCancellationMail: '이 예약은 카드 결제가 완료되지 않아 종료되었으므로 보낼 취소 메일이 없습니다.',
    notCard: '이 예약은 카드 결제가 아니므로 매입하거나 환불할 카드 결제가 없습니다.',
    nothingToCapture: '이 예약에는 매입을 기다리는 카드 승인이 없습니다.',
    aboveAuthorised: '금액은 매입할 수 있는 남은 승인 금액보다 많을 수 없습니다.',
    nothingToRefund: '이 예약에는 매입된 카드 결제가 없거나 이미 전액 환불되었습니다.',
    aboveRefundable: '금액은 매입되었지만 아직 환불되지 않은 금액보다 많을 수 없습니다.',
    gatewayUnavailable:
      '결제 서비스가 응답하지 않았습니다. 작업은 기록되었으며 자동으로 완료됩니다. 몇 분 후 결제 상태를 다시 확인해 주세요.',
    stayStarted:
      '예약은 체크인 날이 끝나기 전까지만 여기서 변경할 수 있으며, 새 체크인 날짜는 과거일 수 없습니다.',
  },
};
