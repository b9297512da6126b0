import type { Locale } from '@yadori/contract/locales';
import type { PaymentLinkPurpose } from '@yadori/contract/payment-links.constants';

/**
 * The words of the payment-link mails (decision 060): the payment request a hotel sends a guest, and
 * the receipt once the guest paid. Written per language, not machine-translated; functions take what
 * varies so each language can order it naturally.
 */
export interface PaymentLinkMailTexts {
  greeting: (name: string | null) => string;
  requestSubject: (hotel: string, amount: string) => string;
  requestIntro: (hotel: string, amount: string) => string;
  payAction: string;
  requestAfter: string;
  receiptSubject: (hotel: string, amount: string) => string;
  receiptIntro: (hotel: string) => string;
  receiptAfter: string;
  amount: string;
  amountPaid: string;
  purpose: string;
  purposes: Record<PaymentLinkPurpose, string>;
  reservationNumber: string;
  paymentNumber: string;
  paidAt: string;
  paidWith: string;
  card: (brand: string, last4: string | null) => string;
  paypal: string;
  closing: (hotel: string) => string;
}

const en: PaymentLinkMailTexts = {
  greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
  requestSubject: (hotel, amount) => `${hotel}: payment request for ${amount}`,
  requestIntro: (hotel, amount) =>
    `${hotel} asks you to pay ${amount}. You can pay securely online through the link below.`,
  payAction: 'Go to the payment page',
  requestAfter:
    'If you have already paid, or if you have any questions about this request, please contact the hotel.',
  receiptSubject: (hotel, amount) => `${hotel}: receipt for your payment of ${amount}`,
  receiptIntro: (hotel) =>
    `Thank you. ${hotel} has received your payment. Please keep this email as your receipt.`,
  receiptAfter: 'If you have any questions about this payment, please contact the hotel.',
  amount: 'Amount',
  amountPaid: 'Amount paid',
  purpose: 'For',
  purposes: {
    deposit: 'Deposit',
    balance: 'Balance of your stay',
    extra: 'Additional charges',
    no_show_fee: 'No-show fee',
    other: 'Payment',
  },
  reservationNumber: 'Reservation number',
  paymentNumber: 'Payment number',
  paidAt: 'Paid on',
  paidWith: 'Paid with',
  card: (brand, last4) => (last4 ? `${brand} card ending in ${last4}` : `${brand} card`),
  paypal: 'PayPal',
  closing: (hotel) => `Kind regards,\n${hotel}`,
};

const ja: PaymentLinkMailTexts = {
  greeting: (name) => (name ? `${name} 様` : 'お客様'),
  requestSubject: (hotel, amount) => `【${hotel}】お支払いのお願い（${amount}）`,
  requestIntro: (hotel, amount) =>
    `${hotel}より、${amount}のお支払いをお願いしております。下記のリンクから、オンラインで安全にお支払いいただけます。`,
  payAction: 'お支払いページへ進む',
  requestAfter:
    'すでにお支払い済みの場合や、本件についてご不明な点がございましたら、ホテルまでお問い合わせください。',
  receiptSubject: (hotel, amount) => `【${hotel}】お支払い完了のお知らせ（${amount}）`,
  receiptIntro: (hotel) =>
    `${hotel}へのお支払いが完了しました。お支払いいただき、誠にありがとうございます。本メールはお支払いの控えとして保管してください。`,
  receiptAfter: 'このお支払いについてご不明な点がございましたら、ホテルまでお問い合わせください。',
  amount: 'ご請求金額',
  amountPaid: 'お支払い金額',
  purpose: 'ご請求内容',
  purposes: {
    deposit: '予約金（デポジット）',
    balance: 'ご宿泊料金の残額',
    extra: '追加料金',
    no_show_fee: '無断キャンセル料（ノーショー）',
    other: 'お支払い',
  },
  reservationNumber: '予約番号',
  paymentNumber: 'お支払い番号',
  paidAt: 'お支払い日時',
  paidWith: 'お支払い方法',
  card: (brand, last4) => (last4 ? `${brand}カード（末尾 ${last4}）` : `${brand}カード`),
  paypal: 'PayPal',
  closing: (hotel) => `${hotel}`,
};

const zhHans: PaymentLinkMailTexts = {
  greeting: (name) => (name ? `尊敬的${name}：` : '您好：'),
  requestSubject: (hotel, amount) => `${hotel}：付款请求（${amount}）`,
  requestIntro: (hotel, amount) => `${hotel}请您支付${amount}。您可以通过下方链接在线安全付款。`,
  payAction: '前往付款页面',
  requestAfter: '如果您已经付款，或对本次付款请求有任何疑问，请联系酒店。',
  receiptSubject: (hotel, amount) => `${hotel}：付款收据（${amount}）`,
  receiptIntro: (hotel) => `感谢您的付款，${hotel}已收到您的款项。请保存此邮件作为付款凭证。`,
  receiptAfter: '如对本次付款有任何疑问，请联系酒店。',
  amount: '金额',
  amountPaid: '付款金额',
  purpose: '款项内容',
  purposes: {
    deposit: '订金',
    balance: '住宿费用余款',
    extra: '额外费用',
    no_show_fee: '未入住费用',
    other: '付款',
  },
  reservationNumber: '预订编号',
  paymentNumber: '付款编号',
  paidAt: '付款时间',
  paidWith: '付款方式',
  card: (brand, last4) => (last4 ? `${brand}卡（尾号 ${last4}）` : `${brand}卡`),
  paypal: 'PayPal',
  closing: (hotel) => `此致\n${hotel}`,
};

const zhHant: PaymentLinkMailTexts = {
  greeting: (name) => (name ? `親愛的${name}您好：` : '您好：'),
  requestSubject: (hotel, amount) => `${hotel}：付款請求（${amount}）`,
  requestIntro: (hotel, amount) => `${hotel}請您支付${amount}。您可以透過下方連結在線上安全付款。`,
  payAction: '前往付款頁面',
  requestAfter: '如果您已經付款，或對本次付款請求有任何疑問，請與飯店聯絡。',
  receiptSubject: (hotel, amount) => `${hotel}：付款收據（${amount}）`,
  receiptIntro: (hotel) => `感謝您的付款，${hotel}已收到您的款項。請保存此郵件作為付款憑證。`,
  receiptAfter: '如對本次付款有任何疑問，請與飯店聯絡。',
  amount: '金額',
  amountPaid: '付款金額',
  purpose: '款項內容',
  purposes: {
    deposit: '訂金',
    balance: '住宿費用餘額',
    extra: '額外費用',
    no_show_fee: '未入住費用',
    other: '付款',
  },
  reservationNumber: '訂房編號',
  paymentNumber: '付款編號',
  paidAt: '付款時間',
  paidWith: '付款方式',
  card: (brand, last4) => (last4 ? `${brand}卡（末四碼 ${last4}）` : `${brand}卡`),
  paypal: 'PayPal',
  closing: (hotel) => `敬祝 順心\n${hotel}`,
};

const ko: PaymentLinkMailTexts = {
  greeting: (name) => (name ? `${name}님, 안녕하세요.` : '안녕하세요.'),
  requestSubject: (hotel, amount) => `${hotel}: 결제 요청 (${amount})`,
  requestIntro: (hotel, amount) =>
    `${hotel}에서 ${amount} 결제를 요청드립니다. 아래 링크에서 온라인으로 안전하게 결제하실 수 있습니다.`,
  payAction: '결제 페이지로 이동',
  requestAfter: '이미 결제하셨거나 이 요청에 대해 궁금한 점이 있으시면 호텔로 문의해 주세요.',
  receiptSubject: (hotel, amount) => `${hotel}: 결제 영수증 (${amount})`,
  receiptIntro: (hotel) =>
    `결제해 주셔서 감사합니다. ${hotel}에서 결제를 확인했습니다. 이 메일을 영수증으로 보관해 주세요.`,
  receiptAfter: '이 결제에 대해 궁금한 점이 있으시면 호텔로 문의해 주세요.',
  amount: '청구 금액',
  amountPaid: '결제 금액',
  purpose: '청구 내용',
  purposes: {
    deposit: '예약금(디파짓)',
    balance: '숙박 요금 잔액',
    extra: '추가 요금',
    no_show_fee: '노쇼 요금',
    other: '결제',
  },
  reservationNumber: '예약 번호',
  paymentNumber: '결제 번호',
  paidAt: '결제 일시',
  paidWith: '결제 수단',
  card: (brand, last4) => (last4 ? `${brand} 카드(끝자리 ${last4})` : `${brand} 카드`),
  paypal: 'PayPal',
  closing: (hotel) => `감사합니다.\n${hotel}`,
};

export const PAYMENT_LINK_MAIL_TEXTS: Record<Locale, PaymentLinkMailTexts> = {
  en,
  ja,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  ko,
};
