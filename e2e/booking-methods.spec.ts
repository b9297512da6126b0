import type { Page } from '@playwright/test';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addRoom, fillCard, fillGuestInEnglish, raiseRate, stayOn } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// Each flow crosses several pages and the gateway; the machine is shared with other suites.
test.describe.configure({ timeout: 60_000 });

// The other payment methods and the price-moved warning, in a real browser against the seeded
// server: a card deposit (Kyoto's breakfast plan, 30 %), a bank transfer with its account and
// deadline (Tokyo's room-only plan), and a price that rose between the guest details and the booking.

const yen = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

async function toPayment(page: Page, hotel: string, room: string, plan: string, day: number) {
  const { checkin, checkout } = stayOn(day, 2);
  await page.goto(
    `/booking/result?code=${hotel}&locale=en&type=rooms&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  await addRoom(page, room, plan);
  await page.getByRole('link', { name: en['results.continue'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['guestDetail.title'] })).toBeVisible();
  await fillGuestInEnglish(page, en);
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['payment.title'] })).toBeVisible();
  return { checkin, checkout };
}

test('a card deposit: 30 % charged now, the rest at the hotel', async ({ page }) => {
  await toPayment(page, 'hanami-kyoto', 'Modern Twin', 'Obanzai breakfast included', 3);
  await page.getByRole('radio', { name: en['payment.methodCardDeposit'], exact: true }).check();
  const total = yen(await page.getByTestId('payment-total').textContent());
  const dueNow = yen(await page.getByTestId('payment-due-now').textContent());
  expect(dueNow).toBe(Math.ceil(total * 0.3));
  expect(yen(await page.getByTestId('payment-remaining').textContent())).toBe(total - dueNow);
  await fillCard(page, { number: '4111111111111111' });
  await page.getByRole('button', { name: /^Book and pay/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  await expect(page.getByText('Deposit charged to your card (30%)')).toBeVisible();
  expect(yen(await page.getByTestId('confirmation-remaining').textContent())).toBe(total - dueNow);
  await expect(page.getByTestId('confirmation-payment-state')).toHaveText(en['confirmation.stateAuthorized']);
  await expectNoAxeViolations(page);
});

test('a bank transfer: the account, the amount and the deadline on the confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await toPayment(page, 'hanami-tokyo', 'Standard Twin', 'Room only', 4);
  await page.getByRole('radio', { name: en['payment.methodBankTransfer'], exact: true }).check();
  const total = await page.getByTestId('payment-total').textContent();
  await expect(page.getByTestId('payment-due-now')).toHaveText('¥0');
  await expect(page.getByTestId('payment-remaining')).toHaveText(total ?? '');
  await page.getByRole('button', { name: en['payment.book'] }).click();

  await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  const bank = page.getByRole('region', { name: en['confirmation.bankHeading'] });
  await expect(bank).toBeVisible();
  await expect(bank.getByText(`Please transfer ${total} by `)).toHaveText(/ by \d{4}\/\d{2}\/\d{2}\.$/);
  await expect(bank.getByText(en['confirmation.bankAccountNumber'])).toBeVisible();
  await expect(page.getByTestId('confirmation-payment-state')).toHaveText(
    en['confirmation.stateAwaitingTransfer'],
  );
  await expectNoAxeViolations(page);
});

test('a price that rose since the guest details: warned, confirmed, booked at the new price', async ({
  page,
  server,
}) => {
  const { checkin, checkout } = await toPayment(page, 'hanami-tokyo', 'Standard Double', 'Breakfast', 5);
  const before = yen(await page.getByTestId('payment-total').textContent());
  await raiseRate(server, 1, 'STD-DBL', 'BREAKFAST', checkin, checkout, 1000);
  await page.getByRole('radio', { name: en['payment.methodOnSite'], exact: true }).check();
  await page.getByRole('button', { name: en['payment.book'] }).click();

  const warning = page.getByRole('alert').filter({ hasText: 'The price has become more expensive' });
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = warning.getByRole('button', { name: /^Book at ¥/ });
  const after = yen(await confirm.textContent());
  expect(after).toBeGreaterThan(before);
  await confirm.click();

  await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  expect(yen(await page.getByTestId('confirmation-total').textContent())).toBe(after);
});
