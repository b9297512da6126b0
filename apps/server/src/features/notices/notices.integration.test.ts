import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTICE_SEGMENT, seedDemoNotices } from '../../seed/demo-notices.ts';
import { DEMO_MEMBERS, DEMO_PROGRAMS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { asStaff, auditOf, type Json } from '../staff-property/staff-property-test-kit.ts';

// Banners and notices (decision 061): who may write which in the console, what is refused, and which
// guest sees which on the widget's pages — with the hotel cache on, as in production, so a change that
// forgot to drop the cached notices would show here.
const TOKYO = 1;
const KYOTO = 2;
const SEOUL = 3;
const YAMABUKI = 4;
const DAY = 86_400_000;

type Caller = 'admin' | 'manager' | 'frontDesk' | 'stranger' | 'nobody';

/** Five languages, each title naming its language (what the language tests read). */
const translations = (title: string) =>
  (['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'] as const).map((locale) => ({
    locale,
    title: `${title} (${locale})`,
    body: `${title}: ${locale}`,
  }));

const noticeBody = (title: string, overrides: object = {}) => ({
  kind: 'banner',
  placements: ['results'],
  translations: translations(title),
  ...overrides,
});

describe.each(testDatabaseKinds())('banners and notices (%s)', (kind) => {
  let t: TestApp;
  let session: string;
  let as: Record<Caller, ReturnType<typeof asStaff>>;
  let serial = 0;
  const title = (prefix: string) => `${prefix} ${++serial}`;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    session = await issueClientSession(t.app);
    as = {
      admin: asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin' })),
      manager: asStaff(t.app, await createTestStaff(t.db, { role: 'hotel_manager', hotelIds: [TOKYO] })),
      frontDesk: asStaff(t.app, await createTestStaff(t.db, { role: 'front_desk', hotelIds: [TOKYO] })),
      stranger: asStaff(t.app, await createTestStaff(t.db, { role: 'brand_admin', brandId: 2 })),
      nobody: asStaff(t.app, null),
    };
  }, 180_000);
  afterAll(() => t?.close());

  async function statuses(call: (caller: Caller) => Promise<{ status: number }>) {
    const out: Partial<Record<Caller, number>> = {};
    for (const caller of Object.keys(as) as Caller[]) out[caller] = (await call(caller)).status;
    return out;
  }

  /** Creates a notice as the brand admin and returns its id. */
  async function create(hotelId: number, body: object): Promise<number> {
    const answer = await as.admin('POST', `/staff/hotels/${hotelId}/notices`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id;
  }

  /** What a guest sees at a hotel: `query` after the placement, headers as given. */
  async function guest(
    hotelId: number,
    query = '',
    headers: Record<string, string> = {},
    placement = 'results',
  ): Promise<{ status: number; body: Json; headers: Record<string, unknown> }> {
    const response = await t.app.inject({
      url: `/book/hotels/${hotelId}/notices?placement=${placement}${query}`,
      headers: { 'client-session': session, 'tripla-locale': 'en', ...headers },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }
  /** The ids among `ids` a guest sees, in the order given (other notices of the hotel left out). */
  async function seen(
    hotelId: number,
    ids: number[],
    query = '',
    headers: Record<string, string> = {},
    placement = 'results',
  ): Promise<number[]> {
    const answer = await guest(hotelId, query, headers, placement);
    expect(answer.status).toBe(200);
    return (answer.body.data.notices as Json[]).map((n) => n.id).filter((id: number) => ids.includes(id));
  }

  async function memberBearer(member: (typeof DEMO_MEMBERS)[keyof typeof DEMO_MEMBERS]) {
    const { token } = await issueMemberSession(t.db, {
      memberId: member.id,
      brandId: member.brandId,
      now: new Date(),
    });
    return `Bearer ${token}`;
  }

  it('facility notices: read by the hotel’s staff, written by admins and managers, audited', async () => {
    const url = `/staff/hotels/${TOKYO}/notices`;
    expect(await statuses((c) => as[c]('GET', url))).toEqual({
      admin: 200,
      manager: 200,
      frontDesk: 200,
      stranger: 404,
      nobody: 401,
    });
    let id = 0;
    const created = await statuses(async (c) => {
      const answer = await as[c]('POST', url, noticeBody(title(`by ${c}`)));
      if (c === 'manager') id = answer.body.data.id;
      return answer;
    });
    expect(created).toEqual({ admin: 201, manager: 201, frontDesk: 403, stranger: 404, nobody: 401 });
    const one = `${url}/${id}`;
    expect(await statuses((c) => as[c]('PATCH', one, { sort_order: 5 }))).toEqual({
      admin: 200,
      manager: 200,
      frontDesk: 403,
      stranger: 404,
      nobody: 401,
    });
    // Another hotel of the brand is as unknown to Tokyo's manager as to a stranger.
    expect((await as.manager('GET', `/staff/hotels/${KYOTO}/notices`)).status).toBe(404);
    expect((await as.manager('POST', `/staff/hotels/${KYOTO}/notices`, noticeBody('x'))).status).toBe(404);
    // A Kyoto notice is not found from Tokyo's page, even by the brand admin.
    const kyotoId = await create(KYOTO, noticeBody(title('kyoto')));
    expect((await as.admin('PATCH', `${url}/${kyotoId}`, { active: false })).status).toBe(404);

    const listed = (await as.frontDesk('GET', url)).body.data as Json[];
    const mine = listed.find((n) => n.id === id);
    expect(mine).toMatchObject({ level: 'facility', hotel_id: TOKYO, sort_order: 5, editable: false });
    expect(mine.translations.map((tr: Json) => tr.locale)).toEqual(['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko']);
    expect((await as.manager('GET', url)).body.data.find((n: Json) => n.id === id).editable).toBe(true);
    expect(listed.some((n) => n.id === kyotoId)).toBe(false);

    for (const [caller, status] of [
      ['frontDesk', 403],
      ['stranger', 404],
      ['nobody', 401],
      ['manager', 200],
      ['admin', 404],
    ] as const) {
      expect((await as[caller]('DELETE', one)).status, caller).toBe(status);
    }
    const trail = await auditOf(t.db, 'notice', id);
    expect(trail.map((e) => e.action)).toEqual([
      'notice.create',
      'notice.update',
      'notice.update',
      'notice.delete',
    ]);
    expect(trail[0]!.hotel_id).toBe(TOKYO);
    expect(trail[1]!.before.sort_order).toBe(0);
    expect(trail[1]!.after.sort_order).toBe(5);
    expect(trail[3]!.after).toBeNull();
  });

  it('refuses bad notices: 400 for what the contract refuses, 422 for labels that do not fit', async () => {
    const url = `/staff/hotels/${TOKYO}/notices`;
    const refused = async (body: object, status: number, locale?: string) => {
      const answer = await as.admin('POST', url, body, locale);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errors[0].status).toBe(status);
      return answer.body.errors[0];
    };
    await refused({ ...noticeBody('four'), translations: translations('four').slice(0, 4) }, 400);
    await refused({ ...noticeBody('twice'), placements: ['results', 'results'] }, 400);
    await refused(noticeBody('label', { label_filters: ['guest_detail'] }), 400);
    await refused(noticeBody('link', { link_url: 'javascript:alert(1)' }), 400);
    await refused(noticeBody('level', { level: 'hotel' }), 400);
    const later = new Date(Date.now() + DAY).toISOString();
    await refused(noticeBody('window', { starts_at: later, ends_at: new Date().toISOString() }), 400);

    // A brand notice names where it shows, among the brand's hotels only; a hotel's own names none.
    const noTarget = await refused(noticeBody('brand', { level: 'brand' }), 422, 'ja');
    expect(noTarget.details.fields).toHaveProperty('label_filters');
    expect(noTarget.details.base[0].error).toContain('ブランド');
    await refused(
      noticeBody('brand', { level: 'brand', label_filters: [`target_facility_${YAMABUKI}`] }),
      422,
    );
    await refused(noticeBody('brand', { level: 'brand', label_filters: ['target_facility_999'] }), 422);
    await refused(noticeBody('own', { label_filters: ['target_all_facilities'] }), 422);

    // A PATCH is checked merged with what is stored: a window that ends before it starts is refused.
    const id = await create(TOKYO, noticeBody(title('windowed'), { starts_at: later }));
    const patched = await as.admin('PATCH', `${url}/${id}`, { ends_at: new Date().toISOString() });
    expect(patched.status).toBe(422);
    expect(patched.body.errors[0].details.fields).toHaveProperty('ends_at');
    expect((await as.admin('PATCH', `${url}/${id}`, {})).status).toBe(400);
    expect((await as.admin('PATCH', `${url}/${id}`, { level: 'brand' })).status).toBe(400);
    expect((await as.admin('PATCH', `${url}/${id}`, { label_filters: ['target_facility_2'] })).status).toBe(
      422,
    );
    expect((await as.admin('PATCH', `${url}/999999`, { active: false })).status).toBe(404);
  });

  it('brand notices: written with brand.configure, shown at the hotels they target, read-only to others', async () => {
    const toKyoto = noticeBody(title('brand kyoto'), {
      level: 'brand',
      label_filters: [`target_facility_${KYOTO}`],
    });
    expect((await as.manager('POST', `/staff/hotels/${TOKYO}/notices`, toKyoto)).status).toBe(403);
    const kyotoOnly = await create(TOKYO, toKyoto);
    const everywhere = await create(
      TOKYO,
      noticeBody(title('brand all'), { level: 'brand', label_filters: ['target_all_facilities'] }),
    );

    const tokyoList = (await as.manager('GET', `/staff/hotels/${TOKYO}/notices`)).body.data as Json[];
    expect(tokyoList.some((n) => n.id === kyotoOnly)).toBe(false);
    expect(tokyoList.find((n) => n.id === everywhere)).toMatchObject({
      level: 'brand',
      hotel_id: null,
      editable: false,
    });
    const kyotoList = (await as.admin('GET', `/staff/hotels/${KYOTO}/notices`)).body.data as Json[];
    expect(kyotoList.filter((n) => [kyotoOnly, everywhere].includes(n.id)).map((n) => n.editable)).toEqual([
      true,
      true,
    ]);
    // The manager of a targeted hotel may neither change nor delete the brand's notice.
    const one = `/staff/hotels/${TOKYO}/notices/${everywhere}`;
    expect((await as.manager('PATCH', one, { active: false })).status).toBe(403);
    expect((await as.manager('DELETE', one)).status).toBe(403);
    expect((await auditOf(t.db, 'notice', everywhere))[0]!.hotel_id).toBeNull();

    expect(await seen(TOKYO, [kyotoOnly, everywhere])).toEqual([everywhere]);
    expect(await seen(KYOTO, [kyotoOnly, everywhere])).toEqual([kyotoOnly, everywhere]);
    expect((await guest(KYOTO)).body.data.notices.find((n: Json) => n.id === everywhere).level).toBe('brand');
    // Another brand's hotel never shows it.
    expect(await seen(YAMABUKI, [kyotoOnly, everywhere])).toEqual([]);

    // Changed from Tokyo's page, it changes at every hotel at once (each one's cached notices dropped).
    expect((await as.admin('PATCH', one, { label_filters: [`target_facility_${SEOUL}`] })).status).toBe(200);
    expect(await seen(KYOTO, [everywhere])).toEqual([]);
    expect(await seen(SEOUL, [everywhere])).toEqual([everywhere]);
    expect((await as.admin('DELETE', one)).status).toBe(200);
    expect(await seen(SEOUL, [everywhere])).toEqual([]);
  });

  it('keeps at most NOTICE_LIMITS.perOwner notices per hotel and per brand, counted apart', async () => {
    const fill = (hotelId: number | null, brandId: number) =>
      t.db.execute(sql`insert into notices (brand_id, hotel_id, kind, placements, translations, label_filters)
        select ${brandId}::int, ${hotelId}::int, 'notice', array['results'], '[]'::jsonb,
          case when ${hotelId}::int is null then array['target_all_facilities'] else '{}'::text[] end
        from generate_series(1, 50)`);
    await fill(SEOUL, 1);
    const seoul = await as.admin('POST', `/staff/hotels/${SEOUL}/notices`, noticeBody('one too many'));
    expect(seoul.status).toBe(409);
    expect(seoul.body.errors[0].details.base[0].error).toContain('50');
    // The brand's own count is apart from its hotels'.
    const brandWide = { level: 'brand', label_filters: ['target_all_facilities'] };
    expect(
      (await as.admin('POST', `/staff/hotels/${SEOUL}/notices`, noticeBody('b', brandWide))).status,
    ).toBe(201);
    await fill(null, 2);
    const yamabuki = `/staff/hotels/${YAMABUKI}/notices`;
    expect((await as.stranger('POST', yamabuki, noticeBody('b', brandWide))).status).toBe(409);
    expect((await as.stranger('POST', yamabuki, noticeBody('own'))).status).toBe(201);
  });

  it('shows a guest live notices of the page only, by sort order, in the Tripla-Locale language', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const ids = {
      second: await create(TOKYO, noticeBody(title('second'), { sort_order: 2 })),
      first: await create(TOKYO, noticeBody(title('first'), { sort_order: -1, kind: 'notice' })),
      windowed: await create(TOKYO, noticeBody(title('windowed'), { starts_at: at(-DAY), ends_at: at(DAY) })),
      future: await create(TOKYO, noticeBody(title('future'), { starts_at: at(DAY) })),
      ended: await create(TOKYO, noticeBody(title('ended'), { starts_at: at(-2 * DAY), ends_at: at(-DAY) })),
      off: await create(TOKYO, noticeBody(title('off'), { active: false })),
      detail: await create(TOKYO, noticeBody(title('detail'), { placements: ['guest_detail'] })),
      both: await create(TOKYO, noticeBody(title('both'), { placements: ['guest_detail', 'results'] })),
    };
    const all = Object.values(ids);
    expect(await seen(TOKYO, all)).toEqual([ids.first, ids.windowed, ids.both, ids.second]);
    expect(await seen(TOKYO, all, '', {}, 'guest_detail')).toEqual([ids.detail, ids.both]);

    const answer = await guest(TOKYO, '', { 'tripla-locale': 'ko' });
    expect(answer.headers['cache-control']).toBe('no-store');
    const first = answer.body.data.notices.find((n: Json) => n.id === ids.first);
    expect(first).toEqual({
      id: ids.first,
      kind: 'notice',
      level: 'facility',
      title: expect.stringMatching(/\(ko\)$/),
      body: expect.stringMatching(/: ko$/),
      link_url: null,
    });
    const zhTw = await guest(TOKYO, '', { 'tripla-locale': 'zh-TW' });
    expect(zhTw.body.data.notices.find((n: Json) => n.id === ids.first).title).toMatch(/\(zh_Hant\)$/);

    // Switched on again, it shows at once: the console's change dropped the cached notices.
    expect(
      (await as.manager('PATCH', `/staff/hotels/${TOKYO}/notices/${ids.off}`, { active: true })).status,
    ).toBe(200);
    expect(await seen(TOKYO, [ids.off])).toEqual([ids.off]);

    expect((await guest(999_999)).status).toBe(404);
    expect((await guest(TOKYO, '', {}, 'confirmation')).status).toBe(400);
    const noSession = await t.app.inject({ url: `/book/hotels/${TOKYO}/notices?placement=results` });
    expect(noSession.statusCode).toBe(401);
  });

  it('picks notices by the address’s segment ids and icon message id', async () => {
    const ids = {
      segment: await create(TOKYO, noticeBody(title('vip'), { segment_ids: ['vip', 'press'] })),
      icon: await create(TOKYO, noticeBody(title('icon'), { icon_message_id: 'spring-2026' })),
      anyone: await create(TOKYO, noticeBody(title('anyone'))),
    };
    const all = Object.values(ids);
    expect(await seen(TOKYO, all)).toEqual([ids.anyone]);
    expect(await seen(TOKYO, all, '&segment_ids=other,vip')).toEqual([ids.segment, ids.anyone]);
    expect(await seen(TOKYO, all, '&segment_ids=other')).toEqual([ids.anyone]);
    expect(await seen(TOKYO, all, '&icon_message_id=spring-2026')).toEqual([ids.icon, ids.anyone]);
    expect(await seen(TOKYO, all, '&icon_message_id=autumn-2026')).toEqual([ids.anyone]);
    expect(await seen(TOKYO, all, '&segment_ids=press&icon_message_id=spring-2026')).toEqual(all);
  });

  it('picks notices by the member session’s labels, never by the query', async () => {
    const gold = `membership_rank_${DEMO_PROGRAMS.hanamiClub.ranks.gold.id}`;
    const ids = {
      gold: await create(TOKYO, noticeBody(title('gold'), { label_filters: [gold] })),
      members: await create(TOKYO, noticeBody(title('members'), { label_filters: ['membership_rank_all'] })),
      signedIn: await create(
        TOKYO,
        noticeBody(title('signed in'), { label_filters: ['place_after_sign_in'] }),
      ),
      everyone: await create(TOKYO, noticeBody(title('everyone'), { label_filters: ['all_users'] })),
    };
    const all = Object.values(ids);
    expect(await seen(TOKYO, all)).toEqual([ids.everyone]);
    // Labels in the query are not the caller's.
    expect(await seen(TOKYO, all, `&label_filters=${gold}&labels=${gold}`)).toEqual([ids.everyone]);

    const hanako = await memberBearer(DEMO_MEMBERS.hanako); // Gold
    const kenji = await memberBearer(DEMO_MEMBERS.kenji); // Regular
    expect(await seen(TOKYO, all, '', { authorization: hanako })).toEqual(all);
    expect(await seen(TOKYO, all, '', { authorization: kenji })).toEqual([
      ids.members,
      ids.signedIn,
      ids.everyone,
    ]);
    // Another brand's member, or a made-up bearer, is a guest here.
    const taro = await memberBearer(DEMO_MEMBERS.taro);
    expect(await seen(TOKYO, all, '', { authorization: taro })).toEqual([ids.everyone]);
    expect(await seen(TOKYO, all, '', { authorization: 'Bearer made-up-token-000000000000' })).toEqual([
      ids.everyone,
    ]);
  });

  it('seeds a demo banner the contract accepts, for Tokyo’s results page and its segment in all five languages', async () => {
    const id = await seedDemoNotices(t.db);
    const segment = `&segment_ids=${DEMO_NOTICE_SEGMENT}`;
    // Changed through the console (checked as a whole against the contract), then read by guests.
    const url = `/staff/hotels/${TOKYO}/notices/${id}`;
    expect((await as.admin('PATCH', url, { sort_order: -100 })).status).toBe(200);
    const titles = new Set<string>();
    for (const locale of ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko']) {
      const notices = (await guest(TOKYO, segment, { 'tripla-locale': locale })).body.data.notices as Json[];
      const banner = notices.find((n) => n.id === id);
      expect(banner, locale).toMatchObject({ kind: 'banner', level: 'facility' });
      expect(banner.body.length, locale).toBeGreaterThan(0);
      titles.add(banner.title);
    }
    expect(titles.size).toBe(5);
    expect(await seen(TOKYO, [id], '')).toEqual([]);
    expect(await seen(TOKYO, [id], segment, {}, 'guest_detail')).toEqual([]);
  });
});
