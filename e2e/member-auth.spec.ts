import type { Page } from '@playwright/test';
import { and, desc, eq, like } from 'drizzle-orm';
import { mailOutbox } from '../apps/server/src/db/tables/mail-outbox.table.ts';
import { en } from '../apps/widget/src/features/member-auth/texts/en.ts';
import { ja } from '../apps/widget/src/features/member-auth/texts/ja.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// Member sign-up, confirmation, sign-in, sign-out and password reset in the browser against the real
// server (issue 13): the mailed links are read from the outbox after the mail jobs ran. Axe on every
// member screen; the flow runs at 320 px. The five languages are proven by the section parity test
// (features/member-auth/texts.test.ts); one screen is checked here in Japanese.

const EMAIL = 'aiko.sato@example.com';
const PASSWORD = 'Hanami#2026';
const NEW_PASSWORD = 'Sakura#2027';

/** The newest mail of `kind` to `to` (after running the due mail jobs): its widget link, relative. */
async function mailedLink(server: TestServer, to: string, kind: string, route: string): Promise<string> {
  await server.app.runDueJobs(new Date());
  const rows = await server.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.kind, `%${kind}`)))
    .orderBy(desc(mailOutbox.id));
  const body = rows[0]?.textBody ?? '';
  const found = body.match(new RegExp(`https?://[^\\s"<>]+/${route}\\?[^\\s"<>]+`))?.[0];
  if (!found) throw new Error(`no ${route} link in the ${kind} mail to ${to}`);
  const link = new URL(found);
  return `${link.pathname}${link.search}`;
}

// A whole account flow with axe on every screen and argon2id on the server: longer than one booking
// step, so these tests get the time a full flow needs on a busy 2-core machine (no retries).
test.describe.configure({ timeout: 120_000 });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

test.describe
  .serial('a member signs up, confirms, signs in and out, and resets the password', () => {
    test.use({ viewport: { width: 320, height: 720 } });

    test('sign up → confirmation link from the outbox → sign in → the header shows the member → sign out', async ({
      page,
      server,
    }) => {
      await page.goto('/sign-up?code=hanami-tokyo&locale=en');
      await expect(heading(page, en['signUp.title'])).toBeVisible();
      await expectNoAxeViolations(page);

      // Nothing filled: the spec's sentences in a summary that takes focus.
      await page.getByRole('button', { name: en['signUp.continue'] }).click();
      const summary = page.getByRole('alert').filter({ hasText: en['form.terms'] });
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(en['form.required']);
      await expectNoAxeViolations(page);

      await field(page, en['field.firstName']).fill('Aiko');
      await field(page, en['field.lastName']).fill('Sato');
      await field(page, en['field.email']).fill(EMAIL);
      await field(page, en['field.emailConfirmation']).fill(EMAIL);
      await field(page, en['field.password']).fill(PASSWORD);
      await field(page, en['field.passwordConfirmation']).fill(PASSWORD);
      await page.getByRole('checkbox', { name: new RegExp(`^${en['field.terms']}`) }).check();
      await page.getByRole('button', { name: en['signUp.continue'] }).click();

      await expect(heading(page, en['signUpResult.title'])).toBeVisible();
      await expect(page.getByText(EMAIL)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: en['signUpResult.register'] }).click();

      await expect(heading(page, en['signUpDone.title'])).toBeVisible();
      await expect(page.getByRole('status')).toContainText(EMAIL);
      await expectNoAxeViolations(page);

      await page.goto(await mailedLink(server, EMAIL, 'confirm_sign_up', 'member-confirmation'));
      await expect(heading(page, en['confirm.title'])).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(en['confirm.done']);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: en['signIn.submit'] }).click();

      await expect(heading(page, en['signIn.title'])).toBeVisible();
      await expectNoAxeViolations(page);
      await field(page, en['field.email']).fill(EMAIL);
      await field(page, en['field.password']).fill('Wrong#2026');
      await page.getByRole('button', { name: en['signIn.submit'] }).click();
      await expect(page.getByTestId('member-auth-alert')).toHaveText(en['signIn.failed']);
      await field(page, en['field.password']).fill(PASSWORD);
      await page.getByRole('button', { name: en['signIn.submit'] }).click();

      // Signed in: back to search, the member in the header, the session kept for the brand.
      await expect(page).toHaveURL(/\/booking\/result/);
      await expect(page.getByTestId('header-member')).toHaveText('Aiko Sato');
      const stored = await page.evaluate(() => localStorage.getItem('tripla_login_token_1'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({
        session: expect.any(String),
        refresh_token: expect.any(String),
      });

      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Sign out' }).click();
      await expect(page.getByRole('status')).toHaveText(en['signOut.done']);
      await expectNoAxeViolations(page);
      await expect(page.getByTestId('header-member')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('tripla_login_token_1'))).toBeNull();
    });

    test('forgot password → reset link from the outbox → sign in with the new password', async ({
      page,
      server,
    }) => {
      await page.goto('/forgot-password?code=hanami-tokyo&locale=en');
      await expect(heading(page, en['forgot.title'])).toBeVisible();
      await expectNoAxeViolations(page);
      await field(page, en['field.email']).fill('nobody@example.com');
      await page.getByRole('button', { name: en['forgot.submit'] }).click();
      await expect(page.getByTestId('member-auth-alert')).toHaveText(en['forgot.noUser']);
      await field(page, en['field.email']).fill(EMAIL);
      await page.getByRole('button', { name: en['forgot.submit'] }).click();
      await expect(page.getByRole('status')).toContainText(EMAIL);

      await page.goto(await mailedLink(server, EMAIL, 'reset_password', 'change-password'));
      await expect(heading(page, en['change.title'])).toBeVisible();
      await expectNoAxeViolations(page);
      // The password of the sign-up is refused as recently used (1302).
      await field(page, en['change.password']).fill(PASSWORD);
      await field(page, en['change.confirmation']).fill(PASSWORD);
      await page.getByRole('button', { name: en['change.submit'] }).click();
      await expect(page.getByText(en['change.used'])).toBeVisible();
      await field(page, en['change.password']).fill(NEW_PASSWORD);
      await field(page, en['change.confirmation']).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: en['change.submit'] }).click();
      await expect(page.getByRole('status')).toHaveText(en['change.done']);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: en['signIn.submit'] }).click();
      await expect(heading(page, en['signIn.title'])).toBeVisible();
      await field(page, en['field.email']).fill(EMAIL);
      await field(page, en['field.password']).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: en['signIn.submit'] }).click();
      await expect(page.getByTestId('header-member')).toHaveText('Aiko Sato');
    });
  });

test('the chat variants show a header with only a close button, on white', async ({ page }) => {
  await page.goto('/chat-sign-in?code=hanami-tokyo&locale=en');
  await expect(heading(page, en['signIn.title'])).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button')).toHaveCount(1);
  await expect(banner.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(banner.getByRole('combobox')).toHaveCount(0);
  expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: en['signIn.signUp'] }).click();
  await expect(page).toHaveURL(/\/chat-sign-up\?/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: en['signUp.withEmail'] }).click();
  await expect(page).toHaveURL(/\/chat-sign-up-form\?/);
  await expect(heading(page, en['signUp.title'])).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button')).toHaveCount(1);
});

test('the sign-in and resend screens in Japanese', async ({ page }) => {
  await page.goto('/sign-in?code=hanami-tokyo&locale=ja');
  await expect(heading(page, ja['signIn.title'])).toBeVisible();
  await expect(field(page, ja['field.email'])).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${ja['signIn.title']}`));
  await page.getByRole('button', { name: ja['signIn.submit'] }).click();
  await expect(field(page, ja['field.email'])).toBeFocused();
  await expect(page.getByText(ja['form.required']).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: ja['signIn.resend'] }).click();
  await expect(heading(page, ja['resend.title'])).toBeVisible();
  await field(page, ja['field.email']).fill('nobody@example.com');
  await page.getByRole('button', { name: ja['resend.submit'] }).click();
  await expect(page.getByTestId('member-auth-alert')).toHaveText(ja['resend.unregistered']);
  await expectNoAxeViolations(page);
});
