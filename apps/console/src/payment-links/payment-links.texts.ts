import type { Locale } from '@yadori/contract/locales';
import type {
  PaymentLinkMethod,
  PaymentLinkPurpose,
  PaymentLinkState,
} from '@yadori/contract/payment-links.constants';

/** A hotel's payment links: their words, the list and the form that makes one (decision 060). */
export interface PaymentLinkTexts {
  states: Record<PaymentLinkState, string>;
  purposes: Record<PaymentLinkPurpose, string>;
  methods: Record<PaymentLinkMethod, string>;
  lastDeclined: string;
  title: string;
  intro: string;
  notAllowed: string;
  unknownHotel: string;
  newLink: string;
  filters: string;
  search: string;
  searchHint: string;
  state: string;
  any: string;
  apply: string;
  clear: string;
  caption: (hotel: string, total: number) => string;
  noneYet: string;
  noneMatching: string;
  number: string;
  amount: string;
  purpose: string;
  guest: string;
  reservation: string;
  created: string;
  paid: string;
  newTitle: string;
  newIntro: string;
  cannotCreate: string;
  amountIn: (currency: string) => string;
  amountHint: string;
  amountProblem: (example: string) => string;
  description: string;
  descriptionHint: string;
  reservationNumber: string;
  reservationHint: string;
  guestName: string;
  guestEmail: string;
  guestEmailHint: string;
  guestLanguage: string;
  languageOfStay: string;
  sendEmail: string;
  sendEmailHint: string;
  create: string;
  creating: string;
  backToList: string;
  /** The link on a reservation's page to a new link for that stay. */
  askForPayment: string;
  bookingQrTitle: string;
  bookingQrIntro: string;
}

export const PAYMENT_LINK_TEXTS: Record<Locale, PaymentLinkTexts> = {
  en: {
    states: {
      unpaid: 'Unpaid',
      paid: 'Paid',
      completed: 'Completed',
      refunded: 'Refunded',
      cancelled: 'Cancelled',
    },
    purposes: {
      deposit: 'Deposit',
      balance: 'Balance of the stay',
      extra: 'Extra charges',
      no_show_fee: 'No-show fee',
      other: 'Other',
    },
    methods: { credit_card: 'Card', paypal: 'PayPal' },
    lastDeclined: 'Last attempt declined',
    title: 'Payment links',
    intro:
      'Ask a guest to pay an amount online. The link opens a payment page for cards (and PayPal when the hotel takes it); show its QR code at the front desk or send the link by e-mail.',
    notAllowed: 'Your role cannot see the hotel’s payment links.',
    unknownHotel: 'This hotel is not one of yours.',
    newLink: 'New payment link',
    filters: 'Find payment links',
    search: 'Search',
    searchHint: 'A payment or reservation number, or part of the guest’s name or e-mail address.',
    state: 'State',
    any: 'Any',
    apply: 'Search',
    clear: 'Clear',
    caption: (hotel, total) => `Payment links of ${hotel}: ${total}`,
    noneYet: 'This hotel has not asked for any payment yet.',
    noneMatching: 'No payment link matches the search.',
    number: 'Payment number',
    amount: 'Amount',
    purpose: 'What it is for',
    guest: 'Guest',
    reservation: 'Reservation',
    created: 'Created',
    paid: 'Paid',
    newTitle: 'New payment link',
    newIntro:
      'The guest pays on the link’s page and is asked for nothing else, so give the link to that guest only.',
    cannotCreate: 'Your role cannot make payment links.',
    amountIn: (currency) => `Amount (${currency})`,
    amountHint: 'In the hotel’s currency, as the guest will pay it.',
    amountProblem: (example) => `Enter an amount greater than zero, such as ${example}.`,
    description: 'Description',
    descriptionHint: 'Shown to the guest on the payment page and in the e-mail.',
    reservationNumber: 'Reservation number',
    reservationHint:
      'Optional: the stay this payment is for. The guest’s name, e-mail address and language are taken from it when left empty.',
    guestName: 'Guest name',
    guestEmail: 'Guest e-mail address',
    guestEmailHint: 'The payment request and the receipt are sent here.',
    guestLanguage: 'Guest’s language',
    languageOfStay: 'The stay’s language (Japanese without a stay)',
    sendEmail: 'E-mail the payment request to the guest now',
    sendEmailHint: 'Otherwise, hand the guest the link or its QR code yourself.',
    create: 'Create payment link',
    creating: 'Creating…',
    backToList: 'Back to payment links',
    askForPayment: 'Ask for a payment',
    bookingQrTitle: 'QR code of the booking page',
    bookingQrIntro:
      'Print it for the front desk or the rooms: guests who scan it open the hotel’s booking page.',
  },
  ja: {
    states: {
      unpaid: '未払い',
      paid: '支払い済み',
      completed: '完了',
      refunded: '返金済み',
      cancelled: '取り消し済み',
    },
    purposes: {
      deposit: '前払い金（デポジット）',
      balance: '宿泊代金の残額',
      extra: '追加料金',
      no_show_fee: 'ノーショー料金',
      other: 'その他',
    },
    methods: { credit_card: 'カード', paypal: 'PayPal' },
    lastDeclined: '前回の支払いは不成立',
    title: '決済リンク',
    intro:
      'ゲストに金額を指定してオンラインでの支払いを依頼します。リンクを開くとカード（施設が対応していれば PayPal も）の支払いページが表示されます。QR コードをフロントで提示するか、リンクをメールで送ってください。',
    notAllowed: 'ご利用の権限では、この施設の決済リンクを表示できません。',
    unknownHotel: 'この施設は担当施設ではありません。',
    newLink: '決済リンクを作成',
    filters: '決済リンクの検索',
    search: '検索',
    searchHint: '決済番号・予約番号、またはゲストの氏名・メールアドレスの一部。',
    state: '状態',
    any: 'すべて',
    apply: '検索',
    clear: 'クリア',
    caption: (hotel, total) => `${hotel} の決済リンク：${total} 件`,
    noneYet: 'この施設ではまだ支払いを依頼していません。',
    noneMatching: '検索条件に一致する決済リンクはありません。',
    number: '決済番号',
    amount: '金額',
    purpose: '用途',
    guest: 'ゲスト',
    reservation: '予約',
    created: '作成日時',
    paid: '支払い日時',
    newTitle: '決済リンクの作成',
    newIntro:
      'ゲストはリンクのページで支払い、それ以外の情報は求められません。リンクは必ずご本人にだけお渡しください。',
    cannotCreate: 'ご利用の権限では、決済リンクを作成できません。',
    amountIn: (currency) => `金額（${currency}）`,
    amountHint: '施設の通貨で、ゲストが支払う金額を入力します。',
    amountProblem: (example) => `0 より大きい金額を入力してください（例：${example}）。`,
    description: '説明',
    descriptionHint: '支払いページとメールでゲストに表示されます。',
    reservationNumber: '予約番号',
    reservationHint:
      '任意：この支払いの対象となる予約です。ゲストの氏名・メールアドレス・言語を空欄にすると、予約の内容が使われます。',
    guestName: 'ゲスト氏名',
    guestEmail: 'ゲストのメールアドレス',
    guestEmailHint: '支払い依頼と領収書はこのアドレスに送られます。',
    guestLanguage: 'ゲストの言語',
    languageOfStay: '予約の言語（予約がなければ日本語）',
    sendEmail: '支払い依頼を今すぐゲストにメールで送る',
    sendEmailHint: '送らない場合は、リンクか QR コードをスタッフからゲストにお渡しください。',
    create: '決済リンクを作成',
    creating: '作成しています…',
    backToList: '決済リンクの一覧に戻る',
    askForPayment: '支払いを依頼',
    bookingQrTitle: '予約ページの QR コード',
    bookingQrIntro: 'フロントや客室に掲示できます。読み取ったゲストには施設の予約ページが表示されます。',
  },
  zh_Hans: {
    states: {
      unpaid: '未付款',
      paid: '已付款',
      completed: '已完成',
      refunded: '已退款',
      cancelled: '已取消',
    },
    purposes: {
      deposit: '订金',
      balance: '住宿尾款',
      extra: '额外费用',
      no_show_fee: '未到店费用',
      other: '其他',
    },
    methods: { credit_card: '银行卡', paypal: 'PayPal' },
    lastDeclined: '上次付款被拒绝',
    title: '付款链接',
    intro:
      '请客人在线支付指定金额。链接会打开银行卡付款页面（酒店支持时也可使用 PayPal）；可在前台出示其二维码，或通过电子邮件发送链接。',
    notAllowed: '您的角色无法查看酒店的付款链接。',
    unknownHotel: '此酒店不在您的管理范围内。',
    newLink: '新建付款链接',
    filters: '查找付款链接',
    search: '搜索',
    searchHint: '付款编号、预订编号，或客人姓名、电子邮箱的一部分。',
    state: '状态',
    any: '全部',
    apply: '搜索',
    clear: '清除',
    caption: (hotel, total) => `${hotel} 的付款链接：${total} 条`,
    noneYet: '此酒店尚未发起过付款请求。',
    noneMatching: '没有符合搜索条件的付款链接。',
    number: '付款编号',
    amount: '金额',
    purpose: '用途',
    guest: '客人',
    reservation: '预订',
    created: '创建时间',
    paid: '付款时间',
    newTitle: '新建付款链接',
    newIntro: '客人在链接页面付款，无需提供其他信息，因此请只将链接交给该客人。',
    cannotCreate: '您的角色无法创建付款链接。',
    amountIn: (currency) => `金额（${currency}）`,
    amountHint: '以酒店的币种填写客人应付的金额。',
    amountProblem: (example) => `请输入大于零的金额，例如 ${example}。`,
    description: '说明',
    descriptionHint: '会在付款页面和电子邮件中向客人显示。',
    reservationNumber: '预订编号',
    reservationHint: '选填：此笔付款对应的预订。客人姓名、电子邮箱和语言留空时，将使用预订中的信息。',
    guestName: '客人姓名',
    guestEmail: '客人电子邮箱',
    guestEmailHint: '付款请求和收据会发送到此邮箱。',
    guestLanguage: '客人语言',
    languageOfStay: '预订的语言（无预订时为日语）',
    sendEmail: '立即通过电子邮件向客人发送付款请求',
    sendEmailHint: '否则，请由工作人员将链接或二维码交给客人。',
    create: '创建付款链接',
    creating: '正在创建…',
    backToList: '返回付款链接列表',
    askForPayment: '请求付款',
    bookingQrTitle: '预订页面二维码',
    bookingQrIntro: '可打印后放在前台或客房：客人扫描后会打开酒店的预订页面。',
  },
  zh_Hant: {
    states: {
      unpaid: '未付款',
      paid: '已付款',
      completed: '已完成',
      refunded: '已退款',
      cancelled: '已取消',
    },
    purposes: {
      deposit: '訂金',
      balance: '住宿尾款',
      extra: '額外費用',
      no_show_fee: '未入住費用',
      other: '其他',
    },
    methods: { credit_card: '信用卡', paypal: 'PayPal' },
    lastDeclined: '上次付款遭拒',
    title: '付款連結',
    intro:
      '請房客線上支付指定金額。連結會開啟信用卡付款頁面（飯店支援時也可使用 PayPal）；可在櫃檯出示其 QR 碼，或以電子郵件寄送連結。',
    notAllowed: '您的角色無法查看飯店的付款連結。',
    unknownHotel: '此飯店不在您的管理範圍內。',
    newLink: '建立付款連結',
    filters: '搜尋付款連結',
    search: '搜尋',
    searchHint: '付款編號、訂房編號，或房客姓名、電子郵件地址的一部分。',
    state: '狀態',
    any: '全部',
    apply: '搜尋',
    clear: '清除',
    caption: (hotel, total) => `${hotel} 的付款連結：${total} 筆`,
    noneYet: '此飯店尚未發出任何付款請求。',
    noneMatching: '沒有符合搜尋條件的付款連結。',
    number: '付款編號',
    amount: '金額',
    purpose: '用途',
    guest: '房客',
    reservation: '訂房',
    created: '建立時間',
    paid: '付款時間',
    newTitle: '建立付款連結',
    newIntro: '房客在連結頁面付款，不需提供其他資料，因此請只將連結交給該房客本人。',
    cannotCreate: '您的角色無法建立付款連結。',
    amountIn: (currency) => `金額（${currency}）`,
    amountHint: '以飯店的幣別填寫房客應付的金額。',
    amountProblem: (example) => `請輸入大於零的金額，例如 ${example}。`,
    description: '說明',
    descriptionHint: '會在付款頁面及電子郵件中向房客顯示。',
    reservationNumber: '訂房編號',
    reservationHint: '選填：此筆付款對應的訂房。房客姓名、電子郵件地址及語言留空時，將沿用訂房資料。',
    guestName: '房客姓名',
    guestEmail: '房客電子郵件地址',
    guestEmailHint: '付款請求及收據會寄到此地址。',
    guestLanguage: '房客語言',
    languageOfStay: '訂房的語言（無訂房時為日文）',
    sendEmail: '立即以電子郵件寄送付款請求給房客',
    sendEmailHint: '若不寄送，請由工作人員將連結或 QR 碼交給房客。',
    create: '建立付款連結',
    creating: '正在建立…',
    backToList: '返回付款連結列表',
    askForPayment: '請求付款',
    bookingQrTitle: '訂房頁面 QR 碼',
    bookingQrIntro: '可列印後放在櫃檯或客房：房客掃描後會開啟飯店的訂房頁面。',
  },
  ko: {
    states: {
      unpaid: '미결제',
      paid: '결제 완료',
      completed: '처리 완료',
      refunded: '환불됨',
      cancelled: '취소됨',
    },
    purposes: {
      deposit: '예약금',
      balance: '숙박 잔금',
      extra: '추가 요금',
      no_show_fee: '노쇼 요금',
      other: '기타',
    },
    methods: { credit_card: '카드', paypal: 'PayPal' },
    lastDeclined: '최근 결제 시도 거절됨',
    title: '결제 링크',
    intro:
      '게스트에게 금액을 지정해 온라인 결제를 요청합니다. 링크를 열면 카드(호텔이 지원하면 PayPal도) 결제 페이지가 표시됩니다. QR 코드를 프런트에서 보여 주거나 링크를 이메일로 보내세요.',
    notAllowed: '현재 역할로는 호텔의 결제 링크를 볼 수 없습니다.',
    unknownHotel: '담당 호텔이 아닙니다.',
    newLink: '새 결제 링크',
    filters: '결제 링크 찾기',
    search: '검색',
    searchHint: '결제 번호나 예약 번호, 또는 게스트 이름이나 이메일 주소의 일부.',
    state: '상태',
    any: '전체',
    apply: '검색',
    clear: '초기화',
    caption: (hotel, total) => `${hotel}의 결제 링크: ${total}건`,
    noneYet: '이 호텔은 아직 결제를 요청한 적이 없습니다.',
    noneMatching: '검색 조건에 맞는 결제 링크가 없습니다.',
    number: '결제 번호',
    amount: '금액',
    purpose: '용도',
    guest: '게스트',
    reservation: '예약',
    created: '생성 일시',
    paid: '결제 일시',
    newTitle: '새 결제 링크',
    newIntro:
      '게스트는 링크 페이지에서 결제하며 다른 정보는 요구받지 않습니다. 따라서 링크는 해당 게스트에게만 전달하세요.',
    cannotCreate: '현재 역할로는 결제 링크를 만들 수 없습니다.',
    amountIn: (currency) => `금액(${currency})`,
    amountHint: '호텔 통화로, 게스트가 결제할 금액을 입력합니다.',
    amountProblem: (example) => `0보다 큰 금액을 입력하세요(예: ${example}).`,
    description: '설명',
    descriptionHint: '결제 페이지와 이메일에서 게스트에게 표시됩니다.',
    reservationNumber: '예약 번호',
    reservationHint:
      '선택: 이 결제의 대상 예약입니다. 게스트 이름, 이메일 주소, 언어를 비워 두면 예약의 정보가 사용됩니다.',
    guestName: '게스트 이름',
    guestEmail: '게스트 이메일 주소',
    guestEmailHint: '결제 요청과 영수증이 이 주소로 발송됩니다.',
    guestLanguage: '게스트 언어',
    languageOfStay: '예약의 언어(예약이 없으면 일본어)',
    sendEmail: '지금 게스트에게 결제 요청 이메일 보내기',
    sendEmailHint: '보내지 않으면 직원이 링크나 QR 코드를 게스트에게 직접 전달하세요.',
    create: '결제 링크 만들기',
    creating: '만드는 중…',
    backToList: '결제 링크 목록으로 돌아가기',
    askForPayment: '결제 요청',
    bookingQrTitle: '예약 페이지 QR 코드',
    bookingQrIntro: '프런트나 객실에 인쇄해 두세요. 게스트가 스캔하면 호텔 예약 페이지가 열립니다.',
  },
};
