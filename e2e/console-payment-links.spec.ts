import type { Page } from '@playwright/test';
import { FORMS_TEXTS } from '../apps/console/src/forms/forms.texts.ts';
import { formatMoney } from '../apps/console/src/lib/i18n.ts';
import { GATEWAY_SETTINGS_TEXTS } from '../apps/console/src/payment-links/gateway-settings.texts.ts';
import { PAYMENT_LINK_DETAIL_TEXTS } from '../apps/console/src/payment-links/payment-link-detail.texts.ts';
import { PAYMENT_LINK_TEXTS } from '../apps/console/src/payment-links/payment-links.texts.ts';
import { RESERVATION_DETAIL_TEXTS } from '../apps/console/src/reservations/reservation-detail.texts.ts';
import { SHELL_TEXTS } from '../apps/console/src/shell/shell.texts.ts';
import { TEST_CARDS } from '../apps/server/src/features/payments/sandbox/card-rules.ts';
import { createTestStaff, staffInject } from '../apps/server/src/features/staff-accounts/staff-test-kit.ts';
import { issueClientSession } from '../apps/server/src/testing/test-requests.ts';
import { en as widgetEn } from '../apps/widget/src/features/payment-link/texts/en.ts';
import { LOCALES } from '../packages/contract/src/locales.ts';
import { PAYMENT_NUMBER_PATTERN } from '../packages/contract/src/payment-links.constants.ts';
import { expectNoAxeViolations } from './axe.ts';
import { answerChallenge, fillCard } from './booking-kit.ts';
import { bookOnSite, TOKYO } from './console-bookings.ts';
import { consoleHeading, labelledControl, managerOfOwnHotel, signInToConsole } from './console-kit.ts';
import { expect, test } from './fixtures.ts';

// Payment links in the console (issue 19, decision 060): a hotel manager of Hanami Tokyo asks the guest
// of a stay for a payment from the stay's page, finds the link unpaid in the list, and hands the guest
// its QR address; the guest's page resolves it to the payments page and pays with the sandbox's 3-D
// Secure VISA; the console then shows it paid, and the manager refunds it. Front desk sees a paid link
// without a refund, and a change made meanwhile elsewhere refused plainly. A manager chooses the hotel's
// gateway (PayPal with it), 3-D Secure and card brands. Axe on every console page.

// A sign-in, a booking, the gateway's challenge and a dozen pages.
test.describe.configure({ timeout: 120_000 });

const t = PAYMENT_LINK_TEXTS.en;
const d = PAYMENT_LINK_DETAIL_TEXTS.en;
const challengeCard = TEST_CARDS.find((c) => c.behaviour.kind === 'challenge' && c.brand === 'visa')!.number;

/** The link's state badge on its page (the first: a declined attempt would add a second). */
const stateOf = (page: Page) => page.getByTestId('payment-link-state').first();

/** The page's content is no wider than the window (a narrow screen scrolls down, never sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const [content, viewport] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(content).toBeLessThanOrEqual(viewport);
}

test('a manager asks a stay for a payment; the guest pays through the QR address; the manager refunds it', async ({
  page,
  context,
  server,
}) => {
  const guestEmail = `link.guest.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const number = await bookOnSite(server, guestEmail);
  await signInToConsole(page, server, { role: 'hotel_manager', hotelIds: [TOKYO] });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });

  // From the stay's page to the new link's form, the stay filled in.
  await page.goto(`/admin/hotels/${TOKYO}/reservations/${number}`);
  await expect(consoleHeading(page, RESERVATION_DETAIL_TEXTS.en.title(number))).toBeVisible();
  await page.getByRole('link', { name: t.askForPayment }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${t.newTitle} · `) })).toBeVisible();
  await expect(labelledControl(page, t.reservationNumber)).toHaveValue(number);
  await expect(page.getByRole('checkbox', { name: t.sendEmail })).toBeChecked();

  // An amount the yen cannot be asked for is refused at its field, before anything is sent.
  const amount = labelledControl(page, t.amountIn('JPY'));
  await amount.fill('12.5');
  await page.getByRole('button', { name: t.create }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t.amountProblem('12000'))).toBeVisible();
  // A stay the hotel does not have: the API's 422, at the reservation number.
  await amount.fill('5000');
  await labelledControl(page, t.reservationNumber).fill('ZZZZ9999');
  await page.getByRole('button', { name: t.create }).click();
  await expect(labelledControl(page, t.reservationNumber)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await labelledControl(page, t.reservationNumber).fill(number);
  await page.getByRole('combobox', { name: t.purpose }).selectOption('extra');
  await labelledControl(page, t.description).fill('Airport transfer');
  await page.getByRole('button', { name: t.create }).click();

  // The link's page: unpaid, the request on its way, the stay's guest, its page and QR code.
  await expect(page).toHaveURL(new RegExp(`/admin/hotels/${TOKYO}/payment-links/PL[0-9A-Z]{20}$`));
  const linkNumber = page.url().split('/').pop()!;
  expect(linkNumber).toMatch(PAYMENT_NUMBER_PATTERN);
  await expect(consoleHeading(page, d.title(linkNumber))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: d.createdAndSent })).toBeVisible();
  await expect(stateOf(page)).toHaveText(t.states.unpaid);
  await expect(page.getByText(guestEmail)).toBeVisible();
  await expect(page.getByText(formatMoney('en', 5000, 'JPY'), { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: d.qrAlt(linkNumber) })).toBeVisible();
  const qrUrl = await page.getByTestId('payment-link-qr-url').inputValue();
  expect(qrUrl).toMatch(/[?&]qr_code=[0-9A-Z]{12}(&|$)/);
  await page.getByRole('button', { name: d.copyLabel(d.pageAddress) }).click();
  await expect(page.getByRole('status').filter({ hasText: d.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.getByTestId('payment-link-url').inputValue(),
  );
  // Unpaid: sent again or cancelled, not completed nor refunded.
  await expect(page.getByRole('button', { name: d.labels.send })).toBeVisible();
  await expect(page.getByRole('button', { name: d.labels.cancel })).toBeVisible();
  await expect(page.getByRole('button', { name: d.labels.refund })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The QR image downloads with the console's token, as PNG.
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: d.downloadPng }).click();
  expect((await png).suggestedFilename()).toBe(`payment-link-${linkNumber}.png`);

  // Listed unpaid, newest first, from the navigation; found by the stay's number.
  await page
    .getByRole('navigation', { name: SHELL_TEXTS.en.mainNavigation })
    .getByRole('link', {
      name: SHELL_TEXTS.en.nav.paymentLinks,
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${t.title} · `) })).toBeVisible();
  const filters = page.getByRole('form', { name: t.filters });
  await filters.getByRole('searchbox', { name: t.search }).fill(number);
  await filters.getByRole('button', { name: t.apply }).click();
  const row = page.getByTestId('payment-link-row').filter({ hasText: linkNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('payment-link-state')).toHaveText(t.states.unpaid);
  await expect(row).toContainText(t.purposes.extra);
  await expect(row).toContainText(number);
  await expectNoAxeViolations(page);
  // The booking page's own QR code, for print.
  const bookingQr = page.waitForEvent('download');
  await page
    .getByRole('region', { name: t.bookingQrTitle })
    .getByRole('button', { name: d.downloadSvg })
    .click();
  expect((await bookingQr).suggestedFilename()).toBe('booking-page-hanami-tokyo.svg');
  // On a phone's width the list scrolls inside its table, not the page.
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The guest scans the QR code: the widget resolves it to the link's payments page.
  const guest = await context.newPage();
  const qr = new URL(qrUrl);
  await guest.goto(`/${qr.search}`);
  await expect(guest).toHaveURL(new RegExp(`/payments/${linkNumber}`));
  await expect(guest.getByRole('heading', { level: 1, name: widgetEn['page.title'] })).toBeVisible();
  await expect(guest.getByTestId('payment-link-amount')).toHaveText('¥5,000');
  await fillCard(guest, { number: challengeCard });
  await guest.getByRole('button', { name: /^Pay ¥5,000$/ }).click();
  await answerChallenge(guest, 'complete');
  await expect(guest.getByRole('heading', { name: widgetEn['paid.title'] })).toBeVisible();
  await guest.close();

  // Back in the console the link is paid, with the card; completed or refunded now, no longer cancelled.
  await row.getByRole('link', { name: linkNumber }).click();
  await expect(consoleHeading(page, d.title(linkNumber))).toBeVisible();
  await expect(stateOf(page)).toHaveText(t.states.paid);
  await expect(page.getByText(d.cardEnding('VISA', challengeCard.slice(-4)))).toBeVisible();
  await expect(page.getByRole('button', { name: d.labels.cancel })).toHaveCount(0);
  await expect(page.getByRole('button', { name: d.labels.complete })).toBeVisible();

  // Refunded after a confirmation (the first time kept), at a phone's width.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole('button', { name: d.labels.refund }).click();
  const dialog = page.getByRole('dialog', { name: d.dialogTitles.refund });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: d.keep }).click();
  await expect(dialog).toBeHidden();
  await expect(stateOf(page)).toHaveText(t.states.paid);
  await page.getByRole('button', { name: d.labels.refund }).click();
  await dialog.getByRole('button', { name: d.confirms.refund }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: d.done.refund })).toBeVisible();
  await expect(stateOf(page)).toHaveText(t.states.refunded);
  await expect(page.getByRole('button', { name: d.labels.refund })).toHaveCount(0);
  await expect(consoleHeading(page, d.title(linkNumber))).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // A second refund (another tab, a double click) is the API's 409 3200.
  const refusal = await page.evaluate(
    async ([hotelId, link]) => {
      const token = sessionStorage.getItem('yadori.console.token');
      const response = await fetch(`/staff/hotels/${hotelId}/payment_links/${link}/refund`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: await response.json() };
    },
    [TOKYO, linkNumber] as const,
  );
  expect(refusal.status).toBe(409);
  expect(refusal.body.errors[0].code).toBe(3200);
});

test('front desk sees a paid link without a refund, and a change made meanwhile is refused plainly', async ({
  page,
  server,
}) => {
  const desk = await signInToConsole(page, server, { role: 'front_desk', hotelIds: [TOKYO] });
  // Made through the console's API and paid through the payments page's, with the sandbox's approved VISA.
  const made = await staffInject(server.app, 'POST', `/staff/hotels/${TOKYO}/payment_links`, {
    authorization: desk.authorization,
    body: { amount: 3300, purpose: 'no_show_fee', guest_name: 'Ren Deskguest', send_email: false },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const linkNumber = made.body.data.number as string;
  const client = await issueClientSession(server.app);
  const transaction = `/book/hotels/${TOKYO}/tripla_pay/transactions/${linkNumber}`;
  const opened = await server.app.inject({ url: transaction, headers: { 'client-session': client } });
  expect(opened.statusCode, opened.body).toBe(200);
  const card = await server.app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: {
      card_number: '4111111111111111',
      expiry_month: '12',
      expiry_year: '2035',
      cvc: '123',
      holder_name: 'REN DESKGUEST',
    },
  });
  expect(card.statusCode, card.body).toBe(201);
  const paid = await server.app.inject({
    method: 'POST',
    url: transaction,
    headers: { 'client-session': client },
    payload: {
      session: opened.json().data.session.token,
      method: 'credit_card',
      card_token: card.json().data.token,
      return_url: `${server.url}/payments/${linkNumber}?code=hanami-tokyo`,
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().data.status).toBe('paid');

  // Paid, by card; front desk may close it but not refund it, and is told who can.
  await page.goto(`/admin/hotels/${TOKYO}/payment-links/${linkNumber}`);
  await expect(consoleHeading(page, d.title(linkNumber))).toBeVisible();
  await expect(stateOf(page)).toHaveText(t.states.paid);
  await expect(page.getByText(d.cardEnding('VISA', '1111'))).toBeVisible();
  await expect(page.getByText(d.mailNotSent)).toBeVisible();
  await expect(page.getByRole('button', { name: d.labels.refund })).toHaveCount(0);
  await expect(page.getByText(d.refundNeedsManager)).toBeVisible();
  await expectNoAxeViolations(page);

  // The API refuses front desk's refund all the same (403), whatever a page offers.
  const refused = await staffInject(
    server.app,
    'POST',
    `/staff/hotels/${TOKYO}/payment_links/${linkNumber}/refund`,
    { authorization: desk.authorization },
  );
  expect(refused.status).toBe(403);

  // Meanwhile a manager refunds it elsewhere: front desk's "completed" is refused (409 3200), said
  // plainly on the page, which shows the link as it is now (the dialog closed, focus on the heading).
  const manager = await createTestStaff(server.db, { role: 'hotel_manager', hotelIds: [TOKYO] });
  const refunded = await staffInject(
    server.app,
    'POST',
    `/staff/hotels/${TOKYO}/payment_links/${linkNumber}/refund`,
    { authorization: manager.authorization },
  );
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  await page.getByRole('button', { name: d.labels.complete }).click();
  const dialog = page.getByRole('dialog', { name: d.dialogTitles.complete });
  await dialog.getByRole('button', { name: d.confirms.complete }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toContainText(d.stale);
  await expect(consoleHeading(page, d.title(linkNumber))).toBeFocused();
  await expect(stateOf(page)).toHaveText(t.states.refunded);
  await expect(page.getByRole('heading', { level: 2, name: d.actions })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a manager chooses the hotel's gateway, 3-D Secure and card brands in its set-up", async ({
  page,
  server,
}) => {
  const g = GATEWAY_SETTINGS_TEXTS.en;
  const { hotelId } = await managerOfOwnHotel(page, server, {
    code: 'gateway',
    brand: 'Gateway Hotels',
    hotel: 'Gateway Inn',
    manager: 'Gin Manager',
  });
  await page.getByRole('link', { name: SHELL_TEXTS.en.nav.setup }).click();
  const section = page.getByRole('region', { name: g.title, exact: true });
  await expect(section).toBeVisible();
  const provider = section.getByRole('combobox', { name: g.provider });
  await expect(provider).toHaveValue('sandbox');

  // No brand at all is refused at the brands, before anything is sent.
  for (const brand of ['VISA', 'Mastercard', 'American Express', 'JCB', 'Diners Club']) {
    await section.getByRole('checkbox', { name: brand }).uncheck();
  }
  await section.getByRole('button', { name: FORMS_TEXTS.en.save }).click();
  await expect(section.getByText(g.noBrand)).toBeVisible();
  await expectNoAxeViolations(page);

  await provider.selectOption('paygent-paypal');
  await expect(section.getByText(g.offersPayPal)).toBeVisible();
  await section.getByRole('checkbox', { name: g.threeDSecure }).uncheck();
  await section.getByRole('checkbox', { name: 'VISA' }).check();
  await section.getByRole('checkbox', { name: 'JCB' }).check();
  await section.getByRole('button', { name: FORMS_TEXTS.en.save }).click();
  await expect(section.getByRole('status').filter({ hasText: FORMS_TEXTS.en.saved })).toBeVisible();

  // Stored as the settings' block, as the staff API reads it back, and shown so after a reload.
  const settings = await server.app.inject({
    url: `/staff/hotels/${hotelId}`,
    headers: {
      authorization: await page.evaluate(() => `Bearer ${sessionStorage.getItem('yadori.console.token')}`),
    },
  });
  expect(settings.json().data.settings.payment_gateway_setting).toEqual({
    provider: 'paygent-paypal',
    card_brands: ['visa', 'jcb'],
    three_d_secure: false,
  });
  await page.reload();
  await expect(provider).toHaveValue('paygent-paypal');
  await expect(section.getByRole('checkbox', { name: g.threeDSecure })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Mastercard' })).not.toBeChecked();
  await expectNoAxeViolations(page);
});

test('the payment-link screens are worded in each language and pass axe', async ({ page, server }) => {
  const admin = await signInToConsole(page, server, { role: 'brand_admin' });
  const made = await staffInject(server.app, 'POST', `/staff/hotels/${TOKYO}/payment_links`, {
    authorization: admin.authorization,
    body: { amount: 1200, purpose: 'deposit', guest_name: 'Yui Wordsworth', send_email: false },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const linkNumber = made.body.data.number as string;
  for (const locale of LOCALES) {
    await page.evaluate((value) => localStorage.setItem('yadori.console.locale', value), locale);
    for (const [screen, title] of [
      [`/hotels/${TOKYO}/payment-links`, PAYMENT_LINK_TEXTS[locale].title],
      [`/hotels/${TOKYO}/payment-links/new`, PAYMENT_LINK_TEXTS[locale].newTitle],
      [`/hotels/${TOKYO}/payment-links/${linkNumber}`, PAYMENT_LINK_DETAIL_TEXTS[locale].title(linkNumber)],
    ] as const) {
      await page.goto(`/admin${screen}`);
      await expect(page.getByRole('heading', { level: 1 }), `${locale} ${screen}`).toContainText(title);
      await expect(page.locator('.loading'), screen).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  }
});
