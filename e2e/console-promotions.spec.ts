import type { Page } from '@playwright/test';
import { PROMOTIONS_TEXTS } from '../apps/console/src/setup/promotions.texts.ts';
import { SETUP_TEXTS } from '../apps/console/src/setup/setup.texts.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addDays } from './booking-kit.ts';
import { signInToConsole } from './console-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// A hotel manager creates a coupon in the console; the guest search applies it at once; deactivated,
// guests are refused it as an invalid code (1500) and the list says so; reactivated, it applies again;
// it is deleted again (unused), so other tests of this worker's server keep Hanami Tokyo as seeded.

const t = PROMOTIONS_TEXTS.en;
const setup = SETUP_TEXTS.en;
const TOKYO = 1;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A page's level-1 heading: the title, then ` · ` and the hotel's name. */
const heading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: new RegExp(`^${literal(title)} · `) });
/** A form control by its label; a required field's label ends with a `*` the accessible name leaves out. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${literal(label)}( \\*)?$`));
const tokyoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

/** The codes the guest search of Hanami Tokyo applied with `coupon_code` (status and applied codes). */
async function searchWithCoupon(server: TestServer, coupon: string) {
  const checkin = addDays(tokyoToday(), 45);
  const response = await server.app.inject({
    url: `/book/hotels/${TOKYO}/rooms?checkin_date=${checkin}&checkout_date=${addDays(checkin, 1)}&adults=2&coupon_code=${coupon}`,
    headers: { 'client-session': await issueClientSession(server.app), 'tripla-locale': 'en' },
  });
  const body = response.json();
  const applied =
    response.statusCode === 200
      ? body.data.rooms.flatMap((room: { room_plan: { applied_code: { code: string } | null }[] }) =>
          room.room_plan.map((plan) => plan.applied_code?.code ?? null),
        )
      : [];
  return { status: response.statusCode, applied, code: body.errors?.[0]?.code };
}

test('a hotel manager creates a coupon that guests can use at once, then deletes it', async ({
  page,
  server,
}) => {
  await signInToConsole(page, server, { role: 'hotel_manager' });

  await page.goto(`/admin/hotels/${TOKYO}/setup/promotions`);
  await expect(heading(page, t.title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'WELCOME10' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.taxHeading })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: t.addCode }).click();
  await expect(heading(page, t.newCodeTitle)).toBeVisible();
  await field(page, t.codeType).selectOption('coupon');
  await field(page, t.code).fill('e2e-spring');
  await field(page, setup.nameIn('English')).fill('Spring coupon');
  await field(page, t.kind).selectOption('percentage');
  await field(page, t.percentage).fill('15');
  await field(page, t.validUntil).fill(addDays(tokyoToday(), 365));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.create }).click();
  await expect(heading(page, 'E2E-SPRING')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.created })).toBeVisible();

  // Guests type it in any case and get it on every plan.
  const found = await searchWithCoupon(server, 'e2e-spring');
  expect(found.status).toBe(200);
  expect(found.applied.length).toBeGreaterThan(0);
  expect(found.applied.every((code: string | null) => code === 'E2E-SPRING')).toBe(true);

  // Deactivated: guests are refused it, its period stays, and the list shows it switched off.
  await page.getByRole('button', { name: t.deactivate, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.deactivated })).toBeVisible();
  await expect(page.getByText(`${t.status}: ${t.statuses.deactivated}`)).toBeVisible();
  expect(await searchWithCoupon(server, 'e2e-spring')).toMatchObject({ status: 400, code: 1500 });
  await page.getByRole('link', { name: t.backToList }).click();
  const springRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'E2E-SPRING' }) });
  await expect(springRow.getByRole('cell', { name: t.statuses.deactivated })).toBeVisible();
  await expectNoAxeViolations(page);
  await springRow.getByRole('link', { name: 'E2E-SPRING' }).click();
  await expect(field(page, t.validUntil)).toHaveValue(addDays(tokyoToday(), 365));
  await page.getByRole('button', { name: t.reactivate, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.reactivated })).toBeVisible();
  expect((await searchWithCoupon(server, 'e2e-spring')).status).toBe(200);

  // The tax bands page, then the code goes again (never used, so it can be deleted).
  await page.getByRole('link', { name: t.backToList }).click();
  await page.getByRole('link', { name: t.editTaxBands }).click();
  await expect(heading(page, t.taxTitle)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await page.getByRole('link', { name: 'E2E-SPRING' }).click();
  await page.getByRole('button', { name: t.remove, exact: true }).click();
  await page.getByRole('button', { name: t.confirmRemove }).click();
  await expect(heading(page, t.title)).toBeVisible();
  await expect(page.getByRole('link', { name: 'E2E-SPRING' })).toHaveCount(0);
  expect(await searchWithCoupon(server, 'e2e-spring')).toMatchObject({ status: 400, code: 1500 });
});
