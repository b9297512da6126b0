import type { Locale } from '@yadori/contract/locales';
import type { PaymentMethod } from '@yadori/contract/search.constants';

/**
 * The words of the reservation mails, one block per language (written, not machine-translated).
 * Functions take what varies so each language can order it naturally.
 */
export interface MailTexts {
  guestSubject: (hotel: string, number: string) => string;
  hotelSubject: (number: string, guest: string, checkin: string) => string;
  greeting: (guest: string) => string;
  intro: (hotel: string) => string;
  hotelIntro: string;
  number: string;
  stay: string;
  stayLine: (checkin: string, checkout: string, nights: number) => string;
  dayUse: (date: string) => string;
  checkinFrom: (time: string) => string;
  arrival: (time: string) => string;
  rooms: string;
  roomLine: (index: number, roomType: string, plan: string) => string;
  party: (adults: number, children: number) => string;
  roomGuest: (name: string) => string;
  extras: string;
  extraLine: (name: string, quantity: number, date: string | null) => string;
  total: string;
  taxIncluded: (tax: string) => string;
  accommodationTax: (amount: string) => string;
  discount: string;
  /** What the member's points took off (decision 040). */
  pointDiscount: string;
  payment: string;
  methods: Record<PaymentMethod, string>;
  paidNow: (amount: string) => string;
  deposit: (percent: number, amount: string) => string;
  remaining: (amount: string) => string;
  remainingAtHotel: (amount: string) => string;
  bankTransfer: string;
  bankAccount: (bank: string, branch: string, type: string, number: string, holder: string) => string;
  transferBy: (amount: string, deadline: string) => string;
  guestDetails: string;
  phone: string;
  email: string;
  answers: string;
  menWomen: (men: number, women: number) => string;
  files: (count: number) => string;
  cancellation: string;
  noPolicy: string;
  freeUntil: (days: number) => string;
  chargeFrom: (days: number, percent: number) => string;
  chargeOnDay: (percent: number, hour: number | null) => string;
  noShow: (percent: number) => string;
  /** A non-refundable policy (decision 028), said instead of its steps. */
  nonRefundable: string;
  /** Same-day cancellation is by phone: the hotel's number when it has one (decision 028). */
  sameDayByPhone: (phone: string | null) => string;
  confirmationLink: string;
  calendarNote: string;
  closing: (hotel: string) => string;
  calendarTitle: (hotel: string) => string;
}

const en: MailTexts = {
  guestSubject: (hotel, number) => `Your reservation at ${hotel} is confirmed (No. ${number})`,
  hotelSubject: (number, guest, checkin) => `New reservation ${number}: ${guest}, arriving ${checkin}`,
  greeting: (guest) => `Dear ${guest},`,
  intro: (hotel) =>
    `Thank you for booking with ${hotel}. Your reservation is confirmed; the details are below.`,
  hotelIntro: 'A new reservation has been confirmed through the booking widget.',
  number: 'Reservation number',
  stay: 'Your stay',
  stayLine: (checkin, checkout, nights) =>
    `${checkin} to ${checkout} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
  dayUse: (date) => `${date} (day use)`,
  checkinFrom: (time) => `Check-in from ${time}`,
  arrival: (time) => `Expected arrival: ${time}`,
  rooms: 'Rooms',
  roomLine: (index, roomType, plan) => `Room ${index}: ${roomType} — ${plan}`,
  party: (adults, children) =>
    `${adults} ${adults === 1 ? 'adult' : 'adults'}${children > 0 ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''}`,
  roomGuest: (name) => `Guest: ${name}`,
  extras: 'Extras',
  extraLine: (name, quantity, date) => `${name} × ${quantity}${date ? ` (${date})` : ''}`,
  total: 'Total',
  taxIncluded: (tax) => `tax included (${tax})`,
  accommodationTax: (amount) => `including accommodation tax of ${amount}`,
  discount: 'Discount',
  pointDiscount: 'Points used',
  payment: 'Payment',
  methods: {
    on_site: 'Pay at the hotel',
    credit_card: 'Credit card',
    on_site_credit_card_required: 'Pay at the hotel (card kept as a guarantee)',
    deferred_payment: 'Deferred payment',
    credit_card_full: 'Credit card, paid in full',
    credit_card_deposit: 'Credit card deposit',
    bank_transfer: 'Bank transfer',
  },
  paidNow: (amount) => `Charged to your card: ${amount}`,
  deposit: (percent, amount) => `Deposit of ${percent}% charged to your card: ${amount}`,
  remaining: (amount) => `Remaining amount: ${amount}`,
  remainingAtHotel: (amount) => `To pay at the hotel: ${amount}`,
  bankTransfer: 'Bank transfer details',
  bankAccount: (bank, branch, type, number, holder) =>
    `${bank}, ${branch} branch, ${type} account ${number}, account holder ${holder}`,
  transferBy: (amount, deadline) => `Please transfer ${amount} by ${deadline}.`,
  guestDetails: 'Guest',
  phone: 'Phone',
  email: 'Email',
  answers: 'Answers to the hotel’s questions',
  menWomen: (men, women) =>
    `${men} ${men === 1 ? 'man' : 'men'}, ${women} ${women === 1 ? 'woman' : 'women'}`,
  files: (count) => `${count} ${count === 1 ? 'file' : 'files'} attached`,
  cancellation: 'Cancellation policy',
  noPolicy: 'Please ask the hotel about cancellation.',
  freeUntil: (days) => `Free of charge until ${days} ${days === 1 ? 'day' : 'days'} before check-in.`,
  chargeFrom: (days, percent) =>
    `From ${days} ${days === 1 ? 'day' : 'days'} before check-in: ${percent}% of the price.`,
  chargeOnDay: (percent, hour) =>
    hour === null
      ? `On the day of arrival: ${percent}% of the price.`
      : `On the day of arrival, until ${hour}:00: ${percent}% of the price.`,
  noShow: (percent) => `No-show: ${percent}% of the price.`,
  nonRefundable: 'Non-refundable: cancelling at any time after booking costs 100% of the price.',
  sameDayByPhone: (phone) =>
    `Cancellations on the day of arrival cannot be made online; please call the hotel${phone ? ` at ${phone}` : ''}.`,
  confirmationLink: 'See or change your reservation',
  calendarNote: 'The attached calendar file adds your stay to your calendar.',
  closing: (hotel) => `We look forward to welcoming you.\n${hotel}`,
  calendarTitle: (hotel) => `Stay at ${hotel}`,
};

const ja: MailTexts = {
  guestSubject: (hotel, number) => `【${hotel}】ご予約確定のお知らせ（予約番号 ${number}）`,
  hotelSubject: (number, guest, checkin) => `新規予約 ${number}：${guest} 様（${checkin} チェックイン）`,
  greeting: (guest) => `${guest} 様`,
  intro: (hotel) =>
    `このたびは${hotel}をご予約いただき、誠にありがとうございます。以下の内容でご予約が確定しました。`,
  hotelIntro: '予約ウィジェットから新しい予約が確定しました。',
  number: '予約番号',
  stay: 'ご宿泊日',
  stayLine: (checkin, checkout, nights) => `${checkin} 〜 ${checkout}（${nights}泊）`,
  dayUse: (date) => `${date}（日帰り）`,
  checkinFrom: (time) => `チェックイン ${time} から`,
  arrival: (time) => `ご到着予定 ${time}`,
  rooms: 'お部屋',
  roomLine: (index, roomType, plan) => `${index}室目：${roomType}／${plan}`,
  party: (adults, children) => `大人${adults}名${children > 0 ? `・子供${children}名` : ''}`,
  roomGuest: (name) => `ご宿泊者：${name} 様`,
  extras: 'オプション',
  extraLine: (name, quantity, date) => `${name} × ${quantity}${date ? `（${date}）` : ''}`,
  total: '合計金額',
  taxIncluded: (tax) => `税込（うち消費税等 ${tax}）`,
  accommodationTax: (amount) => `宿泊税 ${amount} を含みます`,
  discount: '割引',
  pointDiscount: 'ポイント利用',
  payment: 'お支払い',
  methods: {
    on_site: '現地払い',
    credit_card: 'クレジットカード',
    on_site_credit_card_required: '現地払い（クレジットカードで保証）',
    deferred_payment: '後払い',
    credit_card_full: 'クレジットカード（全額事前決済）',
    credit_card_deposit: 'クレジットカード（預り金）',
    bank_transfer: '銀行振込',
  },
  paidNow: (amount) => `クレジットカードで決済済み：${amount}`,
  deposit: (percent, amount) => `預り金（${percent}%）をクレジットカードで決済済み：${amount}`,
  remaining: (amount) => `残額：${amount}`,
  remainingAtHotel: (amount) => `現地でのお支払い：${amount}`,
  bankTransfer: 'お振込先',
  bankAccount: (bank, branch, type, number, holder) =>
    `${bank} ${branch} ${type} ${number} 口座名義 ${holder}`,
  transferBy: (amount, deadline) => `${deadline}までに ${amount} をお振り込みください。`,
  guestDetails: 'ご予約者',
  phone: '電話番号',
  email: 'メールアドレス',
  answers: 'ご質問への回答',
  menWomen: (men, women) => `男性${men}名・女性${women}名`,
  files: (count) => `添付ファイル${count}件`,
  cancellation: 'キャンセルポリシー',
  noPolicy: 'キャンセルについては施設へお問い合わせください。',
  freeUntil: (days) => `チェックインの${days}日前までは無料です。`,
  chargeFrom: (days, percent) => `チェックインの${days}日前から：料金の${percent}%`,
  chargeOnDay: (percent, hour) =>
    hour === null ? `当日：料金の${percent}%` : `当日${hour}時まで：料金の${percent}%`,
  noShow: (percent) => `不泊（連絡なし）：料金の${percent}%`,
  nonRefundable: '返金不可：ご予約後のキャンセルは、いつでも料金の100%を申し受けます。',
  sameDayByPhone: (phone) =>
    `当日のキャンセルはオンラインではお受けできません。施設へお電話ください${phone ? `（電話番号 ${phone}）` : ''}。`,
  confirmationLink: 'ご予約の確認・変更はこちら',
  calendarNote: '添付のカレンダーファイルでご宿泊の予定を追加できます。',
  closing: (hotel) => `スタッフ一同、心よりお待ちしております。\n${hotel}`,
  calendarTitle: (hotel) => `${hotel} ご宿泊`,
};

const zhHans: MailTexts = {
  guestSubject: (hotel, number) => `您在${hotel}的预订已确认（预订编号 ${number}）`,
  hotelSubject: (number, guest, checkin) => `新预订 ${number}：${guest}，${checkin} 入住`,
  greeting: (guest) => `尊敬的${guest}：`,
  intro: (hotel) => `感谢您预订${hotel}。您的预订已确认，详情如下。`,
  hotelIntro: '预订插件中有一笔新的预订已确认。',
  number: '预订编号',
  stay: '住宿日期',
  stayLine: (checkin, checkout, nights) => `${checkin} 至 ${checkout}（${nights}晚）`,
  dayUse: (date) => `${date}（日间使用）`,
  checkinFrom: (time) => `${time} 起可办理入住`,
  arrival: (time) => `预计到达时间 ${time}`,
  rooms: '客房',
  roomLine: (index, roomType, plan) => `第${index}间：${roomType}——${plan}`,
  party: (adults, children) => `成人${adults}位${children > 0 ? `，儿童${children}位` : ''}`,
  roomGuest: (name) => `入住人：${name}`,
  extras: '附加项目',
  extraLine: (name, quantity, date) => `${name} × ${quantity}${date ? `（${date}）` : ''}`,
  total: '总价',
  taxIncluded: (tax) => `含税（税额 ${tax}）`,
  accommodationTax: (amount) => `其中住宿税 ${amount}`,
  discount: '折扣',
  pointDiscount: '使用积分',
  payment: '付款',
  methods: {
    on_site: '到店付款',
    credit_card: '信用卡',
    on_site_credit_card_required: '到店付款（以信用卡担保）',
    deferred_payment: '延后付款',
    credit_card_full: '信用卡全额预付',
    credit_card_deposit: '信用卡预付订金',
    bank_transfer: '银行转账',
  },
  paidNow: (amount) => `已从信用卡扣款：${amount}`,
  deposit: (percent, amount) => `已从信用卡收取${percent}%订金：${amount}`,
  remaining: (amount) => `剩余金额：${amount}`,
  remainingAtHotel: (amount) => `到店支付：${amount}`,
  bankTransfer: '转账信息',
  bankAccount: (bank, branch, type, number, holder) =>
    `${bank} ${branch}支行，${type}账户 ${number}，户名 ${holder}`,
  transferBy: (amount, deadline) => `请于${deadline}前转账 ${amount}。`,
  guestDetails: '预订人',
  phone: '电话',
  email: '电子邮箱',
  answers: '对酒店问题的回答',
  menWomen: (men, women) => `男性${men}位，女性${women}位`,
  files: (count) => `附件${count}个`,
  cancellation: '取消政策',
  noPolicy: '有关取消事宜，请咨询酒店。',
  freeUntil: (days) => `入住前${days}天之前取消免费。`,
  chargeFrom: (days, percent) => `入住前${days}天起：收取房费的${percent}%。`,
  chargeOnDay: (percent, hour) =>
    hour === null ? `入住当天：收取房费的${percent}%。` : `入住当天${hour}点前：收取房费的${percent}%。`,
  noShow: (percent) => `未入住（未联系）：收取房费的${percent}%。`,
  nonRefundable: '不可退款：预订后任何时间取消，均收取房费的100%。',
  sameDayByPhone: (phone) => `入住当天无法在线取消，请致电酒店${phone ? `（电话：${phone}）` : ''}。`,
  confirmationLink: '查看或更改预订',
  calendarNote: '可使用附件中的日历文件将住宿行程添加到日历。',
  closing: (hotel) => `期待您的光临。\n${hotel}`,
  calendarTitle: (hotel) => `入住${hotel}`,
};

const zhHant: MailTexts = {
  guestSubject: (hotel, number) => `您在${hotel}的訂房已確認（訂房編號 ${number}）`,
  hotelSubject: (number, guest, checkin) => `新訂房 ${number}：${guest}，${checkin} 入住`,
  greeting: (guest) => `親愛的${guest}您好：`,
  intro: (hotel) => `感謝您預訂${hotel}。您的訂房已確認，詳情如下。`,
  hotelIntro: '訂房外掛中有一筆新的訂房已確認。',
  number: '訂房編號',
  stay: '住宿日期',
  stayLine: (checkin, checkout, nights) => `${checkin} 至 ${checkout}（${nights}晚）`,
  dayUse: (date) => `${date}（日間使用）`,
  checkinFrom: (time) => `${time} 起可辦理入住`,
  arrival: (time) => `預計抵達時間 ${time}`,
  rooms: '客房',
  roomLine: (index, roomType, plan) => `第${index}間：${roomType}——${plan}`,
  party: (adults, children) => `成人${adults}位${children > 0 ? `，兒童${children}位` : ''}`,
  roomGuest: (name) => `入住者：${name}`,
  extras: '加購項目',
  extraLine: (name, quantity, date) => `${name} × ${quantity}${date ? `（${date}）` : ''}`,
  total: '總價',
  taxIncluded: (tax) => `含稅（稅額 ${tax}）`,
  accommodationTax: (amount) => `其中住宿稅 ${amount}`,
  discount: '折扣',
  pointDiscount: '使用點數',
  payment: '付款',
  methods: {
    on_site: '現場付款',
    credit_card: '信用卡',
    on_site_credit_card_required: '現場付款（以信用卡擔保）',
    deferred_payment: '延後付款',
    credit_card_full: '信用卡全額預付',
    credit_card_deposit: '信用卡預付訂金',
    bank_transfer: '銀行轉帳',
  },
  paidNow: (amount) => `已從信用卡扣款：${amount}`,
  deposit: (percent, amount) => `已從信用卡收取${percent}%訂金：${amount}`,
  remaining: (amount) => `剩餘金額：${amount}`,
  remainingAtHotel: (amount) => `現場支付：${amount}`,
  bankTransfer: '轉帳資訊',
  bankAccount: (bank, branch, type, number, holder) =>
    `${bank} ${branch}分行，${type}帳戶 ${number}，戶名 ${holder}`,
  transferBy: (amount, deadline) => `請於${deadline}前轉帳 ${amount}。`,
  guestDetails: '訂房人',
  phone: '電話',
  email: '電子郵件',
  answers: '對飯店問題的回答',
  menWomen: (men, women) => `男性${men}位，女性${women}位`,
  files: (count) => `附件${count}個`,
  cancellation: '取消政策',
  noPolicy: '有關取消事宜，請洽詢飯店。',
  freeUntil: (days) => `入住前${days}天之前取消免費。`,
  chargeFrom: (days, percent) => `入住前${days}天起：收取房價的${percent}%。`,
  chargeOnDay: (percent, hour) =>
    hour === null ? `入住當天：收取房價的${percent}%。` : `入住當天${hour}點前：收取房價的${percent}%。`,
  noShow: (percent) => `未入住（未聯絡）：收取房價的${percent}%。`,
  nonRefundable: '不可退款：訂房後任何時間取消，均收取房價的100%。',
  sameDayByPhone: (phone) => `入住當天無法線上取消，請致電飯店${phone ? `（電話：${phone}）` : ''}。`,
  confirmationLink: '查看或變更訂房',
  calendarNote: '可使用附件中的行事曆檔案將住宿行程加入行事曆。',
  closing: (hotel) => `期待您的光臨。\n${hotel}`,
  calendarTitle: (hotel) => `入住${hotel}`,
};

const ko: MailTexts = {
  guestSubject: (hotel, number) => `${hotel} 예약이 확정되었습니다 (예약 번호 ${number})`,
  hotelSubject: (number, guest, checkin) => `새 예약 ${number}: ${guest}님, ${checkin} 체크인`,
  greeting: (guest) => `${guest}님, 안녕하세요.`,
  intro: (hotel) => `${hotel}을(를) 예약해 주셔서 감사합니다. 아래 내용으로 예약이 확정되었습니다.`,
  hotelIntro: '예약 위젯에서 새 예약이 확정되었습니다.',
  number: '예약 번호',
  stay: '숙박 일정',
  stayLine: (checkin, checkout, nights) => `${checkin} ~ ${checkout} (${nights}박)`,
  dayUse: (date) => `${date} (당일 이용)`,
  checkinFrom: (time) => `체크인 ${time}부터`,
  arrival: (time) => `도착 예정 ${time}`,
  rooms: '객실',
  roomLine: (index, roomType, plan) => `객실 ${index}: ${roomType} — ${plan}`,
  party: (adults, children) => `성인 ${adults}명${children > 0 ? `, 어린이 ${children}명` : ''}`,
  roomGuest: (name) => `투숙객: ${name}님`,
  extras: '추가 옵션',
  extraLine: (name, quantity, date) => `${name} × ${quantity}${date ? ` (${date})` : ''}`,
  total: '총액',
  taxIncluded: (tax) => `세금 포함 (세액 ${tax})`,
  accommodationTax: (amount) => `숙박세 ${amount} 포함`,
  discount: '할인',
  pointDiscount: '포인트 사용',
  payment: '결제',
  methods: {
    on_site: '현장 결제',
    credit_card: '신용카드',
    on_site_credit_card_required: '현장 결제 (신용카드로 보증)',
    deferred_payment: '후불 결제',
    credit_card_full: '신용카드 전액 선결제',
    credit_card_deposit: '신용카드 예약금',
    bank_transfer: '계좌 이체',
  },
  paidNow: (amount) => `신용카드로 결제됨: ${amount}`,
  deposit: (percent, amount) => `예약금 ${percent}%를 신용카드로 결제함: ${amount}`,
  remaining: (amount) => `남은 금액: ${amount}`,
  remainingAtHotel: (amount) => `현장 결제 금액: ${amount}`,
  bankTransfer: '이체 계좌',
  bankAccount: (bank, branch, type, number, holder) =>
    `${bank} ${branch}지점, ${type} 계좌 ${number}, 예금주 ${holder}`,
  transferBy: (amount, deadline) => `${deadline}까지 ${amount}을(를) 이체해 주세요.`,
  guestDetails: '예약자',
  phone: '전화번호',
  email: '이메일',
  answers: '호텔 질문에 대한 답변',
  menWomen: (men, women) => `남성 ${men}명, 여성 ${women}명`,
  files: (count) => `첨부 파일 ${count}개`,
  cancellation: '취소 규정',
  noPolicy: '취소에 관해서는 호텔에 문의해 주세요.',
  freeUntil: (days) => `체크인 ${days}일 전까지는 무료로 취소할 수 있습니다.`,
  chargeFrom: (days, percent) => `체크인 ${days}일 전부터: 요금의 ${percent}%`,
  chargeOnDay: (percent, hour) =>
    hour === null ? `체크인 당일: 요금의 ${percent}%` : `체크인 당일 ${hour}시까지: 요금의 ${percent}%`,
  noShow: (percent) => `노쇼(연락 없는 불참): 요금의 ${percent}%`,
  nonRefundable: '환불 불가: 예약 후 언제 취소하시더라도 요금의 100%가 부과됩니다.',
  sameDayByPhone: (phone) =>
    `체크인 당일 취소는 온라인으로 할 수 없습니다. 호텔로 전화해 주세요${phone ? ` (전화번호: ${phone})` : ''}.`,
  confirmationLink: '예약 확인 및 변경',
  calendarNote: '첨부된 캘린더 파일로 숙박 일정을 캘린더에 추가할 수 있습니다.',
  closing: (hotel) => `방문을 진심으로 기다리겠습니다.\n${hotel}`,
  calendarTitle: (hotel) => `${hotel} 숙박`,
};

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, ja, zh_Hans: zhHans, zh_Hant: zhHant, ko };
