import {
  updateReservationResponseSchema,
  updateSettingsResponseSchema,
} from '@yadori/contract/reservation-update.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import { leaveRooms, simpleBody, tokyoDayAfter } from '../reservations/reservation-test-kit.ts';
import { quietTuesday } from '../search/search-test-kit.ts';
import {
  byEmail,
  byToken,
  changesOf,
  expectNotUpdatable,
  reservationState,
  type UpdateKit,
  unchangedStay,
  updateKit,
} from './update-test-kit.ts';

const EMAIL = byEmail('hanako@example.com');

describe.each(testDatabaseKinds())('changing a stay (%s)', (kind) => {
  let kit: UpdateKit;
  beforeAll(async () => {
    kit = await updateKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  it('update_settings: updatable until the end of the day before check-in, rooms at most as booked', async () => {
    const booked = await kit.book({ rooms: [{ adults: 2 }, { adults: 1 }] });
    const { status, body } = await kit.settings(booked.number, byToken(booked.bypass_token));
    expect(status).toBe(200);
    const data = updateSettingsResponseSchema.parse(body).data;
    expect(data).toEqual({
      is_active: true,
      updatable: true,
      reason: null,
      deadline: new Date(`${tokyoDayAfter(kit.checkin, -1)}T15:00:00.000Z`).toISOString(),
      max_room_count: 2,
      version: 1,
    });
  });

  it('a signed-in member looking at a guest booking is asked to sign out (settings and PUT)', async () => {
    const booked = await kit.book();
    const { token } = await issueMemberSession(kit.t.db, {
      memberId: DEMO_MEMBERS.hanako.id,
      brandId: DEMO_MEMBERS.hanako.brandId,
      now: new Date(),
    });
    const auth = { authorization: `Bearer ${token}` };
    await expectNotUpdatable(kit, booked, EMAIL, auth, 'sign_out_required');
    expect((await kit.settings(booked.number, EMAIL)).body.data.updatable).toBe(true);
  });

  it('moves the dates: the old nights come back, the new ones are taken, a new token replaces the old', async () => {
    const booked = await kit.book();
    const oldNights = [kit.checkin, tokyoDayAfter(kit.checkin, 1)];
    const checkin = quietTuesday(40);
    const checkout = tokyoDayAfter(checkin, 2);
    const newNights = [checkin, tokyoDayAfter(checkin, 1)];
    const [oldBefore, newBefore] = [await kit.sold(oldNights), await kit.sold(newNights)];
    const total = await kit.price([{ adults: 2 }], checkin, checkout);

    const { status, body } = await kit.put(booked.number, byToken(booked.bypass_token), {
      version: 1,
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: total,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const data = updateReservationResponseSchema.parse(body).data;
    expect(data).toMatchObject({ checkin_date: checkin, checkout_date: checkout, total_price: total });
    expect(data.rooms[0]!.nightly_prices.map((n) => n.date)).toEqual(newNights);
    expect(data.bypass_token).not.toBe(booked.bypass_token);
    expect(await kit.sold(oldNights)).toEqual(oldBefore.map((n) => n - 1));
    expect(await kit.sold(newNights)).toEqual(newBefore.map((n) => n + 1));

    expect(
      (await kit.get(`/book/hotels/1/reservations/${booked.number}?${byToken(booked.bypass_token)}`)).status,
    ).toBe(404);
    const fresh = await kit.get(`/book/hotels/1/reservations/${booked.number}?${byToken(data.bypass_token)}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.checkin_date).toBe(checkin);
    expect((await reservationState(kit.t.db, booked.number)).version).toBe(2);
    const [change] = await changesOf(kit.t.db, booked.number);
    expect(change).toMatchObject({
      kind: 'update',
      actor: 'guest',
      price_before: booked.total_price,
      price_after: total,
    });
    expect(change.before).toMatchObject({ checkin_date: kit.checkin });
    expect(change.after).toMatchObject({ checkin_date: checkin });

    await kit.t.app.runDueJobs(new Date());
    const mails = rowsOf<{ to_address: string; subject: string; locale: string }>(
      await kit.t.db.execute(sql`select to_address, subject, locale from mail_outbox
        where kind = 'mail.reservation_updated' and reservation_id = ${data.id} order by id`),
    );
    expect(mails.map((m) => m.to_address)).toEqual([
      'hanako@example.com',
      'reservations@hanami-tokyo.example',
    ]);
    expect(mails[1]!.subject).toContain(booked.number);
  });

  it('a shift onto a night the booking itself holds works even when that night is otherwise full', async () => {
    const checkin = quietTuesday(54);
    const booked = await kit.book({ checkin_date: checkin, checkout_date: tokyoDayAfter(checkin, 2) });
    const shifted = tokyoDayAfter(checkin, 1);
    const total = await kit.price([{ adults: 2 }], shifted, tokyoDayAfter(shifted, 2));
    await leaveRooms(kit.t.db, 'STD-DBL', shifted, 0);
    const { status, body } = await kit.put(booked.number, EMAIL, {
      version: 1,
      checkin_date: shifted,
      checkout_date: tokyoDayAfter(shifted, 2),
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: total,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const [first, held, added] = await kit.sold([checkin, shifted, tokyoDayAfter(shifted, 1)]);
    const allotment = rowsOf<{ allotment: number }>(
      await kit.t.db.execute(sql`select allotment from room_inventory where stay_date = ${shifted}::date
        and room_type_id = (select id from room_types where code = 'STD-DBL' and hotel_id = 1)`),
    )[0]!.allotment;
    expect(held).toBe(Number(allotment));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(added).toBeGreaterThan(0);
  });

  it('rooms go down: the dropped room gives its nights back, the kept one keeps its index', async () => {
    const booked = await kit.book({ rooms: [{ adults: 2 }, { adults: 1 }] });
    const nights = [kit.checkin, tokyoDayAfter(kit.checkin, 1)];
    const before = await kit.sold(nights);
    const total = await kit.price([{ adults: 1 }], kit.checkin, kit.checkout);
    const { status, body } = await kit.put(booked.number, EMAIL, {
      version: 1,
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      rooms: [{ room_index: 1, adults: 1 }],
      total_price: total,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.rooms.map((r: { room_index: number }) => r.room_index)).toEqual([1]);
    expect(body.data.total_price).toBe(total);
    expect(await kit.sold(nights)).toEqual(before.map((n) => n - 1));
    expect(await reservationState(kit.t.db, booked.number)).toMatchObject({
      rooms: 1,
      nights: 2,
      total_price: total,
    });
  });

  it('sold out on the new dates, a moved price or a stale version change nothing at all', async () => {
    const booked = await kit.book();
    const nights = [kit.checkin, tokyoDayAfter(kit.checkin, 1)];
    const checkin = quietTuesday(68);
    const target = [checkin, tokyoDayAfter(checkin, 1)];
    const total = await kit.price([{ adults: 2 }], checkin, tokyoDayAfter(checkin, 2));
    const state = await reservationState(kit.t.db, booked.number);
    const body = {
      version: 1,
      checkin_date: checkin,
      checkout_date: tokyoDayAfter(checkin, 2),
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: total,
    };

    const moved = await kit.put(booked.number, EMAIL, { ...body, total_price: total + 1000 });
    expect(moved.status).toBe(409);
    expect(moved.body.errors[0].details).toMatchObject({
      code: 1103,
      reason: 'price_became_cheaper',
      total_price: total,
      previous_total_price: total + 1000,
    });
    const stale = await kit.put(booked.number, EMAIL, { ...body, version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].details.code).toBe('version_conflict');

    await leaveRooms(kit.t.db, 'STD-DBL', target[1]!, 0);
    const [ownBefore, targetBefore] = [await kit.sold(nights), await kit.sold(target)];
    const soldOut = await kit.put(booked.number, EMAIL, body);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.errors[0].details).toMatchObject({ code: 1105, reason: 'sold_out' });
    expect(await kit.sold(nights)).toEqual(ownBefore);
    expect(await kit.sold(target)).toEqual(targetBefore);
    expect(await reservationState(kit.t.db, booked.number)).toEqual(state);
    expect(await changesOf(kit.t.db, booked.number)).toEqual([]);
    expect(
      (await kit.get(`/book/hotels/1/reservations/${booked.number}?${byToken(booked.bypass_token)}`)).status,
    ).toBe(200);
  });

  it('refuses after the deadline and once staff changed the booking', async () => {
    const booked = await kit.book();
    const body = unchangedStay(kit, booked);
    kit.setClock(new Date(`${tokyoDayAfter(kit.checkin, -1)}T15:00:00.000Z`));
    try {
      // The client session of today would be expired on that day: the widget would hold a new one.
      const later = { 'client-session': await issueClientSession(kit.t.app) };
      const settings = await kit.settings(booked.number, EMAIL, later);
      expect(settings.body.data).toMatchObject({
        updatable: false,
        reason: 'deadline_passed',
        deadline: null,
      });
      const late = await kit.put(booked.number, EMAIL, body, later);
      expect(late.status).toBe(422);
      expect(late.body.errors[0].details).toMatchObject({ code: 'not_updatable', reason: 'deadline_passed' });
      const guests = await kit.put(
        `${booked.number}/guests`,
        EMAIL,
        {
          version: 1,
          guest: {
            first_name: 'Hanako',
            last_name: 'Sato',
            email: 'hanako@example.com',
            phone: '+81312345678',
          },
        },
        later,
      );
      expect(guests.status).toBe(422);
    } finally {
      kit.setClock(null);
    }
    await kit.t.db.execute(
      sql`update reservations set staff_modified_at = now() where number = ${booked.number}`,
    );
    const staff = await kit.put(booked.number, EMAIL, body, { 'tripla-locale': 'ja' });
    expect(staff.status).toBe(422);
    expect(staff.body.errors[0].details.reason).toBe('modified_by_staff');
    expect(staff.body.errors[0].details.base[0].error).toContain('ホテル');
    expect((await kit.settings(booked.number, EMAIL)).body.data.reason).toBe('modified_by_staff');
  });

  it('card bookings: a lower total lowers what is held, a higher one is 3200', async () => {
    const { tokenize, APPROVED_VISA, RETURN_URL } = await import('../payments/payment-test-kit.ts');
    const booked = await kit.book({
      payment_method: 'credit_card',
      card_token: await tokenize(kit.t.app, APPROVED_VISA),
      return_url: RETURN_URL,
    });
    expect(booked.payment.state).toBe('authorized');
    const longer = tokyoDayAfter(kit.checkin, 3);
    const more = await kit.put(booked.number, EMAIL, {
      version: 1,
      checkin_date: kit.checkin,
      checkout_date: longer,
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: await kit.price([{ adults: 2 }], kit.checkin, longer),
    });
    expect(more.status).toBe(422);
    expect(more.body.errors[0].code).toBe(3200);
    const shorter = tokyoDayAfter(kit.checkin, 1);
    const total = await kit.price([{ adults: 2 }], kit.checkin, shorter);
    const less = await kit.put(booked.number, EMAIL, {
      version: 1,
      checkin_date: kit.checkin,
      checkout_date: shorter,
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: total,
    });
    expect(less.status, JSON.stringify(less.body)).toBe(200);
    expect(less.body.data.payment).toMatchObject({
      state: 'authorized',
      amount_due_now: total,
      remaining_amount: 0,
    });
  });

  it('the booked coupon is applied again: its own use does not count against it, an expired one refuses', async () => {
    const used = async () =>
      rowsOf<{ used: number }>(
        await kit.t.db.execute(
          sql`select used_count as used from promotion_codes where hotel_id = 1 and code = 'WELCOME10'`,
        ),
      )[0]!.used;
    const checkin = quietTuesday(82);
    const booked = await kit.book({
      checkin_date: checkin,
      checkout_date: tokyoDayAfter(checkin, 2),
      coupon_code: 'WELCOME10',
    });
    expect(booked.rooms[0].code_discount).toBeGreaterThan(0);
    const shorter = tokyoDayAfter(checkin, 1);
    const total = await kit.price([{ adults: 2 }], checkin, shorter, 'WELCOME10');
    // The booking took the last use: the code is at its limit now (the search would refuse it).
    await kit.t.db.execute(
      sql`update promotion_codes set usage_limit = used_count where hotel_id = 1 and code = 'WELCOME10'`,
    );
    const count = Number(await used());
    const body = {
      version: 1,
      checkin_date: checkin,
      checkout_date: shorter,
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: total,
      coupon_code: 'welcome10',
    };
    const changed = await kit.put(booked.number, EMAIL, body);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.rooms[0].code_discount).toBeGreaterThan(0);
    expect(Number(await used())).toBe(count);

    await kit.t.db.execute(
      sql`update promotion_codes set valid_from = '2000-01-01', valid_until = '2000-01-02' where hotel_id = 1 and code = 'WELCOME10'`,
    );
    const state = await reservationState(kit.t.db, booked.number);
    const expired = await kit.put(booked.number, EMAIL, {
      ...body,
      version: 2,
      checkout_date: tokyoDayAfter(checkin, 2),
    });
    expect(expired.status).toBe(422);
    expect(expired.body.errors[0].code).toBe(1500);
    expect(await reservationState(kit.t.db, booked.number)).toEqual(state);
    expect(Number(await used())).toBe(count);
  });

  it('extras stay as booked: kept when the stay still covers them, otherwise 422 and nothing changed', async () => {
    const extra = rowsOf<{ id: number }>(
      await kit.t.db.execute(sql`select id from extras where hotel_id = 1 and code = 'BREAKFAST-ADD'`),
    )[0]!;
    const stock = async () =>
      Number(
        rowsOf<{ n: number }>(
          await kit.t.db.execute(sql`select inventory as n from extra_daily_inventory
            where extra_id = ${extra.id} and service_date = ${kit.checkin}::date`),
        )[0]!.n,
      );
    const body = await simpleBody(kit, { extras: [{ extra_id: Number(extra.id), quantity: 1 }] });
    const quoted = await kit.post({ ...body, total_price: 0 });
    const booked = await kit.post({ ...body, total_price: quoted.body.errors[0].details.total_price });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const reservation = booked.body.data;
    expect(reservation.extras).toHaveLength(1);
    const left = await stock();

    const away = quietTuesday(96);
    const moved = await kit.put(reservation.number, EMAIL, {
      version: 1,
      checkin_date: away,
      checkout_date: tokyoDayAfter(away, 1),
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: await kit.price([{ adults: 2 }], away, tokyoDayAfter(away, 1)),
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors[0].details.code).toBe('extras_outside_stay');

    const shorter = tokyoDayAfter(kit.checkin, 1);
    const rooms = await kit.price([{ adults: 2 }], kit.checkin, shorter);
    const kept = await kit.put(reservation.number, EMAIL, {
      version: 1,
      checkin_date: kit.checkin,
      checkout_date: shorter,
      rooms: [{ room_index: 0, adults: 2 }],
      total_price: rooms + reservation.extras_total,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({
      rooms_total: rooms,
      extras_total: reservation.extras_total,
      total_price: rooms + reservation.extras_total,
    });
    expect(kept.body.data.extras).toEqual(reservation.extras);
    expect(await stock()).toBe(left);
  });

  it('PUT guests: the booker and the room names change, the version goes up, a change row is kept', async () => {
    const booked = await kit.book({ rooms: [{ adults: 2 }, { adults: 1 }] });
    const { status, body } = await kit.put(`${booked.number}/guests`, byToken(booked.bypass_token), {
      version: 1,
      guest: {
        first_name: 'Hanako',
        last_name: 'Sato',
        email: 'hanako.sato@example.com',
        phone: '+81311112222',
      },
      rooms: [{ room_index: 1, first_name: 'Taro', last_name: 'Sato' }],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.guest).toMatchObject({ last_name: 'Sato', phone: '+81311112222' });
    expect(body.data.email).toBe('hanako.sato@example.com');
    expect(body.data.rooms[1].guest).toEqual({ first_name: 'Taro', last_name: 'Sato' });
    expect((await reservationState(kit.t.db, booked.number)).version).toBe(2);
    expect((await changesOf(kit.t.db, booked.number)).map((c) => c.kind)).toEqual(['guests']);
    await kit.t.app.runDueJobs(new Date());
    const mails = rowsOf<{ to_address: string }>(
      await kit.t.db.execute(sql`select to_address from mail_outbox
        where kind = 'mail.reservation_updated' and reservation_id = ${booked.id} order by id`),
    );
    expect(mails.map((m) => m.to_address)).toEqual([
      'hanako.sato@example.com',
      'reservations@hanami-tokyo.example',
    ]);
    expect((await kit.settings(booked.number, EMAIL)).status).toBe(404);
    expect((await kit.settings(booked.number, byEmail('hanako.sato@example.com'))).body.data.version).toBe(2);
    const stale = await kit.put(`${booked.number}/guests`, byToken(booked.bypass_token), {
      version: 1,
      guest: {
        first_name: 'Hanako',
        last_name: 'Sato',
        email: 'hanako.sato@example.com',
        phone: '+81311112222',
      },
    });
    expect(stale.status).toBe(409);
  });
});
