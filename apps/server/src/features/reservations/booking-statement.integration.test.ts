import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  inventoryOf,
  leaveRooms,
  simpleBody,
  TOKYO,
  tokyoDayAfter,
  twoRoomBody,
} from './reservation-test-kit.ts';
import { RESERVATION_JOBS } from './reservations.service.ts';

/**
 * Decision 055: a booking with nothing to take but its nights is written and answered in one statement,
 * its answer made before the statement from the rows it writes. These tests hold that answer to the
 * reservation as it is stored, and the statement to all or nothing.
 */
describe.each(testDatabaseKinds())('a booking written in one statement (%s)', (kind) => {
  let kit: BookingKit;
  beforeAll(async () => {
    kit = await bookingKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  const count = async (table: string) =>
    Number(
      rowsOf<{ n: number }>(await kit.t.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n,
    );

  it('answers as the stored reservation reads back, and keeps the answer and the mail with it', async () => {
    const bodies = [
      await simpleBody(kit),
      await simpleBody(kit, { payment_method: 'bank_transfer', locale: 'ko' }),
      (await twoRoomBody(kit)).body,
    ];
    for (const body of bodies) {
      const booked = await kit.post(body);
      expect(booked.status).toBe(201);
      const { bypass_token: token, ...answer } = booked.body.data;
      expect(token).toBeTruthy();
      const read = await kit.get(
        `/book/hotels/${TOKYO}/reservations/${answer.number}?email=${encodeURIComponent(guest.email)}`,
      );
      expect(read.status).toBe(200);
      // Every field, every room and night, the defaults the database would have filled in.
      expect(read.body.data).toEqual(answer);
      const [key] = rowsOf<{ reservation_id: number; response_status: number; sealed: boolean }>(
        await kit.t.db.execute(sql`
          select reservation_id, response_status, response_sealed is not null as sealed
            from idempotency_keys where reservation_id = ${answer.id}`),
      );
      expect(key).toEqual({ reservation_id: answer.id, response_status: 201, sealed: true });
      const jobs = rowsOf<{ kind: string }>(
        await kit.t.db.execute(
          sql`select kind from jobs where dedupe_key = ${`${RESERVATION_JOBS.mailConfirmed}:${answer.id}`}`,
        ),
      );
      expect(jobs).toEqual([{ kind: RESERVATION_JOBS.mailConfirmed }]);
    }
  });

  it('keeps nothing of a booking whose last night is sold out: no reservation, key, room, night or job', async () => {
    const { body } = await twoRoomBody(kit);
    const second = tokyoDayAfter(kit.checkin, 1);
    const tables = [
      'reservations',
      'idempotency_keys',
      'reservation_rooms',
      'reservation_room_nights',
      'jobs',
    ];
    const before = await Promise.all(tables.map(count));
    const firstNight = await inventoryOf(kit.t.db, 'FAMILY', kit.checkin);
    await leaveRooms(kit.t.db, 'STD-DBL', second, 0);
    const refused = await kit.post(body);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].details).toMatchObject({ code: 1105, reason: 'sold_out' });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // The family room's nights were taken in the statement before the refusal: given back with it.
    expect(await inventoryOf(kit.t.db, 'FAMILY', kit.checkin)).toEqual(firstNight);
    await leaveRooms(kit.t.db, 'STD-DBL', second, 10);
    expect((await kit.post(body)).status).toBe(201);
  });
});
