import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@yadori/contract/locales';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_HOTELS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { type BookingKit, bookingKit, guest, type Json, simpleBody, TOKYO } from './reservation-test-kit.ts';

// The hotel's guest field requirements (spec sections 3 and 5, decision 020): Hanami Seoul asks for
// every detail (gender, birth date, nationality and the address required; occupation optional),
// Hanami Tokyo for the address optionally and nothing personal.

const SEOUL = DEMO_HOTELS.hanamiSeoul.id;
const SUP_DBL = { room_type_code: 'SUP-DBL', room_plan_code: 'SUP-DBL-ROOM-ONLY' };

const details = {
  gender: 'female',
  date_of_birth: '1990-04-01',
  nationality: 'KR',
  address: { postcode: '04524', prefecture: 'Seoul', city: 'Jung-gu', street: '1 Sejong-daero' },
};

describe.each(testDatabaseKinds())('guest field requirements (%s)', (kind) => {
  let kit: BookingKit;
  beforeAll(async () => {
    kit = await bookingKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  async function seoulBody(guestFields: object): Promise<Json> {
    const query = new URLSearchParams({
      rooms: JSON.stringify([{ adults: 2 }]),
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      room_plan_codes: SUP_DBL.room_plan_code,
    });
    const price = await kit.get(`/book/hotels/${SEOUL}/rooms/price?${query}`);
    expect(price.status).toBe(200);
    const { total_price, tax } = price.body.data;
    return {
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      rooms: [{ ...SUP_DBL, adults: 2, sale_price: total_price, tax }],
      guest: { ...guest, ...guestFields },
      payment_method: 'on_site',
      total_price,
      terms_accepted: true,
    };
  }

  const storedGuest = async (number: string) =>
    rowsOf<{ guest: Json }>(
      await kit.t.db.execute(sql`select guest from reservations where number = ${number}`),
    )[0]!.guest;

  it('sends every hotel its requirements in the init settings', async () => {
    const seoul = await kit.get('/book/hotels/hanami-seoul/settings/booking_widget');
    expect(seoul.body.data.guest_field_requirements).toEqual({
      gender: 'required',
      date_of_birth: 'required',
      nationality: 'required',
      occupation: 'optional',
      address: 'required',
    });
    const tokyo = await kit.get('/book/hotels/hanami-tokyo/settings/booking_widget');
    expect(tokyo.body.data.guest_field_requirements).toEqual({
      gender: 'do_not_ask',
      date_of_birth: 'do_not_ask',
      nationality: 'do_not_ask',
      occupation: 'do_not_ask',
      address: 'optional',
    });
  });

  it('refuses a booking without a required detail, naming each field (400, five languages)', async () => {
    const body = await seoulBody({ gender: 'unanswered', address: { postcode: '04524', city: ' ' } });
    const answers = await Promise.all(
      LOCALES.map((locale) => kit.post(body, { hotelId: SEOUL, headers: { 'tripla-locale': locale } })),
    );
    for (const answer of answers) expect(answer.status).toBe(400);
    const en = answers[LOCALES.indexOf('en')]!.body.errors[0].details;
    expect(Object.keys(en.fields).sort()).toEqual([
      'guest.address.city',
      'guest.address.prefecture',
      'guest.address.street',
      'guest.date_of_birth',
      'guest.gender',
      'guest.nationality',
    ]);
    expect(en.fields['guest.gender']).toEqual(["Required fields can't be blank: Gender."]);
    const ja = answers[LOCALES.indexOf('ja')]!.body.errors[0].details;
    expect(ja.fields['guest.nationality']).toEqual(['必須項目を入力してください：国籍']);
    const gender = answers.map((a) => a.body.errors[0].details.fields['guest.gender'][0]);
    expect(new Set(gender).size).toBe(LOCALES.length);
  });

  it('books with the details the hotel asks for and keeps them', async () => {
    const { status, body } = await kit.post(await seoulBody({ ...details, occupation: 'Teacher' }), {
      hotelId: SEOUL,
    });
    expect(status).toBe(201);
    expect(body.data.guest).toMatchObject({ ...details, occupation: 'Teacher' });
    expect(await storedGuest(body.data.number)).toMatchObject({ ...details, occupation: 'Teacher' });
  });

  it('books a phone typed in full-width digits and keeps it half-width (Japanese keyboards)', async () => {
    const { status, body } = await kit.post(
      await simpleBody(kit, { guest: { ...guest, phone: '０９０－１２３４ー５６７８' } }),
      { hotelId: TOKYO, headers: { 'tripla-locale': 'ja' } },
    );
    expect(status).toBe(201);
    expect(body.data.guest.phone).toBe('09012345678');
    expect((await storedGuest(body.data.number)).phone).toBe('09012345678');
  });

  it('drops what a hotel does not ask for (an older embed may still send it)', async () => {
    const { status, body } = await kit.post(
      await simpleBody(kit, { guest: { ...guest, ...details, occupation: 'Teacher' } }),
      { hotelId: TOKYO },
    );
    expect(status).toBe(201);
    const stored = await storedGuest(body.data.number);
    for (const field of ['gender', 'date_of_birth', 'nationality', 'occupation'])
      expect(stored).not.toHaveProperty(field);
    // Tokyo asks the address optionally: it is kept.
    expect(stored.address).toEqual(details.address);
  });

  it('holds the same rules when the guest details of a booking change', async () => {
    const booked = await kit.post(await seoulBody(details), { hotelId: SEOUL });
    expect(booked.status).toBe(201);
    const { number, bypass_token } = booked.body.data;
    const put = (guestFields: object) =>
      kit.t.app.inject({
        method: 'PUT',
        url: `/book/hotels/${SEOUL}/reservations/${number}/guests?bypass_token=${bypass_token}`,
        headers: { 'client-session': kit.session, 'tripla-locale': 'ko' },
        payload: { version: 1, guest: { ...guest, email_confirmation: undefined, ...guestFields } },
      });
    const refused = await put({ ...details, date_of_birth: undefined });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].details.fields['guest.date_of_birth']).toEqual([
      '필수 항목을 입력해 주세요: 생년월일',
    ]);
    const accepted = await put({ ...details, nationality: 'JP' });
    expect(accepted.statusCode).toBe(200);
    expect((await storedGuest(number)).nationality).toBe('JP');
  });

  it('gives hotels stored before the requirements existed the default (migration 0007)', async () => {
    const migration = readFileSync(
      join(import.meta.dirname, '../../../drizzle/0007_guest_field_requirements.sql'),
      'utf8',
    );
    await kit.t.db.execute(
      sql`update hotels set settings = settings - 'guest_field_requirements' where id = ${TOKYO}`,
    );
    await kit.t.db.execute(sql.raw(migration));
    const rows = rowsOf<{ id: number; requirements: Json }>(
      await kit.t.db.execute(
        sql`select id, settings -> 'guest_field_requirements' as requirements from hotels order by id`,
      ),
    );
    expect(rows.find((r) => r.id === TOKYO)!.requirements).toEqual({
      gender: 'do_not_ask',
      date_of_birth: 'do_not_ask',
      nationality: 'do_not_ask',
      occupation: 'do_not_ask',
      address: 'optional',
    });
    // A hotel that had its own keeps them.
    expect(rows.find((r) => r.id === SEOUL)!.requirements.gender).toBe('required');
  });
});
