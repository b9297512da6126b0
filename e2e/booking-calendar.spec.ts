import type { Page } from '@playwright/test';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The search form on the results page in a real browser against the seeded server (W1, issue 3):
// the calendar's keyboard use, per-day prices from /rooms/availability, sold-out days in text, and
// the search it sends. Seed fact (apps/server/src/seed/demo-rooms-facts.ts): hanami-tokyo is full on
// the 15th of every month.

function tokyoDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The `day`th of the month after next in Tokyo: inside the seeded year, never today. */
function dayOfMonthAfterNext(day: number): string {
  const [year, month] = tokyoDate(0).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month + 1, day)).toISOString().slice(0, 10);
}

const CHECKIN = dayOfMonthAfterNext(6);
const CHECKOUT = dayOfMonthAfterNext(8);
const slash = (date: string) => date.replaceAll('-', '/');
const datesButton = (page: Page) => page.getByRole('button', { name: new RegExp(`${slash(CHECKIN)}`) });

test.describe('search form calendar', () => {
  test('at 320 px: prices per day, sold-out days in text, dates chosen with the keyboard', async ({
    page,
  }) => {
    // A long flow (every step checked with axe): room for a slow CI machine, as the other long flows have.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(
      `/booking/result?code=hanami-tokyo&locale=en&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2`,
    );
    // On a phone the searched form is folded into its summary line.
    await page.getByRole('button', { name: en['searchForm.change'] }).click();
    await datesButton(page).click();
    const dialog = page.getByRole('dialog', { name: en['searchForm.calendarTitle'] });
    await expect(dialog).toBeVisible();
    // The check-in day has focus; the 15th of that month is sold out and says so.
    await expect(page.locator(':focus')).toHaveAttribute('data-date', CHECKIN);
    const fifteenth = dialog.locator(`[data-date="${dayOfMonthAfterNext(15)}"]`);
    await expect(fifteenth).toHaveAttribute('aria-label', /Sold out$/);
    await expect(fifteenth).toHaveText(/Full/);
    await expect(fifteenth).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.locator(`[data-date="${dayOfMonthAfterNext(7)}"]`)).toHaveAttribute(
      'aria-label',
      /from ¥[\d,]+$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: en['searchForm.submit'], exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`checkin=${dayOfMonthAfterNext(7)}&checkout=${dayOfMonthAfterNext(9)}&.*adults=2`),
    );
  });

  test('in hash navigation mode the search keeps the address style (Yamabuki Ryokan)', async ({ page }) => {
    await page.goto(
      `/?code=yamabuki-ryokan&locale=en&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2#/booking/result`,
    );
    await page.getByRole('button', { name: 'Add one: Adults, Room 1' }).click();
    await page.getByRole('button', { name: en['searchForm.submit'], exact: true }).click();
    await expect(page).toHaveURL(/adults=3.*#\/booking\/result$/);
    await expect(page.getByRole('status', { name: 'Adults: 3' })).toBeVisible();
  });

  test('in Japanese on a wide screen, a refused search says why and sends nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const far = tokyoDate(800);
    await page.goto(`/booking/result?code=hanami-tokyo&locale=ja&checkin=${far}&checkout=${tokyoDate(801)}`);
    const before = page.url();
    await page.getByRole('button', { name: ja['searchForm.submit'], exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: ja['searchForm.errorsHeading'] })).toContainText(
      '予約は本日から',
    );
    expect(page.url()).toBe(before);
    await expectNoAxeViolations(page);
  });
});
