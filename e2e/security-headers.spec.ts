import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { TEST_CARDS } from '../apps/server/src/features/payments/sandbox/card-rules.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { addRoom, answerChallenge, fillCard, stayOn } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// The widget's Content-Security-Policy as a browser enforces it: a hotel's own site may frame the
// widget and another may not, and a whole card booking with 3-D Secure runs without one violation.

test.describe.configure({ timeout: 60_000 });

const FRAMED_CODE = 'csp-framed';

/** This server under another name: a different origin, still on this machine (Chromium refuses a public page framing a local server). */
const otherOrigin = (baseURL: string) => baseURL.replace('127.0.0.1', 'localhost');

/**
 * Every CSP violation the browser reports for the page and its frames, and every alert. The demo
 * hotels' header and footer HTML carry an onerror/onclick attack on purpose; the server removes it
 * before the widget sees it (decision 039), so no inline handler is ever refused and no alert opens.
 */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) violations.push(text);
  });
  page.on('dialog', (dialog) => {
    violations.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return violations;
}

/** A page of the other origin that frames `widgetUrl`. */
async function frameFromOtherOrigin(page: Page, baseURL: string, widgetUrl: string): Promise<void> {
  await page.goto(`${otherOrigin(baseURL)}/healthz`);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.title = 'Hotel booking';
    frame.src = src;
    document.body.append(frame);
  }, widgetUrl);
}

test.describe('frame-ancestors of the widget', () => {
  test.beforeAll(async ({ server }) => {
    // A hotel whose own site is the other origin: a copy of Hanami Tokyo under its own code.
    await server.db.execute(sql`
      insert into hotels (id, brand_id, code, name, name_translations, time_zone, locale, currency, settings)
      select 900, brand_id, ${FRAMED_CODE}, name, name_translations, time_zone, locale, currency,
             jsonb_set(settings, '{embed_origins}', ${JSON.stringify([otherOrigin(server.url)])}::jsonb)
        from hotels where code = 'hanami-tokyo'
      on conflict (id) do nothing`);
  });

  test('the hotel’s own site shows the widget in its frame', async ({ page, baseURL }) => {
    const violations = collectViolations(page);
    await frameFromOtherOrigin(page, baseURL!, `${baseURL}/?code=${FRAMED_CODE}&locale=en`);
    await expect(page.frameLocator('iframe').getByRole('main')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the site of another hotel gets no widget in its frame', async ({ page, baseURL }) => {
    const violations = collectViolations(page);
    await frameFromOtherOrigin(page, baseURL!, `${baseURL}/?code=hanami-tokyo&locale=en`);
    await expect.poll(() => violations.some((v) => v.includes('frame-ancestors'))).toBe(true);
    await expect(page.frameLocator('iframe').getByRole('main')).toHaveCount(0);
    expect(page.frames().some((frame) => frame.url().startsWith(`${baseURL}`))).toBe(false);
  });
});

test('a card booking with 3-D Secure runs under the CSP without one violation', async ({ page }) => {
  const violations = collectViolations(page);
  const { checkin, checkout } = stayOn(6, 3);
  await page.goto(
    `/booking/result?code=hanami-tokyo&locale=en&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  await addRoom(page, 'Standard Double', 'Room only');
  await page.getByRole('link', { name: en['results.continue'] }).click();
  const guest = page.getByRole('region', { name: en['guestDetail.guestSection'] });
  const box = (name: string) => guest.getByRole('textbox', { name, exact: true });
  await box(en['guestDetail.firstName']).fill('Hanako');
  await box(en['guestDetail.lastName']).fill('Yamada');
  await box(en['guestDetail.email']).fill('hanako@example.com');
  await box(en['guestDetail.emailConfirmation']).fill('hanako@example.com');
  await box(en['guestDetail.phone']).fill('+81312345678');
  await page.getByRole('checkbox', { name: en['guestDetail.terms'] }).check();
  await page.getByRole('button', { name: en['guestDetail.continue'] }).click();
  await page.getByRole('radio', { name: en['payment.methodCard'] }).check();
  const challengeCard = TEST_CARDS.find((c) => c.behaviour.kind === 'challenge')!.number;
  await fillCard(page, { number: challengeCard });
  await page.getByRole('button', { name: /^Book and pay/ }).click();
  await answerChallenge(page, 'complete');
  await expect(page.getByRole('heading', { level: 1, name: en['confirmation.heading'] })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the demo site’s embedded widget runs without one violation', async ({ page }) => {
  const violations = collectViolations(page);
  await page.goto('/demo/');
  await expect(page.frameLocator('#yadori-booking iframe').getByRole('main')).toBeVisible();
  await expect(page.frameLocator('#yadori-booking iframe').getByRole('contentinfo').first()).toBeVisible();
  expect(violations).toEqual([]);
});
