import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { addDays } from '../../lib/hotel-time.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { searchAnswerStats } from '../search/search-answers.ts';
import { offersOf, quietTuesday, tokyoDay } from '../search/search-test-kit.ts';
import { asStaff, type Json } from '../staff-property/staff-property-test-kit.ts';
import { createTestStaff, type TestStaff } from './staff-test-kit.ts';

// Preview mode (spec section 6, decision 061): a console session's token lets the widget show one
// hotel's plans and room types that are not on sale yet — and nothing else, to nobody else. The hotel
// cache is on, as in production, so a preview that leaked into what guests read would show here.
const TOKYO = 1;
const KYOTO = 2;

describe.each(testDatabaseKinds())('preview mode (%s)', (kind) => {
  let t: TestApp;
  let session: string;
  let admin: TestStaff;
  const checkin = quietTuesday(30);
  const stay = `checkin_date=${checkin}&checkout_date=${addDays(checkin, 1)}&adults=2`;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    // Not on sale, before any request reads the hotel: a plan switched off, a plan whose sale starts
    // in five days, a room type switched off.
    await t.db.execute(
      sql`update hotel_plans set active = false where hotel_id = ${TOKYO} and code = 'BREAKFAST'`,
    );
    await t.db.execute(sql`update hotel_plans set sale_starts_on = ${tokyoDay(5)}::date
      where hotel_id = ${TOKYO} and code = 'EARLY21'`);
    await t.db.execute(
      sql`update room_types set active = false where hotel_id = ${TOKYO} and code = 'SUITE'`,
    );
    session = await issueClientSession(t.app);
    admin = await createTestStaff(t.db, { role: 'brand_admin', name: 'Sakura Ito' });
  }, 180_000);
  afterAll(() => t?.close());

  async function tokenFor(who: TestStaff, hotelId = TOKYO): Promise<string> {
    const answer = await asStaff(t.app, who)('POST', `/staff/hotels/${hotelId}/preview_tokens`);
    expect(answer.status).toBe(201);
    return answer.body.data.token;
  }

  async function book(url: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      url,
      headers: { 'client-session': session, 'tripla-locale': 'en', ...headers },
    });
    return { status: response.statusCode, body: response.json() as Json, headers: response.headers };
  }
  const status = (token: string | null, hotelId = TOKYO) =>
    book(`/book/hotels/${hotelId}/preview`, token === null ? {} : { 'tripla-preview-token': token });

  /** The plan codes and room type codes a rooms search shows. */
  async function shown(query: string, token?: string) {
    const answer = await book(
      `/book/hotels/${TOKYO}/rooms?${stay}${query}`,
      token === undefined ? {} : { 'tripla-preview-token': token },
    );
    expect(answer.status).toBe(200);
    const offers = offersOf(answer.body);
    return {
      plans: new Set(offers.map((o) => o.hotel_plan_code as string)),
      rooms: new Set(offers.map((o) => o.room.room_type_code as string)),
      cacheControl: answer.headers['cache-control'],
    };
  }
  const OFF_SALE = ['BREAKFAST', 'EARLY21'];
  const showsOffSale = (seen: { plans: Set<string>; rooms: Set<string> }) =>
    OFF_SALE.map((code) => seen.plans.has(code)).concat(seen.rooms.has('SUITE'));

  it('gives a token to staff who may read the hotel, kept only as its sha256', async () => {
    const frontDesk = await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] });
    const stranger = await createTestStaff(t.db, { role: 'brand_admin', brandId: 2 });
    const post = (who: TestStaff | null, hotelId: number) =>
      asStaff(t.app, who)('POST', `/staff/hotels/${hotelId}/preview_tokens`);
    expect((await post(frontDesk, KYOTO)).status).toBe(404);
    expect((await post(stranger, TOKYO)).status).toBe(404);
    expect((await post(null, TOKYO)).status).toBe(401);
    const answer = await post(frontDesk, TOKYO);
    expect(answer.status).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { token, url, expires_at } = answer.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${t.config.publicUrl}/?code=hanami-tokyo&tripla_preview=true&preview_token=${token}`);
    const [row] = rowsOf<{ ttl: number; same: boolean }>(
      await t.db.execute(sql`select extract(epoch from expires_at - created_at)::int as ttl,
          expires_at = ${expires_at}::timestamptz as same
        from staff_preview_tokens where token_hash = ${hashToken(token)}`),
    );
    expect(row).toEqual({ ttl: 3600, same: true });
    const stored = rowsOf(
      await t.db.execute(sql`select 1 from staff_preview_tokens where token_hash = ${token}`),
    );
    expect(stored).toEqual([]);
  });

  it('answers the preview check while the token, its hotel and its console session hold; 401 otherwise', async () => {
    const token = await tokenFor(admin);
    const good = await status(token);
    expect(good.status).toBe(200);
    expect(good.headers['cache-control']).toBe('no-store');
    expect(good.body.data).toEqual({
      preview: true,
      expires_at: expect.any(String),
      staff_name: 'Sakura Ito',
    });

    for (const [what, answer] of [
      ['no token', await status(null)],
      ['a made-up token', await status('x'.repeat(43))],
      ['another hotel', await status(token, KYOTO)],
    ] as const) {
      expect(answer.status, what).toBe(401);
      expect(answer.body.errors[0].status, what).toBe(401);
    }

    // The session signed out: its tokens end with it.
    const leaving = await createTestStaff(t.db, { role: 'brand_admin' });
    const revoked = await tokenFor(leaving);
    expect((await status(revoked)).status).toBe(200);
    await t.db.execute(sql`update staff_sessions set revoked_at = now()
      where staff_user_id = ${leaving.id}`);
    expect((await status(revoked)).status).toBe(401);

    // The account disabled.
    const disabled = await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] });
    const ofDisabled = await tokenFor(disabled);
    expect((await status(ofDisabled)).status).toBe(200);
    await t.db.execute(sql`update staff_users set disabled_at = now() where id = ${disabled.id}`);
    expect((await status(ofDisabled)).status).toBe(401);

    // The token's hour over: refused, and swept away when the next token is made.
    const expiring = await tokenFor(admin);
    await t.db.execute(sql`update staff_preview_tokens
      set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
      where token_hash = ${hashToken(expiring)}`);
    expect((await status(expiring)).status).toBe(401);
    await tokenFor(admin);
    const left = rowsOf(
      await t.db.execute(sql`select 1 from staff_preview_tokens where token_hash = ${hashToken(expiring)}`),
    );
    expect(left).toEqual([]);
    expect((await status(token)).status).toBe(200);
  });

  it('shows what is not on sale only with tripla_preview=true and a good token, answered no-store', async () => {
    const token = await tokenFor(admin);
    const guest = await shown('');
    expect(showsOffSale(guest)).toEqual([false, false, false]);
    expect(guest.plans.has('ROOM-ONLY')).toBe(true);
    expect(guest.cacheControl).toBeUndefined();
    // Either half alone, or a token that is not good, changes nothing.
    expect(showsOffSale(await shown('&tripla_preview=true'))).toEqual([false, false, false]);
    expect(showsOffSale(await shown('', token))).toEqual([false, false, false]);
    expect(showsOffSale(await shown('&tripla_preview=true', 'y'.repeat(43)))).toEqual([false, false, false]);

    const preview = await shown('&tripla_preview=true', token);
    expect(showsOffSale(preview)).toEqual([true, true, true]);
    expect(preview.plans.has('ROOM-ONLY')).toBe(true);
    expect(preview.cacheControl).toBe('no-store');

    // The other search calls alike: pricing a switched-off plan, and the switched-off room type's rooms.
    const price = `/book/hotels/${TOKYO}/rooms/price?${stay}&room_plan_codes=STD-DBL-BREAKFAST`;
    expect((await book(price)).status).toBe(404);
    expect((await book(`${price}&tripla_preview=true`)).status).toBe(404);
    const priced = await book(`${price}&tripla_preview=true`, { 'tripla-preview-token': token });
    expect(priced.status).toBe(200);
    expect(priced.headers['cache-control']).toBe('no-store');
    const inventory = `/book/hotels/${TOKYO}/rooms/inventory?${stay}&tripla_preview=true`;
    const typesOf = (answer: { body: Json }) =>
      (answer.body.data.inventories as Json[]).map((i) => i.room_type_code as string);
    expect(typesOf(await book(inventory))).not.toContain('SUITE');
    expect(typesOf(await book(inventory, { 'tripla-preview-token': token }))).toContain('SUITE');
  });

  it('never hands a preview to a guest: no kept answer or cached catalogue is read or written', async () => {
    const token = await tokenFor(admin);
    const previewUrl = '&tripla_preview=true&order=price_high_to_low';
    // A preview first: nothing is kept, and a guest with the very same address right after sees none of it.
    const kept = searchAnswerStats.kept;
    expect(showsOffSale(await shown(previewUrl, token))).toEqual([true, true, true]);
    expect(searchAnswerStats.kept).toBe(kept);
    expect(showsOffSale(await shown(previewUrl))).toEqual([false, false, false]);
    expect(searchAnswerStats.kept).toBe(kept + 1);
    expect(showsOffSale(await shown('&order=price_high_to_low'))).toEqual([false, false, false]);
    // The guest's answer is now kept: a preview of the same address does not take it, nor change it.
    const reused = searchAnswerStats.reused;
    expect(showsOffSale(await shown(previewUrl, token))).toEqual([true, true, true]);
    expect(searchAnswerStats.reused).toBe(reused);
    expect(showsOffSale(await shown(previewUrl))).toEqual([false, false, false]);
    expect(searchAnswerStats.reused).toBe(reused + 1);

    // Once the console session ends, the same preview request is a guest's.
    await t.db.execute(sql`update staff_sessions set revoked_at = now() where staff_user_id = ${admin.id}`);
    expect(showsOffSale(await shown('&tripla_preview=true', token))).toEqual([false, false, false]);
  });
});
