import type { Page } from '@playwright/test';
import { ACCOUNT_TEXTS } from '../apps/console/src/account/account.texts.ts';
import { AUDIT_TEXTS } from '../apps/console/src/audit/audit.texts.ts';
import { RESERVATION_ACTIONS_TEXTS } from '../apps/console/src/reservations/reservation-actions.texts.ts';
import { RESERVATION_DETAIL_TEXTS } from '../apps/console/src/reservations/reservation-detail.texts.ts';
import { RESERVATION_LIST_TEXTS } from '../apps/console/src/reservations/reservation-list.texts.ts';
import { RESERVATION_TERMS_TEXTS } from '../apps/console/src/reservations/reservation-terms.texts.ts';
import { SHELL_TEXTS } from '../apps/console/src/shell/shell.texts.ts';
import { SIGN_IN_TEXTS } from '../apps/console/src/sign-in/sign-in.texts.ts';
import { STAFF_TEXTS } from '../apps/console/src/staff/staff.texts.ts';
import {
  createTestStaff,
  STAFF_TEST_PASSWORD,
} from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { LOCALES } from '../packages/contract/src/locales.ts';
import { expectNoAxeViolations } from './axe.ts';
import { stayOn } from './booking-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// The staff console (decision 058) in a real browser: a hotel manager of Hanami Tokyo signs in, finds a
// guest's stay by the list's search, adds a note and cancels it without a fee; a brand admin's staff,
// audit log and account pages; then the list in each of the five languages. Axe on every screen.

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
