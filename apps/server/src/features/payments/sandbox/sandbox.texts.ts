import type { Locale } from '@yadori/contract/locales';

/** Every word the sandbox's own pages (card fields, 3-D Secure challenge) show, in the five languages. */
export interface SandboxTexts {
  fieldsTitle: string;
  sandboxNotice: string;
  cardNumber: string;
  brandLabel: string;
  brandUnknown: string;
  brandNotAccepted: string;
  expiry: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  cvcHint: string;
  holder: string;
  holderHint: string;
  submit: string;
  submitting: string;
  accepted: string;
  /** After the booking refused the card: what to do next. */
  enterAnotherCard: string;
  /** The security-code field of a saved card: the test mode's rule. */
  savedCardNotice: string;
  /** Its label, with the card's brand. */
  savedCardCvc: string;
  codeAccepted: string;
  /** After the booking refused the saved card: what to do next. */
  enterCodeAgain: string;
  INVALID_PARAMETER_SYNTAX: string;
  INVALID_EXPIRATION_YEAR: string;
  Invalid_card_number: string;
  holderInvalid: string;
  cvcInvalid: string;
  networkError: string;
  originRefused: string;
  testCards: string;
  testCardsIntro: string;
  testCardNumber: string;
  testCardResult: string;
  challengeTitle: string;
  challengeIntro: string;
  challengeAmount: string;
  challengeCard: string;
  complete: string;
  fail: string;
  cancel: string;
  challengeAnswered: string;
  challengeNotFound: string;
  backToBooking: string;
  returnRefused: string;
}

const en: SandboxTexts = {
  fieldsTitle: 'Card details',
  sandboxNotice: 'Test mode: no real payment is made. Use one of the test cards below.',
  cardNumber: 'Card number',
  brandLabel: 'Card brand: {brand}',
  brandUnknown: 'Card brand: not recognised yet',
  brandNotAccepted: 'This hotel does not accept {brand} cards online. Please use another card.',
  expiry: 'Expiry date',
  expiryMonth: 'Month (MM)',
  expiryYear: 'Year (YY)',
  cvc: 'Security code',
  cvcHint: '3 digits on the back of the card (4 on the front for American Express).',
  holder: 'Name on card',
  holderHint: 'In half-width Roman letters, as printed on the card (e.g. TARO YAMADA).',
  submit: 'Use this card',
  submitting: 'Checking the card…',
  accepted: '{brand} card ending in {last4} is ready for payment.',
  enterAnotherCard: 'This card could not be used. Enter another card, or choose another payment method.',
  savedCardNotice:
    'Test mode: no real payment is made. Enter the security code given when this card was kept; any other code is declined.',
  savedCardCvc: 'Security code of your {brand} card',
  codeAccepted: 'The security code is ready for payment.',
  enterCodeAgain:
    'This card could not be used. Check the security code, or choose another card or payment method.',
  INVALID_PARAMETER_SYNTAX: 'Please check what you entered.',
  INVALID_EXPIRATION_YEAR:
    'Please check the expiry date. The card must be valid through your check-out date.',
  Invalid_card_number: 'Please check the card number.',
  holderInvalid: 'Please enter the name on the card in half-width Roman letters.',
  cvcInvalid: 'Please check the security code.',
  networkError: 'An error occurred during processing. Please try again later.',
  originRefused: 'This card form can only be used inside the booking page.',
  testCards: 'Test cards',
  testCardsIntro:
    'Any future expiry date, any security code (4 digits for American Express) and any Roman-letter name.',
  testCardNumber: 'Card number',
  testCardResult: 'Result',
  challengeTitle: '3-D Secure authentication (test)',
  challengeIntro:
    'Your card issuer asks you to confirm this payment. In test mode, choose how the authentication ends.',
  challengeAmount: 'Amount',
  challengeCard: 'Card',
  complete: 'Complete authentication',
  fail: 'Fail authentication',
  cancel: 'Cancel',
  challengeAnswered: 'This authentication has already been answered.',
  challengeNotFound: 'This authentication request does not exist or has expired.',
  backToBooking: 'Back to the booking',
  returnRefused: 'The booking page address is not allowed. Please go back to the booking page yourself.',
};

const ja: SandboxTexts = {
  fieldsTitle: 'カード情報',
  sandboxNotice: 'テストモードです。実際の決済は行われません。下のテスト用カードをお使いください。',
  cardNumber: 'カード番号',
  brandLabel: 'カードブランド：{brand}',
  brandUnknown: 'カードブランド：まだ判別できません',
  brandNotAccepted:
    'このホテルではオンライン決済で{brand}カードをご利用いただけません。別のカードをお使いください。',
  expiry: '有効期限',
  expiryMonth: '月（MM）',
  expiryYear: '年（YY）',
  cvc: 'セキュリティコード',
  cvcHint: 'カード裏面の3桁の数字です（American Expressは表面の4桁）。',
  holder: 'カード名義',
  holderHint: 'カードに記載のとおり半角ローマ字で入力してください（例：TARO YAMADA）。',
  submit: 'このカードを使う',
  submitting: 'カードを確認しています…',
  accepted: '末尾{last4}の{brand}カードでお支払いの準備ができました。',
  enterAnotherCard:
    'このカードはご利用いただけませんでした。別のカードを入力するか、別のお支払い方法をお選びください。',
  savedCardNotice:
    'テストモードです。実際の決済は行われません。カードを登録したときのセキュリティコードを入力してください。それ以外のコードでは決済できません。',
  savedCardCvc: '{brand}カードのセキュリティコード',
  codeAccepted: 'セキュリティコードを受け付けました。お支払いの準備ができました。',
  enterCodeAgain:
    'このカードはご利用いただけませんでした。セキュリティコードをご確認いただくか、別のカードまたはお支払い方法をお選びください。',
  INVALID_PARAMETER_SYNTAX: '入力内容をご確認ください。',
  INVALID_EXPIRATION_YEAR: '有効期限をご確認ください。チェックアウト日まで有効なカードが必要です。',
  Invalid_card_number: 'カード番号をご確認ください。',
  holderInvalid: 'カード名義は半角ローマ字で入力してください。',
  cvcInvalid: 'セキュリティコードをご確認ください。',
  networkError: '処理中にエラーが発生しました。しばらくしてからもう一度お試しください。',
  originRefused: 'このカード入力欄は予約ページの中でのみご利用いただけます。',
  testCards: 'テスト用カード',
  testCardsIntro:
    '有効期限は未来の年月、セキュリティコードは任意の数字（American Expressは4桁）、名義は任意のローマ字で入力できます。',
  testCardNumber: 'カード番号',
  testCardResult: '結果',
  challengeTitle: '3Dセキュア認証（テスト）',
  challengeIntro:
    'カード会社がこのお支払いの本人認証を求めています。テストモードでは認証の結果を選んでください。',
  challengeAmount: '金額',
  challengeCard: 'カード',
  complete: '認証を完了する',
  fail: '認証に失敗させる',
  cancel: 'キャンセル',
  challengeAnswered: 'この認証にはすでに回答済みです。',
  challengeNotFound: 'この認証リクエストは存在しないか、有効期限が切れています。',
  backToBooking: '予約ページに戻る',
  returnRefused: '予約ページのアドレスが許可されていません。お手数ですが予約ページにお戻りください。',
};

const zhHans: SandboxTexts = {
  fieldsTitle: '银行卡信息',
  sandboxNotice: '测试模式：不会产生真实付款。请使用下方的测试卡。',
  cardNumber: '卡号',
  brandLabel: '卡组织：{brand}',
  brandUnknown: '卡组织：尚未识别',
  brandNotAccepted: '本酒店的在线付款不接受{brand}卡，请使用其他银行卡。',
  expiry: '有效期',
  expiryMonth: '月（MM）',
  expiryYear: '年（YY）',
  cvc: '安全码',
  cvcHint: '卡背面的3位数字（American Express为正面的4位数字）。',
  holder: '持卡人姓名',
  holderHint: '请按卡面上的拼写以半角英文字母填写（例如 TARO YAMADA）。',
  submit: '使用此卡',
  submitting: '正在验证银行卡…',
  accepted: '尾号为{last4}的{brand}卡已可用于付款。',
  enterAnotherCard: '此卡无法使用。请输入另一张银行卡，或选择其他付款方式。',
  savedCardNotice: '测试模式：不会产生真实付款。请输入保存此卡时填写的安全码，其他安全码将被拒绝。',
  savedCardCvc: '{brand}卡的安全码',
  codeAccepted: '安全码已填写，可以付款。',
  enterCodeAgain: '此卡无法使用。请检查安全码，或选择其他银行卡或付款方式。',
  INVALID_PARAMETER_SYNTAX: '请检查填写的内容。',
  INVALID_EXPIRATION_YEAR: '请检查有效期。银行卡须在退房日之前一直有效。',
  Invalid_card_number: '请检查卡号。',
  holderInvalid: '请以半角英文字母填写持卡人姓名。',
  cvcInvalid: '请检查安全码。',
  networkError: '处理时发生错误，请稍后再试。',
  originRefused: '此银行卡表单只能在预订页面中使用。',
  testCards: '测试卡',
  testCardsIntro: '有效期填写任意未来的年月，安全码任意（American Express为4位），姓名为任意英文字母。',
  testCardNumber: '卡号',
  testCardResult: '结果',
  challengeTitle: '3-D Secure 验证（测试）',
  challengeIntro: '发卡机构要求您确认此笔付款。测试模式下，请选择验证的结果。',
  challengeAmount: '金额',
  challengeCard: '银行卡',
  complete: '完成验证',
  fail: '验证失败',
  cancel: '取消',
  challengeAnswered: '此验证已经作答。',
  challengeNotFound: '此验证请求不存在或已过期。',
  backToBooking: '返回预订页面',
  returnRefused: '预订页面的地址不被允许。请自行返回预订页面。',
};

const zhHant: SandboxTexts = {
  fieldsTitle: '信用卡資料',
  sandboxNotice: '測試模式：不會產生實際付款。請使用下方的測試卡。',
  cardNumber: '卡號',
  brandLabel: '卡別：{brand}',
  brandUnknown: '卡別：尚未辨識',
  brandNotAccepted: '本飯店的線上付款不接受{brand}卡，請改用其他信用卡。',
  expiry: '有效期限',
  expiryMonth: '月（MM）',
  expiryYear: '年（YY）',
  cvc: '安全碼',
  cvcHint: '卡片背面的3位數字（American Express為正面的4位數字）。',
  holder: '持卡人姓名',
  holderHint: '請依卡面上的拼寫以半形英文字母填寫（例如 TARO YAMADA）。',
  submit: '使用這張卡',
  submitting: '正在確認信用卡…',
  accepted: '末四碼{last4}的{brand}卡已可用於付款。',
  enterAnotherCard: '此卡無法使用。請輸入另一張信用卡，或選擇其他付款方式。',
  savedCardNotice: '測試模式：不會產生實際付款。請輸入儲存此卡時填寫的安全碼，其他安全碼將被拒絕。',
  savedCardCvc: '{brand}卡的安全碼',
  codeAccepted: '安全碼已填寫，可以付款。',
  enterCodeAgain: '此卡無法使用。請確認安全碼，或選擇其他信用卡或付款方式。',
  INVALID_PARAMETER_SYNTAX: '請確認輸入的內容。',
  INVALID_EXPIRATION_YEAR: '請確認有效期限。信用卡須在退房日之前持續有效。',
  Invalid_card_number: '請確認卡號。',
  holderInvalid: '請以半形英文字母填寫持卡人姓名。',
  cvcInvalid: '請確認安全碼。',
  networkError: '處理時發生錯誤，請稍後再試。',
  originRefused: '此信用卡表單僅能在訂房頁面中使用。',
  testCards: '測試卡',
  testCardsIntro: '有效期限請填任一未來的年月，安全碼任意（American Express為4位），姓名為任意英文字母。',
  testCardNumber: '卡號',
  testCardResult: '結果',
  challengeTitle: '3-D Secure 驗證（測試）',
  challengeIntro: '發卡機構要求您確認這筆付款。測試模式下，請選擇驗證的結果。',
  challengeAmount: '金額',
  challengeCard: '信用卡',
  complete: '完成驗證',
  fail: '驗證失敗',
  cancel: '取消',
  challengeAnswered: '此驗證已經回覆過了。',
  challengeNotFound: '此驗證請求不存在或已逾期。',
  backToBooking: '返回訂房頁面',
  returnRefused: '訂房頁面的網址不被允許。請自行返回訂房頁面。',
};

const ko: SandboxTexts = {
  fieldsTitle: '카드 정보',
  sandboxNotice: '테스트 모드입니다. 실제 결제는 이루어지지 않습니다. 아래 테스트 카드를 사용해 주세요.',
  cardNumber: '카드 번호',
  brandLabel: '카드 브랜드: {brand}',
  brandUnknown: '카드 브랜드: 아직 확인되지 않음',
  brandNotAccepted: '이 호텔은 온라인 결제에서 {brand} 카드를 받지 않습니다. 다른 카드를 사용해 주세요.',
  expiry: '유효기간',
  expiryMonth: '월(MM)',
  expiryYear: '연도(YY)',
  cvc: '보안 코드',
  cvcHint: '카드 뒷면의 3자리 숫자입니다(American Express는 앞면의 4자리).',
  holder: '카드 소유자 이름',
  holderHint: '카드에 적힌 대로 반각 영문으로 입력해 주세요(예: TARO YAMADA).',
  submit: '이 카드 사용',
  submitting: '카드를 확인하고 있습니다…',
  accepted: '끝자리 {last4}인 {brand} 카드로 결제할 준비가 되었습니다.',
  enterAnotherCard: '이 카드는 사용할 수 없었습니다. 다른 카드를 입력하거나 다른 결제 방법을 선택해 주세요.',
  savedCardNotice:
    '테스트 모드입니다. 실제 결제는 이루어지지 않습니다. 카드를 저장할 때 입력한 보안 코드를 입력해 주세요. 다른 코드는 거절됩니다.',
  savedCardCvc: '{brand} 카드의 보안 코드',
  codeAccepted: '보안 코드를 입력했습니다. 결제할 준비가 되었습니다.',
  enterCodeAgain:
    '이 카드는 사용할 수 없었습니다. 보안 코드를 확인하거나 다른 카드 또는 결제 방법을 선택해 주세요.',
  INVALID_PARAMETER_SYNTAX: '입력하신 내용을 확인해 주세요.',
  INVALID_EXPIRATION_YEAR: '유효기간을 확인해 주세요. 체크아웃 날짜까지 유효한 카드여야 합니다.',
  Invalid_card_number: '카드 번호를 확인해 주세요.',
  holderInvalid: '카드 소유자 이름은 반각 영문으로 입력해 주세요.',
  cvcInvalid: '보안 코드를 확인해 주세요.',
  networkError: '처리 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  originRefused: '이 카드 입력란은 예약 페이지 안에서만 사용할 수 있습니다.',
  testCards: '테스트 카드',
  testCardsIntro:
    '유효기간은 미래의 연월, 보안 코드는 아무 숫자(American Express는 4자리), 이름은 아무 영문이나 입력하면 됩니다.',
  testCardNumber: '카드 번호',
  testCardResult: '결과',
  challengeTitle: '3-D Secure 인증(테스트)',
  challengeIntro:
    '카드사에서 이 결제에 대한 본인 인증을 요청했습니다. 테스트 모드에서는 인증 결과를 선택해 주세요.',
  challengeAmount: '금액',
  challengeCard: '카드',
  complete: '인증 완료',
  fail: '인증 실패',
  cancel: '취소',
  challengeAnswered: '이 인증에는 이미 응답했습니다.',
  challengeNotFound: '이 인증 요청은 존재하지 않거나 만료되었습니다.',
  backToBooking: '예약 페이지로 돌아가기',
  returnRefused: '예약 페이지 주소가 허용되지 않습니다. 직접 예약 페이지로 돌아가 주세요.',
};

export const SANDBOX_TEXTS: Record<Locale, SandboxTexts> = { en, ja, zh_Hans: zhHans, zh_Hant: zhHant, ko };

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
