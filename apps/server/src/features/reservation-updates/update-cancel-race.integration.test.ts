import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { type Json, tokyoDayAfter } from '../reservations/reservation-test-kit.ts';
import { quietTuesday, quietTuesdays } from '../search/search-test-kit.ts';
import { byEmail, type UpdateKit, updateKit } from './update-test-kit.ts';

const EMAIL = byEmail('hanako@example.com');
const RACES = 6;

/** Nights our reservations still hold on `date` (cancelled ones hold none). */
async function heldOn(kit: UpdateKit, numbers: string[], date: string): Promise<number> {
  const result = await kit.t.db.execute(sql`
    select count(*)::int as n from reservation_room_nights n join reservations r on r.id = n.reservation_id
      where r.status <> 'cancelled' and n.stay_date = ${date}::date
        and r.number in (${sql.join(
          numbers.map((x) => sql`${x}`),
          sql`, `,
        )})`);
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

describe.each(testDatabaseKinds())('a cancel and an update of one reservation at once (%s)', (kind) => {
  let kit: UpdateKit;
  beforeAll(async () => {
    kit = await updateKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  it('ends in one consistent state: cancelled with every night back, or updated and then cancelled or refused', async () => {
    const oldIn = quietTuesday(24);
    const newIn = quietTuesday(45);
    const dates = [oldIn, tokyoDayAfter(oldIn, 1), newIn, tokyoDayAfter(newIn, 1)];
    const baseline = await kit.sold(dates);
    const booked: Json[] = [];
    for (let i = 0; i < RACES; i += 1)
      booked.push(await kit.book({ checkin_date: oldIn, checkout_date: tokyoDayAfter(oldIn, 2) }));
    const total = await kit.price([{ adults: 2 }], newIn, tokyoDayAfter(newIn, 2));

    const outcomes = await Promise.all(
      booked.map(async (reservation, i) => {
        const view = await kit.get(`/book/hotels/1/reservations/${reservation.number}?${EMAIL}`);
        const cancel = () =>
          kit.put(`${reservation.number}/cancel`, EMAIL, {
            reason: 'change_of_plans',
            cancellation_fee_displayed: view.body.data.cancellation_fee,
          });
        const update = () =>
          kit.put(reservation.number, EMAIL, {
            version: view.body.data.version,
            checkin_date: newIn,
            checkout_date: tokyoDayAfter(newIn, 2),
            rooms: [{ room_index: 0, adults: 2 }],
            total_price: total,
          });
        const [c, u] =
          i % 2 === 0
            ? await Promise.all([cancel(), update()])
            : await Promise.all([update(), cancel()]).then(([a, b]) => [b, a] as const);
        const after = await kit.t.db.execute(
          sql`select status, checkin_date::text as checkin, version from reservations where number = ${reservation.number}`,
        );
        return { cancel: c, update: u, row: rowsOf<Json>(after)[0] };
      }),
    );

    for (const { cancel, update, row } of outcomes) {
      // Never both refused, never a server error.
      expect([200, 409, 422]).toContain(cancel.status);
      expect([200, 409, 422]).toContain(update.status);
      expect(cancel.status === 200 || update.status === 200).toBe(true);
      if (update.status === 200) {
        // The update came first: the stay moved; the cancel then applied to the new version (or was refused
        // for a fee that changed with the new total).
        expect(row.checkin).toBe(newIn);
        expect(row.status).toBe(cancel.status === 200 ? 'cancelled' : 'confirmed');
        expect(row.version).toBe(cancel.status === 200 ? 3 : 2);
      } else {
        // The cancel came first: the update was refused as the stay is cancelled; nothing moved.
        expect(update.status).toBe(422);
        expect(update.body.errors[0].details.reason).toBe('cancelled');
        expect(row).toMatchObject({ status: 'cancelled', checkin: oldIn, version: 2 });
      }
    }

    const numbers = booked.map((b) => b.number as string);
    const sold = await kit.sold(dates);
    for (const [i, date] of dates.entries())
      expect(sold[i], date).toBe(baseline[i]! + (await heldOn(kit, numbers, date)));
    // Nights of the old dates all came back (every reservation was moved or cancelled).
    expect(sold.slice(0, 2)).toEqual(baseline.slice(0, 2));
  });

  it('two updates of one version at once: one applies, the other is 409 version_conflict, nights counted once', async () => {
    const oldIn = quietTuesday(31);
    const [a, b] = quietTuesdays(59, 2) as [string, string];
    const dates = [oldIn, tokyoDayAfter(oldIn, 1), a, tokyoDayAfter(a, 1), b, tokyoDayAfter(b, 1)];
    const baseline = await kit.sold(dates);
    const booked = await kit.book({ checkin_date: oldIn, checkout_date: tokyoDayAfter(oldIn, 2) });
    const body = async (checkin: string) => ({
      version: 1,
      checkin_date: checkin,
      checkout_date: tokyoDayAfter(checkin, 2),
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: await kit.price([{ adults: 2 }], checkin, tokyoDayAfter(checkin, 2)),
    });
    const [toA, toB] = [await body(a), await body(b)];
    const answers = await Promise.all([
      kit.put(booked.number, EMAIL, toA),
      kit.put(booked.number, EMAIL, toB),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const lost = answers.find((x) => x.status === 409)!;
    expect(lost.body.errors[0].details.code).toBe('version_conflict');
    const won = answers.find((x) => x.status === 200)!.body.data;
    const sold = await kit.sold(dates);
    const held = await Promise.all(dates.map((d) => heldOn(kit, [booked.number], d)));
    expect(sold).toEqual(baseline.map((n, i) => n + held[i]!));
    expect(held.reduce((x, y) => x + y, 0)).toBe(2);
    expect(won.checkin_date === a ? held.slice(2, 4) : held.slice(4, 6)).toEqual([1, 1]);
  });
});
