import { sql } from 'drizzle-orm';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addRoom, fillGuestInEnglish, stayOn } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// The guest-detail step against the seeded server: the rooms chosen on the results page re-priced,
// the form's refusals listed and tied to their fields, the hotel's questions (file upload), an extra,
// coupons checked by the server, and the booking kept over a reload. Yamabuki Ryokan in Japanese:
// kana names and men/women per room.

// A 1×1 PNG: the server recognises files by their first bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const continueToGuestDetail = (page: import('@playwright/test').Page, text: string) =>
  page.getByRole('link', { name: text }).click();

test('guest details at 320 px: refusals, a file, an extra, coupons, then payment; kept on reload', async ({
  page,
}) => {
  // A long flow (refusals, a file, an extra, coupons, a reload, axe at each step): room for a slow CI machine.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 320, height: 800 });
  const { checkin, checkout } = stayOn(5, 2);
  await page.goto(
    `/booking/result?code=hanami-tokyo&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  await addRoom(page, 'Standard Double', 'Room only');
  await continueToGuestDetail(page, en['results.continue']);

  await expect(page.getByRole('heading', { level: 1, name: en['guestDetail.title'] })).toBeVisible();
  await expect(page.getByRole('navigation', { name: en['progress.label'] })).toBeVisible();
  await expect(page.getByRole('combobox', { name: en['header.languageLabel'] })).toHaveCount(0);
  await expect(page.getByText(en['booking.priceChecking'])).toHaveCount(0);
  const total = page.getByTestId('booking-total');
  const roomsOnly = await total.textContent();

  // Continue with nothing typed: the summary is announced and focused, each field says why.
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();
  const summary = page.getByRole('alert').filter({ hasText: en['guestDetail.errorSummary'] });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: `Last name: ${en['guestDetail.errorRequired']}` }),
  ).toBeVisible();
  const guest = page.getByRole('region', { name: en['guestDetail.guestSection'] });
  await expect(guest.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await guest.getByLabel('First name').fill('Hanako');
  await guest.getByLabel('Last name').fill('Yamada');
  await guest.getByLabel(/^Email( \*)?$/).fill('hanako@example.com');
  await guest.getByLabel(/^Email confirmation/).fill('hanako@example.org');
  await guest.getByLabel(/^Phone number/).fill('03-abc');
  await expect(page.getByText(en['guestDetail.errorEmailMismatch'], { exact: true })).toBeVisible();
  await expect(page.getByText(en['guestDetail.errorPhone'], { exact: true })).toBeVisible();
  await guest.getByLabel(/^Email confirmation/).fill('hanako@example.com');
  await guest.getByLabel(/^Phone number/).fill('+81312345678');

  // The hotel's questions: a text and a file (uploaded with its progress, then listed).
  await page.getByLabel(/^Requests/).fill('A quiet room, please.');
  await page
    .getByLabel(/^Travel agency voucher/)
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove voucher.png' })).toBeVisible();

  // An extra adds to the total.
  await page.getByLabel('Quantity: Welcome drink').selectOption('2');
  await expect(total).not.toHaveText(roomsOnly ?? '');

  // Coupons: an expired one is refused next to the field, a good one lowers the price.
  const coupon = page.getByLabel(en['guestDetail.couponLabel']);
  await coupon.fill('EXPIRED5');
  await page.getByRole('button', { name: en['guestDetail.couponApply'] }).click();
  await expect(page.locator('#coupon-code-error')).toBeVisible();
  await expect(coupon).toHaveValue('EXPIRED5');
  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: en['guestDetail.couponApply'] }).click();
  await expect(page.getByText(/Coupon WELCOME10 applied/)).toBeVisible();

  await page.getByLabel(en['guestDetail.terms']).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['payment.title'] })).toBeVisible();

  // A reload (or the way back from 3-D Secure) keeps the booking and its step.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en['payment.title'] })).toBeVisible();
});

test('Yamabuki Ryokan in Japanese: kana names, men and women per room', async ({ page }) => {
  const { checkin, checkout } = stayOn(9, 2);
  await page.goto(
    `/booking/result?code=yamabuki-ryokan&locale=ja&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  await page
    .getByRole('button', { name: /^1室追加/ })
    .first()
    .click();
  await continueToGuestDetail(page, ja['results.continue']);
  await expect(page.getByRole('heading', { level: 1, name: ja['guestDetail.title'] })).toBeVisible();

  const guest = page.getByRole('region', { name: ja['guestDetail.guestSection'] });
  await guest.getByLabel(/^姓（ひらがな・アルファベット）/).fill('ヤマダ');
  await guest.getByLabel(/^名（ひらがな・アルファベット）/).fill('はなこ');
  await guest.getByLabel(/^電話番号/).fill('でんわ');
  await page.getByRole('button', { name: ja['guestDetail.continue'] }).click();
  const summary = page.getByRole('alert').filter({ hasText: ja['guestDetail.errorSummary'] });
  await expect(summary.getByText(ja['guestDetail.errorHiraganaOrAlphabet'])).toBeVisible();
  await expect(summary.getByText(`電話番号: ${ja['guestDetail.errorPhoneHalfWidth']}`)).toBeVisible();

  await guest.getByLabel(/^姓（ひらがな・アルファベット）/).fill('やまだ');
  await guest.getByLabel(/^姓（漢字）/).fill('山田');
  await guest.getByLabel(/^名（漢字）/).fill('花子');
  await guest.getByLabel(/^メールアドレス( \*)?$/).fill('hanako@example.com');
  await guest.getByLabel(/^メールアドレス（確認用）/).fill('hanako@example.com');
  // Full-width digits from a Japanese keyboard are converted, not refused.
  await guest.getByLabel(/^電話番号/).fill('０３－１２３４－５６７８');
  await guest.getByLabel(/^電話番号/).blur();
  await expect(guest.getByLabel(/^電話番号/)).toHaveValue('0312345678');
  // A standalone page (not in an iframe) wears the hotel's title and favicon (standalone_settings).
  await expect(page).toHaveTitle(`${ja['guestDetail.title']}｜山吹旅館 箱根 | 公式予約`);
  await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute('href', /^data:image\/svg/);

  const room = page.getByRole('group', { name: /^1室目：大人2名/ });
  await room.getByLabel('男性').fill('1');
  await expect(room.getByLabel('女性')).toHaveValue('1');
  await page.getByLabel(/^チェックイン/).selectOption({ index: 1 });
  await page.getByLabel(/^チェックアウト予定時刻/).selectOption({ index: 1 });
  await page
    .getByRole('group', { name: /ご夕食の開始時刻/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByLabel(ja['guestDetail.terms']).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: ja['guestDetail.continue'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja['payment.title'] })).toBeVisible();
});

test('Hanami Seoul at 800 px (mobile): every guest detail asked, required ones block Continue, the booking keeps them', async ({
  page,
  server,
}) => {
  // Results, guest details, payment and confirmation: a whole booking, like e2e/booking-*.spec.ts.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 800, height: 900 });
  const { checkin, checkout } = stayOn(3, 2);
  await page.goto(
    `/booking/result?code=hanami-seoul&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  // Spec section 9: up to 992 px is mobile, so the calendar is a sheet along the bottom of the screen
  // (and the searched form is folded into its summary line until Change).
  await page.getByRole('button', { name: en['searchForm.change'] }).click();
  await page.getByRole('button', { name: new RegExp(checkin.replaceAll('-', '/')) }).click();
  const calendar = page.getByRole('dialog', { name: en['searchForm.calendarTitle'] });
  await expect(calendar).toBeVisible();
  const sheet = await calendar.boundingBox();
  expect(sheet && [sheet.x, sheet.width, Math.round(sheet.y + sheet.height)]).toEqual([0, 800, 900]);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  await addRoom(page, 'Superior Double', 'Room only');
  await continueToGuestDetail(page, en['results.continue']);
  await expect(page.getByRole('heading', { level: 1, name: en['guestDetail.title'] })).toBeVisible();
  await fillGuestInEnglish(page, en);

  // The hotel asks for everything: the required details refuse Continue, each with its message;
  // occupation is optional and stays quiet.
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();
  const summary = page.getByRole('alert').filter({ hasText: en['guestDetail.errorSummary'] });
  await expect(summary).toBeFocused();
  const required = [
    'guestDetail.gender',
    'guestDetail.dateOfBirth',
    'guestDetail.nationality',
    'guestDetail.postcode',
    'guestDetail.region',
    'guestDetail.city',
    'guestDetail.address',
  ] as const;
  await expect(summary.getByRole('link')).toHaveText(
    required.map((key) => `${en[key]}: ${en['guestDetail.errorRequired']}`),
  );
  const guest = page.getByRole('region', { name: en['guestDetail.guestSection'] });
  await expect(guest.getByLabel(/^Gender/)).toHaveAttribute('aria-invalid', 'true');
  await expect(guest.getByLabel(/^Occupation/)).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await guest.getByLabel(/^Gender/).selectOption('female');
  await guest.getByLabel(/^Date of birth/).fill('1990-04-01');
  await guest.getByLabel(/^Nationality/).selectOption('KR');
  await guest.getByLabel(/^Occupation/).fill('Teacher');
  await guest.getByLabel(/^Country or region/).selectOption('KR');
  await guest.getByLabel(/^Postcode/).fill('04524');
  await guest.getByLabel(/^State or region/).fill('Seoul');
  await guest.getByLabel(/^City/).fill('Jung-gu');
  await guest.getByLabel(/^Street address/).fill('110 Sejong-daero');
  await expect(summary.getByRole('link')).toHaveCount(0);
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();

  await expect(page.getByRole('heading', { level: 1, name: en['payment.title'] })).toBeVisible();
  await page.getByRole('radio', { name: en['payment.methodOnSite'], exact: true }).check();
  await page.getByRole('button', { name: en['payment.book'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  const number = await page.getByTestId('confirmation-number').textContent();
  const result = (await server.db.execute(
    sql`select guest from reservations where number = ${number}`,
  )) as unknown as { rows: { guest: Record<string, unknown> }[] };
  expect(result.rows[0]?.guest).toMatchObject({
    gender: 'female',
    date_of_birth: '1990-04-01',
    nationality: 'KR',
    occupation: 'Teacher',
    address: {
      country: 'KR',
      postcode: '04524',
      prefecture: 'Seoul',
      city: 'Jung-gu',
      street: '110 Sejong-daero',
    },
  });
});
