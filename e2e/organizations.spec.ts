import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../apps/server/src/seed/seed-facts.ts';
import { en as authTexts } from '../apps/widget/src/features/member-auth/texts/en.ts';
import { en as adminTexts } from '../apps/widget/src/features/my-account/organization-admin/texts/en.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addDays, addRoom } from './booking-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// Corporate users of the demo's Sakura Trading at Hanami Tokyo (spec §2, §6): its admin Aiko signs in
// through the organization, sees its name in the header, its quota and stays on the admin page; its
// member Kenji books the corporate rate (answering the organization's billing question), which the
// admin's remaining nights then count; Aiko asks for the stays as a password-protected zip and
// downloads it.

// Two people's sign-ins (argon2id), a booking, an export's job, axe on each screen.
test.describe.configure({ timeout: 180_000 });

const TOKYO = { id: 1, code: 'hanami-tokyo', brandId: 1 } as const;
const AIKO = DEMO_MEMBERS.aiko.email;
const KENJI = DEMO_MEMBERS.kenji.email;
const EXPORT_PASSWORD = 'Sakura-Export-2026';
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/**
 * A two-night stay some two weeks ahead, Monday to Wednesday arrival, never the 13th to 15th (sold
 * out at Hanami Tokyo): inside the organization's current quota period (April to March) on any day but
 * the last two weeks of March, and nights no other spec books.
 */
function corporateStay(): { checkin: string; checkout: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  for (let ahead = 12; ; ahead += 1) {
    const checkin = addDays(today, ahead);
    const weekday = new Date(`${checkin}T00:00:00Z`).getUTCDay();
    const day = Number(checkin.slice(8, 10));
    if (weekday >= 1 && weekday <= 3 && (day < 12 || day > 15))
      return { checkin, checkout: addDays(checkin, 2) };
  }
}

/** The number a quota card says (its room-nights). */
async function nightsOf(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, ''));
}

/** Signs in through the corporate sign-in screen the page shows. */
async function signInCorporately(page: Page, email: string): Promise<void> {
  await expect(heading(page, authTexts['orgSignIn.title'])).toBeVisible();
  await field(page, authTexts['field.email']).fill(email);
  await field(page, authTexts['field.password']).fill(DEMO_MEMBER_PASSWORD);
  await page.getByRole('button', { name: authTexts['signIn.submit'] }).click();
}

/** Builds what the job queue holds (the export), as the server's poller would. */
async function runJobs(server: TestServer): Promise<void> {
  await server.app.runDueJobs(new Date());
}

test('Sakura Trading: Kenji books corporately, Aiko sees it count against the quota and downloads the stays', async ({
  page,
  browser,
  server,
}) => {
  // Aiko: the menu's corporate sign-in, then the organization in the header.
  await page.goto(`/booking/result?code=${TOKYO.code}&locale=en`);
  await page.getByRole('button', { name: en['header.menu'] }).click();
  await page.getByRole('link', { name: en['menu.corporateSignIn'] }).click();
  await expect(page).toHaveURL(/\/organization-sign-in\?/);
  await expect(page).toHaveTitle(new RegExp(`^${authTexts['orgSignIn.title']}`));
  await expectNoAxeViolations(page);
  await signInCorporately(page, AIKO);
  await expect(page).toHaveURL(/\/booking\/result\?/);
  await expect(page.getByTestId('header-member')).toContainText('Aiko Tanaka');
  await expect(page.getByTestId('header-organization')).toHaveText('Sakura Trading');

  // The admin page from the menu: the quota and the (so far empty) list.
  await page.getByRole('button', { name: en['header.menu'] }).click();
  await page.getByRole('link', { name: en['menu.admin'] }).click();
  await expect(page).toHaveURL(/\/organization-admin\?/);
  await expect(heading(page, adminTexts['admin.title'])).toBeVisible();
  await expect(page.getByTestId('quota-max')).toHaveText('120 room-nights');
  await expect(page.getByTestId('organization-count')).toBeVisible();
  const remainingBefore = await nightsOf(page, 'quota-remaining');
  const reservedBefore = await nightsOf(page, 'quota-reserved');
  await expectNoAxeViolations(page);

  // Kenji, in a browser of his own: corporate sign-in, the corporate rate, the organization's question.
  const { checkin, checkout } = corporateStay();
  const kenjiContext = await browser.newContext({ baseURL: server.url });
  const kenji = await kenjiContext.newPage();
  await kenji.goto(
    `/organization-sign-in?code=${TOKYO.code}&locale=en&organization_id=1&referrer_code=SAKURA-TRADING&checkin=${checkin}&checkout=${checkout}&adults=1`,
  );
  await signInCorporately(kenji, KENJI);
  await expect(kenji).toHaveURL(/\/booking\/result\?/);
  await expect(kenji.getByTestId('header-organization')).toHaveText('Sakura Trading');
  // The corporate plan says whose rate it is.
  await expect(
    kenji
      .getByTestId('offer')
      .filter({ hasText: 'Corporate rate with breakfast' })
      .first()
      .getByTestId('member-rate'),
  ).toHaveText(`${en['results.corporateRate']} Sakura Trading`);
  await addRoom(kenji, 'Standard Double', 'Corporate rate with breakfast');
  await kenji.getByRole('link', { name: en['results.continue'] }).click();
  await expect(heading(kenji, en['guestDetail.title'])).toBeVisible();
  const guest = kenji.getByRole('region', { name: en['guestDetail.guestSection'] });
  await expect(guest.getByRole('textbox', { name: en['guestDetail.email'], exact: true })).toHaveValue(KENJI);
  const confirmation = guest.getByRole('textbox', { name: en['guestDetail.emailConfirmation'] });
  if ((await confirmation.count()) > 0 && !(await confirmation.inputValue())) await confirmation.fill(KENJI);
  const phone = guest.getByRole('textbox', { name: en['guestDetail.phone'] });
  if (!(await phone.inputValue())) await phone.fill('0312345678');
  // Asked only of a corporate session (labelled membership_organization_all), and required.
  const billing = kenji.getByLabel(/^Company billing reference/);
  await expect(billing).toBeVisible();
  await billing.fill('SKR-2026-0042');
  await kenji.getByLabel(en['guestDetail.terms']).check();
  await kenji.getByRole('button', { name: en['guestDetail.continue'] }).click();
  await kenji.getByRole('radio', { name: en['payment.methodOnSite'], exact: true }).check();
  await kenji.getByRole('button', { name: en['payment.book'] }).click();
  await expect(heading(kenji, en['confirmation.heading'])).toBeVisible();
  const number = ((await kenji.getByTestId('confirmation-number').textContent()) ?? '').trim();
  expect(number).not.toBe('');
  await kenjiContext.close();

  // Aiko again: two room-nights fewer left, Kenji's stay in the list (found by its check-in date).
  await page.reload();
  await expect(page.getByTestId('quota-max')).toHaveText('120 room-nights');
  expect(await nightsOf(page, 'quota-remaining')).toBe(remainingBefore - 2);
  expect(await nightsOf(page, 'quota-reserved')).toBe(reservedBefore + 2);
  const filters = page.getByRole('form', { name: adminTexts['list.filters'] });
  await filters.getByLabel(adminTexts['list.from']).fill(checkin);
  await filters.getByLabel(adminTexts['list.to']).fill(checkin);
  await filters.getByRole('button', { name: adminTexts['list.apply'] }).click();
  const row = page.getByTestId('organization-reservation').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Kenji Sato');
  await expect(row.getByTestId('organization-reservation-status')).toHaveText(adminTexts['status.confirmed']);

  // The export: the download-password dialog, the job, the zip.
  await page.getByRole('button', { name: adminTexts['export.start'] }).click();
  const dialog = page.getByRole('dialog', { name: adminTexts['dialog.title'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Password \*/)).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^Password \*/).fill(EXPORT_PASSWORD);
  await dialog.getByLabel(/^Password \(confirmation\)/).fill(EXPORT_PASSWORD);
  await dialog.getByRole('button', { name: adminTexts['dialog.submit'] }).click();
  await expect(dialog).toBeHidden();
  const progress = page.getByTestId('export-progress');
  await expect(progress).toContainText('Preparing the file');
  await runJobs(server);
  await expect(progress).toContainText('is ready to download');
  await expect(page.getByTestId('export-aes-note')).toHaveText(adminTexts['export.aesNote']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: adminTexts['export.download'] }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 4)]).toEqual(ZIP_SIGNATURE);
  await expect(
    page.getByTestId('organization-export').first().getByTestId('organization-export-state'),
  ).toHaveText(adminTexts['state.ready']);
  await expectNoAxeViolations(page);
});

test('the corporate sign-in and admin pages read at 320 px: nothing wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/organization-sign-in?code=${TOKYO.code}&locale=en`);
  await signInCorporately(page, AIKO);
  await expect(page.getByTestId('header-organization')).toHaveText('Sakura Trading');
  await page.goto(`/organization-admin?code=${TOKYO.code}&locale=en`);
  await expect(page.getByTestId('quota-remaining')).toBeVisible();
  await expect(page.getByTestId('organization-count')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
});
