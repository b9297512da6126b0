import type { Page } from '@playwright/test';
import { createTestStaff, staffInject } from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import { en as widgetEn } from '../apps/widget/src/features/payment-link/texts/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import { fillCard } from './booking-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// The guest's side of payment links (issue 19, decision 060): the payments page of a link made through
// the console's API, paid with a plain card; paid with PayPal in its popup (the built-in sandbox); and
// PayPal cancelled, which leaves the link payable. Axe on each state, and no sideways scroll at 320 px.

const TOKYO = 1; // Hanami Tokyo: cards (the sandbox) and PayPal (gmo-paypal) — demo seed.
const w = widgetEn;

/** A link of Hanami Tokyo for `amount` yen, made by front desk through the console's API. */
async function makeLink(server: TestServer, amount: number): Promise<string> {
  const desk = await createTestStaff(server.db, { role: 'front_desk', hotelIds: [TOKYO] });
  const made = await staffInject(server.app, 'POST', `/staff/hotels/${TOKYO}/payment_links`, {
    authorization: desk.authorization,
    body: {
      amount,
      purpose: 'deposit',
      description: 'Deposit for the garden suite',
      guest_name: 'Mio Linkguest',
      send_email: false,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data.number as string;
}

/** The page's content is no wider than the window (a narrow screen scrolls down, never sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const [content, viewport] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(content).toBeLessThanOrEqual(viewport);
}

const payPalButton = (page: Page, amount: string) =>
  page.getByRole('button', { name: w['form.payPayPal'].replace('{amount}', amount) });

test('a guest pays a link with a plain card, on a phone’s width', async ({ page, server }) => {
  const number = await makeLink(server, 4200);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/payments/${number}?code=hanami-tokyo`);
  await expect(page.getByRole('heading', { level: 1, name: w['page.title'] })).toBeVisible();
  await expect(page.getByTestId('payment-link-amount')).toHaveText('¥4,200');
  await expect(page.getByTestId('payment-link-hotel')).toContainText('Hanami');
  await expect(page.getByTestId('payment-link-purpose')).toContainText(w['purpose.deposit']);
  await expect(page.getByTestId('payment-link-guest')).toHaveText('Mio Linkguest');
  // Spec §2: no language selector on a payment page.
  await expect(page.getByRole('combobox', { name: /language/i })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await fillCard(page, { number: '4111111111111111' });
  await page.getByRole('button', { name: /^Pay ¥4,200$/ }).click();
  const paid = page.getByRole('heading', { name: w['paid.title'] });
  await expect(paid).toBeVisible();
  await expect(paid).toBeFocused();
  await expect(page.getByTestId('payment-link-paid-with')).toHaveText('VISA •••• 1111');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Opened again in another tab (another session): already paid, no form.
  const other = await page.context().newPage();
  await other.goto(`/payments/${number}?code=hanami-tokyo`);
  await expect(other.getByRole('heading', { name: w['alreadyPaid.title'] })).toBeVisible();
  await expect(other.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await expectNoAxeViolations(other);
  await other.close();
});

test('a guest pays a link with PayPal in its window', async ({ page, server }) => {
  const number = await makeLink(server, 8800);
  await page.goto(`/payments/${number}?code=hanami-tokyo`);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await expectNoAxeViolations(page);
  const popupOpened = page.waitForEvent('popup');
  await payPalButton(page, '¥8,800').click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/sandbox-paypal\/checkoutnow\?token=/);
  await expect(page.getByText(w['payPal.waiting'], { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: 'Pay with PayPal balance' }).click();
  // /iframe-token hands the answer to this page and closes its window.
  await popup.waitForEvent('close');
  const paid = page.getByRole('heading', { name: w['paid.title'] });
  await expect(paid).toBeVisible();
  await expect(paid).toBeFocused();
  await expect(page.getByTestId('payment-link-paid-with')).toHaveText('PayPal');
  await expectNoAxeViolations(page);
});

test('PayPal cancelled leaves the link payable', async ({ page, server }) => {
  const number = await makeLink(server, 3000);
  await page.goto(`/payments/${number}?code=hanami-tokyo`);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  const popupOpened = page.waitForEvent('popup');
  await payPalButton(page, '¥3,000').click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/sandbox-paypal\/checkoutnow\?token=/);
  await popup.getByRole('button', { name: 'Cancel and return' }).click();
  await popup.waitForEvent('close');
  await expect(page.getByRole('alert')).toContainText(w['payPal.cancelled']);
  await expect(page.getByTestId('payment-link-status')).toHaveText(w['status.unpaid']);
  await expect(payPalButton(page, '¥3,000')).toBeEnabled();
  await expectNoAxeViolations(page);

  // Still payable: by card this time.
  await page.getByRole('radio', { name: w['form.methodCard'] }).check();
  await fillCard(page, { number: '5555555555554444' });
  await page.getByRole('button', { name: /^Pay ¥3,000$/ }).click();
  await expect(page.getByRole('heading', { name: w['paid.title'] })).toBeVisible();
});

test('PayPal with its popup blocked runs in the page’s own window and comes back', async ({
  page,
  server,
}) => {
  const number = await makeLink(server, 2500);
  // A browser that refuses the window: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`/payments/${number}?code=hanami-tokyo`);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await payPalButton(page, '¥2,500').click();
  await page.waitForURL(/\/sandbox-paypal\/checkoutnow\?token=/);
  await page.getByRole('button', { name: 'Pay with PayPal balance' }).click();
  await expect(page.getByRole('heading', { name: w['paid.title'] })).toBeVisible();
  // Back on the link's page, the return mark taken out of the address (a reload sends nothing again).
  await expect(page).toHaveURL(new RegExp(`/payments/${number}\\?code=hanami-tokyo&locale=en$`));
});

test('the front desk display shows the link and turns to paid', async ({ page, server }) => {
  const number = await makeLink(server, 6000);
  await page.goto(`/payments/${number}/display?code=hanami-tokyo`);
  await expect(page.getByTestId('payment-display-amount')).toHaveText('¥6,000');
  await expect(page.getByTestId('payment-display-url')).toHaveText(
    `${new URL(page.url()).origin}/payments/${number}?code=hanami-tokyo`,
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page);

  const guest = await page.context().newPage();
  await guest.goto(`/payments/${number}?code=hanami-tokyo`);
  await fillCard(guest, { number: '4111111111111111' });
  await guest.getByRole('button', { name: /^Pay ¥6,000$/ }).click();
  await expect(guest.getByRole('heading', { name: w['paid.title'] })).toBeVisible();
  await guest.close();

  await expect(page.getByTestId('payment-display-status')).toContainText(w['display.paid'], {
    timeout: 12_000,
  });
  await expectNoAxeViolations(page);
});
