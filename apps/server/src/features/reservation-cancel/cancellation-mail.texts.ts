import type { Locale } from '@yadori/contract/locales';
import type { GuestCancelReason } from '@yadori/contract/reservation.constants';

/** The words of the cancellation mails (guest and hotel), one block per language. */
export interface CancellationMailTexts {
  guestSubject: (hotel: string, number: string) => string;
  hotelSubject: (number: string, guest: string, checkin: string) => string;
  greeting: (guest: string) => string;
  intro: (hotel: string) => string;
  hotelIntro: string;
  /** The hotel's notice when its own staff cancelled the stay (decision 058). */
  hotelIntroByStaff: string;
  number: string;
  stay: string;
  stayLine: (checkin: string, checkout: string, nights: number) => string;
  guest: string;
  fee: string;
  noFee: string;
  cardCharged: (amount: string) => string;
  cardReleased: string;
  reason: string;
  reasons: Record<GuestCancelReason, string>;
  details: string;
  viewLink: string;
  closing: (hotel: string) => string;
}

const ja: CancellationMailTexts = {
  guestSubject: (hotel, number) => `【${hotel}】ご予約キャンセルのお知らせ（予約番号 ${number}）`,
  hotelSubject: (number, guest, checkin) => `キャンセル：${number} ${guest} 様（${checkin} チェックイン）`,
  greeting: (guest) => `${guest} 様`,
  intro: (hotel) => `${hotel}のご予約をキャンセルいたしました。またのご利用を心よりお待ちしております。`,
  hotelIntro: 'お客様がオンラインで予約をキャンセルしました。',
  hotelIntroByStaff: '施設のスタッフが管理画面で予約をキャンセルしました。',
  number: '予約番号',
  stay: 'ご宿泊日',
  stayLine: (checkin, checkout, nights) => `${checkin} 〜 ${checkout}（${nights}泊）`,
  guest: '宿泊者',
  fee: 'キャンセル料',
  noFee: 'キャンセル料はかかりません。',
  cardCharged: (amount) => `ご登録のカードにキャンセル料 ${amount} を請求し、残りの与信は解除しました。`,
  cardReleased: 'カードの与信は解除しました。請求はありません。',
  reason: 'キャンセル理由',
  reasons: {
    change_of_plans: '予定が変わった',
    booked_elsewhere: '別の宿を予約した',
    booking_mistake: '予約内容を間違えた',
    illness: '体調不良',
    travel_restrictions: '渡航・移動の制限',
    weather: '天候',
    price: '料金',
    other: 'その他',
  },
  details: '詳細',
  viewLink: 'ご予約内容を確認する',
  closing: (hotel) => `${hotel}`,
};

const en: CancellationMailTexts = {
  guestSubject: (hotel, number) => `Your reservation at ${hotel} is cancelled (No. ${number})`,
  hotelSubject: (number, guest, checkin) => `Cancelled: ${number} ${guest} (check-in ${checkin})`,
  greeting: (guest) => `Dear ${guest},`,
  intro: (hotel) => `Your reservation at ${hotel} has been cancelled. We hope to welcome you another time.`,
  hotelIntro: 'A guest cancelled their reservation online.',
  hotelIntroByStaff: 'Hotel staff cancelled this reservation in the console.',
  number: 'Reservation number',
  stay: 'Stay',
  stayLine: (checkin, checkout, nights) =>
    `${checkin} – ${checkout} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
  guest: 'Guest',
  fee: 'Cancellation fee',
  noFee: 'There is no cancellation fee.',
  cardCharged: (amount) =>
    `The cancellation fee of ${amount} is charged to your card; the rest of the hold is released.`,
  cardReleased: 'The hold on your card is released; nothing is charged.',
  reason: 'Reason',
  reasons: {
    change_of_plans: 'Change of plans',
    booked_elsewhere: 'Booked elsewhere',
    booking_mistake: 'Booking mistake',
    illness: 'Illness',
    travel_restrictions: 'Travel restrictions',
    weather: 'Weather',
    price: 'Price',
    other: 'Other',
  },
  details: 'Details',
  viewLink: 'View your reservation',
  closing: (hotel) => `Kind regards,\n${hotel}`,
};

const zh_Hans: CancellationMailTexts = {
  guestSubject: (hotel, number) => `您在${hotel}的预订已取消（预订号 ${number}）`,
  hotelSubject: (number, guest, checkin) => `取消：${number} ${guest}（${checkin} 入住）`,
  greeting: (guest) => `${guest} 您好：`,
  intro: (hotel) => `您在${hotel}的预订已取消。期待日后再次为您服务。`,
  hotelIntro: '客人已在线取消预订。',
  hotelIntroByStaff: '酒店工作人员已在管理后台取消此预订。',
  number: '预订号',
  stay: '住宿日期',
  stayLine: (checkin, checkout, nights) => `${checkin} 至 ${checkout}（${nights}晚）`,
  guest: '住客',
  fee: '取消费',
  noFee: '无需支付取消费。',
  cardCharged: (amount) => `已从您的信用卡收取取消费 ${amount}，其余预授权已释放。`,
  cardReleased: '信用卡预授权已释放，未产生任何费用。',
  reason: '取消原因',
  reasons: {
    change_of_plans: '行程有变',
    booked_elsewhere: '已预订其他住宿',
    booking_mistake: '预订有误',
    illness: '身体不适',
    travel_restrictions: '出行限制',
    weather: '天气原因',
    price: '价格原因',
    other: '其他',
  },
  details: '详情',
  viewLink: '查看预订',
  closing: (hotel) => `${hotel} 敬上`,
};

const zh_Hant: CancellationMailTexts = {
  guestSubject: (hotel, number) => `您在${hotel}的訂房已取消（訂房編號 ${number}）`,
  hotelSubject: (number, guest, checkin) => `取消：${number} ${guest}（${checkin} 入住）`,
  greeting: (guest) => `${guest} 您好：`,
  intro: (hotel) => `您在${hotel}的訂房已取消。期待日後再次為您服務。`,
  hotelIntro: '房客已在線上取消訂房。',
  hotelIntroByStaff: '飯店工作人員已在管理後台取消此訂房。',
  number: '訂房編號',
  stay: '住宿日期',
  stayLine: (checkin, checkout, nights) => `${checkin} 至 ${checkout}（${nights}晚）`,
  guest: '房客',
  fee: '取消費',
  noFee: '無需支付取消費。',
  cardCharged: (amount) => `已從您的信用卡收取取消費 ${amount}，其餘預先授權已釋放。`,
  cardReleased: '信用卡預先授權已釋放，未產生任何費用。',
  reason: '取消原因',
  reasons: {
    change_of_plans: '行程有變',
    booked_elsewhere: '已預訂其他住宿',
    booking_mistake: '訂房有誤',
    illness: '身體不適',
    travel_restrictions: '旅行限制',
    weather: '天氣因素',
    price: '價格因素',
    other: '其他',
  },
  details: '詳細說明',
  viewLink: '查看訂房',
  closing: (hotel) => `${hotel} 敬上`,
};

const ko: CancellationMailTexts = {
  guestSubject: (hotel, number) => `${hotel} 예약이 취소되었습니다 (예약 번호 ${number})`,
  hotelSubject: (number, guest, checkin) => `취소: ${number} ${guest} 님 (${checkin} 체크인)`,
  greeting: (guest) => `${guest} 님께`,
  intro: (hotel) => `${hotel} 예약이 취소되었습니다. 다음에 다시 모실 수 있기를 바랍니다.`,
  hotelIntro: '고객이 온라인으로 예약을 취소했습니다.',
  hotelIntroByStaff: '호텔 직원이 관리 화면에서 이 예약을 취소했습니다.',
  number: '예약 번호',
  stay: '숙박 일정',
  stayLine: (checkin, checkout, nights) => `${checkin} ~ ${checkout} (${nights}박)`,
  guest: '투숙객',
  fee: '취소 수수료',
  noFee: '취소 수수료는 없습니다.',
  cardCharged: (amount) =>
    `등록하신 카드로 취소 수수료 ${amount}을(를) 청구했으며, 나머지 승인은 해제했습니다.`,
  cardReleased: '카드 승인이 해제되었으며 청구된 금액은 없습니다.',
  reason: '취소 사유',
  reasons: {
    change_of_plans: '일정 변경',
    booked_elsewhere: '다른 숙소 예약',
    booking_mistake: '예약 실수',
    illness: '건강 문제',
    travel_restrictions: '여행 제한',
    weather: '날씨',
    price: '요금',
    other: '기타',
  },
  details: '상세 내용',
  viewLink: '예약 확인하기',
  closing: (hotel) => `${hotel} 드림`,
};

export const CANCELLATION_MAIL_TEXTS: Record<Locale, CancellationMailTexts> = {
  ja,
  en,
  zh_Hans,
  zh_Hant,
  ko,
};
