import type { Page } from '@playwright/test';
import { ACCOUNT_TEXTS } from '../apps/console/src/account/account.texts.ts';
import { AUDIT_TEXTS } from '../apps/console/src/audit/audit.texts.ts';
import { formatMoney } from '../apps/console/src/lib/i18n.ts';
import { RESERVATION_ACTIONS_TEXTS } from '../apps/console/src/reservations/reservation-actions.texts.ts';
import { RESERVATION_DETAIL_TEXTS } from '../apps/console/src/reservations/reservation-detail.texts.ts';
import { RESERVATION_LIST_TEXTS } from '../apps/console/src/reservations/reservation-list.texts.ts';
import { RESERVATION_TERMS_TEXTS } from '../apps/console/src/reservations/reservation-terms.texts.ts';
import { STAY_CHANGE_TEXTS } from '../apps/console/src/reservations/stay-change.texts.ts';
import { SHELL_TEXTS } from '../apps/console/src/shell/shell.texts.ts';
import { SIGN_IN_TEXTS } from '../apps/console/src/sign-in/sign-in.texts.ts';
import { STAFF_TEXTS } from '../apps/console/src/staff/staff.texts.ts';
import { postBooking, shownPrice } from '../apps/server/src/features/reservations/reservation-test-kit.ts';
import {
  createTestStaff,
  STAFF_TEST_PASSWORD,
  staffInject,
} from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import { translate } from '../apps/server/src/i18n/translate.ts';
import { KIDS_TIERS } from '../apps/server/src/seed/demo-texts.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { LOCALES } from '../packages/contract/src/locales.ts';
import { expectNoAxeViolations } from './axe.ts';
import { stayOn } from './booking-kit.ts';
import { signInToConsole } from './console-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// The staff console (decision 058) in a real browser: a hotel manager of Hanami Tokyo signs in, finds a
// guest's stay by the list's search, adds a note and cancels it without a fee; a brand admin's staff,
// audit log and account pages; then the list in each of the five languages; and a two-room stay with
// a child changed in the "Change stay" dialog (children by kid tier, a room dropped). Axe on every screen.

// Two argon2id sign-ins, a booking, a dozen console pages.
test.describe.configure({ timeout: 120_000 });

const TOKYO = 1;
const ROOM = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY' };
const TOKEN_KEY = 'yadori.console.token';
const en = {
  list: RESERVATION_LIST_TEXTS.en,
  detail: RESERVATION_DETAIL_TEXTS.en,
  actions: RESERVATION_ACTIONS_TEXTS.en,
  terms: RESERVATION_TERMS_TEXTS.en,
  shell: SHELL_TEXTS.en,
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const escapeRegExp = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Books a two-night stay for two adults at Hanami Tokyo through the booking API, as a guest would. */
async function bookAsGuest(server: TestServer, email: string, lastName: string): Promise<string> {
  const session = await issueClientSession(server.app);
  const { checkin, checkout } = stayOn(6, 1);
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
  const price = await server.app.inject({
    url: `/book/hotels/${TOKYO}/rooms/price?rooms=${rooms}&checkin_date=${checkin}&checkout_date=${checkout}&room_plan_codes=${ROOM.room_plan_code}`,
    headers: { 'client-session': session },
  });
  expect(price.statusCode, price.body).toBe(200);
  const { total_price: total, tax } = price.json().data as { total_price: number; tax: number };
  const booked = await server.app.inject({
    method: 'POST',
    url: `/book/hotels/${TOKYO}/reservations`,
    headers: { 'client-session': session, 'idempotency-key': crypto.randomUUID() },
    payload: {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: [{ ...ROOM, adults: 2, sale_price: total, tax }],
      guest: {
        first_name: 'Mei',
        last_name: lastName,
        email,
        email_confirmation: email,
        phone: '+81312345678',
      },
      payment_method: 'on_site',
      total_price: total,
      terms_accepted: true,
      locale: 'en',
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().data.number as string;
}

test('a hotel manager finds a stay, notes it and cancels it without a fee; an admin reads staff, audit and account', async ({
  page,
  server,
}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const guestEmail = `console.guest.${suffix}@example.com`;
  const number = await bookAsGuest(server, guestEmail, 'Consolewright');
  const manager = await createTestStaff(server.db, {
    role: 'hotel_manager',
    hotelIds: [TOKYO],
    email: `manager.${suffix}@staff.example`,
    name: 'Kana Manager',
  });

  // Sign-in screen.
  await page.goto('/admin/');
  await expect(heading(page, SIGN_IN_TEXTS.en.title)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(SIGN_IN_TEXTS.en.email).fill(manager.email);
  await page.getByLabel(SIGN_IN_TEXTS.en.password).fill(STAFF_TEST_PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_TEXTS.en.submit }).click();

  // The list, from the navigation; the stay found by the search filter, kept in the address.
  const navigation = page.getByRole('navigation', { name: en.shell.mainNavigation });
  await navigation.getByRole('link', { name: en.shell.nav.reservations }).click();
  await expect(heading(page, en.list.title)).toBeVisible();
  const filters = page.getByRole('form', { name: en.list.filters });
  await filters.getByRole('searchbox', { name: en.list.search }).fill(guestEmail);
  await filters.getByRole('button', { name: en.list.apply }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/hotels/${TOKYO}/reservations\\?q=`));
  const rows = page.getByTestId('reservation-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Consolewright');
  // The caption names the hotel and the count (the hotel's name as the API gives it).
  const [before, after] = en.list.caption('«hotel»', 1).split('«hotel»').map(escapeRegExp);
  await expect(page.getByRole('table')).toHaveAccessibleName(new RegExp(`^${before}.+${after}$`));
  await expectNoAxeViolations(page);
  // Reload keeps the filter.
  await page.reload();
  await expect(filters.getByRole('searchbox', { name: en.list.search })).toHaveValue(guestEmail);
  await expect(rows).toHaveCount(1);

  // The stay.
  await rows.first().getByRole('link', { name: number }).click();
  await expect(heading(page, en.detail.title(number))).toBeVisible();
  await expect(page.getByTestId('reservation-status').first()).toHaveText(en.terms.statuses.confirmed);

  // A note.
  await page.getByRole('textbox', { name: en.actions.newNote }).fill('Guest asked for a quiet room.');
  await page.getByRole('button', { name: en.actions.addNote }).click();
  await expect(page.getByRole('status').filter({ hasText: en.actions.noteAdded })).toBeVisible();
  await expect(page.getByTestId('reservation-note')).toContainText('Guest asked for a quiet room.');
  await expect(page.getByTestId('reservation-note')).toContainText(manager.email);

  // Cancelled without a fee, in the dialog (axe with it open); focus back on the page's heading.
  await page.getByRole('button', { name: en.actions.cancel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en.actions.cancelTitle });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: en.actions.feeNone }).check();
  await dialog.getByRole('textbox', { name: en.actions.reason }).fill('Overbooked by phone');
  await dialog.getByRole('button', { name: en.actions.confirmCancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: en.actions.cancelDone })).toBeVisible();
  await expect(page.getByTestId('reservation-status').first()).toHaveText(en.terms.statuses.cancelled);
  await expect(heading(page, en.detail.title(number))).toBeFocused();
  await expect(page.getByRole('button', { name: en.actions.cancel, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.actions.resendCancellation })).toBeVisible();
  await expectNoAxeViolations(page);

  // A brand admin's pages (the session set straight, as the test kit minted it).
  const admin = await createTestStaff(server.db, { role: 'brand_admin', name: 'Aoi Admin' });
  await page.evaluate(
    ([key, token]) => sessionStorage.setItem(key as string, token as string),
    [TOKEN_KEY, admin.authorization.replace(/^Bearer /, '')],
  );
  await page.goto('/admin/staff');
  await expect(heading(page, STAFF_TEXTS.en.title)).toBeVisible();
  await expect(page.getByTestId('staff-row').filter({ hasText: manager.email })).toContainText(
    en.shell.roles.hotel_manager,
  );
  await expectNoAxeViolations(page);

  await page.goto('/admin/audit?entity_type=reservation');
  await expect(heading(page, AUDIT_TEXTS.en.title)).toBeVisible();
  const cancelEntry = page
    .getByRole('row')
    .filter({ hasText: 'reservation.cancel' })
    .filter({ hasText: number });
  await expect(cancelEntry).toContainText(manager.email);
  await expectNoAxeViolations(page);

  await page.goto('/admin/account');
  await expect(heading(page, ACCOUNT_TEXTS.en.title)).toBeVisible();
  await expect(page.getByTestId('two-step-state')).toHaveText(ACCOUNT_TEXTS.en.twoStepOff);
  await expectNoAxeViolations(page);
});

test('the reservation list in each of the five languages, from the header’s language menu', async ({
  page,
  server,
}) => {
  const manager = await createTestStaff(server.db, { role: 'hotel_manager', hotelIds: [TOKYO] });
  await page.goto('/admin/sign-in');
  await page.evaluate(
    ([key, token]) => sessionStorage.setItem(key as string, token as string),
    [TOKEN_KEY, manager.authorization.replace(/^Bearer /, '')],
  );
  await page.goto(`/admin/hotels/${TOKYO}/reservations`);
  await expect(heading(page, RESERVATION_LIST_TEXTS.en.title)).toBeVisible();
  let current: (typeof LOCALES)[number] = 'en';
  for (const locale of LOCALES) {
    await page
      .getByRole('combobox', { name: SHELL_TEXTS[current].language, exact: true })
      .selectOption(locale);
    current = locale;
    await expect(heading(page, RESERVATION_LIST_TEXTS[locale].title)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
    await expectNoAxeViolations(page);
  }
});

const FAMILY = { room_type_code: 'FAMILY', room_plan_code: 'FAMILY-ROOM-ONLY' };
const tierNameEn = (code: string) =>
  KIDS_TIERS.find((tier) => tier.code === code)!.translations_attributes.find((t) => t.locale === 'en')!.name;

/**
 * Books two rooms at Hanami Tokyo through the booking API, as a guest would: a Family Room for two
 * adults and a tier-B child, and a Standard Double for one adult. Its number and the family room's
 * price for `changedParty`, the party the test changes it to.
 */
async function bookFamilyStay(server: TestServer, changedParty: object) {
  const session = await issueClientSession(server.app);
  const kit = {
    async get(url: string) {
      const response = await server.app.inject({ url, headers: { 'client-session': session } });
      return { status: response.statusCode, body: response.json() };
    },
  };
  const { checkin, checkout } = stayOn(12, 1);
  const family = await shownPrice(
    kit,
    FAMILY.room_plan_code,
    [{ adults: 2, kids_tiers: ['B'] }],
    checkin,
    checkout,
  );
  const single = await shownPrice(kit, ROOM.room_plan_code, [{ adults: 1 }], checkin, checkout);
  const changed = await shownPrice(kit, FAMILY.room_plan_code, [changedParty], checkin, checkout);
  const email = 'family.console@example.com';
  const { status, body } = await postBooking(server.app, session, {
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: [
      { ...FAMILY, adults: 2, kids_tiers: ['B'], sale_price: family.total_price, tax: family.tax },
      { ...ROOM, adults: 1, sale_price: single.total_price, tax: single.tax },
    ],
    guest: {
      first_name: 'Mei',
      last_name: 'Familia',
      email,
      email_confirmation: email,
      phone: '+81312345678',
    },
    payment_method: 'on_site',
    total_price: family.total_price + single.total_price,
    terms_accepted: true,
    locale: 'en',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return {
    number: body.data.number as string,
    total: family.total_price + single.total_price,
    changedTotal: changed.total_price,
  };
}

test('a hotel manager changes a two-room stay: a child of another tier in room 1, room 2 dropped, at the new total', async ({
  page,
  server,
}) => {
  const change = STAY_CHANGE_TEXTS.en;
  const money = (amount: number) => formatMoney('en', amount, 'JPY');
  const stay = await bookFamilyStay(server, { adults: 2, kids_tiers: ['B', 'C'] });
  const manager = await signInToConsole(page, server, { role: 'hotel_manager', hotelIds: [TOKYO] });
  await page.goto(`/admin/hotels/${TOKYO}/reservations/${stay.number}`);
  await expect(heading(page, en.detail.title(stay.number))).toBeVisible();

  await page.getByRole('button', { name: change.changeStay }).click();
  const dialog = page.getByRole('dialog', { name: change.changeTitle });
  const room1 = dialog.getByRole('group', { name: change.roomLegend(1, 'Family Room'), exact: true });
  const room2 = dialog.getByRole('group', { name: change.roomLegend(2, 'Standard Double'), exact: true });
  // The hotel's own tiers, named in the console's language, the booked child counted in its tier.
  const tierB = room1.getByRole('spinbutton', { name: tierNameEn('B') });
  const tierC = room1.getByRole('spinbutton', { name: tierNameEn('C') });
  await expect(tierB).toHaveValue('1');
  await expect(tierC).toHaveValue('0');
  await expect(room2.getByRole('spinbutton', { name: change.adults })).toHaveValue('1');

  // Room 2 dropped: the keyboard goes to the button that keeps it after all; the last room has none.
  await room2.getByRole('button', { name: change.removeRoom(2) }).click();
  await expect(room2).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: change.keepRoom(2) })).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveText(change.roomDropped(2));
  await expect(room1.getByRole('button', { name: change.removeRoom(1) })).toHaveCount(0);

  // Five children for two adults: refused here (Hanami Tokyo takes two children an adult), nothing sent.
  await tierB.fill('5');
  await dialog.getByRole('button', { name: change.confirmChange }).click();
  await expect(room1.getByText(change.tooManyChildren(2))).toBeVisible();
  await expect(room1.getByRole('spinbutton', { name: change.adults })).toBeFocused();
  // Five guests in a room for four: the API's refusal, in the dialog and at the room.
  await tierB.fill('3');
  await dialog.getByRole('button', { name: change.confirmChange }).click();
  const refusal = translate('en', 'reservation.planNotAvailable', { code: FAMILY.room_plan_code });
  await expect(dialog.getByRole('alert')).toHaveText(refusal);
  await expect(room1.getByText(refusal)).toBeVisible();

  // A tier-C child instead: the new total first, less than now, and the room's new price.
  await tierB.fill('1');
  await tierC.fill('1');
  await dialog.getByRole('button', { name: change.confirmChange }).click();
  const cheaper = stay.total - stay.changedTotal;
  expect(cheaper).toBeGreaterThan(0);
  await expect(dialog.getByRole('status')).toHaveText(
    [change.newTotal(money(stay.changedTotal)), change.costsLess(money(cheaper)), change.confirmAgain].join(
      ' ',
    ),
  );
  await expect(room1.getByText(change.roomNewPrice(money(stay.changedTotal)))).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: change.confirmNewTotal }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: change.changeDone })).toBeVisible();
  await expect(heading(page, en.detail.title(stay.number))).toBeFocused();

  // The stay as the reservation screen shows it now: one room, two adults and two children.
  const rooms = page.getByRole('table', { name: en.detail.roomsCaption });
  await expect(rooms.getByRole('row')).toHaveCount(2);
  const room = rooms.getByRole('row', { name: en.detail.room(1) });
  await expect(room).toContainText(`${en.detail.adults(2)}, ${en.detail.children(2)}`);
  await expect(rooms.getByRole('row', { name: en.detail.room(2) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The tiers as stored; then cancelled without a fee, so the demo hotel's nights are free again.
  const path = `/staff/hotels/${TOKYO}/reservations/${stay.number}`;
  const changed = await staffInject(server.app, 'GET', path, { authorization: manager.authorization });
  expect(changed.body.data).toMatchObject({ total_price: stay.changedTotal, version: 2 });
  expect(
    changed.body.data.rooms.map((r: { room_index: number; kids_tiers: string[] }) => [
      r.room_index,
      r.kids_tiers,
    ]),
  ).toEqual([[0, ['B', 'C']]]);
  const cancelled = await staffInject(server.app, 'POST', `${path}/cancel`, {
    authorization: manager.authorization,
    body: { fee: 'none', version: 2 },
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
});
