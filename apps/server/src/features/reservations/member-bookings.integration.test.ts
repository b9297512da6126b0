import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_MEMBERS, DEMO_PROGRAMS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKit,
  guest,
  type Json,
  type DemoMember as Member,
  type MemberAuth,
  signInDemoMembers,
  TOKYO,
} from './reservation-test-kit.ts';

const club = DEMO_PROGRAMS.hanamiClub;

// Member bookings (spec §6, issue 13): a member's booking is theirs, member rates are checked again on
// the server, and the member reads their own stay without email or token (/review-reservation).
describe.each(testDatabaseKinds())('member bookings on %s', (kind) => {
  let kit: BookingKit;
  let auth: MemberAuth;

  beforeAll(async () => {
    kit = await bookingKit(kind);
    auth = await signInDemoMembers(kit.t.db);
  }, 180_000);
  afterAll(async () => kit?.close());

  /** A one-room booking of `roomPlanCode` for two adults, priced as `member` (or a guest) is shown it. */
  async function bodyFor(roomTypeCode: string, roomPlanCode: string, member?: Member): Promise<Json> {
    const query = new URLSearchParams({
      rooms: JSON.stringify([{ adults: 2 }]),
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      room_plan_codes: roomPlanCode,
    });
    const price = await kit.get(`/book/hotels/${TOKYO}/rooms/price?${query}`, member ? auth(member) : {});
    expect(price.status).toBe(200);
    const total = price.body.data.total_price as number;
    return {
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      rooms: [{ room_type_code: roomTypeCode, room_plan_code: roomPlanCode, adults: 2, sale_price: total }],
      guest,
      payment_method: 'on_site',
      total_price: total,
      terms_accepted: true,
    };
  }

  async function storedMember(number: string) {
    const [row] = rowsOf<{
      member_id: number | null;
      member_program_id: number | null;
      member_rank_id: number | null;
    }>(
      await kit.t.db.execute(
        sql`select member_id, member_program_id, member_rank_id from reservations where number = ${number}`,
      ),
    );
    return row;
  }

  it('ties a member-rate booking to the member, with the program and rank they booked in', async () => {
    const body = await bodyFor('DLX-TWN', 'DLX-TWN-MEMBER-GOLD', DEMO_MEMBERS.hanako);
    const booked = await kit.post(body, { headers: auth(DEMO_MEMBERS.hanako) });
    expect(booked.status).toBe(201);
    expect(await storedMember(booked.body.data.number)).toEqual({
      member_id: DEMO_MEMBERS.hanako.id,
      member_program_id: club.id,
      member_rank_id: club.ranks.gold.id,
    });
  });

  it('refuses a member rate signed out, to the wrong rank and to another brand as a vanished plan', async () => {
    const body = await bodyFor('DLX-TWN', 'DLX-TWN-MEMBER-GOLD', DEMO_MEMBERS.hanako);
    const vanished = await kit.post({
      ...body,
      rooms: [{ ...body.rooms[0], room_plan_code: 'DLX-TWN-NO-SUCH-PLAN' }],
    });
    expect(vanished.status).toBe(409);
    const refusals = [
      await kit.post(body),
      await kit.post(body, { headers: auth(DEMO_MEMBERS.kenji) }),
      await kit.post(body, { headers: auth(DEMO_MEMBERS.taro) }),
      await kit.post(body, { headers: { authorization: 'Bearer not-a-session' } }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.errors[0].details.code).toBe(vanished.body.errors[0].details.code);
      expect(refused.body.errors[0].details.reason).toBe(vanished.body.errors[0].details.reason);
    }
    // A club rate for a Regular member of the club is theirs to book.
    const club_ = await bodyFor('STD-DBL', 'STD-DBL-MEMBER', DEMO_MEMBERS.kenji);
    expect((await kit.post(club_, { headers: auth(DEMO_MEMBERS.kenji) })).status).toBe(201);
    expect((await kit.post(club_)).status).toBe(409);
  });

  it('keeps a signed-out booking a guest booking, and makes a signed-in one the member’s', async () => {
    const body = await bodyFor('STD-DBL', 'STD-DBL-ROOM-ONLY');
    const asGuest = await kit.post(body);
    expect(asGuest.status).toBe(201);
    expect((await storedMember(asGuest.body.data.number))!.member_id).toBeNull();
    const asMember = await kit.post(body, { headers: auth(DEMO_MEMBERS.kenji) });
    expect(asMember.status).toBe(201);
    expect((await storedMember(asMember.body.data.number))!.member_id).toBe(DEMO_MEMBERS.kenji.id);
  });

  it('opens a member’s own stay for them without email or token, and to nobody else', async () => {
    const body = await bodyFor('STD-DBL', 'STD-DBL-MEMBER', DEMO_MEMBERS.hanako);
    const booked = await kit.post(body, { headers: auth(DEMO_MEMBERS.hanako) });
    expect(booked.status).toBe(201);
    const url = `/book/hotels/${TOKYO}/reservations/${booked.body.data.number}`;
    const own = await kit.get(url, auth(DEMO_MEMBERS.hanako));
    expect(own.status).toBe(200);
    expect(own.body.data.number).toBe(booked.body.data.number);

    const wrongEmail = await kit.get(`${url}?email=someone@example.com`);
    expect(wrongEmail.status).toBe(404);
    for (const other of [DEMO_MEMBERS.kenji, DEMO_MEMBERS.taro]) {
      const refused = await kit.get(url, auth(other));
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(wrongEmail.body);
    }
    expect((await kit.get(url)).status).toBe(404);
    // The guest lookup still works beside it.
    expect((await kit.get(`${url}?email=${guest.email}`)).status).toBe(200);
    // A guest's booking is not opened by a member session.
    const guestBooking = await kit.post(await bodyFor('STD-DBL', 'STD-DBL-ROOM-ONLY'));
    const guestUrl = `/book/hotels/${TOKYO}/reservations/${guestBooking.body.data.number}`;
    expect((await kit.get(guestUrl, auth(DEMO_MEMBERS.hanako))).status).toBe(404);
  });

  it("never replays one member's booking to another on the same key or the same browser", async () => {
    const body = await bodyFor('STD-DBL', 'STD-DBL-MEMBER', DEMO_MEMBERS.hanako);
    const key = 'a3c1b7e2-5d4f-4e8a-9b1c-2f3e4d5c6b7a';
    const first = await kit.post(body, { key, headers: auth(DEMO_MEMBERS.hanako) });
    expect(first.status).toBe(201);
    expect((await kit.post(body, { key, headers: auth(DEMO_MEMBERS.hanako) })).body).toEqual(first.body);
    const other = await kit.post(body, { key, headers: auth(DEMO_MEMBERS.kenji) });
    expect(other.status).toBe(422);
    expect(other.body).not.toHaveProperty('data');
    // Without a key (an older embed) the key comes from the session and body: Kenji books his own.
    const keyless = await kit.post(body, { key: null, headers: auth(DEMO_MEMBERS.hanako) });
    const kenjis = await kit.post(body, { key: null, headers: auth(DEMO_MEMBERS.kenji) });
    expect(kenjis.status).toBe(201);
    expect(kenjis.body.data.number).not.toBe(keyless.body.data.number);
    expect((await storedMember(kenjis.body.data.number))!.member_id).toBe(DEMO_MEMBERS.kenji.id);
  });
});
