import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { DEMO_MEMBERS, DEMO_PROGRAMS } from '../../seed/seed-facts.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import { offersOf, quietTuesday, type SearchKit, searchKit } from './search-test-kit.ts';

type Member = (typeof DEMO_MEMBERS)[keyof typeof DEMO_MEMBERS];
const TOKYO = 1;
const YAMABUKI = 4;
const club = DEMO_PROGRAMS.hanamiClub;

// Member rates (spec §3 label filters, issue 13): which member sees which member plan, and what the
// result says of it.
describe.each(testDatabaseKinds())('member rates in search on %s', (kind) => {
  let kit: SearchKit;
  const checkin = quietTuesday(30);
  const dates = `checkin_date=${checkin}&checkout_date=${addDays(checkin, 1)}&adults=2`;

  beforeAll(async () => {
    kit = await searchKit(kind);
  }, 180_000);
  afterAll(async () => kit?.close());

  async function tokenOf(member: Member, options: { programId?: number; expired?: boolean } = {}) {
    const day = 86_400_000;
    const { token } = await issueMemberSession(kit.t.db, {
      memberId: member.id,
      brandId: member.brandId,
      // An expired session: signed in two days ago for one day.
      now: options.expired ? new Date(Date.now() - 2 * day) : new Date(),
      ...(options.expired ? { ttlMs: day } : {}),
      ...(options.programId ? { programId: options.programId } : {}),
    });
    return `Bearer ${token}`;
  }

  async function search(hotelId: number, query: string, authorization?: string) {
    const { status, body } = await kit.get(`/book/hotels/${hotelId}/rooms?${dates}${query}`, {
      'tripla-locale': 'en',
      ...(authorization ? { authorization } : {}),
    });
    expect(status).toBe(200);
    return offersOf(body);
  }
  const plansOf = (offers: { hotel_plan_code: string }[]) => new Set(offers.map((o) => o.hotel_plan_code));

  it('hides member plans signed out, and mode=member then shows nothing', async () => {
    const plans = plansOf(await search(TOKYO, ''));
    expect(plans.has('MEMBER')).toBe(false);
    expect(plans.has('MEMBER-GOLD')).toBe(false);
    expect(await search(TOKYO, '&mode=member')).toEqual([]);
  });

  it('shows a Gold member the club rate and the Gold rate, each saying whom it is for', async () => {
    const offers = await search(TOKYO, '', await tokenOf(DEMO_MEMBERS.hanako));
    const club_ = offers.find((o) => o.hotel_plan_code === 'MEMBER');
    const goldRate = offers.find((o) => o.hotel_plan_code === 'MEMBER-GOLD');
    expect(club_.member_rate).toEqual({
      program_id: club.id,
      program_name: 'Hanami Club',
      rank_id: null,
      rank_name: null,
      organization_id: null,
      organization_name: null,
    });
    expect(goldRate.member_rate).toEqual({
      program_id: club.id,
      program_name: 'Hanami Club',
      rank_id: club.ranks.gold.id,
      rank_name: 'Gold',
      organization_id: null,
      organization_name: null,
    });
    // Public plans beside them carry no member rate.
    const roomOnly = offers.find((o) => o.hotel_plan_code === 'ROOM-ONLY');
    expect(roomOnly).toBeDefined();
    expect(roomOnly).not.toHaveProperty('member_rate');
  });

  it('keeps the Gold rate from a Regular member, and mode=member shows member plans only', async () => {
    const kenji = await tokenOf(DEMO_MEMBERS.kenji);
    const all = plansOf(await search(TOKYO, '', kenji));
    expect(all.has('MEMBER')).toBe(true);
    expect(all.has('MEMBER-GOLD')).toBe(false);
    expect(all.has('ROOM-ONLY')).toBe(true);
    expect(plansOf(await search(TOKYO, '&mode=member', kenji))).toEqual(new Set(['MEMBER']));
  });

  it('hides the club rate from a session in another program of the brand', async () => {
    const [other] = rowsOf<{ id: number }>(
      await kit.t.db.execute(
        sql`insert into membership_programs (brand_id, name) values (${club.brandId}, 'Hanami Business') returning id`,
      ),
    );
    const plans = plansOf(
      await search(TOKYO, '&mode=member', await tokenOf(DEMO_MEMBERS.hanako, { programId: other!.id })),
    );
    // Neither the program's rate nor the Gold one: her rank is a rank of Hanami Club.
    expect(plans).toEqual(new Set());
  });

  it("gives another brand's member nothing, and each brand's member their own brand's rate", async () => {
    const taro = await tokenOf(DEMO_MEMBERS.taro);
    expect(await search(TOKYO, '&mode=member', taro)).toEqual([]);
    const yamabuki = await search(YAMABUKI, '&mode=member', taro);
    expect(plansOf(yamabuki)).toEqual(new Set(['MEMBER']));
    expect(yamabuki[0].member_rate).toMatchObject({ program_name: 'Friends of Yamabuki', rank_id: null });
    expect(await search(YAMABUKI, '&mode=member', await tokenOf(DEMO_MEMBERS.hanako))).toEqual([]);
  });

  it('treats an expired session as signed out, and says member_rate in the plan view too', async () => {
    expect(
      await search(TOKYO, '&mode=member', await tokenOf(DEMO_MEMBERS.hanako, { expired: true })),
    ).toEqual([]);
    const { body } = await kit.get(`/book/hotels/${TOKYO}/rooms?${dates}&type=plan&mode=member`, {
      'tripla-locale': 'ja',
      authorization: await tokenOf(DEMO_MEMBERS.hanako),
    });
    const gold = body.data.plans.find(
      (p: { hotel_plan_code: string }) => p.hotel_plan_code === 'MEMBER-GOLD',
    );
    expect(gold.member_rate).toEqual({
      program_id: club.id,
      program_name: '花見クラブ',
      rank_id: club.ranks.gold.id,
      rank_name: 'ゴールド',
      organization_id: null,
      organization_name: null,
    });
    expect(gold.rooms.every((r: { member_rate: unknown }) => r.member_rate !== undefined)).toBe(true);
  });
});
