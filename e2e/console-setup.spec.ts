import type { Locator, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { BRAND_TEXTS } from '../apps/console/src/brand/brand.texts.ts';
import { FORMS_TEXTS } from '../apps/console/src/forms/forms.texts.ts';
import { RATES_TEXTS } from '../apps/console/src/rates/rates.texts.ts';
import { PLANS_TEXTS } from '../apps/console/src/setup/plans.texts.ts';
import { POLICIES_TEXTS } from '../apps/console/src/setup/policies.texts.ts';
import { ROOM_TYPES_TEXTS } from '../apps/console/src/setup/room-types.texts.ts';
import { SETUP_TEXTS } from '../apps/console/src/setup/setup.texts.ts';
import { SHELL_TEXTS } from '../apps/console/src/shell/shell.texts.ts';
import { SIGN_IN_TEXTS } from '../apps/console/src/sign-in/sign-in.texts.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import {
  createTestStaff,
  STAFF_TEST_PASSWORD,
} from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import { createBrand } from '../apps/server/src/features/staff-property/property-hotels.service.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addDays, addRoom, fillGuestInEnglish } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// Issue 17's acceptance test: a brand admin sets up a hotel from nothing in the console — the hotel,
// a cancellation policy, a room type, a plan selling it — gives it rooms and prices for the next four
// weeks with one bulk edit, a guest books it in the widget, and the console's grid shows the room sold.
// Then it takes the hotel out of the brand's facilities and closes it for booking, as guests see it.

// Two sign-ins' worth of pages, a booking, axe on every console screen: the machine is shared.
test.describe.configure({ timeout: 180_000 });

const shell = SHELL_TEXTS.en;
const setup = SETUP_TEXTS.en;
const rooms = ROOM_TYPES_TEXTS.en;
const plans = PLANS_TEXTS.en;
const policies = POLICIES_TEXTS.en;
const rates = RATES_TEXTS.en;

const ROOM = 'Garden Double';
const PLAN = 'Garden room only';
const NIGHTS = 28;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** A form control by its label; a required field's label ends with a `*` the accessible name leaves out. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const tokyoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
const nightsFrom = (from: string, night: string) => (Date.parse(night) - Date.parse(from)) / 86_400_000;

/**
 * The grid's cell on `night` (the grid starts on `from`) of the room type's row `rowName`, or of the
 * plan's row (its header starts with the room type and plan names).
 */
function gridCell(page: Page, rowName: string | 'plan', from: string, night: string): Locator {
  const name = rowName === 'plan' ? new RegExp(`^${ROOM}: ${PLAN} `) : `${ROOM}: ${rowName}`;
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell')
    .nth(nightsFrom(from, night));
}

test('a brand admin sets up a hotel, prices it, and sees the guest’s booking in the grid', async ({
  page,
  browser,
  server,
}) => {
  // A brand of its own: the demo brands' hotel lists stay as other specs on this server expect them.
  const stamp = Date.now().toString(36);
  const brand = await createBrand(
    server.db,
    { cli: true },
    { code: `garden-brand-${stamp}`, name: 'Garden Hotels' },
    new Date(),
  );
  const admin = await createTestStaff(server.db, {
    role: 'brand_admin',
    name: 'Aya Brand',
    brandId: brand.id,
  });
  const code = `garden-${stamp}`;

  // Sign in through the sign-in screen.
  await page.goto('/admin/');
  await expect(heading(page, SIGN_IN_TEXTS.en.title)).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, SIGN_IN_TEXTS.en.email).fill(admin.email);
  await field(page, SIGN_IN_TEXTS.en.password).fill(STAFF_TEST_PASSWORD);
  await page.getByRole('button', { name: SIGN_IN_TEXTS.en.submit }).click();
  await expect(heading(page, shell.hotelsTitle)).toBeVisible();
  await expectNoAxeViolations(page);

  // The brand's page, then a new hotel: it lands on the hotel's set-up.
  await page.getByRole('link', { name: shell.nav.brand }).click();
  await expect(page.getByRole('heading', { level: 2, name: BRAND_TEXTS.en.hotels })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: BRAND_TEXTS.en.addHotel }).click();
  await expect(heading(page, setup.newHotelTitle)).toBeVisible();
  await field(page, setup.hotel.code).fill(code);
  await field(page, setup.hotel.name).fill('Hanami Garden');
  await field(page, setup.hotel.timeZone).fill('Asia/Tokyo');
  await field(page, setup.hotel.locale).selectOption('en');
  await field(page, setup.hotel.currency).selectOption('JPY');
  await field(page, setup.hotel.phone).fill('+81 3-1234-5678');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: setup.hotel.create }).click();
  await expect(heading(page, `${setup.sections.hotel} · Hanami Garden`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: setup.hotel.created })).toBeVisible();
  await expectNoAxeViolations(page);

  // Its widget: a standalone page in Japanese and English only.
  const widgetSettings = page.getByRole('group', { name: setup.settings.widget });
  await widgetSettings.getByLabel(setup.settings.widgetType).selectOption('standalone');
  for (const language of ['简体中文', '繁體中文', '한국어'])
    await widgetSettings.getByLabel(language).uncheck();
  await page
    .getByRole('region', { name: setup.settings.title })
    .getByRole('button', { name: FORMS_TEXTS.en.save })
    .click();
  await expect(page.getByRole('status').filter({ hasText: FORMS_TEXTS.en.saved })).toBeVisible();
  const [stored] = rowsOf<{ type: string; locales: string[] }>(
    await server.db.execute(sql`
      select settings->>'booking_widget_type' as type,
        array(select jsonb_array_elements_text(settings->'booking_widget_setting_attributes'->'supported_locales')) as locales
      from hotels where code = ${code}`),
  );
  expect(stored).toEqual({ type: 'standalone', locales: ['ja', 'en'] });
  const sections = page.getByRole('navigation', { name: setup.sectionsLabel });

  // A cancellation policy: 50 % from three days before, 100 % for a no-show.
  await sections.getByRole('link', { name: setup.sections.policies }).click();
  await expect(page.getByText(policies.none)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: policies.add }).click();
  await expect(heading(page, `${policies.newTitle} · Hanami Garden`)).toBeVisible();
  await field(page, policies.code).fill('FLEX');
  await field(page, policies.name).fill('Flexible');
  await page.getByRole('button', { name: policies.addPart }).click();
  await field(page, policies.daysBefore(1)).fill('3');
  await field(page, policies.percentage(1)).fill('50');
  await field(page, policies.noShow).fill('100');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: policies.create }).click();
  await expect(heading(page, 'Flexible · Hanami Garden')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: policies.created })).toBeVisible();

  // A room type for two.
  await sections.getByRole('link', { name: setup.sections.roomTypes }).click();
  await expect(page.getByText(rooms.none)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: rooms.add }).click();
  await field(page, rooms.code).fill('GDN');
  await field(page, rooms.name).fill(ROOM);
  await field(page, rooms.capacity).fill('2');
  await page.getByRole('button', { name: rooms.addBed }).click();
  await field(page, rooms.bedType(1)).selectOption('double');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: rooms.create }).click();
  await expect(heading(page, `${ROOM} · Hanami Garden`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: rooms.created })).toBeVisible();

  // A plan selling it, paid at the hotel, under the policy.
  await sections.getByRole('link', { name: setup.sections.plans }).click();
  await expect(page.getByText(plans.none)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: plans.add }).click();
  await field(page, plans.code).fill('GDN-RO');
  await field(page, plans.name).fill(PLAN);
  await page.getByRole('checkbox', { name: plans.sells(ROOM) }).check();
  await expect(field(page, plans.roomPlanCode(ROOM))).toHaveValue('GDN-RO-GDN');
  await expect(page.getByRole('checkbox', { name: plans.paymentMethod.on_site, exact: true })).toBeChecked();
  await expect(field(page, plans.policy)).toHaveValue(/\d+/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: plans.create }).click();
  await expect(heading(page, `${PLAN} · Hanami Garden`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: plans.created })).toBeVisible();

  // The rates grid: four weeks from today, then one bulk edit gives every night 3 rooms and prices.
  const from = tokyoToday();
  const to = addDays(from, NIGHTS - 1);
  await page.getByRole('link', { name: shell.nav.rates }).click();
  await expect(heading(page, `${rates.title} · Hanami Garden`)).toBeVisible();
  const range = page.getByRole('form', { name: rates.rangeLegend });
  await field(range, rates.from).fill(from);
  await field(range, rates.to).fill(to);
  await range.getByRole('button', { name: rates.show }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(gridCell(page, rates.rooms, from, from)).toHaveText('0');
  await expectNoAxeViolations(page);

  const bulk = page.getByRole('region', { name: rates.bulkTitle });
  await expect(field(bulk, rates.from)).toHaveValue(from);
  await expect(field(bulk, rates.to)).toHaveValue(to);
  await field(bulk, rates.roomPlan).selectOption({ label: `${PLAN} (GDN-RO-GDN)` });
  await field(bulk, rates.allotment).fill('3');
  await field(bulk, rates.adults(1)).fill('12000');
  await field(bulk, rates.adults(2)).fill('15000');
  await bulk.getByRole('button', { name: rates.apply }).click();
  await expect(bulk.getByRole('status')).toHaveText(rates.applied(NIGHTS));
  await expect(gridCell(page, rates.rooms, from, to)).toHaveText('3');
  await expect(gridCell(page, 'plan', from, to)).toHaveText('¥15,000');
  await expectNoAxeViolations(page);

  // A guest books one night a week from now, paying at the hotel.
  const checkin = addDays(from, 7);
  const guest = await (await browser.newContext({ baseURL: server.url })).newPage();
  await guest.goto(`/?code=${code}&locale=en`);
  await expect(guest.getByRole('banner')).toBeVisible();
  await guest.goto(
    `/booking/result?code=${code}&locale=en&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`,
  );
  await addRoom(guest, ROOM, PLAN);
  await guest.getByRole('link', { name: en['results.continue'] }).click();
  await expect(heading(guest, en['guestDetail.title'])).toBeVisible();
  await fillGuestInEnglish(guest, en);
  await guest.getByRole('button', { name: en['guestDetail.continue'] }).click();
  await expect(heading(guest, en['payment.title'])).toBeVisible();
  await guest.getByRole('radio', { name: en['payment.methodOnSite'], exact: true }).check();
  await expect(guest.getByTestId('payment-total')).toHaveText('¥15,000');
  await guest.getByRole('button', { name: en['payment.book'] }).click();
  await expect(heading(guest, en['confirmation.heading'])).toBeVisible();
  await expect(guest.getByTestId('confirmation-payment-state')).toHaveText(
    en['confirmation.statePayAtHotel'],
  );

  // The console's grid, read again: one room sold that night, none the night before.
  await page.reload();
  await expect(gridCell(page, rates.sold, from, checkin)).toHaveText('1');
  await expect(gridCell(page, rates.sold, from, addDays(checkin, -1))).toHaveText('0');
  await expect(gridCell(page, rates.rooms, from, checkin)).toHaveText('3');

  // The hotel's sales switches as guests meet them: out of the brand's facilities, it leaves the list
  // guests get; closed for booking (confirmed first), its widget shows the closed notice at once.
  const facilityCodes = async () => {
    const response = await server.app.inject({
      url: `/book/hotel_brands/${brand.id}/hotels`,
      headers: { 'client-session': await issueClientSession(server.app) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { code: string }[] }>().data.map((hotel) => hotel.code);
  };
  expect(await facilityCodes()).toEqual([code]);
  await page.getByRole('link', { name: shell.nav.setup }).click();
  await expect(heading(page, `${setup.sections.hotel} · Hanami Garden`)).toBeVisible();
  const sales = page.getByRole('region', { name: setup.sales.title });
  const open = sales.getByRole('checkbox', { name: setup.sales.open });
  const listed = sales.getByRole('checkbox', { name: setup.sales.listed });
  await expect(open).toHaveAccessibleDescription(setup.sales.openHint);
  await expect(listed).toHaveAccessibleDescription(setup.sales.listedHint);
  await listed.uncheck();
  await sales.getByRole('button', { name: FORMS_TEXTS.en.save }).click();
  await expect(sales.getByRole('status').filter({ hasText: FORMS_TEXTS.en.saved })).toBeVisible();
  expect(await facilityCodes()).toEqual([]);

  const closing = page.getByRole('dialog', { name: setup.sales.closeTitle });
  await open.uncheck();
  await sales.getByRole('button', { name: FORMS_TEXTS.en.save }).click();
  await expect(closing).toBeVisible();
  await expectNoAxeViolations(page);
  // Keeping it open sends nothing and puts the switch back.
  await closing.getByRole('button', { name: setup.sales.keepOpen }).click();
  await expect(closing).toBeHidden();
  await expect(open).toBeChecked();
  await expect(page.getByText(setup.sales.closed, { exact: true })).toBeHidden();
  await open.uncheck();
  await sales.getByRole('button', { name: FORMS_TEXTS.en.save }).click();
  await closing.getByRole('button', { name: setup.sales.closeConfirm }).click();
  await expect(page.getByText(setup.sales.closed, { exact: true })).toBeVisible();
  await expect(open).not.toBeChecked();
  await expectNoAxeViolations(page);
  await guest.goto(
    `/booking/result?code=${code}&locale=en&checkin=${checkin}&checkout=${addDays(checkin, 1)}`,
  );
  await expect(guest.getByRole('status').filter({ hasText: en['results.hotelInactive'] })).toBeVisible();
  // The brand's hotel list says it is not selling.
  await page.getByRole('link', { name: shell.nav.brand, exact: true }).click();
  await expect(
    page.getByRole('row', { name: /Hanami Garden/ }).getByText(BRAND_TEXTS.en.notSelling, { exact: true }),
  ).toBeVisible();
});
