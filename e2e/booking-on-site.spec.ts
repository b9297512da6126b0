import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addRoom, stayOn } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// Each flow crosses several pages and the gateway; the machine is shared with other suites.
test.describe.configure({ timeout: 60_000 });

// On-site payment in Japanese with a kana (hiragana) stay name and a kanji name, at 320 px: the
// payment step offers the plan's methods, books without a card, and the confirmation shows the stay.

test('on-site payment in Japanese with a kana name', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const { checkin, checkout } = stayOn(7, 1);
  await page.goto(
    `/booking/result?code=hanami-tokyo&locale=ja&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  await addRoom(page, 'スタンダードダブル', '素泊まりプラン', ja['results.increase']);
  await page.getByRole('link', { name: ja['results.continue'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja['guestDetail.title'] })).toBeVisible();

  const guest = page.getByRole('region', { name: ja['guestDetail.guestSection'] });
  const box = (name: string) => guest.getByRole('textbox', { name, exact: true });
  await box(ja['guestDetail.lastNameKana']).fill('やまだ');
  await box(ja['guestDetail.firstNameKana']).fill('はなこ');
  await box(ja['guestDetail.lastNameKanji']).fill('山田');
  await box(ja['guestDetail.firstNameKanji']).fill('花子');
  await box(ja['guestDetail.email']).fill('hanako@example.jp');
  await box(ja['guestDetail.emailConfirmation']).fill('hanako@example.jp');
  await box(ja['guestDetail.phone']).fill('0312345678');
  // An answer given while booking (issue 11: it came back blank on the confirmation page).
  await page.getByRole('combobox', { name: /^チェックイン予定時刻/ }).selectOption('17:00');
  await page.getByRole('checkbox', { name: ja['guestDetail.terms'] }).check();
  await page.getByRole('button', { name: ja['guestDetail.continue'] }).click();

  // The payment step: the plan takes on-site, card and bank transfer; on site charges nothing now.
  await expect(page.getByRole('heading', { level: 1, name: ja['payment.title'] })).toBeVisible();
  const onSite = page.getByRole('radio', { name: ja['payment.methodOnSite'], exact: true });
  await onSite.check();
  await expect(page.getByRole('radio', { name: ja['payment.methodCard'], exact: true })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: ja['payment.methodBankTransfer'], exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('payment-due-now')).toHaveText('¥0');
  const total = await page.getByTestId('payment-total').textContent();
  await expect(page.getByTestId('payment-remaining')).toHaveText(total ?? '');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: ja['payment.book'] }).click();

  await expect(page.getByRole('heading', { level: 1, name: ja['confirmation.heading'] })).toBeVisible();
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^[0-9A-Z]{6,}$/);
  await expect(page.getByText('やまだ はなこ', { exact: true })).toBeVisible();
  await expect(page.getByText('山田 花子', { exact: true })).toBeVisible();
  await expect(page.getByTestId('confirmation-payment-state')).toHaveText(ja['confirmation.statePayAtHotel']);
  await expect(page.getByTestId('confirmation-total')).toHaveText(total ?? '');
  // The plan's cancellation policy goes with the room.
  await expect(
    page.getByTestId('confirmation-room').getByText(ja['results.cancellationLink'], { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(`${checkin.replaceAll('-', '/')}`, { exact: true })).toBeVisible();
  // The hotel's questions after booking start from the answers given while booking.
  const answers = page.getByRole('region', { name: ja['answers.heading'] });
  await expect(answers.getByRole('combobox', { name: /^チェックイン予定時刻/ })).toHaveValue('17:00');
  await expectNoAxeViolations(page);
});
