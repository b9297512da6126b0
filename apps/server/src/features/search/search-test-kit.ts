import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { addDays, hotelToday } from '../../lib/hotel-time.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { TestDatabaseKind } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';

/** Test helpers for the search integration tests: an app, a session and dated requests. */
// biome-ignore lint/suspicious/noExplicitAny: test bodies are JSON read field by field; a type per answer would add nothing.
type Json = any;

export interface SearchKit {
  t: TestApp;
  session: string;
  get(url: string, headers?: Record<string, string>): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

export async function searchKit(
  kind: TestDatabaseKind,
  options: { now?: () => Date } = {},
): Promise<SearchKit> {
  // Cache off: tests change rates, settings and inventory between requests.
  const t = await createTestApp({ database: kind, hotelCacheTtlMs: 0, now: options.now });
  const session = await issueClientSession(t.app);
  return {
    t,
    session,
    async get(url, headers = {}) {
      const response = await t.app.inject({ url, headers: { 'client-session': session, ...headers } });
      return { status: response.statusCode, body: response.json() };
    },
    close: () => t.close(),
  };
}

/** Today in Tokyo (every Japanese demo hotel) plus `days`. */
export const tokyoDay = (days: number) => addDays(hotelToday(new Date(), 'Asia/Tokyo'), days);
export const seoulDay = (days: number) => addDays(hotelToday(new Date(), 'Asia/Seoul'), days);

/** The first date at least `minDays` ahead whose ISO weekday is `weekday` (1 = Monday … 7 = Sunday). */
export function nextWeekday(weekday: number, minDays: number): string {
  for (let i = minDays; ; i++) {
    const date = tokyoDay(i);
    const day = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    if (day === weekday) return date;
  }
}

/** A Tuesday at least `minDays` ahead, never the 15th nor the 1st (sold-out and closed nights). */
export function quietTuesday(minDays: number): string {
  for (let i = minDays; ; i += 7) {
    const date = nextWeekday(2, i);
    const day = Number(date.slice(8));
    if (day < 13 || day > 17) if (day > 2) return date;
  }
}

/**
 * `count` different quiet Tuesdays, the first at least `minDays` ahead. Two `quietTuesday` calls a week
 * apart can meet on one date when the first skips a noisy week; stays that must not overlap take these.
 */
export function quietTuesdays(minDays: number, count: number): string[] {
  const dates = [quietTuesday(minDays)];
  while (dates.length < count) dates.push(quietTuesday(daysUntil(dates.at(-1)!) + 7));
  return dates;
}

/** Days from today in Tokyo to `date`. */
function daysUntil(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${tokyoDay(0)}T00:00:00Z`)) / 86_400_000);
}

/** Sets a room plan's price for `adults` on `date`, and makes sure its room type has rooms free. */
export async function setRate(
  db: Db,
  roomPlanCode: string,
  hotelId: number,
  date: string,
  adults: number,
  price: number,
) {
  await db.execute(sql`
    update room_plan_rates set price = ${price}
    where room_plan_id = (select id from room_plans where code = ${roomPlanCode} and hotel_id = ${hotelId})
      and stay_date = ${date}::date and adults = ${adults}`);
  await db.execute(sql`
    update room_inventory set sold = 0, closed = false
    where room_type_id = (select room_type_id from room_plans where code = ${roomPlanCode} and hotel_id = ${hotelId})
      and stay_date = ${date}::date`);
}

export const roomsParam = (rooms: object[]) => encodeURIComponent(JSON.stringify(rooms));

/** Every room plan offer of a /rooms answer, flattened. */
export function offersOf(body: Json): Json[] {
  return body.data.rooms.flatMap((room: Json) => room.room_plan.map((plan: Json) => ({ ...plan, room })));
}
