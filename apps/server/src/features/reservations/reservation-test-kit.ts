import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_MEMBERS } from '../../seed/seed-facts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { TestDatabaseKind } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { issueMemberSession } from '../member-sessions/member-sessions.service.ts';
import { quietTuesday, tokyoDay } from '../search/search-test-kit.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON read field by field in tests.
export type Json = any;

/** Hanami Tokyo: room type STD-DBL under the plan ROOM-ONLY (on_site, credit_card). */
export const TOKYO = 1;
export const STD_DBL = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY' };

export const guest = {
  first_name: 'Hanako',
  last_name: 'Yamada',
  email: 'hanako@example.com',
  email_confirmation: 'hanako@example.com',
  phone: '+81312345678',
};

export type DemoMember = (typeof DEMO_MEMBERS)[keyof typeof DEMO_MEMBERS];
export type MemberAuth = (member: DemoMember) => { authorization: string };

/**
 * Every demo member signed in at their own brand (now, for `ttlMs` or the default session length):
 * answers each one's `authorization` header.
 */
export async function signInDemoMembers(db: Db, ttlMs?: number): Promise<MemberAuth> {
  const headers = new Map<number, string>();
  for (const member of Object.values(DEMO_MEMBERS)) {
    const { token } = await issueMemberSession(db, {
      memberId: member.id,
      brandId: member.brandId,
      now: new Date(),
      ...(ttlMs === undefined ? {} : { ttlMs }),
    });
    headers.set(member.id, `Bearer ${token}`);
  }
  return (member) => ({ authorization: headers.get(member.id)! });
}

export interface BookingKit {
  t: TestApp;
  session: string;
  /** A quiet night ahead (a Tuesday, never a seeded sold-out or closed night). */
  checkin: string;
  checkout: string;
  post(
    body: object,
    options?: { key?: string | null; headers?: Record<string, string>; hotelId?: number },
  ): Promise<{
    status: number;
    body: Json;
  }>;
  get(url: string, headers?: Record<string, string>): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

export async function bookingKit(kind: TestDatabaseKind = 'pglite'): Promise<BookingKit> {
  // Cache off: tests change rates, plans and inventory between requests.
  return bookingKitOn(await createTestApp({ database: kind, hotelCacheTtlMs: 0 }));
}

/** A booking kit on an app a test built with its own options (a provider, a log stream…). */
export async function bookingKitOn(t: TestApp): Promise<BookingKit> {
  const session = await issueClientSession(t.app);
  const checkin = quietTuesday(20);
  return {
    t,
    session,
    checkin,
    checkout: tokyoDayAfter(checkin, 2),
    post: (body, options = {}) => postBooking(t.app, session, body, options),
    async get(url, headers = {}) {
      const response = await t.app.inject({ url, headers: { 'client-session': session, ...headers } });
      return { status: response.statusCode, body: response.json() };
    },
    close: () => t.close(),
  };
}

export function tokyoDayAfter(date: string, days: number): string {
  const base = new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(base).toISOString().slice(0, 10);
}

export { tokyoDay };

export async function postBooking(
  app: FastifyInstance,
  session: string,
  body: object,
  options: { key?: string | null; headers?: Record<string, string>; hotelId?: number } = {},
): Promise<{ status: number; body: Json }> {
  const key = options.key === undefined ? randomUUID() : options.key;
  const response = await app.inject({
    method: 'POST',
    url: `/book/hotels/${options.hotelId ?? TOKYO}/reservations`,
    headers: {
      'client-session': session,
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...options.headers,
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The price /rooms/price gives a room plan for a party (what the widget shows). */
export async function shownPrice(
  kit: Pick<BookingKit, 'get'>,
  roomPlanCode: string,
  rooms: object[],
  checkin: string,
  checkout: string,
): Promise<{ total_price: number; tax: number; rooms: Json[] }> {
  const query = `rooms=${encodeURIComponent(JSON.stringify(rooms))}&checkin_date=${checkin}&checkout_date=${checkout}&room_plan_codes=${roomPlanCode}`;
  const { status, body } = await kit.get(`/book/hotels/${TOKYO}/rooms/price?${query}`);
  if (status !== 200) throw new Error(`price refused: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A one-room booking body of STD-DBL ROOM-ONLY for two adults, priced as the search prices it. */
export async function simpleBody(kit: BookingKit, overrides: Record<string, unknown> = {}): Promise<Json> {
  const price = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 2 }], kit.checkin, kit.checkout);
  return {
    checkin_date: kit.checkin,
    checkout_date: kit.checkout,
    rooms: [{ ...STD_DBL, adults: 2, sale_price: price.total_price, tax: price.tax }],
    guest,
    payment_method: 'on_site',
    total_price: price.total_price,
    terms_accepted: true,
    ...overrides,
  };
}

/**
 * A two-room booking body: FAMILY ROOM-ONLY for two adults and a tier-B child, and STD-DBL ROOM-ONLY
 * for one adult with a named guest, each priced as the search prices it (the prices come back too).
 */
export async function twoRoomBody(
  kit: BookingKit,
): Promise<{ body: Json; family: { total_price: number }; single: { total_price: number } }> {
  const familyRoom = { room_type_code: 'FAMILY', room_plan_code: 'FAMILY-ROOM-ONLY' };
  const family = await shownPrice(
    kit,
    familyRoom.room_plan_code,
    [{ adults: 2, kids_tiers: ['B'] }],
    kit.checkin,
    kit.checkout,
  );
  const single = await shownPrice(kit, STD_DBL.room_plan_code, [{ adults: 1 }], kit.checkin, kit.checkout);
  const body = {
    ...(await simpleBody(kit)),
    rooms: [
      { ...familyRoom, adults: 2, kids_tiers: ['B'] },
      { ...STD_DBL, adults: 1, guest: { first_name: 'Ken', last_name: 'Sato' } },
    ],
    total_price: family.total_price + single.total_price,
  };
  return { body, family, single };
}

/** Leaves exactly `left` rooms of a room type free on `date`. */
export async function leaveRooms(db: Db, roomTypeCode: string, date: string, left: number): Promise<void> {
  await db.execute(sql`
    update room_inventory set sold = allotment - ${left}, closed = false
      where room_type_id = (select id from room_types where code = ${roomTypeCode} and hotel_id = ${TOKYO})
        and stay_date = ${date}::date`);
}

export async function inventoryOf(
  db: Db,
  roomTypeCode: string,
  date: string,
): Promise<{ sold: number; allotment: number }> {
  const result = await db.execute(sql`
    select sold, allotment from room_inventory
      where room_type_id = (select id from room_types where code = ${roomTypeCode} and hotel_id = ${TOKYO})
        and stay_date = ${date}::date`);
  const row = rowsOf<{ sold: number; allotment: number }>(result)[0]!;
  return { sold: Number(row.sold), allotment: Number(row.allotment) };
}

export async function countReservations(db: Db, status?: string): Promise<number> {
  const result = await db.execute(
    status
      ? sql`select count(*)::int as n from reservations where status = ${status}`
      : sql`select count(*)::int as n from reservations`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]!.n);
}

export async function setPlanPaymentMethods(
  db: Db,
  planCode: string,
  methods: string[],
  depositPercent = 100,
) {
  await db.execute(sql`
    update hotel_plans set payment_methods = ${`{${methods.join(',')}}`}::text[], deposit_percent = ${depositPercent}
      where hotel_id = ${TOKYO} and code = ${planCode}`);
}
