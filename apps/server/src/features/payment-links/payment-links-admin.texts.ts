import type { Locale } from '@yadori/contract/locales';

/** What the refusals of the hotel's payment-link calls (console and partner API) say, in five languages. */
export interface PaymentLinkAdminTexts {
  /** 404: no link of that number at this hotel. */
  linkNotFound: string;
  /** 422: the reservation number names no stay of this hotel. */
  reservationNotFound: string;
  /** 409 (3200): cancel or send, but the link is no longer waiting for payment. */
  notUnpaid: string;
  /** 409 (3200): complete or refund, but the link is not paid (or already completed or refunded). */
  notPaid: string;
  /** 409 (3200): send, but the link has no guest e-mail address. */
  noEmail: string;
  /** 409 (3200): cancel while the guest's payment is being taken. */
  busy: string;
  /** 422: the Idempotency-Key came before with another request. */
  idempotencyKeyReused: string;
}

const en: PaymentLinkAdminTexts = {
  linkNotFound: 'There is no payment link with this number at this hotel.',
  reservationNotFound: 'There is no reservation with this number at this hotel.',
  notUnpaid: 'This payment link is no longer waiting for payment, so it cannot be changed or sent.',
  notPaid:
    'This payment link has not been paid, or it was already completed or refunded, so this cannot be done.',
  noEmail: 'This payment link has no guest email address to send the payment request to.',
  busy: 'The guest’s payment for this link is being processed right now. Please try again in a moment.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
};

const ja: PaymentLinkAdminTexts = {
  linkNotFound: 'この施設にこの番号の支払いリンクはありません。',
  reservationNotFound: 'この施設にこの番号の予約はありません。',
  notUnpaid: 'この支払いリンクはすでに支払い待ちではないため、変更や送信はできません。',
  notPaid: 'この支払いリンクは未払いか、すでに完了または返金済みのため、この操作はできません。',
  noEmail: 'この支払いリンクにはお客様のメールアドレスがないため、支払い依頼を送信できません。',
  busy: 'このリンクのお支払いを現在処理中です。しばらくしてからもう一度お試しください。',
  idempotencyKeyReused:
    'この Idempotency-Key は別の内容のリクエストですでに使用されています。新しいリクエストには新しいキーを指定してください。',
};

const zhHans: PaymentLinkAdminTexts = {
  linkNotFound: '本酒店没有此编号的付款链接。',
  reservationNotFound: '本酒店没有此编号的预订。',
  notUnpaid: '此付款链接已不在待付款状态，无法更改或发送。',
  notPaid: '此付款链接尚未付款，或已完成或已退款，无法执行此操作。',
  noEmail: '此付款链接没有客人的电子邮箱地址，无法发送付款请求。',
  busy: '此链接的付款正在处理中，请稍后再试。',
  idempotencyKeyReused: '此 Idempotency-Key 已用于内容不同的请求。新的请求请使用新的密钥。',
};

const zhHant: PaymentLinkAdminTexts = {
  linkNotFound: '本飯店沒有此編號的付款連結。',
  reservationNotFound: '本飯店沒有此編號的訂房。',
  notUnpaid: '此付款連結已不在待付款狀態，無法變更或傳送。',
  notPaid: '此付款連結尚未付款，或已完成或已退款，無法執行此操作。',
  noEmail: '此付款連結沒有房客的電子郵件地址，無法傳送付款請求。',
  busy: '此連結的付款正在處理中，請稍後再試。',
  idempotencyKeyReused: '此 Idempotency-Key 已用於內容不同的請求。新的請求請使用新的金鑰。',
};

const ko: PaymentLinkAdminTexts = {
  linkNotFound: '이 호텔에는 이 번호의 결제 링크가 없습니다.',
  reservationNotFound: '이 호텔에는 이 번호의 예약이 없습니다.',
  notUnpaid: '이 결제 링크는 더 이상 결제 대기 중이 아니므로 변경하거나 보낼 수 없습니다.',
  notPaid: '이 결제 링크는 결제되지 않았거나 이미 완료 또는 환불되어 이 작업을 할 수 없습니다.',
  noEmail: '이 결제 링크에는 고객 이메일 주소가 없어 결제 요청을 보낼 수 없습니다.',
  busy: '이 링크의 결제를 지금 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
  idempotencyKeyReused:
    '이 Idempotency-Key는 내용이 다른 요청에 이미 사용되었습니다. 새 요청에는 새 키를 사용해 주세요.',
};

export const PAYMENT_LINK_ADMIN_TEXTS: Record<Locale, PaymentLinkAdminTexts> = {
  en,
  ja,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  ko,
};
