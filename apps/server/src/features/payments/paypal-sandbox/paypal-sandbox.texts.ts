import type { Locale } from '@yadori/contract/locales';

/** Every word the PayPal sandbox's approval page shows, in the five languages. */
export interface PayPalSandboxTexts {
  title: string;
  sandboxNotice: string;
  intro: string;
  orderHeading: string;
  reference: string;
  description: string;
  amount: string;
  choiceHeading: string;
  payWithBalance: string;
  payWithDecliningCard: string;
  decliningCardHint: string;
  cancelAndReturn: string;
  approved: string;
  completed: string;
  voided: string;
  notFound: string;
  returnToMerchant: string;
  returnRefused: string;
}

const en: PayPalSandboxTexts = {
  title: 'Pay with PayPal (test)',
  sandboxNotice: 'Test mode: this page stands in for PayPal. No real payment is made.',
  intro: 'Check the order and choose how the test buyer pays.',
  orderHeading: 'Order',
  reference: 'Reference',
  description: 'Description',
  amount: 'Amount',
  choiceHeading: 'Payment',
  payWithBalance: 'Pay with PayPal balance',
  payWithDecliningCard: 'Pay with a card PayPal will decline',
  decliningCardHint: 'The card is approved here, but PayPal declines it when the merchant takes the payment.',
  cancelAndReturn: 'Cancel and return',
  approved: 'This order has already been approved. Return to the merchant to finish paying.',
  completed: 'This order has already been paid.',
  voided: 'This order was cancelled by the merchant and can no longer be paid.',
  notFound: 'This order does not exist.',
  returnToMerchant: 'Return to the merchant',
  returnRefused:
    "The merchant's return address is not allowed, so this page cannot take you back. Please return to the merchant's page yourself.",
};

const ja: PayPalSandboxTexts = {
  title: 'PayPalで支払う（テスト）',
  sandboxNotice: 'テストモードです。このページはPayPalの代わりの画面で、実際の決済は行われません。',
  intro: '注文内容を確認し、テスト用の購入者の支払い方法を選んでください。',
  orderHeading: '注文内容',
  reference: '参照番号',
  description: '内容',
  amount: '金額',
  choiceHeading: 'お支払い方法',
  payWithBalance: 'PayPal残高で支払う',
  payWithDecliningCard: 'PayPalが拒否するカードで支払う',
  decliningCardHint: 'このカードはここでは承認されますが、ストアが決済を確定するときにPayPalが拒否します。',
  cancelAndReturn: 'キャンセルしてストアに戻る',
  approved: 'この注文はすでに承認されています。ストアに戻ってお支払いを完了してください。',
  completed: 'この注文はすでにお支払い済みです。',
  voided: 'この注文はストアによって取り消されたため、お支払いいただけません。',
  notFound: 'この注文は存在しません。',
  returnToMerchant: 'ストアに戻る',
  returnRefused:
    'ストアの戻り先アドレスが許可されていないため、このページから戻ることができません。お手数ですがストアのページにお戻りください。',
};

const zhHans: PayPalSandboxTexts = {
  title: '使用PayPal付款（测试）',
  sandboxNotice: '测试模式：本页面模拟PayPal，不会产生真实付款。',
  intro: '请确认订单，并选择测试买家的付款方式。',
  orderHeading: '订单',
  reference: '参考编号',
  description: '说明',
  amount: '金额',
  choiceHeading: '付款方式',
  payWithBalance: '使用PayPal余额付款',
  payWithDecliningCard: '使用会被PayPal拒绝的银行卡付款',
  decliningCardHint: '此卡在这里会获得批准，但在商家收款时会被PayPal拒绝。',
  cancelAndReturn: '取消并返回商家',
  approved: '此订单已获批准。请返回商家完成付款。',
  completed: '此订单已付款。',
  voided: '此订单已被商家取消，无法再付款。',
  notFound: '此订单不存在。',
  returnToMerchant: '返回商家',
  returnRefused: '商家的返回地址不被允许，因此无法从本页面返回。请自行返回商家页面。',
};

const zhHant: PayPalSandboxTexts = {
  title: '使用PayPal付款（測試）',
  sandboxNotice: '測試模式：本頁面模擬PayPal，不會產生實際付款。',
  intro: '請確認訂單，並選擇測試買家的付款方式。',
  orderHeading: '訂單',
  reference: '參考編號',
  description: '說明',
  amount: '金額',
  choiceHeading: '付款方式',
  payWithBalance: '使用PayPal餘額付款',
  payWithDecliningCard: '使用會被PayPal拒絕的信用卡付款',
  decliningCardHint: '這張卡在此會先核准，但在商家請款時會遭PayPal拒絕。',
  cancelAndReturn: '取消並返回商家',
  approved: '此訂單已核准。請返回商家完成付款。',
  completed: '此訂單已付款。',
  voided: '此訂單已被商家取消，無法再付款。',
  notFound: '此訂單不存在。',
  returnToMerchant: '返回商家',
  returnRefused: '商家的返回網址不被允許，因此無法從本頁面返回。請自行返回商家頁面。',
};

const ko: PayPalSandboxTexts = {
  title: 'PayPal로 결제(테스트)',
  sandboxNotice: '테스트 모드입니다. 이 페이지는 PayPal을 대신하는 화면이며 실제 결제는 이루어지지 않습니다.',
  intro: '주문 내용을 확인하고 테스트 구매자의 결제 방법을 선택해 주세요.',
  orderHeading: '주문 내용',
  reference: '참조 번호',
  description: '내용',
  amount: '금액',
  choiceHeading: '결제 방법',
  payWithBalance: 'PayPal 잔액으로 결제',
  payWithDecliningCard: 'PayPal이 거절할 카드로 결제',
  decliningCardHint: '이 카드는 여기서는 승인되지만, 상점이 결제를 확정할 때 PayPal이 거절합니다.',
  cancelAndReturn: '취소하고 상점으로 돌아가기',
  approved: '이 주문은 이미 승인되었습니다. 상점으로 돌아가 결제를 완료해 주세요.',
  completed: '이 주문은 이미 결제되었습니다.',
  voided: '이 주문은 상점에서 취소하여 더 이상 결제할 수 없습니다.',
  notFound: '이 주문은 존재하지 않습니다.',
  returnToMerchant: '상점으로 돌아가기',
  returnRefused:
    '상점의 돌아갈 주소가 허용되지 않아 이 페이지에서 돌아갈 수 없습니다. 직접 상점 페이지로 돌아가 주세요.',
};

export const PAYPAL_SANDBOX_TEXTS: Record<Locale, PayPalSandboxTexts> = {
  en,
  ja,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  ko,
};
