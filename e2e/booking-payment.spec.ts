import type { Locator, Page } from '@playwright/test';
import { TEST_CARDS } from '../apps/server/src/features/payments/sandbox/card-rules.ts';
import { SANDBOX_TEXTS } from '../apps/server/src/features/payments/sandbox/sandbox.texts.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  addRoom,
  answerChallenge,
  cardFrame,
  fillCard,
  soldOn,
  stayOn,
  storedBooking,
} from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// Each flow crosses several pages and the gateway; the machine is shared with other suites.
test.describe.configure({ timeout: 60_000 });

// Card bookings in a real browser against the seeded server: hosted card fields (the sandbox
// gateway's iframe), a declined card, and the 3-D Secure challenge completed and cancelled.

const challengeCard = TEST_CARDS.find((c) => c.behaviour.kind === 'challenge' && c.brand === 'visa')!.number;
const declinedCard = (code: number) =>
  TEST_CARDS.find((c) => c.behaviour.kind === 'decline' && c.behaviour.code === code)!.number;

async function toPayment(page: Page, day: number, options: { withFile?: boolean } = {}) {
  const { checkin, checkout } = stayOn(day, 1);
  await page.goto(
    `/booking/result?code=hanami-tokyo&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  await addRoom(page, 'Standard Double', 'Room only');
  await page.getByRole('link', { name: en['results.continue'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['guestDetail.title'] })).toBeVisible();
  const guest = page.getByRole('region', { name: en['guestDetail.guestSection'] });
  const box = (name: string) => guest.getByRole('textbox', { name, exact: true });
  await box(en['guestDetail.firstName']).fill('Hanako');
  await box(en['guestDetail.lastName']).fill('Yamada');
  await box(en['guestDetail.email']).fill('hanako@example.com');
  await box(en['guestDetail.emailConfirmation']).fill('hanako@example.com');
  // Typed on a Japanese keyboard: full-width digits are converted, not refused.
  await box(en['guestDetail.phone']).fill('０３-１２３４-５６７８');
  await box(en['guestDetail.phone']).blur();
  await expect(box(en['guestDetail.phone'])).toHaveValue('0312345678');
  if (options.withFile) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Travel agency voucher' }).click();
    await (await chooser).setFiles({
      name: 'voucher.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await expect(page.getByRole('button', { name: 'Remove voucher.pdf' })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: en['guestDetail.terms'] }).check();
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['payment.title'] })).toBeVisible();
  return { checkin, checkout };
}

/** The element's left and right margins in its parent are equal (a centred column on a wide screen). */
async function expectCentred(element: Locator) {
  const [left, right] = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const parent = (node.parentElement as HTMLElement).getBoundingClientRect();
    return [box.left - parent.left, parent.right - box.right];
  });
  expect(left).toBeGreaterThan(0);
  expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
}

test.describe('card payment', () => {
  test('a declined card shows its message and that no payment was made', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await toPayment(page, 3);
    await page.getByRole('radio', { name: en['payment.methodCard'] }).check();
    await fillCard(page, { number: declinedCard(3003) });
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: en['payment.error3003'] });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(en['payment.noPaymentMade']);
    // What to do next, and the card page no longer says the refused card is ready for payment.
    await expect(alert).toContainText(en['payment.nextAnotherCardOrMethod']);
    const frame = cardFrame(page);
    await expect(frame.locator('#status')).toHaveText(SANDBOX_TEXTS.en.enterAnotherCard);
    await expect(frame.getByText(/ready for payment/)).toHaveCount(0);
    await expect(frame.locator('#card_number')).toHaveValue('');
    // "Card details" is the widget's heading once; the card page has none of its own.
    await expect(page.getByRole('heading', { name: en['payment.cardHeading'] })).toHaveCount(1);
    await expect(frame.getByRole('heading')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the 3-D Secure page fits the hotel site's frame instead of leaving it as tall as the payment form", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/demo/');
    const frame = page.locator('#yadori-booking iframe');
    await expect(frame).toBeVisible();
    // The widget's frame is as tall as its last page when the gateway's page opens in it.
    await frame.evaluate((node: HTMLIFrameElement) => {
      node.style.height = '3000px';
      node.src = '/sandbox-pay/challenge/sp_unknown?locale=ja';
    });
    await expect(page.frameLocator('#yadori-booking iframe').locator('html')).toHaveAttribute('lang', 'ja');
    await expect
      .poll(() => frame.evaluate((node: HTMLIFrameElement) => node.getBoundingClientRect().height))
      .toBeLessThan(600);
  });

  test('the 3-D Secure challenge cancelled: the fail page says why, no payment, and the nights are back', async ({
    page,
    server,
  }) => {
    const { checkin, checkout } = await toPayment(page, 4);
    const before = await soldOn(server, 'STD-DBL', checkin);
    await page.getByRole('radio', { name: en['payment.methodCard'] }).check();
    await fillCard(page, { number: challengeCard });
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    await page.waitForURL(/\/sandbox-pay\/challenge\//);
    // Held while the guest is on the challenge page.
    expect(await soldOn(server, 'STD-DBL', checkin)).toBe(before + 1);
    await answerChallenge(page, 'cancel');
    await expect(page).toHaveURL(/\/reservation\/fail\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('error_code')).toBe('3008');
    expect(query.get('checkin')).toBe(checkin);
    expect(query.get('checkout')).toBe(checkout);
    expect(query.get('adults')).toBe('2');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(en['payment.error3008']);
    await expect(alert).toContainText(en['payment.noPaymentMade']);
    await expectNoAxeViolations(page);
    // The way back to search keeps the stay.
    await page.getByRole('link', { name: en['reservationFail.searchAgain'] }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/result\\?.*checkin=${checkin}`));
    expect(await soldOn(server, 'STD-DBL', checkin)).toBe(before);
  });

  test('the 3-D Secure challenge completed: pending page, then the confirmation of the card payment', async ({
    page,
  }) => {
    await toPayment(page, 5);
    // On a wide screen the payment step is centred, as guest details is.
    await expectCentred(page.locator('.payment-step'));
    await page.getByRole('radio', { name: en['payment.methodCard'] }).check();
    await fillCard(page, { number: challengeCard });
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    await answerChallenge(page, 'complete');
    await expect(page).toHaveURL(/\/reservation\/confirmation\/[0-9A-Z]+\?/);
    await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
    await expect(page.getByTestId('confirmation-payment-state')).toHaveText(
      en['confirmation.stateAuthorized'],
    );
    await expect(page.getByText(/^VISA ending in \d{4}$/)).toBeVisible();
    await expectCentred(page.locator('.booking-outcome'));
    await expect(
      page.getByRole('navigation', { name: en['progress.label'] }).locator('[aria-current="step"]'),
    ).toContainText(en['progress.confirmation']);
    await expectNoAxeViolations(page);
  });

  test('back on the pending page before answering the challenge: the advice, then the way back to it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await toPayment(page, 6);
    await page.getByRole('radio', { name: en['payment.methodCard'] }).check();
    await fillCard(page, { number: challengeCard });
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    await page.waitForURL(/\/sandbox-pay\/challenge\//);
    // The guest comes back without answering (the tab's booking knows the reservation).
    await page.goto('/reservation/three-d-secure?code=hanami-tokyo&locale=en');
    await expect(page.getByRole('heading', { level: 1, name: en['payment.pendingTitle'] })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(en['payment.pendingStill']);
    await expect(page.getByText(en['payment.pendingHold'])).toBeVisible();
    await expect(page.getByText(en['payment.pendingEmail'])).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: en['payment.pendingContinue'] }).click();
    await answerChallenge(page, 'complete');
    await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  });

  test('after a failed challenge the guest pays another way with the same booking and file', async ({
    page,
    server,
  }) => {
    await toPayment(page, 8, { withFile: true });
    await page.getByRole('radio', { name: en['payment.methodCard'] }).check();
    await fillCard(page, { number: challengeCard });
    await page.getByRole('button', { name: /^Book and pay/ }).click();
    await answerChallenge(page, 'fail');
    await expect(page.getByRole('alert')).toContainText(en['payment.error3006']);
    await page.getByRole('link', { name: en['reservationFail.tryAgain'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: en['payment.title'] })).toBeVisible();
    await page.getByRole('radio', { name: en['payment.methodOnSite'], exact: true }).check();
    await page.getByRole('button', { name: en['payment.book'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
    await expect(page.getByTestId('confirmation-payment-state')).toHaveText(
      en['confirmation.statePayAtHotel'],
    );
    // The file the cancelled booking held went to the new one.
    const number = (await page.getByTestId('confirmation-number').textContent()) ?? '';
    expect(await storedBooking(server, number)).toMatchObject({ status: 'confirmed', files: 1 });
  });
});
