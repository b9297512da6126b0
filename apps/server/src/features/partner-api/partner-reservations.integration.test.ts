import { PARTNER_POLL_OVERLAP_SECONDS } from '@yadori/contract/partner-api.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { createTestPartnerKey, type TestPartnerKey } from '../partner-keys/partner-keys-test-kit.ts';
import { tokyoDayAfter } from '../reservations/reservation-test-kit.ts';
import { TOKYO } from '../staff-rates/staff-rates-test-kit.ts';
import {
  type StaffReservationKit,
  staffReservationKit,
} from '../staff-reservations/staff-reservations-test-kit.ts';
import { type Json, partnerInject } from './partner-api-test-kit.ts';

// A PMS following the hotel's reservations (decision 059): the list in the order stays last changed,
// and `next`, the position a poll resumes from without missing a change.

const stays = `/api/v1/hotels/${TOKYO}/reservations`;

describe.each(testDatabaseKinds())('the partner API’s reservations (%s)', (kind) => {
  let kit: StaffReservationKit;
  let pms: TestPartnerKey;

  beforeAll(async () => {
    kit = await staffReservationKit(kind);
    pms = await createTestPartnerKey(kit.t.db, {
      hotelId: TOKYO,
      scopes: ['reservations:read', 'reservations:write'],
    });
  }, 180_000);
  afterAll(async () => kit?.close());

  /** A page of the list; a `next` position is sent as it came, its `after` left out when null. */
  const list = async (query: Record<string, string | null>) => {
    const given = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null);
    const answer = await partnerInject(kit.t.app, 'GET', `${stays}?${new URLSearchParams(given)}`, {
      authorization: pms.authorization,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const numbers = (body: Json) => body.data.map((row: Json) => row.number);
  /** Sets when reservations last changed, as if long enough ago for the poll to pass them. */
  const changedAt = async (at: Date, ...ids: number[]) => {
    for (const id of ids)
      await kit.t.db.execute(
        sql`update reservations set updated_at = ${at.toISOString()}::timestamptz where id = ${id}`,
      );
  };

  it('lists the stays in the order they last changed; a poll resuming from `next` sees each change once it is made, and only those', async () => {
    const first = await kit.stay();
    const second = await kit.stay({
      guest: { first_name: 'Ken', last_name: 'Mori', email: 'ken@example.com' },
    });
    const third = await kit.stay();
    // Three stays changed at the same instant an hour ago, a fourth a minute later.
    const hourAgo = new Date(Date.now() - 3_600_000);
    const later = new Date(hourAgo.getTime() + 60_000);
    await changedAt(hourAgo, first.id, second.id, third.id);
    const fourth = await kit.stay();
    await changedAt(later, fourth.id);
    const mine = [first, second, third].map((s) => s.number).sort();

    const start = await list({ updated_since: hourAgo.toISOString() });
    expect(numbers(start)).toEqual([...mine, fourth.number]);
    expect(start.data[0]).toMatchObject({
      number: mine[0],
      status: 'confirmed',
      updated_at: hourAgo.toISOString().replace('Z', '000Z'),
      version: 1,
    });
    expect(start.data.find((row: Json) => row.number === second.number).guest_name).toBe('Ken Mori');
    expect(start).toMatchObject({ page: 1, per_page: 50, total_pages: 1, total_entries: 4 });
    // Caught up with rows older than the overlap: the next poll starts right after the last one.
    expect(start.next).toEqual({
      updated_since: later.toISOString().replace('Z', '000Z'),
      after: fourth.number,
    });
    expect(numbers(await list(start.next))).toEqual([]);

    // `after` skips the rows changed at that same instant up to and including that number.
    const tied = await list({ updated_since: hourAgo.toISOString(), after: mine[1]! });
    expect(numbers(tied)).toEqual([mine[2], fourth.number]);

    // A change moves the stay to the end, where the poll finds it; the others are not read again.
    const changed = await partnerInject(kit.t.app, 'PATCH', `${stays}/${second.number}`, {
      authorization: pms.authorization,
      body: {
        version: 1,
        guests: {
          guest: { first_name: 'Ken', last_name: 'Mori', email: 'mori@example.com', phone: '+81312345678' },
        },
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const polled = await list(start.next);
    expect(numbers(polled)).toEqual([second.number]);
    expect(polled.data[0]).toMatchObject({ email: 'mori@example.com', version: 2, staff_modified: true });
    // The change is fresh: the next position stays the overlap behind the clock, so a change that
    // commits late with an earlier time is read too (and this one comes once more).
    const horizon = Date.now() - PARTNER_POLL_OVERLAP_SECONDS * 1000;
    expect(polled.next.after).toBeNull();
    expect(Math.abs(Date.parse(polled.next.updated_since) - horizon)).toBeLessThan(10_000);
    expect(numbers(await list(polled.next))).toEqual([second.number]);
  });

  it('narrows the list by status and check-in dates, and pages it by 50', async () => {
    const stay = await kit.stay({ checkin: tokyoDayAfter(kit.checkin, 7) });
    const cancelled = await kit.stay({ checkin: tokyoDayAfter(kit.checkin, 7) });
    const answer = await partnerInject(kit.t.app, 'POST', `${stays}/${cancelled.number}/cancel`, {
      authorization: pms.authorization,
      body: { fee: 'policy' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const day = tokyoDayAfter(kit.checkin, 7);
    const onDay = { checkin_from: day, checkin_to: day };
    expect(numbers(await list(onDay)).sort()).toEqual([stay.number, cancelled.number].sort());
    expect(numbers(await list({ ...onDay, status: 'cancelled' }))).toEqual([cancelled.number]);
    expect(numbers(await list({ ...onDay, status: 'confirmed' }))).toEqual([stay.number]);

    const all = await list({});
    expect(all.total_entries).toBeGreaterThan(0);
    expect(all.data.length).toBe(Math.min(50, all.total_entries));
    // The order is by last change, then number, throughout.
    const keys = all.data.map((row: Json) => `${row.updated_at} ${row.number}`);
    expect(keys).toEqual([...keys].sort());
    const beyond = await list({ page: String(all.total_pages + 1) });
    expect(beyond.data).toEqual([]);
    expect(beyond.total_entries).toBe(all.total_entries);
  });
});
