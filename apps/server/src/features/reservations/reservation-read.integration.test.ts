import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { loadCatalog } from '../hotels/hotels.service.ts';
import { findReservationWithParts, readForLookup } from './reservation-read.repository.ts';
import {
  type BookingKit,
  bookingKit,
  type Json,
  STD_DBL,
  shownPrice,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
} from './reservation-test-kit.ts';
import { toReservationDto } from './reservation-view.ts';
import {
  findReservationById,
  findReservationByNumber,
  loadReservationParts,
} from './reservations.repository.ts';

// The guest's lookup and cancellation read a reservation and its parts in one prepared statement
// (reservation-read.repository.ts): it must give what drizzle's five queries give, to the byte.
describe.each(testDatabaseKinds())('reservation read in one statement (%s)', (kind) => {
  let kit: BookingKit;
  let booked: Json;
  beforeAll(async () => {
    kit = await bookingKit(kind);
    const checkout = tokyoDayAfter(kit.checkin, 2);
    const family = { room_type_code: 'FAMILY', room_plan_code: 'FAMILY-ROOM-ONLY' };
    const a = await shownPrice(
      kit,
      family.room_plan_code,
      [{ adults: 2, kids_tiers: ['B'] }],
      kit.checkin,
      checkout,
    );
    const b = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 1 }], kit.checkin, checkout);
    const { status, body } = await kit.post({
      ...(await simpleBody(kit)),
      checkout_date: checkout,
      rooms: [
        { ...family, adults: 2, kids_tiers: ['B'] },
        { ...STD_DBL, adults: 1, guest: { first_name: 'Ken', last_name: 'Sato' } },
      ],
      total_price: a.total_price + b.total_price,
    });
    if (status !== 201) throw new Error(`booking refused: ${JSON.stringify(body)}`);
    booked = body.data;
    // Extras (dated and not, for a room and for the stay) and answers, written as a booking would.
    const db = kit.t.db;
    const [extra] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from extras where hotel_id = ${TOKYO} order by id limit 1`),
    );
    await db.execute(sql`
      insert into reservation_extras (reservation_id, extra_id, room_index, service_date, quantity, unit_price, total_price, tax, inventory_taken, answer)
        values (${booked.id}, ${extra!.id}, 1, ${kit.checkin}::date, 2, 500, 1000, 90, 0, 'ゆっくり'),
               (${booked.id}, ${extra!.id}, null, null, 1, 300, 300, 27, 0, null)`);
    await db.execute(sql`
      insert into reservation_answers (reservation_id, question_id, room_index, answer, attachment_ids)
        values (${booked.id}, 7, null, ${JSON.stringify({ text: 'late arrival', list: [1, 'two'] })}::jsonb, '{}'),
               (${booked.id}, 8, 0, ${JSON.stringify('yes')}::jsonb, '{"abc","def"}')`);
  }, 180_000);
  afterAll(async () => kit?.close());

  async function drizzleRead(db: Db) {
    const row = (await findReservationByNumber(db, TOKYO, booked.number.toLowerCase()))!;
    return { row, parts: await loadReservationParts(db, row.id) };
  }

  it('gives the row and parts drizzle gives, on the pool and in a transaction', async () => {
    const db = kit.t.db;
    const expected = await drizzleRead(db);
    expect(expected.parts.rooms).toHaveLength(2);
    expect(expected.parts.nights).toHaveLength(4);
    expect(expected.parts.extras).toHaveLength(2);
    expect(expected.parts.answers).toHaveLength(2);
    const found = await findReservationWithParts(db, TOKYO, booked.number.toLowerCase());
    expect(found).toStrictEqual(expected);
    const inTransaction = await db.transaction(async (tx) =>
      findReservationWithParts(tx as unknown as Db, TOKYO, booked.number),
    );
    expect(inTransaction).toStrictEqual(expected);
    expect(await findReservationWithParts(db, TOKYO + 1, booked.number)).toBeNull();
  });

  it('reads a lookup as drizzle does, and only the proof while the fingerprint is the kept one', async () => {
    const db = kit.t.db;
    const expected = await drizzleRead(db);
    const proof = { email: expected.row.email, bypassTokenHash: expected.row.bypassTokenHash };
    const hotel = await readForLookup(db, 'hotel', TOKYO, booked.number.toLowerCase(), null);
    expect(hotel).toStrictEqual({
      hotelId: TOKYO,
      proof,
      fingerprint: expect.any(String),
      timeZone: null,
      unchanged: false,
      reservation: expected,
      bank: null,
    });
    const brand = await readForLookup(db, 'brand', 1, booked.number, 'another');
    expect(brand).toMatchObject({ timeZone: 'Asia/Tokyo', unchanged: false, reservation: expected });
    // The same state: the proof and the fingerprint only.
    expect(await readForLookup(db, 'hotel', TOKYO, booked.number, hotel!.fingerprint)).toStrictEqual({
      hotelId: TOKYO,
      proof,
      fingerprint: hotel!.fingerprint,
      timeZone: null,
      unchanged: true,
    });
    expect(await readForLookup(db, 'hotel', TOKYO + 1, booked.number, null)).toBeNull();
    expect(await readForLookup(db, 'brand', 999, booked.number, null)).toBeNull();
    // A night's price is a part: the fingerprint moves with it.
    await db.execute(sql`update reservation_room_nights set price = price + 1
      where reservation_id = ${booked.id} and stay_date = ${kit.checkin}::date`);
    try {
      const changed = await readForLookup(db, 'hotel', TOKYO, booked.number, hotel!.fingerprint);
      expect(changed).toMatchObject({ unchanged: false, reservation: await drizzleRead(db) });
      expect(changed!.fingerprint).not.toBe(hotel!.fingerprint);
    } finally {
      await db.execute(sql`update reservation_room_nights set price = price - 1
        where reservation_id = ${booked.id} and stay_date = ${kit.checkin}::date`);
    }
  });

  it('makes the same answer, byte for byte, for a cancelled stay with every timestamp set', async () => {
    const db = kit.t.db;
    await db.execute(sql`
      update reservations set status = 'cancelled', cancel_reason = 'guest', guest_cancel_reason = 'illness',
          cancelled_at = '2026-03-04T05:06:07.089Z', staff_modified_at = now(), cancellation_fee = 0
        where id = ${booked.id}`);
    const expected = await drizzleRead(db);
    const found = (await findReservationWithParts(db, TOKYO, booked.number))!;
    expect(found).toStrictEqual(expected);
    expect(found.row).toStrictEqual(await findReservationById(db, booked.id));
    const catalog = await loadCatalog(db, TOKYO);
    const clock = { now: new Date(), timeZone: 'Asia/Tokyo' };
    const dto = (read: typeof expected) =>
      JSON.stringify(toReservationDto(read.row, read.parts, catalog, null, 'ja', clock));
    expect(dto(found)).toBe(dto(expected));
    expect(JSON.parse(dto(found)).cancelled_at).toBe('2026-03-04T05:06:07.089Z');
  });
});
