import {
  USER_RESERVATIONS_PAGE_SIZE,
  userReservationsResponseSchema,
} from '@yadori/contract/membership.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/hotel-time.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { type UpdateKit, updateKit } from '../reservation-updates/update-test-kit.ts';
import {
  guest,
  type DemoMember as Member,
  type MemberAuth,
  STD_DBL,
  shownPrice,
  signInDemoMembers,
  TOKYO,
} from '../reservations/reservation-test-kit.ts';
import { quietTuesday } from '../search/search-test-kit.ts';

const YAMABUKI = 4;

// GET /book/user/reservations (spec §3 user reservation list, §7): the signed-in member's stays at the
// hotels of their session's brand, by tab, a page at a time.
describe.each(testDatabaseKinds())('GET /book/user/reservations (%s)', (kind) => {
  let kit: UpdateKit;
  let signedIn: MemberAuth;
  /** Hanako's stays: first (completed once the clock moves), later (upcoming), cancelled. */
  const stays: Record<'first' | 'later' | 'cancelled' | 'expiredHold' | 'yamabuki', string> = {
    first: '',
    later: '',
    cancelled: '',
    expiredHold: '',
    yamabuki: '',
  };
  const firstCheckin = quietTuesday(20);
  const laterCheckin = quietTuesday(48);

  const auth = (member: Member) => ({ ...signedIn(member), 'tripla-locale': 'en' });

  async function book(member: Member | null, checkin: string, nights = 1): Promise<string> {
    const checkout = addDays(checkin, nights);
    const price = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], checkin, checkout);
    const { status, body } = await kit.post(
      {
        checkin_date: checkin,
        checkout_date: checkout,
        rooms: [{ ...STD_DBL, adults: 2, sale_price: price.total_price }],
        guest,
        payment_method: 'on_site',
        total_price: price.total_price,
        terms_accepted: true,
      },
      { headers: member ? signedIn(member) : {} },
    );
    if (status !== 201) throw new Error(`booking refused: ${status} ${JSON.stringify(body)}`);
    return body.data.number;
  }

  async function list(member: Member | null, query = '', session = kit.session) {
    const response = await kit.t.app.inject({
      url: `/book/user/reservations${query}`,
      headers: { 'client-session': session, ...(member ? auth(member) : {}) },
    });
    return { status: response.statusCode, body: response.json() };
  }

  beforeAll(async () => {
    kit = await updateKit(kind);
    // Sessions long enough to outlive the clock moved ahead below.
    signedIn = await signInDemoMembers(kit.t.db, 365 * 86_400_000);
    stays.first = await book(DEMO_MEMBERS.hanako, firstCheckin, 2);
    stays.later = await book(DEMO_MEMBERS.hanako, laterCheckin, 1);
    stays.cancelled = await book(DEMO_MEMBERS.hanako, quietTuesday(34), 1);
    const cancel = await kit.t.app.inject({
      method: 'PUT',
      url: `/book/hotels/${TOKYO}/reservations/${stays.cancelled}/cancel`,
      headers: { 'client-session': kit.session, ...signedIn(DEMO_MEMBERS.hanako) },
      payload: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // A card hold whose payment never completed: never a stay of anyone's.
    stays.expiredHold = await book(DEMO_MEMBERS.hanako, quietTuesday(41), 1);
    await kit.t.db.execute(sql`update reservations
      set status = 'cancelled', cancel_reason = 'expired', confirmed_at = null, cancelled_at = now()
      where number = ${stays.expiredHold}`);
    // A stay of Hanako's at another brand's hotel (as if moved there): outside her session's brand.
    stays.yamabuki = await book(DEMO_MEMBERS.hanako, laterCheckin, 1);
    await kit.t.db.execute(
      sql`update reservations set hotel_id = ${YAMABUKI} where number = ${stays.yamabuki}`,
    );
    // Kenji's stays: twelve upcoming ones, and a guest booking nobody's.
    for (let i = 0; i < USER_RESERVATIONS_PAGE_SIZE + 2; i += 1)
      await book(DEMO_MEMBERS.kenji, quietTuesday(20 + 7 * (i % 4)));
    await book(null, firstCheckin);
  }, 300_000);
  afterAll(async () => kit?.close());

  it('lists upcoming stays by default, the next first, as the contract says', async () => {
    const { status, body } = await list(DEMO_MEMBERS.hanako);
    expect(status).toBe(200);
    const page = userReservationsResponseSchema.parse(body);
    expect(page.data.map((r) => r.number)).toEqual([stays.first, stays.later]);
    expect(page).toMatchObject({ page: 1, total_pages: 1, total_entries: 2 });
    expect(page.data[0]).toMatchObject({
      hotel_id: TOKYO,
      hotel_code: 'hanami-tokyo',
      checkin_date: firstCheckin,
      checkout_date: addDays(firstCheckin, 2),
      nights: 2,
      room_count: 1,
      status: 'done',
      room_type_name: expect.any(String),
      plan_name: expect.any(String),
      currency: 'JPY',
    });
    expect(page.data[0]!.plan_name).not.toBe('');
  });

  it('moves a stay to completed once its check-out day has passed at the hotel', async () => {
    kit.setClock(new Date(`${addDays(firstCheckin, 3)}T03:00:00Z`));
    try {
      // A client session of that day (the first one has long expired by then).
      const session = await issueClientSession(kit.t.app);
      const upcoming = userReservationsResponseSchema.parse(
        (await list(DEMO_MEMBERS.hanako, '', session)).body,
      );
      expect(upcoming.data.map((r) => r.number)).toEqual([stays.later]);
      const completed = userReservationsResponseSchema.parse(
        (await list(DEMO_MEMBERS.hanako, '?status=completed', session)).body,
      );
      expect(completed.data.map((r) => r.number)).toEqual([stays.first]);
      expect(completed.data[0]!.status).toBe('done');
    } finally {
      kit.setClock(null);
    }
  });

  it('lists cancelled stays, never a card hold that was not completed', async () => {
    const cancelled = userReservationsResponseSchema.parse(
      (await list(DEMO_MEMBERS.hanako, '?status=cancelled')).body,
    );
    expect(cancelled.data.map((r) => r.number)).toEqual([stays.cancelled]);
    expect(cancelled.data[0]!.status).toBe('cancelled');
  });

  it("never shows another member's stays nor another brand's", async () => {
    const all = [] as string[];
    for (const status of ['upcoming', 'completed', 'cancelled'])
      all.push(
        ...(await list(DEMO_MEMBERS.hanako, `?status=${status}`)).body.data.map(
          (r: { number: string }) => r.number,
        ),
      );
    expect(all).not.toContain(stays.yamabuki);
    expect(all).not.toContain(stays.expiredHold);
    expect(all).toHaveLength(3);
    // Taro, Yamabuki's member, has no stays; the one at his brand's hotel is Hanako's, not his.
    expect((await list(DEMO_MEMBERS.taro)).body).toEqual({
      data: [],
      page: 1,
      total_pages: 0,
      total_entries: 0,
    });
  });

  it('pages by USER_RESERVATIONS_PAGE_SIZE', async () => {
    const first = userReservationsResponseSchema.parse((await list(DEMO_MEMBERS.kenji)).body);
    expect(first).toMatchObject({ page: 1, total_pages: 2, total_entries: USER_RESERVATIONS_PAGE_SIZE + 2 });
    expect(first.data).toHaveLength(USER_RESERVATIONS_PAGE_SIZE);
    const dates = first.data.map((r) => r.checkin_date);
    expect(dates).toEqual([...dates].sort());
    const second = userReservationsResponseSchema.parse((await list(DEMO_MEMBERS.kenji, '?page=2')).body);
    expect(second.data).toHaveLength(2);
    expect(second.data.some((r) => first.data.some((f) => f.number === r.number))).toBe(false);
    const beyond = userReservationsResponseSchema.parse((await list(DEMO_MEMBERS.kenji, '?page=3')).body);
    expect(beyond.data).toEqual([]);
  });

  it('needs a live session, and refuses a bad page or tab with 400', async () => {
    const signedOut = await list(null);
    expect(signedOut.status).toBe(401);
    const unknown = await kit.get('/book/user/reservations', { authorization: 'Bearer nobody' });
    expect(unknown.body.errors[0].code).toBe(3401);
    expect(unknown.status).toBe(401);
    expect((await list(DEMO_MEMBERS.hanako, '?page=0')).status).toBe(400);
    expect((await list(DEMO_MEMBERS.hanako, '?status=done')).status).toBe(400);
  });
});
