import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  guest,
  type Json,
  type MemberAuth,
  signInDemoMembers,
  TOKYO,
} from '../reservations/reservation-test-kit.ts';
import { quietTuesday } from '../search/search-test-kit.ts';
import {
  byEmail,
  changesOf,
  expectNotUpdatable,
  stayBody,
  type UpdateKit,
  updateKit,
} from './update-test-kit.ts';

const EMAIL = byEmail(guest.email);
const MEMBER_PLAN = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-MEMBER' };

// Spec §6: updating (and cancelling) a member booking needs that member signed in; the change finds the
// member rate again for them.
describe.each(testDatabaseKinds())('changing a member booking (%s)', (kind) => {
  let kit: UpdateKit;
  let auth: MemberAuth;

  beforeAll(async () => {
    kit = await updateKit(kind);
    auth = await signInDemoMembers(kit.t.db);
  }, 180_000);
  afterAll(async () => kit?.close());

  /** The member rate's total for two adults as Hanako is shown it. */
  async function memberPrice(checkin: string, checkout: string): Promise<number> {
    const query = new URLSearchParams({
      rooms: JSON.stringify([{ adults: 2 }]),
      checkin_date: checkin,
      checkout_date: checkout,
      room_plan_codes: MEMBER_PLAN.room_plan_code,
    });
    const { status, body } = await kit.get(
      `/book/hotels/${TOKYO}/rooms/price?${query}`,
      auth(DEMO_MEMBERS.hanako),
    );
    expect(status).toBe(200);
    return body.data.total_price;
  }

  async function bookAsHanako(): Promise<Json> {
    const total = await memberPrice(kit.checkin, kit.checkout);
    const { status, body } = await kit.post(
      {
        checkin_date: kit.checkin,
        checkout_date: kit.checkout,
        rooms: [{ ...MEMBER_PLAN, adults: 2, sale_price: total }],
        guest,
        payment_method: 'on_site',
        total_price: total,
        terms_accepted: true,
      },
      { headers: auth(DEMO_MEMBERS.hanako) },
    );
    expect(status).toBe(201);
    return body.data;
  }

  it('asks for the booking member: not signed out, not another member', async () => {
    const booked = await bookAsHanako();
    for (const headers of [{}, auth(DEMO_MEMBERS.kenji)])
      await expectNotUpdatable(kit, booked, EMAIL, headers, 'member_login_required');
    // Another brand's member does not even open it without the guest's email.
    expect((await kit.settings(booked.number, '', auth(DEMO_MEMBERS.taro))).status).toBe(404);
    expect((await kit.settings(booked.number, '', auth(DEMO_MEMBERS.kenji))).status).toBe(404);
  });

  it('lets the member move the dates, signed in, finding the member rate again', async () => {
    const booked = await bookAsHanako();
    const settings = await kit.settings(booked.number, '', auth(DEMO_MEMBERS.hanako));
    expect(settings.body.data).toMatchObject({ updatable: true, reason: null });
    const checkin = quietTuesday(40);
    const checkout = new Date(Date.parse(`${checkin}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const total = await memberPrice(checkin, checkout);
    const put = await kit.put(
      booked.number,
      '',
      stayBody(checkin, checkout, total),
      auth(DEMO_MEMBERS.hanako),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ checkin_date: checkin, total_price: total });
    expect(put.body.data.rooms[0].room_plan_code).toBe(MEMBER_PLAN.room_plan_code);
    const [change] = await changesOf(kit.t.db, booked.number);
    expect(change).toMatchObject({ kind: 'update', actor: 'member' });
  });

  it('cancels a member booking only for that member', async () => {
    const booked = await bookAsHanako();
    const cancel = (query: string, headers: Record<string, string>, fee = 0) =>
      kit.t.app
        .inject({
          method: 'PUT',
          url: `/book/hotels/${TOKYO}/reservations/${booked.number}/cancel${query}`,
          headers: { 'client-session': kit.session, ...headers },
          payload: { reason: 'change_of_plans', cancellation_fee_displayed: fee },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() }));
    for (const headers of [{}, auth(DEMO_MEMBERS.kenji)]) {
      const refused = await cancel(`?${EMAIL}`, headers);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0].details).toMatchObject({
        code: 'not_updatable',
        reason: 'member_login_required',
      });
    }
    expect((await cancel('', auth(DEMO_MEMBERS.kenji))).status).toBe(404);
    let done = await cancel('', auth(DEMO_MEMBERS.hanako));
    if (done.status === 409)
      done = await cancel('', auth(DEMO_MEMBERS.hanako), done.body.errors[0].details.cancellation_fee);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('cancelled');
    const changes = await changesOf(kit.t.db, booked.number);
    expect(changes.at(-1)).toMatchObject({ kind: 'cancel', actor: 'member' });
  });
});
