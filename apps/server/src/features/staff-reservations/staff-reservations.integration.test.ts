import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { type Json, tokyoDay } from '../reservations/reservation-test-kit.ts';
import { quietTuesdays } from '../search/search-test-kit.ts';
import {
  auditOf,
  type StaffReservationKit,
  staffReservationKit,
  stayRow,
} from './staff-reservations-test-kit.ts';

const list = '/staff/hotels/1/reservations';

describe.each(testDatabaseKinds())('the console: reservations list, detail, notes (%s)', (kind) => {
  let kit: StaffReservationKit;
  /** Four stays at Hanami Tokyo, in the order they were booked. */
  let yamada: Json;
  let suzuki: Json;
  let tanaka: Json;
  let kim: Json;
  let later: string;
  beforeAll(async () => {
    kit = await staffReservationKit(kind);
    const [first, second] = quietTuesdays(20, 2) as [string, string];
    later = second;
    yamada = await kit.stay({ checkin: first });
    suzuki = await kit.stay({
      checkin: later,
      nights: 1,
      guest: { first_name: 'Taro', last_name: 'Suzuki', email: 'taro.suzuki@example.com' },
    });
    tanaka = await kit.stay({
      checkin: first,
      card: true,
      guest: { first_name: 'Emi', last_name: 'Tanaka', email: 'emi_100%@example.com' },
    });
    kim = await kit.stay({
      checkin: first,
      locale: 'ko',
      guest: { first_name: 'Jiwoo', last_name: 'Kim', email: 'jiwoo@example.com' },
    });
  }, 180_000);
  afterAll(async () => kit?.close());

  const numbers = (body: Json) => body.data.map((row: Json) => row.number);
  const get = async (query: string) => {
    const answer = await kit.api('GET', `${list}${query}`, kit.staff.admin);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };

  it('lists the stays booked through the API, by check-in, with what the desk needs on each row', async () => {
    const body = await get('');
    const firstNight = [yamada, tanaka, kim].map((s) => s.number).sort();
    expect(numbers(body)).toEqual([...firstNight, suzuki.number]);
    expect(body).toMatchObject({ page: 1, per_page: 50, total_pages: 1, total_entries: 4 });
    const row = body.data.find((r: Json) => r.number === tanaka.number);
    expect(row).toEqual({
      number: tanaka.number,
      status: 'confirmed',
      no_show: false,
      checkin_date: yamada.body.data.checkin_date,
      checkout_date: yamada.body.data.checkout_date,
      nights: 2,
      room_count: 1,
      guest_name: 'Emi Tanaka',
      email: 'emi_100%@example.com',
      phone: '+81312345678',
      total_price: tanaka.total,
      currency: 'JPY',
      payment_method: 'credit_card',
      payment_state: 'authorized',
      member: false,
      organization_name: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      staff_modified: false,
      source: 'direct',
    });
  });

  it('pages with totals (a page past the end still counts), and sorts by check-in or newest first', async () => {
    const second = await get('?per_page=3&page=2');
    expect(second).toMatchObject({ page: 2, per_page: 3, total_pages: 2, total_entries: 4 });
    expect(numbers(second)).toEqual([suzuki.number]);
    const past = await get('?per_page=3&page=9');
    expect(past).toMatchObject({ data: [], total_entries: 4, total_pages: 2 });
    expect(numbers(await get('?sort=checkin_desc'))[0]).toBe(suzuki.number);
    expect(numbers(await get('?sort=created_desc'))).toEqual(
      [kim, tanaka, suzuki, yamada].map((s) => s.number),
    );
  });

  it('filters by number prefix, name (either order), email, status, dates, payment method and no-show', async () => {
    const found = async (query: string) => numbers(await get(query)).sort();
    const prefix = suzuki.number.slice(0, 5).toLowerCase();
    expect(await found(`?q=${prefix}`)).toContain(suzuki.number);
    expect(await found('?q=%20suzuki%20taro%20')).toEqual([suzuki.number]);
    expect(await found('?q=Taro%20Suzuki')).toEqual([suzuki.number]);
    expect(await found('?q=HANAKO%40EXAMPLE')).toEqual([yamada.number]);
    // LIKE's wildcards stand for themselves.
    expect(await found('?q=_100%25')).toEqual([tanaka.number]);
    expect(await found('?q=%25')).toEqual([tanaka.number]);
    expect(await found('?q=%20%20')).toHaveLength(4);
    expect(await found('?payment_method=credit_card')).toEqual([tanaka.number]);
    expect(await found(`?checkin_from=${later}`)).toEqual([suzuki.number]);
    expect(await found(`?checkin_to=${tokyoDay(0)}`)).toEqual([]);
    expect(await found(`?created_from=${tokyoDay(0)}&created_to=${tokyoDay(0)}`)).toHaveLength(4);
    expect(await found(`?created_to=${tokyoDay(-1)}`)).toEqual([]);
    // The calendar's ends are no bounds at all.
    expect(await found('?created_from=0001-01-01&created_to=9999-12-31')).toHaveLength(4);
    expect(await found('?checkin_from=0001-01-01&checkin_to=9999-12-31')).toHaveLength(4);
    expect(await found('?status=confirmed&no_show=false')).toHaveLength(4);
    expect(await found('?status=cancelled')).toEqual([]);
    expect(await found('?no_show=true')).toEqual([]);
    // Another hotel's list holds none of these.
    expect((await kit.api('GET', '/staff/hotels/2/reservations', kit.staff.admin)).body.total_entries).toBe(
      0,
    );
  });

  it('shows one stay in full: rooms and nightly prices, guest, payment, files, the fees its policy sets', async () => {
    const file = `staff-detail-file-${kind}-00001`;
    await kit.t.db.execute(sql`
      insert into file_attachments (id, hotel_id, reservation_id, file_name, content_type, size, sha256)
        values (${file}, 1, ${tanaka.id}, 'passport.png', 'image/png', 2048, ${'0'.repeat(64)})`);
    const { status, body } = await kit.api(
      'GET',
      `${list}/${tanaka.number.toLowerCase()}`,
      kit.staff.frontDesk,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const stay = body.data;
    expect(stay).toMatchObject({
      number: tanaka.number,
      status: 'confirmed',
      email: 'emi_100%@example.com',
      guest: { first_name: 'Emi', last_name: 'Tanaka', phone: '+81312345678' },
      total_price: tanaka.total,
      payment: { method: 'credit_card', state: 'authorized', card_brand: 'visa', card_last4: '1111' },
      cancellation_fee: null,
      // Twenty days ahead the STANDARD policy charges nothing to cancel, 100% for a no-show.
      policy_fees: { cancellation: 0, no_show: tanaka.total },
      no_show: null,
      staff_modified_at: null,
      member_id: null,
      organization: null,
      files: [
        {
          id: file,
          file_name: 'passport.png',
          content_type: 'image/png',
          size: 2048,
          question_id: null,
          room_index: null,
        },
      ],
      changes: [],
      notes: [],
      version: 1,
    });
    expect(stay.rooms).toHaveLength(1);
    expect(stay.rooms[0]).toMatchObject({ room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY' });
    expect(stay.rooms[0].room_type_name).not.toBe('STD-DBL');
    expect(stay.rooms[0].nightly_prices).toHaveLength(2);
    expect(stay).not.toHaveProperty('cancellable');
    // Another hotel of the brand does not hold it.
    expect(
      (await kit.api('GET', `/staff/hotels/2/reservations/${tanaka.number}`, kit.staff.admin)).status,
    ).toBe(404);
    expect((await kit.api('GET', `${list}/ZZZZZZZZZZ`, kit.staff.admin)).body.errors[0].details.reason).toBe(
      'reservation_not_found',
    );
  });

  it('keeps a note with its author, audited, without changing the stay (the guest may still change it)', async () => {
    const answer = await kit.api('POST', `${list}/${yamada.number}/notes`, kit.staff.frontDesk, {
      body: '  Arrives late, around 23:00.  ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({
      body: 'Arrives late, around 23:00.',
      author: kit.staff.frontDesk.email,
    });
    const shown = await kit.api('GET', `${list}/${yamada.number}`, kit.staff.manager);
    expect(shown.body.data.notes).toEqual([answer.body.data]);
    expect(await stayRow(kit.t.db, yamada.id)).toMatchObject({ version: 1, staff_modified: false });
    expect(await auditOf(kit.t.db, yamada.number)).toEqual([
      expect.objectContaining({
        action: 'reservation.add_note',
        actor: kit.staff.frontDesk.email,
        staff_user_id: kit.staff.frontDesk.id,
        hotel_id: 1,
        brand_id: 1,
        after: { note_id: answer.body.data.id, body: 'Arrives late, around 23:00.' },
      }),
    ]);
    const settings = await kit.get(
      `/book/hotels/1/reservations/${yamada.number}/update_settings?email=hanako@example.com`,
    );
    expect(settings.body.data).toMatchObject({ updatable: true, reason: null });
  });

  it('answers by role and hotel: the brand and the named hotels only, 404 for the rest, 401 signed out', async () => {
    const { admin, manager, kyotoManager, frontDesk, stranger } = kit.staff;
    const calls: [string, 'GET' | 'POST', string, unknown?][] = [
      ['list', 'GET', list],
      ['detail', 'GET', `${list}/${kim.number}`],
      ['note', 'POST', `${list}/${kim.number}/notes`, { body: 'Quiet room, please.' }],
    ];
    for (const [name, method, url, body] of calls) {
      const ok = method === 'POST' ? 201 : 200;
      const statuses = [];
      for (const who of [admin, manager, frontDesk, kyotoManager, stranger, null])
        statuses.push((await kit.api(method, url, who, body)).status);
      expect(statuses, name).toEqual([ok, ok, ok, 404, 404, 401]);
    }
    // The changes answer the same 404 to another hotel's manager and another brand (nothing changes).
    for (const [path, body] of [
      ['no_show', {}],
      ['cancel', { fee: 'none' }],
      ['resend_mail', { kind: 'confirmation' }],
    ] as const) {
      for (const who of [kyotoManager, stranger])
        expect((await kit.api('POST', `${list}/${kim.number}/${path}`, who, body)).status, path).toBe(404);
      expect(
        (await kit.api('POST', `/staff/hotels/4/reservations/${kim.number}/${path}`, stranger, body)).status,
      ).toBe(404);
    }
    expect(await stayRow(kit.t.db, kim.id)).toMatchObject({
      status: 'confirmed',
      version: 1,
      no_show: false,
    });
    const answer = await kit.api('GET', list, manager);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers malformed input with a 4xx in the error format, never a 500', async () => {
    const n = `${list}/${kim.number}`;
    const bad: [string, 'GET' | 'POST', string, unknown?][] = [
      ['per_page 0', 'GET', `${list}?per_page=0`],
      ['per_page 101', 'GET', `${list}?per_page=101`],
      ['page text', 'GET', `${list}?page=abc`],
      ['status', 'GET', `${list}?status=done`],
      ['no_show', 'GET', `${list}?no_show=yes`],
      ['date', 'GET', `${list}?checkin_from=2026-02-30`],
      ['dates reversed', 'GET', `${list}?checkin_from=2026-05-02&checkin_to=2026-05-01`],
      ['created reversed', 'GET', `${list}?created_from=2026-05-02&created_to=2026-05-01`],
      ['sort', 'GET', `${list}?sort=price`],
      ['payment method', 'GET', `${list}?payment_method=cash`],
      ['q too long', 'GET', `${list}?q=${'a'.repeat(101)}`],
      ['q with NUL', 'GET', `${list}?q=a%00b`],
      ['hotel id text', 'GET', '/staff/hotels/x/reservations'],
      ['hotel id 0', 'GET', '/staff/hotels/0/reservations'],
      ['hotel id huge', 'GET', '/staff/hotels/99999999999/reservations'],
      ['number short', 'GET', `${list}/ABC`],
      ['number symbols', 'GET', `${list}/ABC!DEF`],
      ['note empty', 'POST', `${n}/notes`, { body: '   ' }],
      ['note long', 'POST', `${n}/notes`, { body: 'x'.repeat(2001) }],
      ['note missing', 'POST', `${n}/notes`, {}],
      ['note not text', 'POST', `${n}/notes`, { body: 42 }],
      ['fee negative', 'POST', `${n}/no_show`, { fee: -1 }],
      ['fee fraction', 'POST', `${n}/no_show`, { fee: 1.5 }],
      ['version 0', 'POST', `${n}/no_show`, { version: 0 }],
      ['cancel fee word', 'POST', `${n}/cancel`, { fee: 'some' }],
      ['cancel fee missing', 'POST', `${n}/cancel`, {}],
      ['cancel fee text number', 'POST', `${n}/cancel`, { fee: '100' }],
      ['cancel reason long', 'POST', `${n}/cancel`, { fee: 'none', reason: 'x'.repeat(1001) }],
      ['cancel body array', 'POST', `${n}/cancel`, [1, 2]],
      ['mail kind', 'POST', `${n}/resend_mail`, { kind: 'invoice' }],
    ];
    for (const [name, method, url, body] of bad) {
      const answer = await kit.api(method, url, kit.staff.admin, body);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
      expect(answer.body.errors?.[0]?.details?.base?.length, name).toBeGreaterThan(0);
    }
    const text = await kit.t.app.inject({
      method: 'POST',
      url: `${n}/notes`,
      headers: { authorization: kit.staff.admin.authorization, 'content-type': 'application/json' },
      payload: '{"body": ',
    });
    expect(text.statusCode).toBe(400);
    expect(await stayRow(kit.t.db, kim.id)).toMatchObject({
      status: 'confirmed',
      version: 1,
      no_show: false,
    });
  });
});
