import { readFile } from 'node:fs/promises';
import type { Locale } from '@yadori/contract/locales';
import { LOCALE_TAGS, LOCALES } from '@yadori/contract/locales';
import {
  postBooking,
  STD_DBL,
  shownPrice,
} from '../apps/server/src/features/reservations/reservation-test-kit.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import type { Catalog } from '../apps/widget/src/i18n/catalog.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { ko } from '../apps/widget/src/i18n/locales/ko.ts';
import { zh_Hans } from '../apps/widget/src/i18n/locales/zh_Hans.ts';
import { zh_Hant } from '../apps/widget/src/i18n/locales/zh_Hant.ts';
import { expectNoAxeViolations } from './axe.ts';
import { stayOn } from './booking-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// Managing a stay without signing in (issue 5): a guest books (through the API), finds the stay at
// /search by number and email in each language, reads it on the confirmation page, sees the entries
// allowed now, downloads the receipt (a real PDF file) and opens the printable voucher — at 320 px,
// axe on every screen.

test.describe.configure({ timeout: 90_000 });

const CATALOGS: Record<Locale, Catalog> = { en, ja, ko, zh_Hans, zh_Hant };
const EMAIL = 'hanako.manage@example.com';

/** Books one Standard Double (room only, paid at the hotel) for two adults; returns its number. */
async function bookStay(server: TestServer, slot: number, roomCount = 1) {
  const { checkin, checkout } = stayOn(slot, 4);
  const session = await issueClientSession(server.app);
  const kit = {
    async get(url: string) {
      const response = await server.app.inject({ url, headers: { 'client-session': session } });
      return { status: response.statusCode, body: response.json() };
    },
  };
  const parties = Array.from({ length: roomCount }, () => ({ adults: 2 }));
  const price = await shownPrice(kit, STD_DBL.room_plan_code, parties, checkin, checkout);
  const { status, body } = await postBooking(server.app, session, {
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: parties.map((party, index) => ({
      ...STD_DBL,
      ...party,
      sale_price: price.rooms[index]?.total_price ?? price.total_price,
      tax: price.rooms[index]?.tax ?? price.tax,
    })),
    guest: {
      first_name: 'Hanako',
      last_name: 'Yamada',
      email: EMAIL,
      email_confirmation: EMAIL,
      phone: '+81312345678',
    },
    payment_method: 'on_site',
    total_price: price.total_price,
    terms_accepted: true,
  });
  if (status !== 201) throw new Error(`booking refused: ${status} ${JSON.stringify(body)}`);
  return { number: body.data.number as string, checkin, checkout, total: price.total_price };
}

const slash = (date: string) => date.replaceAll('-', '/');

for (const [index, locale] of LOCALES.entries()) {
  test(`finds a stay by number and email in ${locale}, reads it and downloads the receipt`, async ({
    page,
    server,
  }) => {
    const t = CATALOGS[locale];
    const stay = await bookStay(server, index + 1);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/search?code=hanami-tokyo&locale=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);
    await expect(page.getByRole('heading', { level: 1, name: t['findReservation.title'] })).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing typed: each field says what is wrong, and the first one has focus.
    const number = page.getByRole('textbox', { name: t['findReservation.number'] });
    const email = page.getByRole('textbox', { name: t['findReservation.email'] });
    await page.getByRole('button', { name: t['findReservation.submit'] }).click();
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t['findReservation.errorRequired'], { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(page);

    // A wrong email: one message, the same as for a wrong number, announced and focused.
    await number.fill(stay.number.toLowerCase());
    await email.fill('someone.else@example.com');
    await page.getByRole('button', { name: t['findReservation.submit'] }).click();
    const failure = page.getByTestId('find-reservation-failure');
    await expect(failure).toHaveText(t['findReservation.notFound']);
    await expect(failure).toBeFocused();
    await number.fill('ZZZZ2345ZZ');
    await email.fill(EMAIL);
    await page.getByRole('button', { name: t['findReservation.submit'] }).click();
    await expect(failure).toHaveText(t['findReservation.notFound']);

    // The right pair opens the confirmation page with the email.
    await number.fill(stay.number);
    await page.getByRole('button', { name: t['findReservation.submit'] }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${stay.number}\\?`));
    expect(new URL(page.url()).searchParams.get('email')).toBe(EMAIL);
    // Found, not just booked: a neutral heading, no thanks.
    await expect(page.getByRole('heading', { level: 1, name: t['confirmation.headingFound'] })).toBeVisible();
    await expect(page.getByTestId('confirmation-number')).toHaveText(stay.number);
    await expect(page.getByTestId('confirmation-checkin')).toHaveText(slash(stay.checkin));
    await expect(page.getByTestId('confirmation-checkout')).toHaveText(slash(stay.checkout));
    await expect(page.getByTestId('confirmation-room')).toHaveCount(1);
    // A confirmed guest booking weeks ahead may be changed and cancelled online.
    const manage = page.getByRole('region', { name: t['confirmation.manageHeading'] });
    await expect(manage.getByRole('link', { name: t['confirmation.change'] })).toBeVisible();
    await expect(manage.getByRole('link', { name: t['confirmation.cancel'] })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // The receipt: a name, then a real file download of a PDF.
    await manage.getByRole('button', { name: t['confirmation.receipt'] }).click();
    const dialog = page.getByRole('dialog', { name: t['receipt.title'] });
    const name = dialog.getByRole('textbox', { name: t['receipt.name'] });
    await expect(name).toBeFocused();
    await name.fill(locale === 'en' ? 'Yadori Travel Ltd.' : '山田 花子');
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t['receipt.download'] }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(dialog.getByText(t['receipt.downloaded'])).toBeVisible();
    await dialog.getByRole('button', { name: t['receipt.close'] }).click();
    await expect(dialog).toBeHidden();
    await expect(manage.getByRole('button', { name: t['confirmation.receipt'] })).toBeFocused();
  });
}

test('the voucher page shows the stay for printing, without the widget around it on paper', async ({
  page,
  server,
}) => {
  const stay = await bookStay(server, 6);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(
    `/reservation/confirmation/${stay.number}?code=hanami-tokyo&locale=en&email=${encodeURIComponent(EMAIL)}`,
  );
  await page.getByRole('link', { name: en['confirmation.voucher'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['voucher.title'] })).toBeVisible();
  await expect(page.getByTestId('voucher-number')).toHaveText(stay.number);
  await expect(page.getByTestId('confirmation-checkin')).toHaveText(slash(stay.checkin));
  const print = page.getByRole('button', { name: en['voucher.print'] });
  await expect(print).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByTestId('voucher-number')).toBeVisible();
});

test('Change opens the results page in update mode for the stay, Cancel opens the cancellation flow', async ({
  page,
  server,
}) => {
  const stay = await bookStay(server, 7);
  const confirmation = `/reservation/confirmation/${stay.number}?code=hanami-tokyo&locale=en&email=${encodeURIComponent(EMAIL)}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(confirmation);
  // Wide: the page is a centred column, as guest details and payment are.
  const [left, right] = await page.locator('.booking-outcome').evaluate((node) => {
    const box = node.getBoundingClientRect();
    const parent = (node.parentElement as HTMLElement).getBoundingClientRect();
    return [box.left - parent.left, parent.right - box.right];
  });
  expect(left).toBeGreaterThan(0);
  expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  // A phone: the cancellation policy reads as a table — every "when" starts at one edge, every
  // charge ends at the other, nothing spills out of its cell.
  await page.setViewportSize({ width: 390, height: 844 });
  const steps = page.locator('.booking-outcome__policy li');
  expect(await steps.count()).toBeGreaterThan(1);
  const rows = await steps.evaluateAll((items) =>
    items.map((item) => {
      const [when, charge] = [...item.children] as HTMLElement[];
      const row = item.getBoundingClientRect();
      return {
        whenLeft: Math.round((when as HTMLElement).getBoundingClientRect().left),
        chargeRight: Math.round((charge as HTMLElement).getBoundingClientRect().right),
        inside: (charge as HTMLElement).getBoundingClientRect().right <= row.right + 0.5,
        spills: [when, charge].some(
          (cell) => (cell as HTMLElement).scrollWidth > (cell as HTMLElement).clientWidth,
        ),
      };
    }),
  );
  expect(new Set(rows.map((row) => row.whenLeft)).size).toBe(1);
  expect(new Set(rows.map((row) => row.chargeRight)).size).toBe(1);
  expect(rows.every((row) => row.inside && !row.spills)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: en['confirmation.change'] }).click();
  await expect(page).toHaveURL(/\/booking\/result\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('current_reservation')).toBe(stay.number);
  expect(query.get('email')).toBe(EMAIL);
  expect([query.get('checkin'), query.get('checkout'), query.get('adults'), query.get('room_count')]).toEqual(
    [stay.checkin, stay.checkout, '2', '1'],
  );

  await page.goto(confirmation);
  await page.getByRole('link', { name: en['confirmation.cancel'] }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/cancel/${stay.number}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: en['cancel.heading'] })).toBeVisible();
});

test('after many wrong lookups of one number /search says to try again later', async ({ page, server }) => {
  const stay = await bookStay(server, 8);
  // Someone else guesses emails for this number from another address until the number's limit is full
  // (decision 016: 10 failed lookups per number in 15 minutes); the browser's own address stays clean.
  const session = await issueClientSession(server.app);
  let status = 0;
  for (let guess = 0; guess < 20 && status !== 429; guess += 1) {
    const response = await server.app.inject({
      url: `/book/hotel_brands/1/reservations/${stay.number}?email=guess${guess}%40example.com`,
      headers: { 'client-session': session },
      remoteAddress: '198.51.100.7',
    });
    status = response.statusCode;
  }
  expect(status).toBe(429);

  await page.goto('/search?code=hanami-tokyo&locale=ja');
  await page.getByRole('textbox', { name: ja['findReservation.number'] }).fill(stay.number);
  await page.getByRole('textbox', { name: ja['findReservation.email'] }).fill(EMAIL);
  await page.getByRole('button', { name: ja['findReservation.submit'] }).click();
  const failure = page.getByTestId('find-reservation-failure');
  await expect(failure).toHaveText(ja['findReservation.tooMany']);
  await expect(failure).toBeFocused();
  await expect(page).toHaveURL(/\/search\?/);
  await expectNoAxeViolations(page);
});

test('the receipt of a stay with two rooms downloads as a zip of one PDF per room', async ({
  page,
  server,
}) => {
  const stay = await bookStay(server, 9, 2);
  await page.goto(
    `/reservation/confirmation/${stay.number}?code=hanami-tokyo&locale=ko&email=${encodeURIComponent(EMAIL)}`,
  );
  await expect(page.getByTestId('confirmation-room')).toHaveCount(2);
  await page.getByRole('button', { name: ko['confirmation.receipt'] }).click();
  const dialog = page.getByRole('dialog', { name: ko['receipt.title'] });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: ko['receipt.download'] }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // Two PDF entries in the zip's central directory.
  expect(bytes.toString('latin1').match(/\.pdf/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
});
