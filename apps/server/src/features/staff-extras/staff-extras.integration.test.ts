import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import {
  type BookingKit,
  bookingKitOn,
  type Json,
  simpleBody,
} from '../reservations/reservation-test-kit.ts';
import { createTestStaff } from '../staff-accounts/staff-test-kit.ts';
import { asStaff, auditOf } from '../staff-property/staff-property-test-kit.ts';

// The console's extras and additional questions: who may do what, what the contract refuses, the
// audit, and that the guest side (/book) sees each change at once — with the hotel cache on, as in
// production, so a change that forgot to drop it would show here.
const TOKYO = 1;
const KYOTO = 2;

/** The request fields a refusal names. */
const fieldsOf = (answer: { body: Json }): string[] =>
  Object.keys(answer.body.errors[0].details.fields ?? {});

type Caller = 'admin' | 'manager' | 'frontDesk' | 'stranger' | 'nobody';

const extraBody = (code: string, overrides: object = {}) => ({
  code,
  extra_type: 'generic',
  name: '花束',
  translations: [{ locale: 'en', name: 'Bouquet', description: 'Seasonal flowers in the room' }],
  price: 5500,
  max_quantity: 3,
  ...overrides,
});

const questionBody = (name: string, overrides: object = {}) => ({
  question_type: 'free',
  answer_type: 'text',
  name,
  translations: [{ locale: 'en', name: `${name} (en)`, description: '' }],
  ...overrides,
});

describe.each(testDatabaseKinds())('console extras and questions (%s)', (kind) => {
  let kit: BookingKit;
  let as: Record<Caller, ReturnType<typeof asStaff>>;
  let serial = 0;
  const code = (prefix: string) => `${prefix}-${++serial}`;

  beforeAll(async () => {
    kit = await bookingKitOn(await createTestApp({ database: kind }));
    const { db } = kit.t;
    as = {
      admin: asStaff(kit.t.app, await createTestStaff(db, { role: 'brand_admin' })),
      manager: asStaff(kit.t.app, await createTestStaff(db, { role: 'hotel_manager', hotelIds: [TOKYO] })),
      frontDesk: asStaff(kit.t.app, await createTestStaff(db, { role: 'front_desk', hotelIds: [TOKYO] })),
      stranger: asStaff(kit.t.app, await createTestStaff(db, { role: 'brand_admin', brandId: 2 })),
      nobody: asStaff(kit.t.app, null),
    };
  }, 180_000);
  afterAll(() => kit?.close());

  async function statuses(call: (caller: Caller) => Promise<{ status: number }>) {
    const out: Partial<Record<Caller, number>> = {};
    for (const caller of Object.keys(as) as Caller[]) out[caller] = (await call(caller)).status;
    return out;
  }

  const guestExtras = async () =>
    (
      await kit.get(
        `/book/hotels/${TOKYO}/extras?checkin_date=${kit.checkin}&checkout_date=${kit.checkout}`,
        {
          'tripla-locale': 'ja',
        },
      )
    ).body.data.extras as Json[];
  const guestQuestions = async () =>
    (await kit.get(`/book/hotels/${TOKYO}/additional_questions`)).body.data.additional_questions as Json[];

  /** Books the quiet stay with `extras` and `answers`, priced as the server prices it. */
  async function book(options: { extras?: object[]; answers?: object[] }) {
    const body = await simpleBody(kit, options);
    const asked = await kit.post({ ...body, total_price: 0 });
    if (asked.status !== 409) return asked;
    return kit.post({ ...body, total_price: asked.body.errors[0].details.total_price });
  }

  it('extras and questions: read by the hotel’s staff, changed by admins and managers, hidden from others', async () => {
    const ids = { extra: 0, question: 0 };
    for (const [path, body, key] of [
      ['extras', (c: Caller) => extraBody(code(`by-${c}`)), 'extra'],
      ['additional_questions', (c: Caller) => questionBody(`by ${c}`), 'question'],
    ] as const) {
      const url = `/staff/hotels/${TOKYO}/${path}`;
      expect(await statuses((c) => as[c]('GET', url))).toEqual({
        admin: 200,
        manager: 200,
        frontDesk: 200,
        stranger: 404,
        nobody: 401,
      });
      const created = await statuses(async (c) => {
        const answer = await as[c]('POST', url, body(c));
        if (c === 'manager') ids[key] = answer.body.data.id;
        return answer;
      });
      expect(created).toEqual({ admin: 201, manager: 201, frontDesk: 403, stranger: 404, nobody: 401 });
      const one = `${url}/${ids[key]}`;
      expect(await statuses((c) => as[c]('PATCH', one, { sort_order: 5 }))).toEqual({
        admin: 200,
        manager: 200,
        frontDesk: 403,
        stranger: 404,
        nobody: 401,
      });
      // Another hotel of the brand is as unknown to Tokyo's manager as to a stranger.
      expect((await as.manager('GET', `/staff/hotels/${KYOTO}/${path}`)).status).toBe(404);
      expect((await as.manager('POST', `/staff/hotels/${KYOTO}/${path}`, body('manager'))).status).toBe(404);
      // The thing exists at Tokyo only: named under Kyoto it is not found, even for an admin.
      expect(
        (await as.admin('PATCH', `/staff/hotels/${KYOTO}/${path}/${ids[key]}`, { sort_order: 1 })).status,
      ).toBe(404);
      expect(await statuses((c) => as[c]('DELETE', one))).toEqual({
        admin: 200,
        manager: 404,
        frontDesk: 403,
        stranger: 404,
        nobody: 401,
      });
    }
  });

  it('refuses malformed input with 4xx naming the field, never 500', async () => {
    const url = `/staff/hotels/${TOKYO}/extras`;
    const refused = [
      await as.admin('POST', url, { ...extraBody(code('x')), price: -1 }),
      await as.admin('POST', url, { ...extraBody(code('x')), extra_type: 'daily' }),
      await as.admin('POST', url, { ...extraBody(code('x')), stock: 4 }),
      await as.admin('POST', url, { ...extraBody('bad code!') }),
      await as.admin('POST', url, { ...extraBody(code('x')), min_quantity: 4, max_quantity: 2 }),
      await as.admin('POST', url, { ...extraBody(code('x')), name: 'a\u0000b' }),
      await as.admin('PATCH', `${url}/1`, {}),
      await as.admin('GET', `/staff/hotels/${TOKYO}/extras/abc/stock?from=2030-01-01&to=2030-01-02`),
      await as.admin('POST', `${url}/1/stock`, { from: '2030-01-05', to: '2030-01-01', inventory: 1 }),
      await as.admin(
        'POST',
        `/staff/hotels/${TOKYO}/additional_questions`,
        questionBody('q', { answer_type: 'file' }),
      ),
      await as.admin(
        'POST',
        `/staff/hotels/${TOKYO}/additional_questions`,
        questionBody('q', { answer_type: 'options' }),
      ),
      await as.admin(
        'POST',
        `/staff/hotels/${TOKYO}/additional_questions`,
        questionBody('q', {
          question_type: 'checkin',
          answer_type: 'options',
          options: [{ value: 'noon', translations: [] }],
        }),
      ),
      await as.admin(
        'POST',
        `/staff/hotels/${TOKYO}/additional_questions`,
        questionBody('q', { labels: ['Not A Label'] }),
      ),
      await as.admin(
        'POST',
        `/staff/hotels/${TOKYO}/additional_questions`,
        questionBody('q', { started_at: 'soon' }),
      ),
    ];
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 400));
    expect(fieldsOf(refused[0]!)).toContain('price');

    // Rules across fields hold for a PATCH merged into the stored row (422), and ranges of days are bounded.
    const extra = (await as.admin('POST', url, extraBody(code('merge'), { min_quantity: 1 }))).body.data;
    const merged = await as.admin('PATCH', `${url}/${extra.id}`, { max_quantity: 0 });
    expect(merged.status).toBe(422);
    expect(fieldsOf(merged)).toContain('max_quantity');
    const long = await as.admin('POST', `${url}/${extra.id}/stock`, {
      from: '2030-01-01',
      to: '2031-01-05',
      inventory: 1,
    });
    expect(long.status).toBe(422);
    const taken = await as.admin('POST', url, extraBody(extra.code));
    expect(taken.status).toBe(409);
    expect(fieldsOf(taken)).toContain('code');
    const question = (
      await as.admin('POST', `/staff/hotels/${TOKYO}/additional_questions`, questionBody('merge'))
    ).body.data;
    const optionsLess = await as.admin(
      'PATCH',
      `/staff/hotels/${TOKYO}/additional_questions/${question.id}`,
      {
        answer_type: 'options',
      },
    );
    expect(optionsLess.status).toBe(422);
    expect(fieldsOf(optionsLess)).toContain('options');
    expect((await as.admin('PATCH', `${url}/999999`, { price: 1 })).status).toBe(404);
  });

  it('an extra made in the console sells at once, keeps its bookings, and is audited', async () => {
    const url = `/staff/hotels/${TOKYO}/extras`;
    const created = await as.manager('POST', url, extraBody(code('BOUQUET')));
    expect(created.status).toBe(201);
    const extra = created.body.data;
    expect(extra).toMatchObject({
      extra_type: 'generic',
      price: 5500,
      min_quantity: 0,
      max_quantity: 3,
      booked: false,
    });
    // Listed for guests at once (the hotel's catalogue was forgotten); no stock yet, so no date to book.
    expect((await guestExtras()).find((e) => e.id === extra.id)).toMatchObject({
      name: '花束',
      booking_available_dates: [],
    });

    const stock = await as.manager('POST', `${url}/${extra.id}/stock`, {
      from: kit.checkin,
      to: kit.checkout,
      inventory: 4,
      price: 6000,
    });
    expect(stock.body).toEqual({ data: { days: 3 } });
    const changed = await as.manager('PATCH', `${url}/${extra.id}`, { name: '季節の花束', price: 5000 });
    expect(changed.body.data).toMatchObject({ name: '季節の花束', price: 5000 });
    const listed = (await guestExtras()).find((e) => e.id === extra.id);
    expect(listed).toMatchObject({ name: '季節の花束', price: 5000 });
    expect(listed.prices[0]).toMatchObject({ date: kit.checkin, price: 6000, inventory: 4 });

    const booked = await book({ extras: [{ extra_id: extra.id, quantity: 2 }] });
    expect(booked.status).toBe(201);
    const days = await as.frontDesk('GET', `${url}/${extra.id}/stock?from=${kit.checkin}&to=${kit.checkout}`);
    expect(days.body.data.days[0]).toEqual({ date: kit.checkin, inventory: 2, price: 6000, sold: 2 });
    expect(days.body.data.days[1]).toMatchObject({ inventory: 4, sold: 0 });

    expect((await as.manager('GET', url)).body.data.find((e: Json) => e.id === extra.id)).toMatchObject({
      booked: true,
      active: true,
    });

    expect((await auditOf(kit.t.db, 'extra', extra.id)).map((a) => a.action)).toEqual([
      'extra.create',
      'extra.stock_edit',
      'extra.update',
    ]);
    const [audited] = (await auditOf(kit.t.db, 'extra', extra.id)).slice(2);
    expect(audited).toMatchObject({ hotel_id: TOKYO, before: { price: 5500 }, after: { price: 5000 } });
  });

  it('a booked extra is switched off, not deleted: guests neither see nor book it, the stay keeps it', async () => {
    const url = `/staff/hotels/${TOKYO}/extras`;
    const extra = (await as.manager('POST', url, extraBody(code('LANTERN')))).body.data;
    await as.manager('POST', `${url}/${extra.id}/stock`, {
      from: kit.checkin,
      to: kit.checkout,
      inventory: 5,
    });
    const booked = await book({ extras: [{ extra_id: extra.id, quantity: 1 }] });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const stay = booked.body.data;

    const removed = await as.manager('DELETE', `${url}/${extra.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toEqual({ data: { id: extra.id, outcome: 'deactivated' } });
    expect((await as.manager('GET', url)).body.data.find((e: Json) => e.id === extra.id)).toMatchObject({
      active: false,
      booked: true,
    });
    const audit = (await auditOf(kit.t.db, 'extra', extra.id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'extra.delete',
      before: { active: true },
      after: { id: extra.id, active: false },
    });

    // Guests: not listed, and a booking naming it is refused exactly as one naming no extra at all.
    expect((await guestExtras()).some((e) => e.id === extra.id)).toBe(false);
    const refused = await book({ extras: [{ extra_id: extra.id, quantity: 1 }] });
    const unknown = await book({ extras: [{ extra_id: 2_000_000_000, quantity: 1 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe(unknown.body.errors[0].code);
    expect(refused.body.errors[0].code).toBe(1100);

    // The stay that took it: read (with the extra's name), changed, and cancelled as before.
    const lookup = `/book/hotels/${TOKYO}/reservations/${stay.number}?bypass_token=${encodeURIComponent(stay.bypass_token)}`;
    const read = await kit.get(lookup);
    expect(read.status).toBe(200);
    expect(read.body.data.extras).toEqual([
      expect.objectContaining({ extra_id: extra.id, name: 'Bouquet', quantity: 1 }),
    ]);
    const change = {
      version: stay.version,
      checkin_date: kit.checkin,
      checkout_date: kit.checkout,
      rooms: [{ room_index: 0, adults: 1 }],
      total_price: 0,
    };
    const put = (body: object, token: string) =>
      kit.t.app.inject({
        method: 'PUT',
        url: `/book/hotels/${TOKYO}/reservations/${stay.number}?bypass_token=${encodeURIComponent(token)}`,
        headers: { 'client-session': kit.session },
        payload: body,
      });
    const priced = await put(change, stay.bypass_token);
    expect(priced.statusCode, priced.body).toBe(409);
    const changed = await put(
      { ...change, total_price: priced.json().errors[0].details.total_price },
      stay.bypass_token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().data;
    expect(after.extras).toEqual([expect.objectContaining({ extra_id: extra.id, quantity: 1 })]);
    const cancelled = await kit.t.app.inject({
      method: 'PUT',
      url: `/book/hotels/${TOKYO}/reservations/${stay.number}/cancel?bypass_token=${encodeURIComponent(after.bypass_token)}`,
      headers: { 'client-session': kit.session },
      payload: { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.extras).toEqual([expect.objectContaining({ extra_id: extra.id })]);

    // Switched back on: listed and sold again.
    const back = await as.manager('PATCH', `${url}/${extra.id}`, { active: true });
    expect(back.body.data).toMatchObject({ active: true, booked: true });
    expect((await guestExtras()).some((e) => e.id === extra.id)).toBe(true);
    expect((await book({ extras: [{ extra_id: extra.id, quantity: 1 }] })).status).toBe(201);
  });

  it('an extra is switched off and on in its form; one a plan includes can be neither deleted nor switched off', async () => {
    const url = `/staff/hotels/${TOKYO}/extras`;
    const created = await as.manager('POST', url, extraBody(code('OFF'), { active: false }));
    expect(created.status).toBe(201);
    const extra = created.body.data;
    expect(extra).toMatchObject({ active: false, booked: false });
    expect((await guestExtras()).some((e) => e.id === extra.id)).toBe(false);
    expect((await as.manager('PATCH', `${url}/${extra.id}`, { active: true })).body.data.active).toBe(true);
    expect((await guestExtras()).some((e) => e.id === extra.id)).toBe(true);
    expect((await as.frontDesk('PATCH', `${url}/${extra.id}`, { active: false })).status).toBe(403);
    expect((await as.stranger('PATCH', `${url}/${extra.id}`, { active: false })).status).toBe(404);
    expect((await as.manager('PATCH', `${url}/${extra.id}`, { active: 'no' })).status).toBe(400);

    const [plan] = rowsOf<{ code: string }>(
      await kit.t.db.execute(sql`update room_plans set inclusive_extra_ids = array[${extra.id}]::integer[]
        where id = (select min(id) from room_plans where hotel_id = ${TOKYO}) returning code`),
    );
    try {
      const off = await as.manager('PATCH', `${url}/${extra.id}`, { active: false });
      expect(off.status).toBe(409);
      expect(off.body.errors[0].details.room_plan_codes).toEqual([plan!.code]);
      // Other changes of an included extra still go through.
      expect((await as.manager('PATCH', `${url}/${extra.id}`, { price: 6000 })).status).toBe(200);
    } finally {
      await kit.t.db.execute(
        sql`update room_plans set inclusive_extra_ids = '{}' where code = ${plan!.code}`,
      );
    }
    expect((await as.manager('PATCH', `${url}/${extra.id}`, { active: false })).body.data.active).toBe(false);
    // Never booked: a delete removes it.
    expect((await as.manager('DELETE', `${url}/${extra.id}`)).body.data.outcome).toBe('deleted');
  });

  it('an extra a plan includes is kept; one no one used is deleted and leaves the guests’ list', async () => {
    const url = `/staff/hotels/${TOKYO}/extras`;
    const included = (await as.admin('POST', url, extraBody(code('INCL')))).body.data;
    const [plan] = rowsOf<{ code: string }>(
      await kit.t.db.execute(sql`update room_plans set inclusive_extra_ids = array[${included.id}]::integer[]
        where id = (select min(id) from room_plans where hotel_id = ${TOKYO}) returning code`),
    );
    const refused = await as.admin('DELETE', `${url}/${included.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].details.room_plan_codes).toEqual([plan!.code]);
    await kit.t.db.execute(sql`update room_plans set inclusive_extra_ids = '{}' where code = ${plan!.code}`);

    const gone = await as.admin('DELETE', `${url}/${included.id}`);
    expect(gone.body).toEqual({ data: { id: included.id, outcome: 'deleted' } });
    expect((await guestExtras()).some((e) => e.id === included.id)).toBe(false);
    const audit = await auditOf(kit.t.db, 'extra', included.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'extra.delete',
      after: null,
      before: { code: included.code },
    });
  });

  it('questions: the hotel’s own editable, the brand’s read-only unless the account configures the brand', async () => {
    const url = `/staff/hotels/${TOKYO}/additional_questions`;
    const mine = (await as.manager('GET', url)).body.data as Json[];
    const brand = mine.filter((q) => q.owner === 'brand');
    // The brand's notice for all facilities and Tokyo's, and its member questions (no facility label).
    expect(brand.map((q) => q.labels)).toEqual(
      expect.arrayContaining([
        ['target_all_facilities'],
        [`target_facility_${TOKYO}`],
        ['membership_rank_all'],
      ]),
    );
    expect(mine.findIndex((q) => q.owner === 'brand')).toBeGreaterThan(
      mine.findLastIndex((q) => q.owner === 'hotel'),
    );
    expect(brand.every((q) => q.editable === false)).toBe(true);
    expect(mine.filter((q) => q.owner === 'hotel').every((q) => q.editable)).toBe(true);
    // Kyoto's own questions and the brand's Tokyo-only notice are not Kyoto's.
    const kyoto = (await as.admin('GET', `/staff/hotels/${KYOTO}/additional_questions`)).body.data as Json[];
    expect(kyoto.some((q) => q.labels.includes(`target_facility_${TOKYO}`))).toBe(false);

    const notice = brand.find((q) => q.labels.includes('target_all_facilities'))!;
    expect((await as.manager('PATCH', `${url}/${notice.id}`, { name: 'x' })).status).toBe(403);
    expect((await as.manager('DELETE', `${url}/${notice.id}`)).status).toBe(403);
    expect((await as.manager('POST', url, questionBody('brand-wide', { owner: 'brand' }))).status).toBe(403);
    const adminView = (await as.admin('GET', url)).body.data.find((q: Json) => q.id === notice.id);
    expect(adminView.editable).toBe(true);
    const patched = await as.admin('PATCH', `${url}/${notice.id}`, {
      translations: [{ locale: 'ja', name: '大浴場は終日ご利用いただけます', description: '' }],
    });
    expect(patched.status).toBe(200);
    const audit = (await auditOf(kit.t.db, 'additional_question', notice.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'additional_question.update', hotel_id: null });
    expect(audit.before.translations).not.toEqual(audit.after.translations);

    // A brand-wide question for Tokyo only, made from Tokyo's page, is the brand's.
    const wide = await as.admin(
      'POST',
      url,
      questionBody('ご来館の交通手段', { owner: 'brand', labels: [`target_facility_${TOKYO}`] }),
    );
    expect(wide.status).toBe(201);
    expect(wide.body.data).toMatchObject({ owner: 'brand', hotel_id: null, brand_id: 1 });
    const brandList = await kit.get(
      `/book/hotel_brands/1/additional_questions?q=${encodeURIComponent(JSON.stringify(['all_users', `target_facility_${TOKYO}`]))}`,
    );
    expect(brandList.body.data.additional_questions.map((q: Json) => q.id)).toContain(wide.body.data.id);
  });

  it('a question made in the console is asked at once; one guests answered is switched off, not deleted', async () => {
    const url = `/staff/hotels/${TOKYO}/additional_questions`;
    const created = await as.manager(
      'POST',
      url,
      questionBody('ご到着の交通手段', {
        answer_type: 'options',
        required: true,
        options: [
          { value: 'car', translations: [{ locale: 'en', name: 'By car' }] },
          { value: 'train', translations: [{ locale: 'en', name: 'By train' }] },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const question = created.body.data;
    const asked = (await guestQuestions()).find((q) => q.id === question.id);
    expect(asked).toMatchObject({ answer_type: 'options', required: true });
    expect(asked.options.map((o: Json) => o.value)).toEqual(['car', 'train']);

    // The booking checks answers against the hotel's cached questions: the new required one is there.
    const unanswered = await book({});
    expect(unanswered.status).toBe(400);
    const answered = await book({ answers: [{ question_id: question.id, options: ['train'] }] });
    expect(answered.status).toBe(201);

    const removed = await as.manager('DELETE', `${url}/${question.id}`);
    expect(removed.body).toEqual({ data: { id: question.id, outcome: 'deactivated' } });
    expect((await guestQuestions()).some((q) => q.id === question.id)).toBe(false);
    expect((await as.manager('GET', url)).body.data.find((q: Json) => q.id === question.id).active).toBe(
      false,
    );
    expect((await book({})).status).toBe(201);

    const later = (
      await as.manager(
        'POST',
        url,
        questionBody('後で始まる質問', { started_at: '2099-01-01T00:00:00+09:00' }),
      )
    ).body.data;
    expect(later.started_at).toBe('2098-12-31T15:00:00.000Z');
    expect((await guestQuestions()).some((q) => q.id === later.id)).toBe(false);
    expect((await as.manager('DELETE', `${url}/${later.id}`)).body.data.outcome).toBe('deleted');
    expect((await auditOf(kit.t.db, 'additional_question', question.id)).map((a) => a.action)).toEqual([
      'additional_question.create',
      'additional_question.delete',
    ]);
  });
});
