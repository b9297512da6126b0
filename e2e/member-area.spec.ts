import type { Page } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import { memberCards } from '../apps/server/src/db/tables/member-cards.table.ts';
import { members } from '../apps/server/src/db/tables/members.table.ts';
import { sandboxVaultCards } from '../apps/server/src/db/tables/sandbox-vault.table.ts';
import { grantPoints } from '../apps/server/src/features/member-points/member-points.service.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { keepSandboxCard } from '../apps/server/src/seed/demo-cards.ts';
import { DEMO_HOTEL_CLIENTS, DEMO_PROGRAMS } from '../apps/server/src/seed/seed-facts.ts';
import { en as pointTexts } from '../apps/widget/src/features/member-points/texts/en.ts';
import { ja as jaPoints } from '../apps/widget/src/features/member-points/texts/ja.ts';
import { en as enTexts } from '../apps/widget/src/features/my-account/texts/en.ts';
import { ja as jaTexts } from '../apps/widget/src/features/my-account/texts/ja.ts';
import { en as cardTexts } from '../apps/widget/src/features/saved-cards/texts/en.ts';
import { ja as jaCards } from '../apps/widget/src/features/saved-cards/texts/ja.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { expectNoAxeViolations } from './axe.ts';
import { addRoom, cardFrame, stayOn } from './booking-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// The member area against the seeded server: a member of Hanami Club (Gold) sees the member rates on
// the results page, books one (the guest form filled from the account), finds the stay under my
// reservations, opens it, and changes the profile; another member deletes their account. Members are
// made for these tests (the demo members stay as seeded), signed in through the API, their token put
// where the widget keeps it.

// Long flows on a machine shared with other suites (argon2id sign-ins, several pages, axe on each).
test.describe.configure({ timeout: 150_000 });

const PASSWORD = 'Area-Test-2026';
const TOKYO = { id: 1, code: 'hanami-tokyo', brandId: 1 } as const;
const { hanamiClub } = DEMO_PROGRAMS;

let made = 0;

/** A confirmed password member of the Hanami brand, in Hanami Club at `rankId`. */
async function createMember(
  server: TestServer,
  who: { firstName: string; lastName: string; firstNameKana?: string; lastNameKana?: string; locale: string },
  rankId: number = hanamiClub.ranks.gold.id,
): Promise<{ id: number; email: string }> {
  made += 1;
  const email = `area-${process.pid}-${made}-${Date.now()}@example.com`;
  const now = new Date();
  const [row] = await server.db
    .insert(members)
    .values({
      brandId: TOKYO.brandId,
      email,
      firstName: who.firstName,
      lastName: who.lastName,
      firstNameKana: who.firstNameKana ?? null,
      lastNameKana: who.lastNameKana ?? null,
      programId: hanamiClub.id,
      rankId,
      passwordHash: await hashPassword(PASSWORD),
      passwordChangedAt: now,
      confirmedAt: now,
      locale: who.locale,
      provider: 'password',
      phone: '0312345678',
    })
    .returning({ id: members.id });
  if (!row) throw new Error('no member made');
  return { id: row.id, email };
}

/** Signs in through the API (spec §7 sign_in) and leaves the session where the widget keeps it. */
async function signIn(page: Page, email: string): Promise<void> {
  const client = await page.request.post('/api/client_sessions', {
    data: {
      client_key: DEMO_HOTEL_CLIENTS[TOKYO.code].key,
      client_secret: DEMO_HOTEL_CLIENTS[TOKYO.code].secret,
    },
  });
  expect(client.ok()).toBe(true);
  const clientSession = ((await client.json()) as { data: { client_session: string } }).data.client_session;
  const answer = await page.request.post(`/book/hotels/${TOKYO.id}/memberships/sign_in`, {
    headers: { 'Client-Session': clientSession, 'Tripla-Locale': 'en' },
    data: { grant_type: 'password', hotel_id: TOKYO.id, email, password: PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const grant = (await answer.json()) as {
    data: { session: string; refresh_token: string; expires_at: string };
  };
  // The page's origin first, so its localStorage is the widget's.
  await page.goto('/healthz').catch(() => undefined);
  // The session as plain text: member-auth's store (JSON with the refresh token) reads it as a
  // session alone, and so does the store before it.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [`tripla_login_token_${TOKYO.brandId}`, grant.data.session],
  );
}

async function memberRow(server: TestServer, id: number) {
  const [row] = await server.db.select().from(members).where(eq(members.id, id));
  return row;
}

test('a Gold member sees member rates, books one and finds it under my reservations', async ({
  page,
  server,
}) => {
  const member = await createMember(server, { firstName: 'Kaori', lastName: 'Mori', locale: 'en' });
  await signIn(page, member.email);
  const { checkin, checkout } = stayOn(8, 4);
  await page.goto(
    `/booking/result?code=${TOKYO.code}&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );

  // Member rates beside the public ones: the program's rate and the Gold-only one.
  const rates = page.getByTestId('member-rate');
  await expect(rates.first()).toBeVisible();
  await expect(
    rates.filter({ hasText: `${en['results.memberRate']} Hanami Club · Gold` }).first(),
  ).toBeVisible();
  await expect(rates.filter({ hasText: /^Member rate Hanami Club$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Book the program's member rate in a Standard Double.
  const card = page
    .getByTestId('room-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Standard Double', exact: true }) });
  const offer = card
    .getByTestId('offer')
    .filter({ has: page.getByTestId('member-rate') })
    .first();
  await offer.getByRole('button', { name: /^Add a room: / }).click();
  await page.getByRole('link', { name: en['results.continue'] }).click();

  // The guest form starts from the account.
  const guest = page.getByRole('region', { name: en['guestDetail.guestSection'] });
  await expect(guest.getByRole('textbox', { name: en['guestDetail.email'], exact: true })).toHaveValue(
    member.email,
  );
  await expect(guest.getByRole('textbox', { name: en['guestDetail.firstName'], exact: true })).toHaveValue(
    'Kaori',
  );
  await expect(guest.getByRole('textbox', { name: en['guestDetail.phone'], exact: true })).toHaveValue(
    '0312345678',
  );
  await page.getByRole('checkbox', { name: en['guestDetail.terms'] }).check();
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();
  await page.getByRole('radio', { name: en['payment.methodOnSite'], exact: true }).check();
  await page.getByRole('button', { name: en['payment.book'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  const number = (await page.getByTestId('confirmation-number').textContent()) ?? '';
  expect(number).toMatch(/^[0-9A-Z]{6,}$/);

  // My reservations (the menu's address): the stay is upcoming, "Reserved".
  await page.goto(`/my-account/reservations?code=${TOKYO.code}&locale=en`);
  await expect(page).toHaveTitle(new RegExp(`^${en['title.myAccount']}`));
  const stays = page.getByRole('tabpanel', { name: enTexts['reservations.tabUpcoming'] });
  const stay = stays.getByTestId('member-reservation').filter({ hasText: number });
  await expect(stay).toBeVisible();
  await expect(stay.getByTestId('member-reservation-status')).toHaveText(enTexts['reservations.statusDone']);
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: enTexts['reservations.tabCancelled'] }).click();
  await expect(page.getByText(enTexts['reservations.noneCancelled'])).toBeVisible();
  await page.getByRole('tab', { name: enTexts['reservations.tabUpcoming'] }).click();

  // The stay as its member sees it, without email or bypass token.
  await stays.getByRole('link', { name: `Reservation ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/review-reservation/${number}\\?.*hotelId=${TOKYO.id}`));
  await expect(page.getByRole('heading', { level: 1, name: enTexts['review.heading'] })).toBeVisible();
  await expect(page.getByTestId('review-number')).toHaveText(number);
  await expect(page.getByTestId('confirmation-room')).toContainText('Standard Double');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: enTexts['review.back'] }).click();
  await expect(page.getByTestId('member-reservation').filter({ hasText: number })).toBeVisible();
});

test('a member changes the profile; a new login email waits for its link', async ({ page, server }) => {
  const member = await createMember(server, { firstName: 'Mika', lastName: 'Ueda', locale: 'en' });
  await signIn(page, member.email);
  await page.goto(`/my-account/reservations?code=${TOKYO.code}&locale=en`);
  await expect(page.getByText(enTexts['reservations.noneUpcoming'])).toBeVisible();

  // The profile: edit and save.
  await page.getByRole('tab', { name: enTexts['account.tabProfile'] }).click();
  await expect(page).toHaveURL(/\/my-account\/profile\?/);
  await expect(page.getByTestId('profile-email')).toHaveText(member.email);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: enTexts['profile.edit'] }).click();
  await page.getByRole('textbox', { name: enTexts['profile.address'] }).fill('1-1 Marunouchi, Tokyo');
  await page.getByRole('textbox', { name: enTexts['profile.phone'] }).fill('0398765432');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: enTexts['profile.save'] }).click();
  await expect(page.getByText(enTexts['profile.saved'])).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toHaveText('0398765432');
  const stored = await memberRow(server, member.id);
  expect(stored?.address).toBe('1-1 Marunouchi, Tokyo');
  expect(stored?.phone).toBe('0398765432');

  // A new login email waits for its link.
  await page.getByRole('textbox', { name: enTexts['email.new'], exact: true }).fill(`new-${member.email}`);
  await page.getByRole('textbox', { name: enTexts['email.confirmation'] }).fill(`new-${member.email}`);
  await page
    .getByLabel(new RegExp(`^${enTexts['email.password']}`))
    .first()
    .fill(PASSWORD);
  await page.getByRole('button', { name: enTexts['email.submit'] }).click();
  await expect(page.getByTestId('email-pending')).toContainText(`new-${member.email}`);
  await expect(page.getByTestId('profile-email')).toHaveText(member.email);
  expect((await memberRow(server, member.id))?.pendingEmail).toBe(`new-${member.email}`);
  await page.getByRole('button', { name: enTexts['email.resend'] }).click();
  await expect(
    page.getByText(enTexts['email.resent'].replace('{email}', `new-${member.email}`)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a member deletes their account at 320 px and lands on the deleted confirmation', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const member = await createMember(server, { firstName: 'Jun', lastName: 'Ito', locale: 'en' });
  await signIn(page, member.email);
  await page.goto(`/my-account?code=${TOKYO.code}&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: enTexts['account.title'] })).toBeVisible();
  await expect(page.getByRole('tab', { name: enTexts['account.tabProfile'] })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('profile-email')).toHaveText(member.email);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: enTexts['delete.open'] }).click();
  const dialog = page.getByRole('dialog', { name: enTexts['delete.dialogTitle'] });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(new RegExp(`^${enTexts['delete.password']}`)).fill(PASSWORD);
  await dialog.getByRole('button', { name: enTexts['delete.confirm'] }).click();

  await expect(page).toHaveURL(/\/member-deleted-confirmation\?/);
  await expect(page.getByRole('heading', { level: 1, name: enTexts['deleted.heading'] })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${en['title.memberDeleted']}`));
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `tripla_login_token_${TOKYO.brandId}`),
  ).toBeNull();
  expect((await memberRow(server, member.id))?.deletedAt).not.toBeNull();

  // Signed out now: my account is protected again.
  await page.goto(`/my-account?code=${TOKYO.code}&locale=en`);
  await expect(page).not.toHaveURL(/\/my-account/);
});

test('my account in Japanese: kana names, each tab and its empty state in Japanese', async ({
  page,
  server,
}) => {
  const member = await createMember(server, {
    firstName: '葵',
    lastName: '中村',
    firstNameKana: 'あおい',
    lastNameKana: 'なかむら',
    locale: 'ja',
  });
  await signIn(page, member.email);
  await page.goto(`/my-account?code=${TOKYO.code}&locale=ja`);
  await expect(page.getByRole('heading', { level: 1, name: jaTexts['account.title'] })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${ja['title.myAccount']}`));
  await expect(page.getByText(jaTexts['account.signedInAs'].replace('{name}', '中村 葵'))).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('中村 葵');
  await expect(page.getByText('なかむら あおい', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: jaTexts['account.tabReservations'] }).click();
  await expect(page.getByText(jaTexts['reservations.noneUpcoming'])).toBeVisible();
  await expect(page.getByRole('tab', { name: jaTexts['reservations.tabCompleted'] })).toBeVisible();
  await expectNoAxeViolations(page);
  // Nobody's stays but the member's own: the server answers none for this new member.
  const count = (await server.db.execute(
    sql`select count(*)::int as n from reservations where member_id = ${member.id}`,
  )) as unknown as { rows: { n: number }[] };
  expect(Number(count.rows[0]?.n)).toBe(0);
  // The points tab under the brand's Japanese name for its points, and the payment options.
  await page.getByRole('tab', { name: '花見ポイント' }).click();
  await expect(page.getByTestId('points-available')).toHaveText('0ポイント');
  await expect(page.getByText(jaPoints['points.noneCurrent'])).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: ja['menu.paymentOptions'] }).click();
  await expect(page.getByTestId('saved-cards-empty')).toHaveText(jaCards['cards.empty']);
  await expect(page.getByRole('heading', { level: 2, name: jaCards['cards.heading'] })).toBeVisible();
  await expectNoAxeViolations(page);
});

// Issue 14's member flow, one booking end to end at 320 px with axe on every screen: points and a saved
// card pay for the stay together, the points tab shows them leave, some are exchanged for a gift code,
// and the card is removed. Five languages are held by the catalogs' parity tests and the Japanese check
// of these tabs above; the unit tests cover each screen's other cases.
test('a Gold member books with points and a saved card, sees the points move, exchanges some, then removes the card, at 320 px', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const narrow = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Gold, with the 12,000 points the demo's Hanako starts with (granted as the seed grants them), and a
  // card kept at the gateway's vault.
  const member = await createMember(server, { firstName: 'Rin', lastName: 'Abe', locale: 'en' });
  await server.db.transaction((tx) =>
    grantPoints(tx as unknown as Db, {
      memberId: member.id,
      brandId: TOKYO.brandId,
      amount: 12_000,
      key: `e2e:${member.email}`,
      now: new Date(),
    }),
  );
  const ref = `card_e2e_${member.id}`;
  const expiryYear = new Date().getUTCFullYear() + 4;
  await keepSandboxCard(server.db, {
    member: { id: member.id, brandId: TOKYO.brandId },
    gatewayRef: ref,
    brand: 'visa',
    last4: '1111',
    cvc: '321',
    holderName: 'RIN ABE',
    expiryMonth: 11,
    expiryYear,
  });
  await signIn(page, member.email);
  const { checkin, checkout } = stayOn(10, 4);
  await page.goto(
    `/booking/result?code=${TOKYO.code}&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  await addRoom(page, 'Standard Double', 'Room only');
  await page.getByRole('link', { name: en['results.continue'] }).click();
  await page.getByRole('checkbox', { name: en['guestDetail.terms'] }).check();
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();

  // The payment step: 2,000 points off the total, the rest on the saved card.
  const points = page.getByRole('region', { name: 'Use Hanami Points' });
  await expect(points).toContainText('You have 12,000 points.');
  const total = page.getByTestId('payment-total');
  const before = Number((await total.textContent())?.replace(/\D/g, ''));
  const rest = before - 2000;
  await points.getByRole('textbox', { name: pointTexts['spend.amount'] }).fill('2000');
  await points.getByRole('button', { name: pointTexts['spend.apply'] }).click();
  await expect(total).toHaveText(`¥${rest.toLocaleString('en')}`);
  await expect(page.getByTestId('payment-points-used')).toHaveText('−¥2,000');
  await page.getByRole('radio', { name: en['payment.methodCard'], exact: true }).check();

  // The saved card is chosen: the gateway's field asks its security code alone.
  const cardName = 'VISA •••• 1111';
  await expect(page.getByRole('radio', { name: cardName })).toBeChecked();
  await expect(
    page.getByText(`Name on card: RIN ABE. Expires 11/${String(expiryYear).slice(2)}.`),
  ).toBeVisible();
  const securityCode = cardFrame(page).locator('#cvc');
  await expect(securityCode).toBeVisible();
  await expect(cardFrame(page).locator('#card_number')).toHaveCount(0);
  await narrow();
  await expectNoAxeViolations(page);
  // A new card instead: the whole card and the box to keep it; then back to the saved one.
  await page.getByRole('radio', { name: cardTexts['choice.newCard'] }).check();
  await expect(page.getByRole('checkbox', { name: cardTexts['choice.keep'] })).not.toBeChecked();
  await expect(cardFrame(page).locator('#card_number')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: cardName }).check();

  await securityCode.fill('321');
  await page.getByRole('button', { name: `Book and pay ¥${rest.toLocaleString('en')}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  const number = (await page.getByTestId('confirmation-number').textContent()) ?? '';
  await expect(page.getByTestId('confirmation-point-discount')).toHaveText('−¥2,000');
  await narrow();
  await expectNoAxeViolations(page);
  // Paid by the saved card, with the security code given, for what the points left to pay.
  const paid = (await server.db.execute(
    sql`select r.status, r.payment_method, r.card_brand, r.card_last4, r.point_discount, p.amount
        from reservations r join sandbox_payments p on p.reference = r.number
        where r.member_id = ${member.id}`,
  )) as unknown as { rows: Record<string, string | number>[] };
  expect(
    paid.rows.map((row) => ({
      ...row,
      point_discount: Number(row.point_discount),
      amount: Number(row.amount),
    })),
  ).toEqual([
    {
      status: 'confirmed',
      payment_method: 'credit_card',
      card_brand: 'visa',
      card_last4: '1111',
      point_discount: 2000,
      amount: rest,
    },
  ]);

  // The menu's points item: the balance and the history moved.
  await page.getByRole('button', { name: en['header.menu'] }).click();
  await page.getByRole('link', { name: en['menu.points'] }).click();
  await expect(page).toHaveURL(/\/my-account\/points\?/);
  await expect(page.getByRole('tab', { name: 'Hanami Points' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('points-available')).toHaveText('10,000 pts');
  const spent = page.getByTestId('point-entry').filter({ hasText: pointTexts['points.kindSpent'] });
  await expect(spent).toContainText(`Reservation ${number}`);
  await expect(spent.getByTestId('point-entry-points')).toHaveText('−2,000 pts');
  await narrow();
  await expectNoAxeViolations(page);

  // 1,000 points for a gift code valid 180 days.
  await page.getByRole('button', { name: pointTexts['exchange.open'] }).click();
  const exchange = page.getByRole('dialog', { name: 'Exchange Hanami Points for a gift code' });
  await expect(exchange).toBeVisible();
  await expectNoAxeViolations(page);
  await exchange.getByRole('textbox', { name: pointTexts['exchange.amount'] }).fill('1000');
  await exchange.getByRole('button', { name: pointTexts['exchange.submit'] }).click();
  const issued = page.getByRole('dialog', { name: pointTexts['exchange.doneTitle'] });
  const code = (await issued.getByTestId('issued-gift-code').textContent()) ?? '';
  expect(code.length).toBeGreaterThan(5);
  await expect(issued.getByTestId('issued-gift-code-expiry')).toHaveText(/^Valid until \d{4}\/\d{2}\/\d{2}$/);
  await expectNoAxeViolations(page);
  await issued.getByRole('button', { name: pointTexts['exchange.close'] }).click();
  await expect(page.getByTestId('points-available')).toHaveText('9,000 pts');
  await expect(page.getByTestId('gift-code-item').filter({ hasText: code })).toBeVisible();
  await expect(
    page
      .getByTestId('point-entry')
      .filter({ hasText: pointTexts['points.kindExchanged'] })
      .getByTestId('point-entry-points'),
  ).toHaveText('−1,000 pts');

  // The payment-options tab: the card, removed after the dialog; focus lands on the tab's heading.
  await page.getByRole('tab', { name: en['menu.paymentOptions'] }).click();
  await expect(page).toHaveURL(/\/my-account\/payment-options\?/);
  const item = page.getByTestId('saved-card');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(cardName);
  await expect(item).toContainText('RIN ABE');
  await narrow();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove ${cardName}` }).click();
  const remove = page.getByRole('dialog', { name: cardTexts['cards.removeTitle'] });
  await expect(remove).toBeVisible();
  await expect(remove.getByRole('button', { name: cardTexts['cards.removeKeep'] })).toBeFocused();
  await expectNoAxeViolations(page);
  await remove.getByRole('button', { name: cardTexts['cards.removeConfirm'] }).click();
  await expect(page.getByText(cardTexts['cards.removed'].replace('{card}', cardName))).toBeVisible();
  await expect(page.getByTestId('saved-cards-empty')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: cardTexts['cards.heading'] })).toBeFocused();
  await expectNoAxeViolations(page);
  // Gone here and from the gateway's vault.
  expect(await server.db.select().from(memberCards).where(eq(memberCards.memberId, member.id))).toEqual([]);
  expect(await server.db.select().from(sandboxVaultCards).where(eq(sandboxVaultCards.id, ref))).toEqual([]);
});
