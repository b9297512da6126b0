import { sql } from 'drizzle-orm';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { ko } from '../apps/widget/src/i18n/locales/ko.ts';
import { zh_Hans } from '../apps/widget/src/i18n/locales/zh_Hans.ts';
import { zh_Hant } from '../apps/widget/src/i18n/locales/zh_Hant.ts';
import type { Locale } from '../packages/contract/src/locales.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addDays } from './booking-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// The cancellation flow (issue 5): a stay booked through the API, opened on the confirmation page,
// cancelled from there with the fee shown, and its night given back (read with a search call).
// Hanami Tokyo's room-only plan has the STANDARD policy: 20% from 7 days before check-in, so a stay
// two to six days ahead costs 20% to cancel now.

const CATALOGS = { ja, en, zh_Hans, zh_Hant, ko } as const;
const ROOM = { room_type_code: 'STD-DBL', room_plan_code: 'STD-DBL-ROOM-ONLY' };

function tokyoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
}

/**
 * A one-night stay two to six days ahead on Tokyo's clock that the room-only plan sells: never the
 * seeded sold-out 13th–15th, never a Saturday arrival (closed to arrival).
 */
function nearStay(): { checkin: string; checkout: string } {
  for (let days = 2; days <= 6; days += 1) {
    const checkin = addDays(tokyoToday(), days);
    const date = new Date(`${checkin}T00:00:00Z`);
    const day = date.getUTCDate();
    if (date.getUTCDay() === 6 || (day >= 13 && day <= 15)) continue;
    return { checkin, checkout: addDays(checkin, 1) };
  }
  throw new Error('no near stay');
}

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON read field by field in tests.
type Json = any;

interface Api {
  get(url: string): Promise<{ status: number; body: Json }>;
}

async function apiOf(server: TestServer): Promise<Api & { session: string }> {
  const session = await issueClientSession(server.app);
  return {
    session,
    async get(url) {
      const response = await server.app.inject({ url, headers: { 'client-session': session } });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

/** Books the stay for two adults, paid at the hotel, priced as the search prices it. */
async function bookStay(
  server: TestServer,
  stay: { checkin: string; checkout: string },
  locale: Locale,
  payment: Record<string, string> = { payment_method: 'on_site' },
): Promise<{ number: string; token: string }> {
  const api = await apiOf(server);
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
  const price = await api.get(
    `/book/hotels/1/rooms/price?rooms=${rooms}&checkin_date=${stay.checkin}&checkout_date=${stay.checkout}&room_plan_codes=${ROOM.room_plan_code}`,
  );
  expect(price.status, JSON.stringify(price.body)).toBe(200);
  const total = price.body.data.total_price as number;
  const response = await server.app.inject({
    method: 'POST',
    url: '/book/hotels/1/reservations',
    headers: { 'client-session': api.session, 'idempotency-key': crypto.randomUUID() },
    payload: {
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      rooms: [{ ...ROOM, adults: 2, sale_price: total, tax: price.body.data.tax }],
      guest: {
        first_name: 'Hanako',
        last_name: 'Yamada',
        email: 'hanako@example.com',
        email_confirmation: 'hanako@example.com',
        phone: '+81312345678',
      },
      ...payment,
      total_price: total,
      terms_accepted: true,
      locale,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data;
  return { number: data.number, token: data.bypass_token };
}

/** A sandbox gateway token for an approved VISA card (what the hosted card fields would give). */
async function cardToken(server: TestServer): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: {
      card_number: '4111111111111111',
      expiry_month: '12',
      expiry_year: '2035',
      cvc: '123',
      holder_name: 'HANAKO YAMADA',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.token;
}

/** Rooms of STD-DBL left on the stay's night, read with the search's inventory call. */
async function roomsLeft(server: TestServer, stay: { checkin: string; checkout: string }): Promise<number> {
  const api = await apiOf(server);
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2 }]));
  const answer = await api.get(
    `/book/hotels/1/rooms/inventory?rooms=${rooms}&checkin_date=${stay.checkin}&checkout_date=${stay.checkout}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const type = answer.body.data.inventories.find(
    (i: { room_type_code: string }) => i.room_type_code === ROOM.room_type_code,
  );
  return Number(type?.dates.find((d: { date: string }) => d.date === stay.checkin)?.remaining);
}

/** The fee the server would charge now (the reservation GET with the bypass token). */
async function feeDueNow(server: TestServer, number: string, token: string): Promise<number> {
  const api = await apiOf(server);
  const answer = await api.get(
    `/book/hotels/1/reservations/${number}?bypass_token=${encodeURIComponent(token)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.cancellation_fee as number;
}

for (const locale of Object.keys(CATALOGS) as Locale[]) {
  test(`cancel a stay from the confirmation page with the fee shown (${locale})`, async ({
    page,
    server,
  }) => {
    const t = CATALOGS[locale];
    const stay = nearStay();
    const before = await roomsLeft(server, stay);
    const { number, token } = await bookStay(server, stay, locale);
    expect(await roomsLeft(server, stay)).toBe(before - 1);
    const fee = await feeDueNow(server, number, token);
    expect(fee).toBeGreaterThan(0);
    if (locale === 'ja') await page.setViewportSize({ width: 320, height: 900 });

    await page.goto(
      `/reservation/confirmation/${number}?code=hanami-tokyo&locale=${locale}&bypass_token=${encodeURIComponent(token)}`,
    );
    await page.getByTestId('confirmation-cancel').click();

    await expect(page).toHaveURL(new RegExp(`/reservation/cancel/${number}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: t['cancel.heading'] })).toBeVisible();
    const shown = page.getByTestId('cancel-fee');
    await expect(shown).toContainText(fee.toLocaleString('en-US'));
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page);
    if (locale === 'ja') {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }

    // Keyboard only: the confirm button without a reason moves focus to the error summary.
    await page.getByRole('button', { name: t['cancel.confirm'] }).focus();
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: t['cancel.reasonRequired'] });
    await expect(summary).toBeFocused();
    await page.getByRole('radio', { name: t['cancel.reasonChangeOfPlans'] }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('textbox', { name: t['cancel.details'] }).fill('e2e');
    await page.getByRole('button', { name: t['cancel.confirm'] }).click();

    const done = page.getByRole('heading', { level: 1, name: t['cancel.doneHeading'] });
    await expect(done).toBeFocused();
    await expect(page.getByTestId('cancel-fee-charged')).toContainText(fee.toLocaleString('en-US'));
    await expectNoAxeViolations(page);
    expect(await roomsLeft(server, stay)).toBe(before);

    await page.getByRole('link', { name: t['cancel.backToReservation'] }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}\\?`));
    await expect(page.getByTestId('confirmation-cancel')).toHaveCount(0);
  });
}

test('cancel a card stay: the fee is taken from the card and the guest is told so', async ({
  page,
  server,
}) => {
  const stay = nearStay();
  const { number, token } = await bookStay(server, stay, 'en', {
    payment_method: 'credit_card',
    card_token: await cardToken(server),
    return_url: `${server.url}/reservation/three-d-secure?code=hanami-tokyo&locale=en`,
  });
  const fee = await feeDueNow(server, number, token);
  expect(fee).toBeGreaterThan(0);

  await page.goto(
    `/reservation/cancel/${number}?code=hanami-tokyo&locale=en&bypass_token=${encodeURIComponent(token)}`,
  );
  await expect(page.getByTestId('cancel-fee')).toContainText(fee.toLocaleString('en-US'));
  await page.getByRole('radio', { name: en['cancel.reasonBookedElsewhere'] }).check();
  await page.getByRole('button', { name: en['cancel.confirm'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['cancel.doneHeading'] })).toBeFocused();

  const api = await apiOf(server);
  const after = await api.get(
    `/book/hotels/1/reservations/${number}?bypass_token=${encodeURIComponent(token)}`,
  );
  expect(after.body.data.status).toBe('cancelled');
  expect(after.body.data.payment.captured_amount).toBe(fee);
  await expect(page.getByTestId('cancel-money')).toHaveText(
    en['cancel.resultCaptured'].replace('{amount}', `¥${fee.toLocaleString('en-US')}`),
  );
  await expectNoAxeViolations(page);
});

test('a fee that changed since the page was read is shown and confirmed again (409)', async ({
  page,
  server,
}) => {
  const { number, token } = await bookStay(server, nearStay(), 'en');
  const fee = await feeDueNow(server, number, token);
  await page.goto(
    `/reservation/cancel/${number}?code=hanami-tokyo&locale=en&bypass_token=${encodeURIComponent(token)}`,
  );
  await expect(page.getByTestId('cancel-fee')).toContainText(fee.toLocaleString('en-US'));

  // The hotel changes the stay's price while the guest reads the page: the fee now due moves.
  await server.db.execute(sql`
    update reservation_rooms set total_price = total_price + 10000
      where reservation_id = (select id from reservations where number = ${number})`);
  const newFee = await feeDueNow(server, number, token);
  expect(newFee).not.toBe(fee);

  await page.getByRole('radio', { name: en['cancel.reasonPrice'] }).check();
  await page.getByRole('button', { name: en['cancel.confirm'] }).click();
  const warning = page.getByTestId('cancel-fee-changed');
  await expect(warning).toBeFocused();
  await expect(warning).toContainText(`¥${newFee.toLocaleString('en-US')}`);
  await expect(page.getByTestId('cancel-fee')).toContainText(newFee.toLocaleString('en-US'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en['cancel.confirm'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['cancel.doneHeading'] })).toBeFocused();
  await expect(page.getByTestId('cancel-fee-charged')).toContainText(newFee.toLocaleString('en-US'));
});

for (const locale of ['en', 'ja'] as const) {
  test(`answer the hotel's questions after booking on the confirmation page (${locale})`, async ({
    page,
    server,
  }) => {
    const t = CATALOGS[locale];
    const question = {
      en: ['Expected check-in time', 'Requests', 'Travel agency voucher'],
      ja: ['チェックイン予定時刻', 'ご要望', '旅行会社のクーポン券'],
    }[locale];
    const { number, token } = await bookStay(server, nearStay(), locale);
    await page.goto(
      `/reservation/confirmation/${number}?code=hanami-tokyo&locale=${locale}&bypass_token=${encodeURIComponent(token)}`,
    );
    const section = page.getByRole('region', { name: t['answers.heading'] });
    await expect(section).toBeVisible();
    await section.getByLabel(question[0] as string).selectOption('16:30');
    await section.getByRole('textbox', { name: question[1] }).fill('A quiet room, please.');
    await section.getByLabel(question[2] as string).setInputFiles({
      name: 'voucher.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    await expect(
      section.getByRole('button', { name: t['guestDetail.fileRemove'].replace('{name}', 'voucher.pdf') }),
    ).toBeVisible();
    await section.getByRole('button', { name: t['answers.save'] }).click();
    await expect(section.getByTestId('answers-saved')).toHaveText(t['answers.saved']);
    await expectNoAxeViolations(page);

    // Saved answers come back filled in; a change is saved again (batch_update).
    await page.reload();
    const again = page.getByRole('region', { name: t['answers.heading'] });
    await expect(again.getByLabel(question[0] as string)).toHaveValue('16:30');
    await expect(again.getByRole('textbox', { name: question[1] })).toHaveValue('A quiet room, please.');
    await expect(again.getByText(t['answers.filesSent'].replace('{count}', '1'))).toBeVisible();
    await again.getByLabel(question[0] as string).selectOption('18:00');
    await again.getByRole('button', { name: t['answers.save'] }).click();
    await expect(again.getByTestId('answers-saved')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: t['answers.heading'] }).getByLabel(question[0] as string),
    ).toHaveValue('18:00');
  });
}
