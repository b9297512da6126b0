import type { Locale } from '@yadori/contract/locales';
import type { PaymentLinkOperation } from './payment-links-api.ts';

/** One payment link: its facts, its page and QR code, and what staff do with it. */
export interface PaymentLinkDetailTexts {
  title: (number: string) => string;
  created: string;
  createdAndSent: string;
  facts: string;
  state: string;
  amount: string;
  description: string;
  reservation: string;
  guestName: string;
  guestEmail: string;
  guestLanguage: string;
  createdAt: string;
  createdBy: string;
  byApiKey: (name: string) => string;
  mailSentAt: string;
  mailNotSent: string;
  paidAt: string;
  paidWith: string;
  cardEnding: (brand: string, last4: string) => string;
  completedAt: string;
  refundedAt: string;
  cancelledAt: string;
  lastAttempt: string;
  declinedWithCode: (code: number) => string;
  pageTitle: string;
  pageIntro: string;
  pageAddress: string;
  qrAddress: string;
  copy: string;
  copyLabel: (what: string) => string;
  copied: string;
  copyFailed: string;
  qrTitle: string;
  qrAlt: (number: string) => string;
  qrLoading: string;
  qrFailed: string;
  downloadPng: string;
  downloadSvg: string;
  downloadFailed: string;
  actions: string;
  labels: Record<PaymentLinkOperation, string>;
  dialogTitles: Record<Exclude<PaymentLinkOperation, 'send'>, string>;
  dialogBodies: Record<Exclude<PaymentLinkOperation, 'send'>, string>;
  confirms: Record<Exclude<PaymentLinkOperation, 'send'>, string>;
  keep: string;
  working: string;
  done: Record<PaymentLinkOperation, string>;
  refundNeedsManager: string;
  stale: string;
  gatewayRefused: string;
}

export const PAYMENT_LINK_DETAIL_TEXTS: Record<Locale, PaymentLinkDetailTexts> = {
  en: {
    title: (number) => `Payment link ${number}`,
    created: 'The payment link was created.',
    createdAndSent: 'The payment link was created. The payment request is on its way to the guest by e-mail.',
    facts: 'The payment asked for',
    state: 'State',
    amount: 'Amount',
    description: 'Description',
    reservation: 'Reservation',
    guestName: 'Guest',
    guestEmail: 'E-mail address',
    guestLanguage: 'Guest’s language',
    createdAt: 'Created',
    createdBy: 'Created by',
    byApiKey: (name) => `API key “${name}”`,
    mailSentAt: 'Request e-mailed',
    mailNotSent: 'Not sent',
    paidAt: 'Paid',
    paidWith: 'Paid with',
    cardEnding: (brand, last4) => `${brand} ending in ${last4}`,
    completedAt: 'Completed',
    refundedAt: 'Refunded',
    cancelledAt: 'Cancelled',
    lastAttempt: 'Last attempt',
    declinedWithCode: (code) => `Declined (code ${code}); the guest can try again`,
    pageTitle: 'Payment page',
    pageIntro: 'Give the guest this address, or let them scan the QR code with their phone.',
    pageAddress: 'Payment page address',
    qrAddress: 'Address in the QR code',
    copy: 'Copy',
    copyLabel: (what) => `Copy: ${what}`,
    copied: 'Copied to the clipboard.',
    copyFailed: 'It could not be copied. Select the address and copy it by hand.',
    qrTitle: 'QR code',
    qrAlt: (number) => `QR code of payment link ${number}`,
    qrLoading: 'Loading the QR code…',
    qrFailed: 'The QR code could not be loaded.',
    downloadPng: 'Download PNG',
    downloadSvg: 'Download SVG',
    downloadFailed: 'The QR code could not be downloaded. Try again.',
    actions: 'Actions',
    labels: {
      send: 'Send the request again',
      cancel: 'Cancel the link',
      complete: 'Mark completed',
      refund: 'Refund',
    },
    dialogTitles: {
      cancel: 'Cancel this payment link?',
      complete: 'Mark this payment completed?',
      refund: 'Refund this payment?',
    },
    dialogBodies: {
      cancel:
        'The guest’s page will say the link was withdrawn, and it can no longer be paid. A payment the guest has under way is released.',
      complete:
        'Do this once the payment is settled into the stay or the till. It can no longer be refunded from here afterwards.',
      refund:
        'The whole amount goes back through the payment gateway to the card or PayPal account it came from. This cannot be undone.',
    },
    confirms: { cancel: 'Cancel the link', complete: 'Mark completed', refund: 'Refund the payment' },
    keep: 'Go back',
    working: 'Working…',
    done: {
      send: 'The payment request is on its way to the guest again.',
      cancel: 'The payment link was cancelled.',
      complete: 'The payment was marked completed.',
      refund: 'The payment was refunded.',
    },
    refundNeedsManager: 'Refunds are made by a hotel manager or a brand administrator.',
    stale:
      'The link changed in the meantime (it may just have been paid or cancelled). It is shown as it is now: check it before trying again.',
    gatewayRefused: 'The payment gateway refused. No money was moved.',
  },
  ja: {
    title: (number) => `決済リンク ${number}`,
    created: '決済リンクを作成しました。',
    createdAndSent: '決済リンクを作成しました。支払い依頼メールをゲストに送信しています。',
    facts: '依頼内容',
    state: '状態',
    amount: '金額',
    description: '説明',
    reservation: '予約',
    guestName: 'ゲスト',
    guestEmail: 'メールアドレス',
    guestLanguage: 'ゲストの言語',
    createdAt: '作成日時',
    createdBy: '作成者',
    byApiKey: (name) => `API キー「${name}」`,
    mailSentAt: '依頼メール送信日時',
    mailNotSent: '未送信',
    paidAt: '支払い日時',
    paidWith: '支払い方法',
    cardEnding: (brand, last4) => `${brand}（末尾 ${last4}）`,
    completedAt: '完了日時',
    refundedAt: '返金日時',
    cancelledAt: '取り消し日時',
    lastAttempt: '前回の支払い',
    declinedWithCode: (code) => `不成立（コード ${code}）。ゲストは再度支払えます`,
    pageTitle: '支払いページ',
    pageIntro:
      'このアドレスをゲストにお伝えいただくか、QR コードをスマートフォンで読み取ってもらってください。',
    pageAddress: '支払いページのアドレス',
    qrAddress: 'QR コードのアドレス',
    copy: 'コピー',
    copyLabel: (what) => `コピー：${what}`,
    copied: 'クリップボードにコピーしました。',
    copyFailed: 'コピーできませんでした。アドレスを選択して手動でコピーしてください。',
    qrTitle: 'QR コード',
    qrAlt: (number) => `決済リンク ${number} の QR コード`,
    qrLoading: 'QR コードを読み込んでいます…',
    qrFailed: 'QR コードを読み込めませんでした。',
    downloadPng: 'PNG をダウンロード',
    downloadSvg: 'SVG をダウンロード',
    downloadFailed: 'QR コードをダウンロードできませんでした。もう一度お試しください。',
    actions: '操作',
    labels: {
      send: '依頼メールを再送',
      cancel: 'リンクを取り消す',
      complete: '完了にする',
      refund: '返金',
    },
    dialogTitles: {
      cancel: 'この決済リンクを取り消しますか？',
      complete: 'この支払いを完了にしますか？',
      refund: 'この支払いを返金しますか？',
    },
    dialogBodies: {
      cancel:
        'ゲストのページには取り消された旨が表示され、支払いはできなくなります。ゲストが手続き中の支払いは解除されます。',
      complete:
        '支払いを宿泊代金やレジで精算した後に行ってください。完了後は、ここから返金できなくなります。',
      refund:
        '全額が決済代行会社を通じて、支払いに使われたカードまたは PayPal アカウントに返金されます。元に戻すことはできません。',
    },
    confirms: { cancel: 'リンクを取り消す', complete: '完了にする', refund: '返金する' },
    keep: '戻る',
    working: '処理しています…',
    done: {
      send: '支払い依頼メールをゲストに再送しています。',
      cancel: '決済リンクを取り消しました。',
      complete: '支払いを完了にしました。',
      refund: '支払いを返金しました。',
    },
    refundNeedsManager: '返金は施設マネージャーまたはブランド管理者が行います。',
    stale:
      'この間にリンクの状態が変わりました（支払いや取り消しが行われた可能性があります）。現在の状態を表示していますので、確認してから操作し直してください。',
    gatewayRefused: '決済代行会社に断られました。お金は動いていません。',
  },
  zh_Hans: {
    title: (number) => `付款链接 ${number}`,
    created: '付款链接已创建。',
    createdAndSent: '付款链接已创建，付款请求邮件正在发送给客人。',
    facts: '请求的付款',
    state: '状态',
    amount: '金额',
    description: '说明',
    reservation: '预订',
    guestName: '客人',
    guestEmail: '电子邮箱',
    guestLanguage: '客人语言',
    createdAt: '创建时间',
    createdBy: '创建者',
    byApiKey: (name) => `API 密钥“${name}”`,
    mailSentAt: '请求邮件发送时间',
    mailNotSent: '未发送',
    paidAt: '付款时间',
    paidWith: '付款方式',
    cardEnding: (brand, last4) => `${brand}（尾号 ${last4}）`,
    completedAt: '完成时间',
    refundedAt: '退款时间',
    cancelledAt: '取消时间',
    lastAttempt: '上次付款',
    declinedWithCode: (code) => `被拒绝（代码 ${code}），客人可以再次付款`,
    pageTitle: '付款页面',
    pageIntro: '请将此地址告知客人，或让客人用手机扫描二维码。',
    pageAddress: '付款页面地址',
    qrAddress: '二维码中的地址',
    copy: '复制',
    copyLabel: (what) => `复制：${what}`,
    copied: '已复制到剪贴板。',
    copyFailed: '无法复制。请选中地址后手动复制。',
    qrTitle: '二维码',
    qrAlt: (number) => `付款链接 ${number} 的二维码`,
    qrLoading: '正在加载二维码…',
    qrFailed: '无法加载二维码。',
    downloadPng: '下载 PNG',
    downloadSvg: '下载 SVG',
    downloadFailed: '无法下载二维码，请重试。',
    actions: '操作',
    labels: {
      send: '重新发送请求',
      cancel: '取消链接',
      complete: '标记为已完成',
      refund: '退款',
    },
    dialogTitles: {
      cancel: '要取消此付款链接吗？',
      complete: '要将此付款标记为已完成吗？',
      refund: '要退还此笔付款吗？',
    },
    dialogBodies: {
      cancel: '客人的页面将显示该链接已撤回，且无法再付款。客人正在进行的付款将被释放。',
      complete: '请在付款已计入住宿费用或收银后再执行此操作。之后将无法在此退款。',
      refund: '全部金额将通过支付网关退回到付款时使用的银行卡或 PayPal 账户。此操作无法撤销。',
    },
    confirms: { cancel: '取消链接', complete: '标记为已完成', refund: '确认退款' },
    keep: '返回',
    working: '正在处理…',
    done: {
      send: '正在重新向客人发送付款请求邮件。',
      cancel: '付款链接已取消。',
      complete: '付款已标记为已完成。',
      refund: '付款已退还。',
    },
    refundNeedsManager: '退款由酒店经理或品牌管理员办理。',
    stale: '此链接在此期间发生了变化（可能刚刚被付款或取消）。现显示其当前状态，请确认后再操作。',
    gatewayRefused: '支付网关拒绝了此操作，未发生任何资金变动。',
  },
  zh_Hant: {
    title: (number) => `付款連結 ${number}`,
    created: '付款連結已建立。',
    createdAndSent: '付款連結已建立，付款請求郵件正在寄送給房客。',
    facts: '請求的付款',
    state: '狀態',
    amount: '金額',
    description: '說明',
    reservation: '訂房',
    guestName: '房客',
    guestEmail: '電子郵件地址',
    guestLanguage: '房客語言',
    createdAt: '建立時間',
    createdBy: '建立者',
    byApiKey: (name) => `API 金鑰「${name}」`,
    mailSentAt: '請求郵件寄送時間',
    mailNotSent: '未寄送',
    paidAt: '付款時間',
    paidWith: '付款方式',
    cardEnding: (brand, last4) => `${brand}（末四碼 ${last4}）`,
    completedAt: '完成時間',
    refundedAt: '退款時間',
    cancelledAt: '取消時間',
    lastAttempt: '上次付款',
    declinedWithCode: (code) => `遭拒（代碼 ${code}），房客可以再次付款`,
    pageTitle: '付款頁面',
    pageIntro: '請將此網址告知房客，或請房客以手機掃描 QR 碼。',
    pageAddress: '付款頁面網址',
    qrAddress: 'QR 碼中的網址',
    copy: '複製',
    copyLabel: (what) => `複製：${what}`,
    copied: '已複製到剪貼簿。',
    copyFailed: '無法複製。請選取網址後手動複製。',
    qrTitle: 'QR 碼',
    qrAlt: (number) => `付款連結 ${number} 的 QR 碼`,
    qrLoading: '正在載入 QR 碼…',
    qrFailed: '無法載入 QR 碼。',
    downloadPng: '下載 PNG',
    downloadSvg: '下載 SVG',
    downloadFailed: '無法下載 QR 碼，請再試一次。',
    actions: '操作',
    labels: {
      send: '重新寄送請求',
      cancel: '取消連結',
      complete: '標記為已完成',
      refund: '退款',
    },
    dialogTitles: {
      cancel: '要取消此付款連結嗎？',
      complete: '要將此付款標記為已完成嗎？',
      refund: '要退還此筆付款嗎？',
    },
    dialogBodies: {
      cancel: '房客的頁面會顯示此連結已撤回，且無法再付款。房客正在進行的付款將被釋放。',
      complete: '請在款項已併入住宿費用或收銀結清後再執行。之後將無法在此退款。',
      refund: '全額會透過金流服務退回至付款時使用的信用卡或 PayPal 帳戶。此操作無法復原。',
    },
    confirms: { cancel: '取消連結', complete: '標記為已完成', refund: '確認退款' },
    keep: '返回',
    working: '正在處理…',
    done: {
      send: '正在重新寄送付款請求郵件給房客。',
      cancel: '付款連結已取消。',
      complete: '付款已標記為已完成。',
      refund: '付款已退還。',
    },
    refundNeedsManager: '退款由飯店經理或品牌管理員辦理。',
    stale: '此連結在這段期間有所變更（可能剛被付款或取消）。現在顯示的是目前狀態，請確認後再操作。',
    gatewayRefused: '金流服務拒絕了此操作，沒有任何款項異動。',
  },
  ko: {
    title: (number) => `결제 링크 ${number}`,
    created: '결제 링크를 만들었습니다.',
    createdAndSent: '결제 링크를 만들었습니다. 결제 요청 이메일을 게스트에게 보내는 중입니다.',
    facts: '요청한 결제',
    state: '상태',
    amount: '금액',
    description: '설명',
    reservation: '예약',
    guestName: '게스트',
    guestEmail: '이메일 주소',
    guestLanguage: '게스트 언어',
    createdAt: '생성 일시',
    createdBy: '생성자',
    byApiKey: (name) => `API 키 “${name}”`,
    mailSentAt: '요청 이메일 발송 일시',
    mailNotSent: '보내지 않음',
    paidAt: '결제 일시',
    paidWith: '결제 수단',
    cardEnding: (brand, last4) => `${brand}(끝자리 ${last4})`,
    completedAt: '처리 완료 일시',
    refundedAt: '환불 일시',
    cancelledAt: '취소 일시',
    lastAttempt: '최근 결제 시도',
    declinedWithCode: (code) => `거절됨(코드 ${code}). 게스트가 다시 결제할 수 있습니다`,
    pageTitle: '결제 페이지',
    pageIntro: '이 주소를 게스트에게 알려 주거나 휴대폰으로 QR 코드를 스캔하게 하세요.',
    pageAddress: '결제 페이지 주소',
    qrAddress: 'QR 코드의 주소',
    copy: '복사',
    copyLabel: (what) => `복사: ${what}`,
    copied: '클립보드에 복사했습니다.',
    copyFailed: '복사하지 못했습니다. 주소를 선택해 직접 복사하세요.',
    qrTitle: 'QR 코드',
    qrAlt: (number) => `결제 링크 ${number}의 QR 코드`,
    qrLoading: 'QR 코드를 불러오는 중…',
    qrFailed: 'QR 코드를 불러오지 못했습니다.',
    downloadPng: 'PNG 다운로드',
    downloadSvg: 'SVG 다운로드',
    downloadFailed: 'QR 코드를 다운로드하지 못했습니다. 다시 시도해 주세요.',
    actions: '작업',
    labels: {
      send: '요청 다시 보내기',
      cancel: '링크 취소',
      complete: '처리 완료로 표시',
      refund: '환불',
    },
    dialogTitles: {
      cancel: '이 결제 링크를 취소할까요?',
      complete: '이 결제를 처리 완료로 표시할까요?',
      refund: '이 결제를 환불할까요?',
    },
    dialogBodies: {
      cancel:
        '게스트의 페이지에 링크가 철회되었다고 표시되며 더 이상 결제할 수 없습니다. 게스트가 진행 중인 결제는 해제됩니다.',
      complete: '결제가 숙박 요금이나 카운터에서 정산된 뒤에 하세요. 이후에는 여기에서 환불할 수 없습니다.',
      refund:
        '전액이 결제 대행사를 통해 결제에 사용된 카드나 PayPal 계정으로 환불됩니다. 되돌릴 수 없습니다.',
    },
    confirms: { cancel: '링크 취소', complete: '처리 완료로 표시', refund: '환불하기' },
    keep: '돌아가기',
    working: '처리 중…',
    done: {
      send: '결제 요청 이메일을 게스트에게 다시 보내는 중입니다.',
      cancel: '결제 링크를 취소했습니다.',
      complete: '결제를 처리 완료로 표시했습니다.',
      refund: '결제를 환불했습니다.',
    },
    refundNeedsManager: '환불은 호텔 매니저나 브랜드 관리자가 합니다.',
    stale:
      '그동안 링크의 상태가 바뀌었습니다(방금 결제되었거나 취소되었을 수 있습니다). 현재 상태를 표시하고 있으니 확인한 뒤 다시 시도하세요.',
    gatewayRefused: '결제 대행사가 거절했습니다. 금액은 이동하지 않았습니다.',
  },
};
