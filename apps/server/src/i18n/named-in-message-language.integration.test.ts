import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingKit,
  bookingKit,
  guest,
  type Json,
} from '../features/reservations/reservation-test-kit.ts';
import { DEMO_HOTELS } from '../seed/seed-facts.ts';

// Yamabuki (a Japanese ryokan, hotel locale ja) asks for the check-in time and the men and women per
// room, and the dinner time, all required; each question and extra is worded in the five languages.
const YAMABUKI = DEMO_HOTELS.yamabukiRyokan.id;
const ROOM = { room_type_code: 'WASHITSU-8', room_plan_code: 'WASHITSU-8-TWO-MEALS' };

const DINNER = { ja: 'ご夕食の開始時刻', en: 'Dinner time', ko: '저녁 식사 시작 시간' };
const MISSING = {
  en: [
    'Please answer "Expected check-in time" for room 1.',
    'Please answer "Men and women per room" for room 1.',
    `Required fields can't be blank: "${DINNER.en}".`,
  ],
  ja: [
    '1室目の「チェックイン予定時刻」にお答えください。',
    '1室目の「男女別の人数」にお答えください。',
    `必須項目を入力してください：「${DINNER.ja}」`,
  ],
  ko: [
    '1번째 객실의 "체크인 예정 시간"에 답해 주세요.',
    '1번째 객실의 "객실별 남녀 인원"에 답해 주세요.',
    `필수 항목을 입력해 주세요: "${DINNER.ko}"`,
  ],
} as const;
const PRIVATE_BATH_LIMIT = {
  en: 'You can order at most 1 of "Private bath (50 minutes)".',
  ja: '「貸切風呂（50分）」は最大1個までご注文いただけます。',
  ko: '"전세 온천탕 (50분)"은(는) 최대 1개까지 주문할 수 있습니다.',
} as const;

describe('validation messages name questions and extras in the language of the message', () => {
  let kit: BookingKit;
  let body: Json;
  let questions: Json[];
  let privateBath: number;

  beforeAll(async () => {
    kit = await bookingKit();
    const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
    const price = await kit.get(
      `/book/hotels/${YAMABUKI}/rooms/price?rooms=${rooms}&checkin_date=${kit.checkin}&checkout_date=${kit.checkout}&room_plan_codes=${ROOM.room_plan_code}`,
    );
    expect(price.status).toBe(200);
    body = {
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      rooms: [{ ...ROOM, adults: 2 }],
      guest,
      payment_method: 'on_site',
      total_price: price.body.data.total_price,
      terms_accepted: true,
    };
    const listed = await kit.get(`/book/hotels/${YAMABUKI}/additional_questions`);
    questions = listed.body.data.additional_questions;
    const extras = await kit.get(
      `/book/hotels/${YAMABUKI}/extras?checkin_date=${kit.checkin}&checkout_date=${kit.checkout}`,
    );
    privateBath = extras.body.data.extras.find((e: Json) => e.code === 'KASHIKIRI').id;
  }, 120_000);
  afterAll(() => kit?.close());

  const messagesOf = (answer: { status: number; body: Json }) => {
    expect(answer.status).toBe(400);
    return answer.body.errors[0].details.base.map((b: { error: string }) => b.error);
  };

  it.each(['en', 'ja', 'ko'] as const)(
    'a Yamabuki booking without its required answers, Tripla-Locale: %s',
    async (locale) => {
      const answer = await kit.post(body, { hotelId: YAMABUKI, headers: { 'tripla-locale': locale } });
      expect(messagesOf(answer)).toEqual(MISSING[locale]);
    },
  );

  it('names the questions in the message language, not in the language the guest chose for mail', async () => {
    const answer = await kit.post(
      { ...body, locale: 'ja' },
      { hotelId: YAMABUKI, headers: { 'tripla-locale': 'en' } },
    );
    expect(messagesOf(answer)).toEqual(MISSING.en);
  });

  it.each(['en', 'ja', 'ko'] as const)(
    'a Yamabuki booking with more of an extra than sold, Tripla-Locale: %s',
    async (locale) => {
      const answer = await kit.post(
        { ...body, locale: 'ja', extras: [{ extra_id: privateBath, quantity: 2 }] },
        { hotelId: YAMABUKI, headers: { 'tripla-locale': locale } },
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors[0].details.base).toEqual([{ error: PRIVATE_BATH_LIMIT[locale] }]);
    },
  );

  it.each(['en', 'ja', 'ko'] as const)(
    'answers after booking with a required answer emptied, Tripla-Locale: %s',
    async (locale) => {
      const [checkin, , people, dinner] = questions;
      const booked = await kit.post(
        {
          ...body,
          answers: [
            { question_id: checkin.id, rooms: [{ room_index: 0, checkin_time: '16:00' }] },
            { question_id: people.id, rooms: [{ room_index: 0, men_count: 1, women_count: 1 }] },
            { question_id: dinner.id, options: ['18:30'] },
          ],
        },
        { hotelId: YAMABUKI },
      );
      expect(booked.status).toBe(201);
      const response = await kit.t.app.inject({
        method: 'PUT',
        url: `/book/reservations/${booked.body.data.number}/additional_questions/batch_update?email=${guest.email}`,
        headers: { 'client-session': kit.session, 'tripla-locale': locale },
        payload: { answers: [{ question_id: dinner.id, options: [] }] },
      });
      expect(messagesOf({ status: response.statusCode, body: response.json() })).toEqual([
        MISSING[locale][2],
      ]);
    },
  );
});
