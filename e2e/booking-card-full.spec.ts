import { TEST_CARDS } from '../apps/server/src/features/payments/sandbox/card-rules.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addRoom, answerChallenge, fillCard, stayOn, storedBooking } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// The full booking: two rooms with a child, an extra, a question answered with a file, a
// coupon, and a card that goes through 3-D Secure — then the confirmation shows all of it.

const challengeCard =
  TEST_CARDS.find((c) => c.behaviour.kind === 'challenge' && c.brand === 'visa')?.number ?? '';

test('two rooms with a child, an extra, a file, a coupon, card with 3-D Secure', async ({ page, server }) => {
  test.setTimeout(60_000);
  const { checkin, checkout } = stayOn(10, 1);
  const kids = encodeURIComponent(JSON.stringify([{ code: 'B', children: 1 }]));
  await page.goto(
    `/booking/result?code=hanami-tokyo&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2&room_count=2&kids_tiers=${kids}`,
  );
  await addRoom(page, 'Deluxe Twin', 'Room only');
  await addRoom(page, 'Deluxe Twin', 'Room only');
  await expect(page.getByTestId('selection-summary')).toContainText('2 rooms selected');
  await page.getByRole('link', { name: en['results.continue'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['guestDetail.title'] })).toBeVisible();

  const guest = page.getByRole('region', { name: en['guestDetail.guestSection'] });
  const box = (name: string) => guest.getByRole('textbox', { name, exact: true });
  await box(en['guestDetail.firstName']).fill('Hanako');
  await box(en['guestDetail.lastName']).fill('Yamada');
  await box(en['guestDetail.email']).fill('hanako@example.com');
  await box(en['guestDetail.emailConfirmation']).fill('hanako@example.com');
  await box(en['guestDetail.phone']).fill('+81312345678');

  // A question answered with a file.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Travel agency voucher' }).click();
  await (await chooser).setFiles({
    name: 'voucher.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByRole('button', { name: 'Remove voucher.pdf' })).toBeVisible();

  // An extra.
  await page.getByRole('combobox', { name: 'Quantity: Welcome drink' }).selectOption('2');

  // A coupon.
  await page.getByRole('textbox', { name: en['guestDetail.couponLabel'] }).fill('SAVE2000');
  await page.getByRole('button', { name: en['guestDetail.couponApply'] }).click();
  await expect(page.getByText(/^Coupon SAVE2000 applied/)).toBeVisible();

  await page.getByRole('checkbox', { name: en['guestDetail.terms'] }).check();
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();

  await expect(page.getByRole('heading', { level: 1, name: en['payment.title'] })).toBeVisible();
  const total = (await page.getByTestId('payment-total').textContent()) ?? '';
  await page.getByRole('radio', { name: en['payment.methodCard'], exact: true }).check();
  await fillCard(page, { number: challengeCard });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Book and pay ${total}` }).click();

  await answerChallenge(page, 'complete');
  await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  const rooms = page.getByTestId('confirmation-room');
  await expect(rooms).toHaveCount(2);
  await expect(rooms.first()).toContainText('Deluxe Twin');
  await expect(rooms.first()).toContainText('2 adults, 1 child');
  await expect(page.getByText(/^Welcome drink × /).first()).toBeVisible();
  await expect(page.getByTestId('confirmation-total')).toHaveText(total);
  await expect(page.getByTestId('confirmation-payment-state')).toHaveText(en['confirmation.stateAuthorized']);
  await expect(page.getByText(en['confirmation.discount'], { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // What the server kept: both rooms (one child each), the coupon, the extra and the file.
  const number = (await page.getByTestId('confirmation-number').textContent()) ?? '';
  expect(await storedBooking(server, number)).toEqual({
    status: 'confirmed',
    couponCode: 'SAVE2000',
    children: [1, 1],
    extraQuantity: expect.any(Number),
    files: 1,
  });
  expect((await storedBooking(server, number)).extraQuantity).toBeGreaterThanOrEqual(2);
});
