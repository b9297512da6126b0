import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { DEMO_HOTEL_CLIENTS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { insertQuestions } from '../additional-questions/additional-questions.repository.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  type Json,
  STD_DBL,
  shownPrice,
  simpleBody,
  TOKYO,
} from '../reservations/reservation-test-kit.ts';

describe.each(testDatabaseKinds())(
  'answers after booking: /book/reservations/{number}/additional_questions (%s)',
  (kind) => {
    let kit: BookingKit;
    let stay: Json;
    let other: Json;
    let people: number;
    let note: number;
    let checkin: number;

    const call = (
      method: 'GET' | 'POST' | 'PUT',
      number: string,
      query: string,
      payload?: object,
      session?: string,
    ) =>
      kit.t.app.inject({
        method,
        url: `/book/reservations/${number}/additional_questions${method === 'PUT' ? '/batch_update' : ''}?${query}`,
        headers: { 'client-session': session ?? kit.session, 'tripla-locale': 'ja' },
        ...(payload ? { payload } : {}),
      });
    const byEmail = `email=${guest.email}`;
    const mine = (data: Json[], id: number) => data.filter((q) => q.id === id);
    const changes = async (id: number) => {
      const result = await kit.t.db.execute(
        sql`select count(*)::int as n from reservation_changes where reservation_id = ${id} and kind = 'answers'`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };

    beforeAll(async () => {
      kit = await bookingKit(kind);
      const price = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], kit.checkin, kit.checkout);
      const two = await kit.post({
        ...(await simpleBody(kit)),
        rooms: [
          { ...STD_DBL, adults: 2 },
          { ...STD_DBL, adults: 2 },
        ],
        total_price: price.total_price * 2,
      });
      expect(two.status).toBe(201);
      stay = two.body.data;
      other = (await kit.post(await simpleBody(kit))).body.data;
      // Questions the hotel adds after these bookings were made: one required, asked room by room.
      [people, note] = (await insertQuestions(kit.t.db, [
        {
          hotelId: TOKYO,
          brandId: null,
          questionType: 'people_per_room',
          answerType: 'text',
          name: '男女別の人数',
          translations: [],
          required: true,
          perRoom: true,
          multiple: false,
          options: [],
          labels: [],
        },
        {
          hotelId: TOKYO,
          brandId: null,
          questionType: 'free',
          answerType: 'text',
          name: '到着後のご連絡先',
          translations: [],
          required: false,
          perRoom: false,
          multiple: false,
          options: [],
          labels: [],
        },
      ])) as [number, number];
      const questions = (await call('GET', stay.number, byEmail)).json().data as Json[];
      checkin = questions.find((q) => q.question_type === 'checkin').id;
    }, 180_000);
    afterAll(async () => kit?.close());

    it('lists the questions of the hotel and brand, per room where per room, nothing answered yet', async () => {
      const response = await call('GET', stay.number, `bypass_token=${stay.bypass_token}`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data as Json[];
      expect(mine(data, people).map((q) => [q.room_index, q.answer])).toEqual([
        [0, null],
        [1, null],
      ]);
      expect(mine(data, note)).toEqual([
        expect.objectContaining({ room_index: null, answer: null, name: '到着後のご連絡先' }),
      ]);
      expect(mine(data, checkin).map((q) => q.room_index)).toEqual([0, 1]);
    });

    it('takes first answers, checked as at booking, and prefills them; a second POST of one is 409', async () => {
      const answers = [
        {
          question_id: people,
          rooms: [
            { room_index: 0, men_count: 1, women_count: 1 },
            { room_index: 1, men_count: 2, women_count: 0 },
          ],
        },
        { question_id: checkin, rooms: [{ room_index: 0, checkin_time: '16:00' }] },
      ];
      const response = await call('POST', stay.number, byEmail, { answers });
      expect(response.statusCode).toBe(200);
      const data = response.json().data as Json[];
      expect(mine(data, people).map((q) => q.answer)).toEqual([
        { adults: 2, men_count: 1, women_count: 1 },
        { adults: 2, men_count: 2, women_count: 0 },
      ]);
      expect(mine(data, checkin).map((q) => q.answer)).toEqual([{ checkin_time: '16:00' }, null]);
      expect(await changes(stay.id)).toBe(1);

      const again = await call('POST', stay.number, byEmail, { answers: [answers[1]] });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].details.code).toBe('already_answered');
      expect(again.json().errors[0].details.base[0].error).toContain('回答済み');
    });

    it('changes answers with batch_update; a wrong one is refused whole with its field and nothing changes', async () => {
      const wrong = await call('PUT', stay.number, byEmail, {
        answers: [
          { question_id: people, rooms: [{ room_index: 0, men_count: 3, women_count: 0 }] },
          { question_id: checkin, rooms: [{ room_index: 1, checkin_time: '03:00' }] },
        ],
      });
      expect(wrong.statusCode).toBe(400);
      const fields = Object.keys(wrong.json().errors[0].details.fields);
      expect(fields).toEqual(
        expect.arrayContaining(['answers[0].rooms[0].men_count', 'answers[1].rooms[0].checkin_time']),
      );
      // Room 2 of the required per-room question was left out: also refused.
      expect(JSON.stringify(wrong.json())).toContain('2室目の「男女別の人数」');
      const unchanged = (await call('GET', stay.number, byEmail)).json().data as Json[];
      expect(mine(unchanged, people)[0].answer).toEqual({ adults: 2, men_count: 1, women_count: 1 });

      const ok = await call('PUT', stay.number, byEmail, {
        answers: [
          { question_id: checkin, rooms: [{ room_index: 1, checkin_time: '18:00' }] },
          { question_id: note, text: '090-1234-5678' },
        ],
      });
      expect(ok.statusCode).toBe(200);
      const data = ok.json().data as Json[];
      // The question named is replaced as a whole: room 1's earlier time is gone, room 2's is set.
      expect(mine(data, checkin).map((q) => q.answer)).toEqual([null, { checkin_time: '18:00' }]);
      expect(mine(data, note)[0].answer).toEqual({ text: '090-1234-5678' });
      expect(mine(data, people)[1].answer).toEqual({ adults: 2, men_count: 2, women_count: 0 });
      expect(await changes(stay.id)).toBe(2);
    });

    it("gives the same 404 for a wrong email, another guest's token, a guessed number, another hotel's client", async () => {
      const body = { answers: [{ question_id: note, text: 'x' }] };
      const answers = [
        await call('GET', stay.number, 'email=someone@example.com'),
        await call('GET', stay.number, `bypass_token=${other.bypass_token}`),
        await call('GET', 'ZZZZZZZZZZ', byEmail),
        await call('PUT', stay.number, 'email=someone@example.com', body),
        await call('POST', stay.number, `bypass_token=${other.bypass_token}`, body),
        await call(
          'GET',
          stay.number,
          byEmail,
          undefined,
          await issueClientSession(kit.t.app, DEMO_HOTEL_CLIENTS['hanami-kyoto']),
        ),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toBe(answers[0]!.body);
      }
      expect(await changes(stay.id)).toBe(2);
    });

    it('refuses a bypass token an update replaced; clears men/women counts that no longer fit the room', async () => {
      const fresh = newToken();
      await kit.t.db.execute(
        sql`update reservations set bypass_token_hash = ${hashToken(fresh)} where id = ${stay.id}`,
      );
      const old = await call('GET', stay.number, `bypass_token=${stay.bypass_token}`);
      expect(old.statusCode).toBe(404);
      expect(old.body).toBe((await call('GET', 'ZZZZZZZZZZ', byEmail)).body);
      const body = { answers: [{ question_id: note, text: 'x' }] };
      expect((await call('PUT', stay.number, `bypass_token=${stay.bypass_token}`, body)).statusCode).toBe(
        404,
      );
      // Room 1 now sleeps three adults (as after a change of guests): its 2-person answer is cleared.
      await kit.t.db.execute(
        sql`update reservation_rooms set adults = 3 where reservation_id = ${stay.id} and room_index = 0`,
      );
      const data = (await call('GET', stay.number, `bypass_token=${fresh}`)).json().data as Json[];
      expect(mine(data, people).map((q) => q.answer)).toEqual([
        null,
        { adults: 2, men_count: 2, women_count: 0 },
      ]);
      await kit.t.db.execute(
        sql`update reservation_rooms set adults = 2 where reservation_id = ${stay.id} and room_index = 0`,
      );
    });

    it('answers 400 for a bad body and 422 for a cancelled reservation', async () => {
      expect((await call('PUT', stay.number, byEmail, { answers: [] })).statusCode).toBe(400);
      expect((await call('PUT', stay.number, byEmail, { answers: [{ question_id: 'x' }] })).statusCode).toBe(
        400,
      );
      expect(
        (await call('PUT', stay.number, byEmail, { answers: [{ question_id: 999_999, text: 'a' }] }))
          .statusCode,
      ).toBe(400);
      await kit.t.db.execute(
        sql`update reservations set status = 'cancelled', cancel_reason = 'guest', cancelled_at = now() where id = ${other.id}`,
      );
      const refused = await call('PUT', other.number, byEmail, {
        answers: [{ question_id: note, text: 'late' }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].details.code).toBe('reservation_cancelled');
      expect(refused.json().errors[0].details.base[0].error).toContain('キャンセル');
    });

    it('gives back the answers given while booking, of every kind, room by room', async () => {
      const question = (over: Partial<Parameters<typeof insertQuestions>[1][number]>) => ({
        hotelId: TOKYO,
        brandId: null,
        questionType: 'free' as const,
        answerType: 'text' as const,
        name: 'q',
        translations: [],
        required: false,
        perRoom: false,
        multiple: false,
        options: [],
        labels: [],
        ...over,
      });
      const opts = (...values: string[]) => values.map((value) => ({ value, translations: [] }));
      const [checkout, perRoomNote, purpose, passport] = (await insertQuestions(kit.t.db, [
        question({ questionType: 'checkout', answerType: 'options', options: opts('10:00', '11:00') }),
        question({ name: '各部屋のご要望', perRoom: true }),
        question({ answerType: 'options', multiple: true, options: opts('leisure', 'business', 'family') }),
        question({ questionType: 'file', answerType: 'file' }),
      ])) as [number, number, number, number];
      const fileId = `file_${randomUUID().replaceAll('-', '')}`;
      await kit.t.db.execute(sql`
        insert into file_attachments (id, hotel_id, file_name, content_type, size, sha256)
          values (${fileId}, ${TOKYO}, 'passport.png', 'image/png', 10, ${'a'.repeat(64)})`);
      const price = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], kit.checkin, kit.checkout);
      const booked = await kit.post({
        ...(await simpleBody(kit)),
        rooms: [
          { ...STD_DBL, adults: 2 },
          { ...STD_DBL, adults: 2 },
        ],
        total_price: price.total_price * 2,
        answers: [
          {
            question_id: checkin,
            rooms: [
              { room_index: 0, checkin_time: '16:00' },
              { room_index: 1, checkin_time: '18:00' },
            ],
          },
          { question_id: checkout, rooms: [{ room_index: 1, checkout_time: '10:00' }] },
          {
            question_id: people,
            rooms: [
              { room_index: 0, men_count: 1, women_count: 1 },
              { room_index: 1, men_count: 0, women_count: 2 },
            ],
          },
          { question_id: note, text: '  080-0000-0000 ' },
          { question_id: perRoomNote, rooms: [{ room_index: 1, text: 'ベビーベッド' }] },
          { question_id: purpose, options: ['family', 'leisure'] },
          { question_id: passport, file_attachment_ids: [fileId] },
        ],
      });
      expect(booked.status).toBe(201);
      const data = (await call('GET', booked.body.data.number, byEmail)).json().data as Json[];
      const answers = (id: number) => mine(data, id).map((q) => [q.room_index, q.answer]);
      expect(answers(checkin)).toEqual([
        [0, { checkin_time: '16:00' }],
        [1, { checkin_time: '18:00' }],
      ]);
      expect(answers(checkout)).toEqual([
        [0, null],
        [1, { checkout_time: '10:00' }],
      ]);
      expect(answers(people)).toEqual([
        [0, { adults: 2, men_count: 1, women_count: 1 }],
        [1, { adults: 2, men_count: 0, women_count: 2 }],
      ]);
      expect(answers(note)).toEqual([[null, { text: '080-0000-0000' }]]);
      expect(answers(perRoomNote)).toEqual([
        [0, null],
        [1, { text: 'ベビーベッド' }],
      ]);
      expect(answers(purpose)).toEqual([[null, { options: ['family', 'leisure'] }]]);
      expect(answers(passport)).toEqual([[null, { file_attachment_ids: [fileId] }]]);

      // Answered at booking counts as answered: a first answer again is 409; a change replaces it.
      const again = await call('POST', booked.body.data.number, byEmail, {
        answers: [{ question_id: note, text: 'x' }],
      });
      expect(again.statusCode).toBe(409);
      const changed = await call('PUT', booked.body.data.number, byEmail, {
        answers: [{ question_id: checkin, rooms: [{ room_index: 1, checkin_time: '20:00' }] }],
      });
      expect(changed.statusCode).toBe(200);
      const after = changed.json().data as Json[];
      expect(mine(after, checkin).map((q) => q.answer)).toEqual([null, { checkin_time: '20:00' }]);
      expect(mine(after, people)[1].answer).toEqual({ adults: 2, men_count: 0, women_count: 2 });
      // The reservation itself shows every answer in the booking's shape, the changed one too.
      const view = await kit.get(`/book/hotels/${TOKYO}/reservations/${booked.body.data.number}?${byEmail}`);
      const shown = view.body.data.answers as Json[];
      expect(shown.find((a) => a.question_id === checkin)).toEqual({
        question_id: checkin,
        rooms: [{ room_index: 1, checkin_time: '20:00' }],
      });
      expect(shown.find((a) => a.question_id === note)).toMatchObject({ text: '  080-0000-0000 ' });
    });

    it('two changes at once run one after the other; a cancel at the same time wins or waits, never half', async () => {
      const a = { answers: [{ question_id: note, text: 'first writer' }] };
      const b = { answers: [{ question_id: note, text: 'second writer' }] };
      const before = await changes(stay.id);
      const [one, two] = await Promise.all([
        call('PUT', stay.number, byEmail, a),
        call('PUT', stay.number, byEmail, b),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(await changes(stay.id)).toBe(before + 2);
      const saved = mine((await call('GET', stay.number, byEmail)).json().data, note)[0].answer.text;
      expect(['first writer', 'second writer']).toContain(saved);

      const view = await kit.get(`/book/hotels/${TOKYO}/reservations/${stay.number}?${byEmail}`);
      const [cancel, answer] = await Promise.all([
        kit.t.app.inject({
          method: 'PUT',
          url: `/book/hotels/${TOKYO}/reservations/${stay.number}/cancel?${byEmail}`,
          headers: { 'client-session': kit.session },
          payload: { reason: 'change_of_plans', cancellation_fee_displayed: view.body.data.cancellation_fee },
        }),
        call('PUT', stay.number, byEmail, { answers: [{ question_id: note, text: 'during the cancel' }] }),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 422]).toContain(answer.statusCode);
      const text = mine((await call('GET', stay.number, byEmail)).json().data, note)[0].answer.text;
      // Saved only if it came first (then the cancel followed); refused whole if the cancel came first.
      expect(text).toBe(answer.statusCode === 200 ? 'during the cancel' : saved);
      expect(await changes(stay.id)).toBe(before + 2 + (answer.statusCode === 200 ? 1 : 0));
    });
  },
);
