import type { Locale } from '@yadori/contract/locales';
import { LOCALE_TAGS, LOCALES } from '@yadori/contract/locales';
import { TOKYO } from '../apps/server/src/seed/hotels/hanami-tokyo.ts';
import type { Catalog } from '../apps/widget/src/i18n/catalog.ts';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { ja } from '../apps/widget/src/i18n/locales/ja.ts';
import { ko } from '../apps/widget/src/i18n/locales/ko.ts';
import { zh_Hans } from '../apps/widget/src/i18n/locales/zh_Hans.ts';
import { zh_Hant } from '../apps/widget/src/i18n/locales/zh_Hant.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The search screens besides the results list: each language, the brand facility list, the
// cancellation policy page and the room recommender (spec section 2), in a real browser.

const CATALOGS: Record<Locale, Catalog> = { en, ja, ko, zh_Hans, zh_Hant };

function tokyoDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
/** A stay of two nights on the 6th–8th of the month after next (no seeded sold-out night). */
const CHECKIN = (() => {
  const [year, month] = tokyoDate(0).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month + 1, 6)).toISOString().slice(0, 10);
})();
const CHECKOUT = new Date(Date.parse(`${CHECKIN}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
const STAY = `checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2`;

const standardDouble = TOKYO.roomTypes.find((room) => room.code === 'STD-DBL');

test.describe('a search in each language', () => {
  for (const locale of LOCALES) {
    test(`searches in ${locale}`, async ({ page }) => {
      const t = CATALOGS[locale];
      await page.goto(`/booking/result?code=hanami-tokyo&locale=${locale}&${STAY}`);
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAGS[locale]);
      const region = page.getByRole('region', { name: t['results.regionLabel'] });
      await expect(region.getByTestId('room-card').first()).toBeVisible();
      // Room names come from the server in the page language.
      await expect(
        region.getByRole('heading', { level: 2, name: standardDouble?.texts[locale][0], exact: true }),
      ).toBeVisible();
      await expect(region.getByRole('combobox', { name: t['results.sortLabel'] })).toBeVisible();
      // Stay plus flight (decision 021): the hotel's partner search, on Japanese pages only.
      const flight = page.getByRole('link', { name: t['results.stayPlusFlightLink'] });
      if (locale === 'ja')
        await expect(flight).toHaveAttribute(
          'href',
          new RegExp(`checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2&children=0&rooms=1$`),
        );
      else await expect(flight).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('changing the language reloads the results in that language', async ({ page }) => {
    await page.goto(`/booking/result?code=hanami-tokyo&locale=en&${STAY}`);
    const english = page.getByRole('region', { name: en['results.regionLabel'] });
    await expect(
      english.getByRole('heading', { level: 2, name: 'Standard Double', exact: true }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: en['header.languageLabel'] }).selectOption('ja');
    const japanese = page.getByRole('region', { name: ja['results.regionLabel'] });
    await expect(
      japanese.getByRole('heading', { level: 2, name: standardDouble?.texts.ja[0], exact: true }),
    ).toBeVisible();
    await expect(
      japanese.getByRole('heading', { level: 2, name: 'Standard Double', exact: true }),
    ).toHaveCount(0);
  });
});

test.describe('brand facility list', () => {
  test('lists the brand hotels and opens one', async ({ page }) => {
    await page.goto(`/facilities?code=hanami-tokyo&locale=en&${STAY}`);
    await expect(page.getByRole('heading', { level: 1, name: en['facilities.title'] })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${en['facilities.title']} \\| `));
    const list = page.getByRole('region', { name: /Hotels of/ });
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(list.getByText(en['facilities.current'])).toHaveCount(1);
    // Each hotel's lowest total for the stay in the address (JPY in Japan, KRW in Seoul).
    const tokyo = list.getByTestId('facility').filter({ hasText: 'Tokyo' });
    await expect(tokyo.getByTestId('facility-price')).toHaveText(/^From ¥[\d,]+$/);
    const seoul = list.getByTestId('facility').filter({ hasText: 'Seoul' });
    await expect(seoul.getByTestId('facility-price')).toHaveText(/^From ₩[\d,]+$/);
    await expectNoAxeViolations(page);
    await list.getByRole('link', { name: /Kyoto/ }).click();
    await expect(page).toHaveURL(/[?&]code=hanami-kyoto/);
    await expect(page).toHaveURL(/\/booking\/result/);
  });
});

test.describe('cancellation policy page', () => {
  test('shows the hotel policies as fee tables', async ({ page }) => {
    await page.goto('/cancellation-policy?code=hanami-tokyo&locale=en');
    await expect(page.getByRole('heading', { level: 1, name: en['policy.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Standard cancellation policy' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Cancellation fees of Standard cancellation policy' });
    await expect(
      table.getByRole('row', { name: 'On the check-in day until 18:00 80% of the price' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown policy shows the failure title', async ({ page }) => {
    await page.goto('/cancellation-policy?code=hanami-tokyo&locale=en&cancellation_policy_id=999999');
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('room recommender', () => {
  test('recommends room combinations for a party of five and keeps the chosen one', async ({ page }) => {
    await page.goto(
      `/booking/recommender?code=hanami-tokyo&locale=en&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=5`,
    );
    await expect(page.getByRole('heading', { level: 1, name: en['recommender.title'] })).toBeVisible();
    const first = page.getByTestId('recommendation').first();
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page);
    await first.getByRole('button', { name: 'Choose option 1' }).click();
    await expect(page).toHaveURL(/\/booking\/result\?/);
    await expect(page.getByTestId('selection-summary')).toContainText('selected');
  });
});
