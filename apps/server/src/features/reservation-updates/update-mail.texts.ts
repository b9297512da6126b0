import type { Locale } from '@yadori/contract/locales';

/** The words of the mails of a change (guest and hotel), one block per language. */
export interface UpdateMailTexts {
  subject(hotel: string, number: string): string;
  hotelSubject(number: string, name: string): string;
  greeting(name: string): string;
  intro: string;
  hotelIntro(name: string): string;
  guestsChanged: string;
  number: string;
  before: string;
  after: string;
  stay(checkin: string, checkout: string, nights: number): string;
  rooms(count: number): string;
  total: string;
  guest: string;
  link: string;
  footer: string;
}

export const UPDATE_MAIL_TEXTS: Record<Locale, UpdateMailTexts> = {
  en: {
    subject: (hotel, number) => `Your reservation at ${hotel} has been changed (${number})`,
    hotelSubject: (number, name) => `Reservation changed online: ${number} (${name})`,
    greeting: (name) => `Dear ${name},`,
    intro: 'Your reservation has been changed as follows.',
    hotelIntro: (name) => `${name} changed this reservation online.`,
    guestsChanged: 'The guest details have been updated.',
    number: 'Reservation number',
    before: 'Before',
    after: 'Now',
    stay: (a, b, n) => `${a} – ${b} (${n} ${n === 1 ? 'night' : 'nights'})`,
    rooms: (n) => `${n} ${n === 1 ? 'room' : 'rooms'}`,
    total: 'Total',
    guest: 'Guest',
    link: 'See your reservation',
    footer: 'If you did not make this change, please contact the hotel.',
  },
  ja: {
    subject: (hotel, number) => `【${hotel}】ご予約内容が変更されました（${number}）`,
    hotelSubject: (number, name) => `オンラインで予約が変更されました：${number}（${name}様）`,
    greeting: (name) => `${name} 様`,
    intro: 'ご予約内容を以下のとおり変更しました。',
    hotelIntro: (name) => `${name}様がこの予約をオンラインで変更しました。`,
    guestsChanged: '宿泊者情報が更新されました。',
    number: '予約番号',
    before: '変更前',
    after: '変更後',
    stay: (a, b, n) => `${a}〜${b}（${n}泊）`,
    rooms: (n) => `${n}室`,
    total: '合計',
    guest: '宿泊者',
    link: 'ご予約内容を確認する',
    footer: 'お心当たりのない変更の場合は、ホテルへお問い合わせください。',
  },
  zh_Hans: {
    subject: (hotel, number) => `您在${hotel}的预订已更改（${number}）`,
    hotelSubject: (number, name) => `预订已在线更改：${number}（${name}）`,
    greeting: (name) => `尊敬的${name}：`,
    intro: '您的预订已按以下内容更改。',
    hotelIntro: (name) => `${name}已在线更改此预订。`,
    guestsChanged: '住客信息已更新。',
    number: '预订号',
    before: '更改前',
    after: '更改后',
    stay: (a, b, n) => `${a} – ${b}（${n}晚）`,
    rooms: (n) => `${n}间客房`,
    total: '总额',
    guest: '住客',
    link: '查看您的预订',
    footer: '如果这不是您本人进行的更改，请联系酒店。',
  },
  zh_Hant: {
    subject: (hotel, number) => `您在${hotel}的訂房已變更（${number}）`,
    hotelSubject: (number, name) => `訂房已線上變更：${number}（${name}）`,
    greeting: (name) => `${name} 您好：`,
    intro: '您的訂房已依下列內容變更。',
    hotelIntro: (name) => `${name}已線上變更此訂房。`,
    guestsChanged: '住客資料已更新。',
    number: '訂房編號',
    before: '變更前',
    after: '變更後',
    stay: (a, b, n) => `${a} – ${b}（${n}晚）`,
    rooms: (n) => `${n}間客房`,
    total: '總額',
    guest: '住客',
    link: '查看您的訂房',
    footer: '如果這不是您本人進行的變更，請聯絡飯店。',
  },
  ko: {
    subject: (hotel, number) => `${hotel} 예약이 변경되었습니다 (${number})`,
    hotelSubject: (number, name) => `온라인으로 예약이 변경되었습니다: ${number} (${name})`,
    greeting: (name) => `${name} 님`,
    intro: '예약이 다음과 같이 변경되었습니다.',
    hotelIntro: (name) => `${name} 님이 이 예약을 온라인으로 변경했습니다.`,
    guestsChanged: '투숙객 정보가 변경되었습니다.',
    number: '예약 번호',
    before: '변경 전',
    after: '변경 후',
    stay: (a, b, n) => `${a} – ${b} (${n}박)`,
    rooms: (n) => `객실 ${n}개`,
    total: '총액',
    guest: '투숙객',
    link: '예약 확인하기',
    footer: '본인이 변경하지 않았다면 호텔에 문의해 주세요.',
  },
};
