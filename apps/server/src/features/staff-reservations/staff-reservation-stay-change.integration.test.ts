import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  inventoryOf,
  type Json,
  leaveRooms,
  STD_DBL,
  shownPrice,
  tokyoDayAfter,
} from '../reservations/reservation-test-kit.ts';
import {
  auditOf,
  outboxOf,
  type StaffReservationKit,
  staffReservationKit,
  stayRow,
} from './staff-reservations-test-kit.ts';

const changeUrl = (number: string) => `/staff/hotels/1/reservations/${number}/change`;

describe.each(testDatabaseKinds())('the console: a stay changed by the hotel (%s)', (kind) => {
  let kit: StaffReservationKit;
  beforeAll(async () => {
    kit = await staffReservationKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  const runJobs = () => kit.t.app.runDueJobs(new Date(Date.now() + 60 * 86_400_000));
  const reason = (answer: { body: Json }) => answer.body.errors?.[0]?.details?.reason;
  const rooms = [{ room_index: 0, adults: 2 }];

  it("changes the guest's details: the guest finds the stay by the new email, is mailed, and can no longer change it", async () => {
    const stay = await kit.stay();
    const guests = {
      guest: { first_name: 'Hanako', last_name: 'Sato', email: 'sato@example.com', phone: '+81399998888' },
    };
    expect(
      (await kit.api('POST', changeUrl(stay.number), kit.staff.kyotoManager, { version: 1, guests })).status,
    ).toBe(404);
    expect(
      (await kit.api('POST', changeUrl(stay.number), kit.staff.stranger, { version: 1, guests })).status,
    ).toBe(404);
    expect((await kit.api('POST', changeUrl(stay.number), null, { version: 1, guests })).status).toBe(401);
    expect((await kit.api('POST', changeUrl(stay.number), kit.staff.frontDesk, { version: 1 })).status).toBe(
      400,
    );
    const badEmail = await kit.api('POST', changeUrl(stay.number), kit.staff.frontDesk, {
      version: 1,
      guests: { guest: { ...guests.guest, email: 42 } },
    });
    expect(badEmail.status).toBe(400);

    const answer = await kit.api('POST', changeUrl(stay.number), kit.staff.frontDesk, { version: 1, guests });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ email: 'sato@example.com', version: 2 });
    expect(answer.body.data.guest).toMatchObject({ last_name: 'Sato', phone: '+81399998888' });
    expect(answer.body.data.staff_modified_at).not.toBeNull();
    expect(answer.body.data.changes).toEqual([expect.objectContaining({ kind: 'guests', actor: 'staff' })]);

    const guestView = await kit.get(`/book/hotels/1/reservations/${stay.number}?email=sato@example.com`);
    expect(guestView.status).toBe(200);
    const settings = await kit.get(
      `/book/hotels/1/reservations/${stay.number}/update_settings?email=sato@example.com`,
    );
    expect(settings.body.data).toMatchObject({ updatable: false, reason: 'modified_by_staff' });
    expect(await auditOf(kit.t.db, stay.number)).toEqual([
      expect.objectContaining({
        action: 'reservation.change',
        actor: kit.staff.frontDesk.email,
        before: expect.objectContaining({ email: 'hanako@example.com', last_name: 'Yamada', version: 1 }),
        after: expect.objectContaining({ email: 'sato@example.com', last_name: 'Sato', version: 2 }),
      }),
    ]);
    await runJobs();
    const mails = (await outboxOf(kit.t.db, stay.id)).filter((m) => m.kind === 'mail.reservation_updated');
    expect(mails.map((m) => m.to_address)).toContain('sato@example.com');
  });

  it('shortens a stay on its check-in day (past the guest deadline): re-priced, the night given back', async () => {
    const stay = await kit.stay();
    const night2 = tokyoDayAfter(kit.checkin, 1);
    const soldBefore = (await inventoryOf(kit.t.db, 'STD-DBL', night2)).sold;
    const oneNight = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], kit.checkin, night2);
    await kit.setTokyoTime(`${kit.checkin}T10:00`);
    const guestTry = await kit.get(
      `/book/hotels/1/reservations/${stay.number}/update_settings?email=hanako@example.com`,
    );
    expect(guestTry.body.data).toMatchObject({ updatable: false, reason: 'deadline_passed' });

    const body = { version: 1, stay: { checkin_date: kit.checkin, checkout_date: night2, rooms } };
    const wrongTotal = await kit.api('POST', changeUrl(stay.number), kit.staff.manager, {
      ...body,
      stay: { ...body.stay, total_price: stay.total },
    });
    expect(wrongTotal.status).toBe(409);
    expect(wrongTotal.body.errors[0].details.total_price).toBe(oneNight.total_price);

    const answer = await kit.api('POST', changeUrl(stay.number), kit.staff.manager, {
      ...body,
      stay: { ...body.stay, total_price: oneNight.total_price },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      checkin_date: kit.checkin,
      checkout_date: night2,
      total_price: oneNight.total_price,
      version: 2,
    });
    expect(answer.body.data.changes).toEqual([
      expect.objectContaining({
        kind: 'update',
        actor: 'staff',
        price_before: stay.total,
        price_after: oneNight.total_price,
      }),
    ]);
    expect((await inventoryOf(kit.t.db, 'STD-DBL', night2)).sold).toBe(soldBefore - 1);
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ staff_modified: true, version: 2 });

    const past = await kit.api('POST', changeUrl(stay.number), kit.staff.manager, {
      version: 2,
      stay: { checkin_date: tokyoDayAfter(kit.checkin, -1), checkout_date: night2, rooms },
    });
    expect(past.status).toBe(422);
    expect(reason(past)).toBe('stay_started');
    await kit.resetClock();
  });

  it('refuses a sold-out night as for the guest, a stale version and a cancelled stay, changing nothing', async () => {
    const stay = await kit.stay();
    const night3 = tokyoDayAfter(kit.checkin, 2);
    await leaveRooms(kit.t.db, 'STD-DBL', night3, 0);
    const longer = {
      version: 1,
      stay: { checkin_date: kit.checkin, checkout_date: tokyoDayAfter(kit.checkin, 3), rooms },
    };
    const soldOut = await kit.api('POST', changeUrl(stay.number), kit.staff.manager, longer);
    expect(soldOut.status, JSON.stringify(soldOut.body)).toBe(409);
    expect(reason(soldOut)).toBe('sold_out');
    expect(await stayRow(kit.t.db, stay.id)).toMatchObject({ staff_modified: false, version: 1 });
    expect((await inventoryOf(kit.t.db, 'STD-DBL', kit.checkin)).sold).toBeGreaterThan(0);

    const stale = await kit.api('POST', changeUrl(stay.number), kit.staff.manager, { ...longer, version: 5 });
    expect(stale.status).toBe(409);
    expect(reason(stale)).toBe('version_conflict');
    await leaveRooms(kit.t.db, 'STD-DBL', night3, 5);

    await kit.api('POST', `/staff/hotels/1/reservations/${stay.number}/cancel`, kit.staff.manager, {
      fee: 'none',
    });
    const cancelled = await kit.api('POST', changeUrl(stay.number), kit.staff.manager, {
      ...longer,
      version: 2,
    });
    expect(cancelled.status).toBe(409);
    expect(reason(cancelled)).toBe('already_cancelled');
  });
});
