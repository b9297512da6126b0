import type { Page } from '@playwright/test';
import { en } from '../apps/widget/src/i18n/locales/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// The results page in a real browser against the seeded server (spec sections 2–5, issue 3).
// Seed facts (apps/server/src/seed/demo-rooms-facts.ts): hanami-tokyo is full on the 15th of every
// month; the suite has one room; filter 102 (Smoking) matches only the Smoking Double.

const TOKYO_TZ = 'Asia/Tokyo';

/** `YYYY-MM-DD` of the hotel's today plus `days`. */
function tokyoDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TOKYO_TZ }).format(new Date());
  const ms = Date.parse(`${today}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The `day`th of the month after next in Tokyo (always inside the seeded year, never "today"). */
function dayOfMonthAfterNext(day: number): string {
  const [year, month] = tokyoDate(0).split('-').map(Number) as [number, number];
  const target = new Date(Date.UTC(year, month + 1, day));
  return target.toISOString().slice(0, 10);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A weekday stay of two nights away from the seeded sold-out and closed nights. */
const CHECKIN = dayOfMonthAfterNext(6);
const CHECKOUT = addDays(CHECKIN, 2);
const SEARCH = `/booking/result?code=hanami-tokyo&locale=en&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2`;

const results = (page: Page) => page.getByRole('region', { name: en['results.regionLabel'] });
const roomCards = (page: Page) => results(page).getByTestId('room-card');

/** Money as shown (¥12,345) to a number. */
const yen = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

async function cheapestPerRoom(page: Page): Promise<number[]> {
  const cards = await roomCards(page).all();
  const prices: number[] = [];
  for (const card of cards) {
    const totals = await card.getByTestId('offer-total').allTextContents();
    prices.push(Math.min(...totals.map(yen)));
  }
  return prices;
}

test.describe('search results', () => {
  test('a 2-night 2-adult search shows rooms with tax-inclusive prices', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(roomCards(page).first()).toBeVisible();
    expect(await roomCards(page).count()).toBeGreaterThan(2);
    const first = roomCards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(first.getByTestId('offer-total').first()).toHaveText(/^¥[\d,]+$/);
    await expect(first.getByText(/^incl\. tax ¥[\d,]+$/).first()).toBeVisible();
    await expect(first.getByText('Nights: 2').first()).toBeVisible();
    await expect(first.getByRole('img').first()).toHaveAttribute('alt', /.+/);
    await expect(first.getByRole('link', { name: /Cancellation policy/ }).first()).toBeVisible();
    // Default order: cheapest first.
    const prices = await cheapestPerRoom(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expectNoAxeViolations(page);
  });

  test('the plans view lists plans with their rooms', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(roomCards(page).first()).toBeVisible();
    await results(page).getByRole('radio', { name: en['results.viewPlans'] }).check();
    const plans = results(page).getByTestId('plan-card');
    await expect(plans.first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]type=plan/);
    await expect(plans.first().getByRole('heading', { level: 3 }).first()).not.toBeEmpty();
    await expect(plans.first().getByTestId('offer-total').first()).toHaveText(/^¥[\d,]+$/);
    await expectNoAxeViolations(page);
  });

  test('sorting by price high to low reverses the order', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(roomCards(page).first()).toBeVisible();
    const ascending = await cheapestPerRoom(page);
    await results(page)
      .getByRole('combobox', { name: en['results.sortLabel'] })
      .selectOption('price_high_to_low');
    await expect(page).toHaveURL(/[?&]order=price_high_to_low/);
    await expect.poll(() => cheapestPerRoom(page)).toEqual([...ascending].sort((a, b) => b - a));
  });

  test('a room filter narrows the rooms and can be cleared', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(roomCards(page).first()).toBeVisible();
    const all = await roomCards(page).count();
    await results(page).getByRole('checkbox', { name: 'Smoking', exact: true }).check();
    await expect(page).toHaveURL(/[?&]filter=102/);
    await expect(roomCards(page)).toHaveCount(1);
    await expect(roomCards(page).first().getByRole('heading', { level: 2 })).toHaveText('Smoking Double');
    await results(page).getByRole('checkbox', { name: 'Smoking', exact: true }).uncheck();
    await expect(roomCards(page)).toHaveCount(all);
  });

  test('the room stepper changes by one, stops at the rooms left and never goes below 0', async ({
    page,
  }) => {
    await page.goto(SEARCH);
    const suite = roomCards(page).filter({
      has: page.getByRole('heading', { level: 2, name: 'Hanami Suite' }),
    });
    await expect(suite).toBeVisible();
    await expect(suite.getByText('Rooms left: 1')).toBeVisible();
    const offer = suite.getByTestId('offer').first();
    const add = offer.getByRole('button', { name: /^Add a room: Hanami Suite/ });
    const remove = offer.getByRole('button', { name: /^Remove a room: Hanami Suite/ });
    await expect(remove).toBeDisabled();
    await add.click();
    await expect(offer.getByRole('status')).toHaveText('1 room');
    await expect(add).toBeDisabled();
    await expect(page.getByTestId('selection-summary')).toContainText('1 room selected');
    await remove.click();
    await expect(offer.getByRole('status')).toHaveText('0 rooms');
    await expect(remove).toBeDisabled();
    await expect(page.getByTestId('selection-summary')).toHaveCount(0);
  });

  test('a two-room search gives each chosen room one searched party, and "+" says why when off (decision 026)', async ({
    page,
  }) => {
    const parties = JSON.stringify([{ adults: 2 }, { adults: 2, kids_tiers: ['A'] }]);
    await page.goto(SEARCH.replace('&adults=2', `&rooms=${encodeURIComponent(parties)}`));
    const double = roomCards(page).filter({
      has: page.getByRole('heading', { level: 2, name: 'Standard Double' }),
    });
    const couple = double
      .getByRole('button', { name: /^Add a room: Standard Double, .+, 2 adults$/ })
      .first();
    const family = double
      .getByRole('button', { name: /^Add a room: Standard Double, .+, 2 adults and 1 child$/ })
      .first();
    await couple.click();
    await expect(couple).toBeDisabled();
    const reason = page.locator(`[id="${await couple.getAttribute('aria-describedby')}"]`);
    await expect(reason).toHaveText(
      'A room for 2 adults is chosen already. Still to choose: a room for 2 adults and 1 child.',
    );
    await expect(reason).toBeVisible();
    await family.click();
    await expect(family).toBeDisabled();
    await expect(page.getByTestId('selection-summary')).toContainText('2 rooms selected');
    await expect(results(page).getByRole('button', { name: /^Add a room/, disabled: false })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a sold-out night offers the next available date and searches from it', async ({ page }) => {
    const full = dayOfMonthAfterNext(15);
    await page.goto(
      `/booking/result?code=hanami-tokyo&locale=en&checkin=${full}&checkout=${addDays(full, 1)}&adults=2`,
    );
    const next = addDays(full, 1).replaceAll('-', '/');
    await expect(results(page).getByText(`The nearest date with rooms available is ${next}.`)).toBeVisible();
    await expect(results(page).getByText(en['results.empty'])).toBeVisible();
    await expectNoAxeViolations(page);
    await results(page)
      .getByRole('link', { name: `Search from ${next}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]checkin=${addDays(full, 1)}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]checkout=${addDays(full, 2)}(&|$)`));
    await expect(roomCards(page).first()).toBeVisible();
  });

  test('a stay beyond the reservable period shows the server message in the results (1903)', async ({
    page,
  }) => {
    const far = tokyoDate(800);
    await page.goto(
      `/booking/result?code=hanami-tokyo&locale=en&checkin=${far}&checkout=${addDays(far, 1)}&adults=2`,
    );
    const alert = results(page).getByRole('alert');
    await expect(alert).toContainText('Reservations can be made up to 12 months from today.');
    await expect(roomCards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the cancellation policy link opens the policy table', async ({ page }) => {
    await page.goto(SEARCH);
    await roomCards(page)
      .first()
      .getByRole('link', { name: /Cancellation policy/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cancellation-policy\?.*cancellation_policy_id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: en['policy.title'] })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('row', { name: /No-show/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: en['policy.back'] }).click();
    await expect(page).toHaveURL(/\/booking\/result\?/);
    await expect(page).not.toHaveURL(/cancellation_policy_id/);
    await expect(roomCards(page).first()).toBeVisible();
  });

  test('a reload within the saved browsing state keeps the chosen rooms', async ({ page }) => {
    await page.goto(SEARCH);
    await roomCards(page)
      .first()
      .getByRole('button', { name: /^Add a room/ })
      .first()
      .click();
    await expect(page.getByTestId('selection-summary')).toContainText('1 room selected');
    await page.reload();
    await expect(page.getByTestId('selection-summary')).toContainText('1 room selected');
    await expect(roomCards(page).first().getByTestId('offer').first().getByRole('status')).toHaveText(
      '1 room',
    );
  });

  test('works in hash navigation mode, opening in the hotel plan view (Yamabuki Ryokan)', async ({
    page,
  }) => {
    const checkin = dayOfMonthAfterNext(9);
    await page.goto(
      `/?code=yamabuki-ryokan&locale=en&checkin=${checkin}&checkout=${addDays(checkin, 2)}&adults=2#/booking/result`,
    );
    // The ryokan's search type is hotel_plan: plans come first.
    await expect(results(page).getByTestId('plan-card').first()).toBeVisible();
    await expect(results(page).getByRole('radio', { name: en['results.viewPlans'] })).toBeChecked();
    await results(page).getByRole('radio', { name: en['results.viewRooms'] }).check();
    await expect(page).toHaveURL(/type=rooms.*#\/booking\/result$/);
    await expect(roomCards(page).first()).toBeVisible();
    await results(page)
      .getByRole('combobox', { name: en['results.sortLabel'] })
      .selectOption('price_high_to_low');
    await expect(page).toHaveURL(/order=price_high_to_low.*#\/booking\/result$/);
    const prices = await cheapestPerRoom(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone, 390 px wide', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('after a search the form is one line: the results start on the first screen', async ({ page }) => {
      await page.goto(SEARCH);
      const summary = page.getByTestId('search-summary');
      await expect(summary).toContainText(
        `${CHECKIN.replaceAll('-', '/')} – ${CHECKOUT.replaceAll('-', '/')} · 2 nights · 2 adults · 1 room`,
      );
      const search = page.getByRole('button', { name: en['searchForm.submit'], exact: true });
      await expect(search).toBeHidden();
      await expect(roomCards(page).first()).toBeVisible();
      const first = await roomCards(page).first().boundingBox();
      expect(first?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
      await summary.getByRole('button', { name: en['searchForm.change'] }).click();
      await expect(search).toBeVisible();
      await expect(summary).toBeHidden();
      await expectNoAxeViolations(page);
    });

    test('the logo is whole, not cut off ("Hanami Hotels & Resor")', async ({ page }) => {
      await page.goto(SEARCH);
      const logo = page.locator('.site-header__logo');
      await expect(logo).toBeVisible();
      const fit = await logo.evaluate((img: HTMLImageElement) => {
        // The image's own drawing: the name's text must end inside its width.
        const host = document.createElement('div');
        host.innerHTML = decodeURIComponent(img.src.replace(/^data:image\/svg\+xml,/, ''));
        document.body.append(host);
        const svg = host.querySelector('svg') as SVGSVGElement;
        const textEnd = Math.max(
          ...[...svg.querySelectorAll('text')].map((text) => {
            const box = text.getBBox();
            return box.x + box.width;
          }),
        );
        const width = svg.viewBox.baseVal.width;
        host.remove();
        const shown = img.getBoundingClientRect();
        const header = (img.closest('header') as HTMLElement).getBoundingClientRect();
        return { textEnd, width, inHeader: shown.left >= header.left && shown.right <= header.right };
      });
      expect(fit.textEnd).toBeLessThanOrEqual(fit.width);
      expect(fit.inHeader).toBe(true);
    });

    test("Kyoto's own header keeps its links apart", async ({ page }) => {
      await page.goto(SEARCH.replace('hanami-tokyo', 'hanami-kyoto'));
      const links = page.locator('.site-header__custom a');
      await expect(links).toHaveCount(2);
      const [a, b] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
      if (!a || !b) throw new Error('header links not laid out');
      const sameLine = Math.abs(a.y - b.y) < a.height / 2;
      // Side by side with a gap, or the second on a line of its own.
      if (sameLine) expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(8);
      else expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
    });
  });

  test('on a wide screen the whole form stays open after a search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(SEARCH);
    await expect(page.getByRole('button', { name: en['searchForm.submit'], exact: true })).toBeVisible();
    await expect(page.getByTestId('search-summary')).toBeHidden();
  });

  test.describe('at 320 px wide', () => {
    test.use({ viewport: { width: 320, height: 640 } });
    test('the results fit without sideways scrolling', async ({ page }) => {
      await page.goto(SEARCH);
      await expect(roomCards(page).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const add = roomCards(page)
        .first()
        .getByRole('button', { name: /^Add a room/ })
        .first();
      const box = await add.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
      await expectNoAxeViolations(page);
    });
  });
});
