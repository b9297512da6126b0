import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { ko } from '../apps/widget/src/i18n/locales/ko.ts';
import { zh_Hans } from '../apps/widget/src/i18n/locales/zh_Hans.ts';
import { zh_Hant } from '../apps/widget/src/i18n/locales/zh_Hant.ts';
import type { Locale } from '../packages/contract/src/locales.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addDays, stayOn } from './booking-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// Changing a stay (issue 5): a stay booked through the API, opened in update mode from the
// confirmation page's Change entry, its dates moved and one room given up on the results page,
// reviewed and confirmed; the confirmation then shows the new stay and only the new bypass token
// opens it. Then the guest details are changed. Hanami Tokyo's Standard Double, room only.

const CATALOGS = { ja, en, zh_Hans, zh_Hant, ko } as const;
const ROOM = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY' };

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON read field by field in tests.
type Json = any;

async function apiGet(server: TestServer, url: string): Promise<{ status: number; body: Json }> {
  const session = await issueClientSession(server.app);
  const response = await server.app.inject({ url, headers: { 'client-session': session } });
  return { status: response.statusCode, body: response.json() };
}

/** Books `rooms` Standard Doubles (two adults each), paid at the hotel, at the search's price. */
async function bookStay(
  server: TestServer,
  stay: { checkin: string; checkout: string },
  rooms: number,
  locale: Locale,
): Promise<{ number: string; token: string }> {
  const session = await issueClientSession(server.app);
  const parties = encodeURIComponent(JSON.stringify(Array.from({ length: rooms }, () => ({ adults: 2 }))));
  const price = await apiGet(
    server,
    `/book/hotels/1/rooms/price?rooms=${parties}&room_count=${rooms}&checkin_date=${stay.checkin}&checkout_date=${stay.checkout}&room_plan_codes=${ROOM.room_plan_code}`,
  );
  expect(price.status, JSON.stringify(price.body)).toBe(200);
  const response = await server.app.inject({
    method: 'POST',
    url: '/book/hotels/1/reservations',
    headers: { 'client-session': session, 'idempotency-key': crypto.randomUUID() },
    payload: {
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      rooms: price.body.data.rooms.map((offer: Json) => ({
        ...ROOM,
        adults: 2,
        sale_price: offer.total_price,
        tax: offer.tax,
      })),
      guest: {
        first_name: 'Hanako',
        last_name: 'Yamada',
        email: 'hanako@example.com',
        email_confirmation: 'hanako@example.com',
        phone: '+81312345678',
      },
      payment_method: 'on_site',
      total_price: price.body.data.total_price,
      terms_accepted: true,
      locale,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data;
  return { number: data.number, token: data.bypass_token };
}

const reservationOf = (server: TestServer, number: string, token: string) =>
  apiGet(server, `/book/hotels/1/reservations/${number}?bypass_token=${encodeURIComponent(token)}`);

const slash = (date: string) => date.replaceAll('-', '/');

async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The results page in update mode for the new stay (what the search form writes after a change). */
const updateModeAddress = (
  number: string,
  token: string,
  stay: { checkin: string; checkout: string },
  locale: Locale,
) =>
  `/booking/result?code=hanami-tokyo&locale=${locale}&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&room_count=1&current_reservation=${number}&bypass_token=${encodeURIComponent(token)}`;

/** Adds one room of the only offer update mode shows (the booked plan). */
async function addTheBookedRoom(page: Page, t: typeof en): Promise<void> {
  const prefix = (t['results.increase'].split('{item}')[0] as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByTestId('offer')).toHaveCount(1);
  await page.getByRole('button', { name: new RegExp(`^${prefix}`) }).click();
}

test('change the dates and give up a room from the confirmation page; only the new token opens the stay', async ({
  page,
  server,
}) => {
  // Three screens, two saves and their axe runs: longer than one booking step on two busy cores.
  test.slow();
  const booked = stayOn(1, 2);
  const { number, token } = await bookStay(server, booked, 2, 'en');

  // W1's Change entry leads into update mode with the stay's dates.
  await page.goto(
    `/reservation/confirmation/${number}?code=hanami-tokyo&locale=en&bypass_token=${encodeURIComponent(token)}`,
  );
  await page.getByRole('link', { name: en['confirmation.change'] }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/result\\?.*current_reservation=${number}`));
  const panel = page.getByTestId('update-panel');
  await expect(panel.getByRole('heading', { name: `You are changing reservation ${number}.` })).toBeVisible();
  // Spec section 2: no login menu in update mode.
  await expect(page.getByRole('button', { name: en['header.menu'] })).toHaveCount(0);
  await expect(page.getByTestId('room-card')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // One night later, one night long, one room.
  const moved = { checkin: addDays(booked.checkin, 1), checkout: addDays(booked.checkin, 2) };
  await page.goto(updateModeAddress(number, token, moved, 'en'));
  await expect(page.getByTestId('update-panel')).toBeVisible();
  await addTheBookedRoom(page, en);
  await page.getByRole('button', { name: en['update.review'] }).click();

  await expect(page).toHaveURL(new RegExp(`/reservation/update/${number}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: en['update.reviewTitle'] })).toBeVisible();
  const after = page.getByTestId('update-after');
  await expect(after).toContainText(`${slash(moved.checkin)} – ${slash(moved.checkout)}`);
  await expect(page.getByTestId('update-room-removed')).toContainText('Room 2');
  // The guest keeps the second room instead: one box unticked refuses, the other one ticked is priced.
  await page.getByRole('checkbox', { name: 'Room 1: Standard Double' }).uncheck();
  await expect(page.getByRole('button', { name: en['update.confirm'] })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Room 2: Standard Double' }).check();
  await expect(page.getByTestId('update-room-removed')).toContainText('Room 1');
  await expect(page.getByRole('button', { name: en['update.confirm'] })).toBeEnabled();
  await expect(page.getByTestId('update-before')).toContainText(
    `${slash(booked.checkin)} – ${slash(booked.checkout)}`,
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 900 });
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: en['update.confirm'] }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}\\?`));
  const newToken = new URL(page.url()).searchParams.get('bypass_token') ?? '';
  expect(newToken).not.toBe('');
  expect(newToken).not.toBe(token);
  await expect(page.getByTestId('confirmation-room')).toHaveCount(1);
  await expect(page.getByText(slash(moved.checkin)).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const stored = await reservationOf(server, number, newToken);
  expect(stored.status).toBe(200);
  expect([stored.body.data.checkin_date, stored.body.data.checkout_date]).toEqual([
    moved.checkin,
    moved.checkout,
  ]);
  expect(stored.body.data.rooms).toHaveLength(1);
  // The old token no longer opens it: neither on the server nor on the confirmation page.
  expect((await reservationOf(server, number, token)).status).toBe(404);
  await page.goto(
    `/reservation/confirmation/${number}?code=hanami-tokyo&locale=en&bypass_token=${encodeURIComponent(token)}`,
  );
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByTestId('confirmation-room')).toHaveCount(0);

  // The guest details: a new name and phone number, saved with the new token.
  await page.goto(
    `/reservation/update/${number}/guests?code=hanami-tokyo&locale=en&bypass_token=${encodeURIComponent(newToken)}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: en['update.guestsTitle'] })).toBeVisible();
  const guest = page.getByRole('region', { name: en['guestDetail.guestSection'] });
  await guest.getByLabel(/^Phone/).fill('03-abc');
  await page.getByRole('button', { name: en['update.guestsSave'] }).click();
  await expect(page.getByRole('alert').filter({ hasText: en['guestDetail.errorPhone'] })).toBeFocused();
  await expectNoAxeViolations(page);
  await guest.getByLabel(/^Phone/).fill('+819012345678');
  await guest.getByLabel(/^Last name/).fill('Suzuki');
  await page.getByRole('button', { name: en['update.guestsSave'] }).click();
  await expect(page.getByTestId('update-guests-saved')).toBeVisible();
  const renamed = await reservationOf(server, number, newToken);
  expect([renamed.body.data.guest.last_name, renamed.body.data.guest.phone]).toEqual([
    'Suzuki',
    '+819012345678',
  ]);
  await page.setViewportSize({ width: 320, height: 900 });
  await expectNoSideScroll(page);
});

for (const locale of Object.keys(CATALOGS) as Locale[]) {
  test(`change the dates of a stay in update mode (${locale})`, async ({ page, server }) => {
    const t = CATALOGS[locale];
    const slot = 2 + (Object.keys(CATALOGS) as Locale[]).indexOf(locale);
    const booked = stayOn(slot, 2);
    const { number, token } = await bookStay(server, booked, 1, locale);
    const moved = { checkin: addDays(booked.checkin, 1), checkout: addDays(booked.checkout, 1) };
    if (locale === 'ja') await page.setViewportSize({ width: 320, height: 900 });

    await page.goto(updateModeAddress(number, token, moved, locale));
    await expect(
      page.getByRole('heading', { name: t['results.updateMode'].replace('{number}', number) }),
    ).toBeVisible();
    await addTheBookedRoom(page, t);
    await page.getByRole('button', { name: t['update.review'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: t['update.reviewTitle'] })).toBeVisible();
    await expect(page.getByTestId('update-after')).toContainText(slash(moved.checkin));
    await expectNoAxeViolations(page);
    if (locale === 'ja') await expectNoSideScroll(page);

    await page.getByRole('button', { name: t['update.confirm'] }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}\\?`));
    await expect(page.getByText(slash(moved.checkin)).first()).toBeVisible();
    const stored = await reservationOf(
      server,
      number,
      new URL(page.url()).searchParams.get('bypass_token') ?? '',
    );
    expect(stored.body.data.checkin_date).toBe(moved.checkin);
  });
}

test('on a night sold out but for the guest’s own room, the party still changes (its nights count as free)', async ({
  page,
  server,
}) => {
  // Its own month (offset 3): no other test of this file books these nights.
  const booked = stayOn(1, 3);
  const { number, token } = await bookStay(server, booked, 1, 'en');
  // Every other Standard Double of those nights is gone.
  await server.db.execute(sql`
    update room_inventory set allotment = sold
    where stay_date >= ${booked.checkin} and stay_date < ${booked.checkout}
      and room_type_id = (select id from room_types where hotel_id = 1 and code = ${ROOM.room_type_code})`);
  await page.goto(updateModeAddress(number, token, booked, 'en').replace('adults=2', 'adults=1'));
  await addTheBookedRoom(page, en);
  await page.getByRole('button', { name: en['update.review'] }).click();
  await expect(page.getByTestId('update-after')).toContainText(
    en['results.adultsOne'].replace('{count}', '1'),
  );
  await page.getByRole('button', { name: en['update.confirm'] }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}\\?`));
  const stored = await reservationOf(
    server,
    number,
    new URL(page.url()).searchParams.get('bypass_token') ?? '',
  );
  expect(stored.body.data.rooms[0].adults).toBe(1);
});

test('a change made elsewhere meanwhile: the review says so, loads the stay again and then changes it', async ({
  page,
  server,
}) => {
  const booked = stayOn(2, 3);
  const { number, token } = await bookStay(server, booked, 1, 'en');
  const moved = { checkin: addDays(booked.checkin, 1), checkout: addDays(booked.checkout, 1) };
  await page.goto(updateModeAddress(number, token, moved, 'en'));
  await addTheBookedRoom(page, en);
  await page.getByRole('button', { name: en['update.review'] }).click();
  await expect(page.getByTestId('update-after')).toBeVisible();

  // Another tab changes the guest's phone number: the version the review holds is now old.
  const settings = await apiGet(
    server,
    `/book/hotels/1/reservations/${number}/update_settings?bypass_token=${encodeURIComponent(token)}`,
  );
  const session = await issueClientSession(server.app);
  const guests = await server.app.inject({
    method: 'PUT',
    url: `/book/hotels/1/reservations/${number}/guests?bypass_token=${encodeURIComponent(token)}`,
    headers: { 'client-session': session },
    payload: {
      version: settings.body.data.version,
      guest: {
        first_name: 'Hanako',
        last_name: 'Yamada',
        email: 'hanako@example.com',
        phone: '+81300000000',
      },
    },
  });
  expect(guests.statusCode, guests.body).toBe(200);

  await page.getByRole('button', { name: en['update.confirm'] }).click();
  await expect(page.getByTestId('update-failure')).toContainText(en['update.versionConflict']);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en['update.reload'] }).click();
  await page.getByRole('button', { name: en['update.confirm'] }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}\\?`));
  const stored = await reservationOf(
    server,
    number,
    new URL(page.url()).searchParams.get('bypass_token') ?? '',
  );
  expect([stored.body.data.checkin_date, stored.body.data.guest.phone]).toEqual([
    moved.checkin,
    '+81300000000',
  ]);
});

test('a reservation the hotel staff changed cannot be changed online: the reason and the way back', async ({
  page,
  server,
}) => {
  const booked = stayOn(7, 2);
  const { number, token } = await bookStay(server, booked, 1, 'ko');
  await server.db.execute(sql`update reservations set staff_modified_at = now() where number = ${number}`);
  await page.goto(updateModeAddress(number, token, booked, 'ko'));
  await expect(page.getByTestId('update-refusal')).toHaveText(ko['update.reasonModifiedByStaff']);
  await expect(page.getByTestId('search-results')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: ko['update.backToReservation'] }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}\\?`));
});
