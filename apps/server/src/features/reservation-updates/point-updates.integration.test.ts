import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  balanceOf,
  earningOf,
  entriesOf,
  ledgerSums,
  signedInMemberWith,
} from '../member-points/member-points-test-kit.ts';
import { type Json, simpleBody, tokyoDayAfter } from '../reservations/reservation-test-kit.ts';
import { quietTuesday } from '../search/search-test-kit.ts';
import { byToken, reservationState, type UpdateKit, updateKit } from './update-test-kit.ts';

const GOLD_PERCENT = 5;

// Spec §5: points spent on a reservation are not spent again until it is updated; an update re-computes
// them (decision 040). The change gives the booking's points back and spends the new figure in its own
// transaction, so a refusal leaves both the stay and the points as they were.
describe.each(testDatabaseKinds())('points on a changed booking (%s)', (kind) => {
  let kit: UpdateKit;

  beforeAll(async () => {
    kit = await updateKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  const memberWith = (points: number) => signedInMemberWith(kit.t.db, points);

  async function bookWith(
    member: { headers: Record<string, string> },
    points: number,
    rooms: object[] = [{ adults: 2 }],
  ): Promise<Json> {
    const total = await kit.price(rooms, kit.checkin, kit.checkout);
    const body = await simpleBody(kit, {
      rooms: rooms.map((r) => ({ room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY', ...r })),
      total_price: total,
      spending_point: points,
    });
    const { status, body: answer } = await kit.post(body, { headers: member.headers });
    expect(status, JSON.stringify(answer)).toBe(201);
    return answer.data;
  }

  /** New dates three weeks later, two nights, one room of two adults, priced as shown. */
  async function movedStay(extra: Record<string, unknown> = {}): Promise<Json> {
    const checkin = quietTuesday(41);
    const checkout = tokyoDayAfter(checkin, 2);
    return {
      version: 1,
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: await kit.price([{ adults: 2 }], checkin, checkout),
      ...extra,
    };
  }

  const kinds = async (memberId: number) => (await entriesOf(kit.t.db, memberId)).map((e) => e.kind);

  it('keeps the booked points on a change that does not name them, the payment following the new total', async () => {
    const member = await memberWith(5_000);
    const booked = await bookWith(member, 3_000);
    const before = await kinds(member.id);
    const stay = await movedStay();
    const put = await kit.put(booked.number, '', stay, member.headers);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({
      total_price: stay.total_price,
      point_discount: 3_000,
      payment: { remaining_amount: stay.total_price - 3_000 },
    });
    // The same points again: no refund and spend pair in the member's history.
    const after = await kinds(member.id);
    expect(after.filter((k) => k === 'spent' || k === 'refunded')).toEqual(
      before.filter((k) => k === 'spent' || k === 'refunded'),
    );
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 2_000 });
    const basis = stay.total_price - put.body.data.accommodation_tax - 3_000;
    expect((await earningOf(kit.t.db, booked.id))?.amount).toBe(Math.floor((basis * GOLD_PERCENT) / 100));
  });

  it("re-spends a new figure: the booking's points come back first, so they can be spent again", async () => {
    const member = await memberWith(3_000);
    const booked = await bookWith(member, 3_000);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 0 });

    // 3,100 is more than the 3,000 the member has with the booking's own points back: 2401, nothing changes.
    const refused = await kit.put(
      booked.number,
      '',
      await movedStay({ spending_point: 3_100 }),
      member.headers,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe(2401);
    expect(refused.body.errors[0].details.base[0].error).toMatch(/only 3,000, so 3,100 points/);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 0 });
    expect(await reservationState(kit.t.db, booked.number)).toMatchObject({ version: 1 });

    const stay = await movedStay({ spending_point: 1_000 });
    const put = await kit.put(booked.number, '', stay, member.headers);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({
      point_discount: 1_000,
      payment: { amount_due_now: 0, remaining_amount: stay.total_price - 1_000 },
    });
    const ledger = (await entriesOf(kit.t.db, member.id))
      .filter((e) => e.reservationId === booked.id && (e.kind === 'spent' || e.kind === 'refunded'))
      .map((e) => e.availableDelta);
    expect(ledger).toEqual([-3_000, 3_000, -1_000]);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 2_000 });
    expect(await ledgerSums(kit.t.db, member.id)).toEqual(await balanceOf(kit.t.db, member.id));

    // Spending none gives them all back.
    const none = await kit.put(
      booked.number,
      '',
      await movedStay({ version: 2, spending_point: 0 }),
      member.headers,
    );
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body.data.point_discount).toBe(0);
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 3_000 });
  });

  it('lowers the points to what fits when a room is given up, in the programme steps', async () => {
    const member = await memberWith(100_000);
    const two = [{ adults: 2 }, { adults: 2 }];
    const twoRooms = await kit.price(two, kit.checkin, kit.checkout);
    const spent = Math.floor(twoRooms / 100) * 100;
    const booked = await bookWith(member, spent, two);
    const oneRoom = await kit.price([{ adults: 2 }], kit.checkin, kit.checkout);
    const put = await kit.put(
      booked.number,
      '',
      {
        version: 1,
        checkin_date: kit.checkin,
        checkout_date: kit.checkout,
        rooms: [{ room_index: 0, adults: 2 }],
        total_price: oneRoom,
      },
      member.headers,
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const kept = Math.floor(oneRoom / 100) * 100;
    expect(put.body.data).toMatchObject({
      point_discount: kept,
      payment: { remaining_amount: oneRoom - kept },
    });
    expect(await balanceOf(kit.t.db, member.id)).toMatchObject({ available: 100_000 - kept });
  });

  it("refuses points on a guest's booking", async () => {
    const booked = await kit.book();
    const put = await kit.put(
      booked.number,
      byToken(booked.bypass_token),
      await movedStay({ spending_point: 100 }),
    );
    expect(put.status).toBe(403);
    expect(await reservationState(kit.t.db, booked.number)).toMatchObject({ version: 1 });
  });
});
