import type { Locale } from '@yadori/contract/locales';

/** What the console's reservation calls tell staff, in the five languages. */
export interface StaffReservationTexts {
  /** No reservation of that number at this hotel. */
  reservationNotFound: string;
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
}

export const STAFF_RESERVATION_TEXTS: Record<Locale, StaffReservationTexts> = {
  en: {
    reservationNotFound: 'There is no reservation with this number at this hotel.',
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
  },
  ja: {
    reservationNotFound: 'この施設にこの予約番号の予約はありません。',
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
  },
  zh_Hans: {
    reservationNotFound: '本酒店没有该预订号的预订。',
    alreadyCancelled: '此预订已被取消。',
    pendingPayment: '此预订仍在等待银行卡验证（3-D Secure）。请在预订确认后再试。',
    alreadyNoShow: '此客人已被记录为未入住（No-show）。',
    beforeCheckin: '只有从入住日起才能将客人记录为未入住（No-show）。',
    feeAboveTotal: '费用不能超过预订的总金额。',
    versionConflict: '此预订已被他人修改。请重新加载后再试。',
    notCancelled: '此预订未被取消，因此没有可发送的取消邮件。',
    notConfirmed: '此预订尚未确认，因此没有可发送的确认邮件。',
    noCancellationMail: '此预订因银行卡付款未完成而终止，因此没有可发送的取消邮件。',
  },
  zh_Hant: {
    reservationNotFound: '本飯店沒有此訂房編號的訂房。',
    alreadyCancelled: '此訂房已被取消。',
    pendingPayment: '此訂房仍在等待信用卡驗證（3-D Secure）。請在訂房確認後再試。',
    alreadyNoShow: '此房客已被記錄為未入住（No-show）。',
    beforeCheckin: '只有從入住日起才能將房客記錄為未入住（No-show）。',
    feeAboveTotal: '費用不能超過訂房的總金額。',
    versionConflict: '此訂房已被他人修改。請重新載入後再試。',
    notCancelled: '此訂房未被取消，因此沒有可寄送的取消郵件。',
    notConfirmed: '此訂房尚未確認，因此沒有可寄送的確認郵件。',
    noCancellationMail: '此訂房因信用卡付款未完成而終止，因此沒有可寄送的取消郵件。',
  },
  ko: {
    reservationNotFound: '이 호텔에 해당 예약 번호의 예약이 없습니다.',
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
  },
};
