import type { Locale } from '@yadori/contract/locales';

/** What the payments page's calls tell the guest when they refuse (decision 060), in five languages. */
export interface PaymentLinkTexts {
  /** An unknown number, another hotel's, or one the client cannot see: the same sentence. */
  linkNotFound: string;
  /** 410 1250: the page's hour is over (spec §4, §9). */
  sessionExpired: string;
  /** 409 3200: the link was paid (in another window, or by someone else). */
  alreadyPaid: string;
  /** 409 3200: the hotel withdrew the link. */
  withdrawn: string;
  /** 409 3200: the link was closed or refunded by the hotel. */
  closed: string;
  /** 409 3200: another payment of the link is under way. */
  inProgress: string;
  /** 409 3201: authorised, but the link was withdrawn or paid meanwhile: released, nothing charged. */
  notCapturable: string;
  /** 409 3201: `complete` with no payment under way for this page. */
  nothingToComplete: string;
  /** 409 3201: PayPal's approval has not come back yet. */
  notApproved: string;
  /** 422: `method: paypal` at a hotel whose gateway does not offer it. */
  payPalNotAccepted: string;
  /** 404 of the PayPal calls: unknown hotel, or one that does not offer PayPal. */
  payPalNotOffered: string;
  /** 404 of GET /book/qr_codes. */
  qrCodeNotFound: string;
}

export type PaymentLinkTextKey = keyof PaymentLinkTexts;

const en: PaymentLinkTexts = {
  linkNotFound: 'This payment was not found. Please check the address.',
  sessionExpired: 'This payment page has expired. Please reload the page.',
  alreadyPaid: 'This payment has already been made.',
  withdrawn: 'This payment request has been withdrawn by the hotel and can no longer be paid.',
  closed: 'This payment request has been closed by the hotel and can no longer be paid.',
  inProgress: 'Another payment for this request is in progress. Please wait a moment, then reload the page.',
  notCapturable:
    'The payment could not be completed because this request was withdrawn or paid elsewhere. You have not been charged.',
  nothingToComplete: 'There is no payment in progress to complete. Please start the payment again.',
  notApproved: 'The PayPal payment has not been approved yet.',
  payPalNotAccepted: 'PayPal cannot be used for this payment. Please pay by card.',
  payPalNotOffered: 'PayPal is not available for this hotel.',
  qrCodeNotFound: 'This QR code was not found.',
};

const ja: PaymentLinkTexts = {
  linkNotFound: 'お支払い情報が見つかりません。URLをご確認ください。',
  sessionExpired: 'お支払いページの有効期限が切れました。ページを再読み込みしてください。',
  alreadyPaid: 'このお支払いはすでに完了しています。',
  withdrawn: 'このお支払い依頼はホテルにより取り消されたため、お支払いいただけません。',
  closed: 'このお支払い依頼はホテルにより締め切られたため、お支払いいただけません。',
  inProgress:
    'このお支払い依頼は現在ほかのお支払いが処理中です。しばらくしてからページを再読み込みしてください。',
  notCapturable:
    'このお支払い依頼が取り消されたか、別の画面でお支払い済みのため、お支払いを完了できませんでした。料金は請求されていません。',
  nothingToComplete: '完了できるお支払いがありません。もう一度お支払いを開始してください。',
  notApproved: 'PayPalでのお支払いがまだ承認されていません。',
  payPalNotAccepted: 'このお支払いにはPayPalをご利用いただけません。カードでお支払いください。',
  payPalNotOffered: 'このホテルではPayPalをご利用いただけません。',
  qrCodeNotFound: 'このQRコードは見つかりません。',
};

const zhHans: PaymentLinkTexts = {
  linkNotFound: '未找到此付款信息，请检查网址。',
  sessionExpired: '付款页面已过期，请重新加载页面。',
  alreadyPaid: '此笔款项已支付。',
  withdrawn: '酒店已撤回此付款请求，无法再支付。',
  closed: '酒店已关闭此付款请求，无法再支付。',
  inProgress: '此付款请求有另一笔付款正在处理中，请稍候再重新加载页面。',
  notCapturable: '由于此付款请求已被撤回或已在其他页面支付，付款未能完成。您未被扣款。',
  nothingToComplete: '没有可完成的付款，请重新开始付款。',
  notApproved: 'PayPal付款尚未获得批准。',
  payPalNotAccepted: '此笔付款无法使用PayPal，请使用银行卡支付。',
  payPalNotOffered: '该酒店不支持PayPal。',
  qrCodeNotFound: '未找到此二维码。',
};

const zhHant: PaymentLinkTexts = {
  linkNotFound: '找不到此付款資訊，請確認網址。',
  sessionExpired: '付款頁面已逾時，請重新載入頁面。',
  alreadyPaid: '此筆款項已付款。',
  withdrawn: '飯店已撤回此付款請求，無法再付款。',
  closed: '飯店已關閉此付款請求，無法再付款。',
  inProgress: '此付款請求有另一筆付款正在處理中，請稍候再重新載入頁面。',
  notCapturable: '由於此付款請求已被撤回或已在其他頁面付款，付款未能完成。您未被扣款。',
  nothingToComplete: '沒有可完成的付款，請重新開始付款。',
  notApproved: 'PayPal付款尚未獲得核准。',
  payPalNotAccepted: '此筆付款無法使用PayPal，請使用信用卡付款。',
  payPalNotOffered: '該飯店不提供PayPal付款。',
  qrCodeNotFound: '找不到此QR碼。',
};

const ko: PaymentLinkTexts = {
  linkNotFound: '결제 정보를 찾을 수 없습니다. 주소를 확인해 주세요.',
  sessionExpired: '결제 페이지가 만료되었습니다. 페이지를 새로 고쳐 주세요.',
  alreadyPaid: '이 결제는 이미 완료되었습니다.',
  withdrawn: '호텔에서 이 결제 요청을 철회하여 더 이상 결제할 수 없습니다.',
  closed: '호텔에서 이 결제 요청을 마감하여 더 이상 결제할 수 없습니다.',
  inProgress: '이 결제 요청의 다른 결제가 처리 중입니다. 잠시 후 페이지를 새로 고쳐 주세요.',
  notCapturable:
    '이 결제 요청이 철회되었거나 다른 화면에서 결제되어 결제를 완료할 수 없었습니다. 요금은 청구되지 않았습니다.',
  nothingToComplete: '완료할 결제가 없습니다. 결제를 다시 시작해 주세요.',
  notApproved: 'PayPal 결제가 아직 승인되지 않았습니다.',
  payPalNotAccepted: '이 결제에는 PayPal을 사용할 수 없습니다. 카드로 결제해 주세요.',
  payPalNotOffered: '이 호텔에서는 PayPal을 사용할 수 없습니다.',
  qrCodeNotFound: '이 QR 코드를 찾을 수 없습니다.',
};

export const PAYMENT_LINK_TEXTS: Record<Locale, PaymentLinkTexts> = {
  en,
  ja,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  ko,
};
