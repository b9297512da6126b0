import type { Locator, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { expect, type TestServer } from './fixtures.ts';

// Shared steps of the booking flows (e2e/booking-*.spec.ts): results → guest detail → payment.
// Seed facts (apps/server/src/seed/hotels/hanami-tokyo.ts): Hanami Tokyo sells Standard Double/Twin with
// the plans "Room only" (on site, card, bank transfer) and "Breakfast" (on site, card).

const TOKYO_TZ = 'Asia/Tokyo';

function tokyoDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TOKYO_TZ }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A two-night stay in the month after next (`monthOffset` more months on): the `slot`th Monday to
 * Thursday check-in of that month, never over the 15th (sold out at Hanami Tokyo) and never a Saturday
 * arrival (Tokyo's room-only plan is closed to arrival then). Each test takes its own slot, so no two
 * tests book the same nights.
 */
export function stayOn(slot: number, monthOffset = 0): { checkin: string; checkout: string } {
  const [year, month] = tokyoDate(0).split('-').map(Number) as [number, number];
  let found = 0;
  for (let day = 1; day <= 28; day += 1) {
    const date = new Date(Date.UTC(year, month + 1 + monthOffset, day));
    const weekday = date.getUTCDay();
    if (weekday < 1 || weekday > 4 || (day >= 13 && day <= 15)) continue;
    found += 1;
    if (found === slot) {
      const checkin = date.toISOString().slice(0, 10);
      return { checkin, checkout: addDays(checkin, 2) };
    }
  }
  throw new Error(`no stay slot ${slot}`);
}

/** Adds one room of `plan` in the room card `room` on the results page (`addLabel`: the catalog's text). */
export async function addRoom(
  page: Page,
  room: string,
  plan: string,
  addLabel = 'Add a room: {item}',
): Promise<void> {
  const card = page
    .getByTestId('room-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: room, exact: true }) });
  await expect(card).toBeVisible();
  const offer = card.getByTestId('offer').filter({ hasText: plan }).first();
  const prefix = addLabel.split('{item}')[0] as string;
  await offer
    .getByRole('button', { name: new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
}

/** The hosted card fields' frame (the sandbox gateway's page). */
export function cardFrame(page: Page) {
  return page.frameLocator('iframe.card-fields__frame');
}

/** Types a card into the gateway's hosted fields (ids of the sandbox page). */
export async function fillCard(
  page: Page,
  card: { number: string; month?: string; year?: string; cvc?: string; holder?: string },
): Promise<void> {
  const frame = cardFrame(page);
  await frame.locator('#card_number').fill(card.number);
  await frame.locator('#expiry_month').fill(card.month ?? '12');
  await frame.locator('#expiry_year').fill(card.year ?? '35');
  await frame.locator('#cvc').fill(card.cvc ?? '123');
  await frame.locator('#holder_name').fill(card.holder ?? 'HANAKO YAMADA');
}

/** Answers the sandbox's 3-D Secure challenge page. */
export async function answerChallenge(page: Page, action: 'complete' | 'fail' | 'cancel'): Promise<void> {
  await page.waitForURL(/\/sandbox-pay\/challenge\//);
  await page.locator(`button[value="${action}"]`).click();
}

export const fieldIn = (scope: Page | Locator, label: string | RegExp) =>
  scope.getByLabel(label, { exact: typeof label === 'string' });

/** Rooms of `roomTypeCode` sold on `night` at Hanami Tokyo (hotel 1), read from the test server's database. */
export async function soldOn(server: TestServer, roomTypeCode: string, night: string): Promise<number> {
  const result = (await server.db.execute(sql`
    select i.sold from room_inventory i join room_types t on t.id = i.room_type_id
    where t.hotel_id = 1 and t.code = ${roomTypeCode} and i.stay_date = ${night}`)) as unknown as {
    rows: { sold: number }[];
  };
  return Number(result.rows[0]?.sold ?? Number.NaN);
}

/** What the server stored of a reservation: its coupon, room children, extras and attached files. */
export async function storedBooking(server: TestServer, number: string) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [reservation] = await rows<{ id: number; coupon_code: string | null; status: string }>(
    sql`select id, coupon_code, status from reservations where number = ${number}`,
  );
  if (!reservation) throw new Error(`no reservation ${number}`);
  const children = await rows<{ children: number }>(
    sql`select children from reservation_rooms where reservation_id = ${reservation.id} order by room_index`,
  );
  const extras = await rows<{ quantity: number }>(
    sql`select quantity from reservation_extras where reservation_id = ${reservation.id}`,
  );
  const files = await rows<{ n: number }>(
    sql`select coalesce(sum(cardinality(attachment_ids)), 0)::int as n from reservation_answers where reservation_id = ${reservation.id}`,
  );
  return {
    status: reservation.status,
    couponCode: reservation.coupon_code,
    children: children.map((r) => Number(r.children)),
    extraQuantity: extras.reduce((sum, r) => sum + Number(r.quantity), 0),
    files: Number(files[0]?.n ?? 0),
  };
}

/** Fills the guest form with an English guest and accepts the terms (hotel questions left as they are). */
export async function fillGuestInEnglish(page: Page, labels: Record<string, string>): Promise<void> {
  const guest = page.getByRole('region', { name: labels['guestDetail.guestSection'] });
  const box = (key: string) => guest.getByRole('textbox', { name: labels[key], exact: true });
  await box('guestDetail.firstName').fill('Hanako');
  await box('guestDetail.lastName').fill('Yamada');
  await box('guestDetail.email').fill('hanako@example.com');
  await box('guestDetail.emailConfirmation').fill('hanako@example.com');
  await box('guestDetail.phone').fill('+81312345678');
  await page.getByRole('checkbox', { name: labels['guestDetail.terms'] }).check();
}

/** Changes the price of every night of a stay for one room plan of a hotel (the server re-prices). */
export async function raiseRate(
  server: TestServer,
  hotelId: number,
  roomTypeCode: string,
  planCode: string,
  checkin: string,
  checkout: string,
  by: number,
): Promise<void> {
  await server.db.execute(sql`
    update room_plan_rates r set price = r.price + ${by}
    from room_plans p join room_types t on t.id = p.room_type_id join hotel_plans h on h.id = p.hotel_plan_id
    where r.room_plan_id = p.id and t.hotel_id = ${hotelId} and t.code = ${roomTypeCode}
      and h.code = ${planCode} and r.stay_date >= ${checkin} and r.stay_date < ${checkout}`);
}
