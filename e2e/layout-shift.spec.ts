import type { Page } from '@playwright/test';
import { stayOn } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// Nothing the guest sees moves while the start page and the results page load (issue 15: CLS 0 in
// Lighthouse): the browser's own layout-shift entries, summed as CLS sums them, on a phone-sized
// screen as Lighthouse's mobile run uses. Shifts, not time: a slow machine only makes them likelier.

test.use({ viewport: { width: 412, height: 823 }, locale: 'en-US' });

async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return node && 'className' in node ? `${node.tagName}.${String(node.className)}` : String(node);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settledShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  await page.waitForLoadState('networkidle');
  // Lazy pictures decode after network idle: give the layout a frame or two to take them in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
}

test('the start page does not shift while it loads', async ({ page }) => {
  await watchShifts(page);
  await page.goto('/?code=hanami-tokyo');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('yadori-spinner')).toHaveCount(0);
  const shifts = await settledShifts(page);
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
});

test('the results page does not shift while the rooms and their pictures load', async ({ page }) => {
  await watchShifts(page);
  const { checkin, checkout } = stayOn(5, 0);
  await page.goto(
    `/booking/result?code=hanami-tokyo&checkin=${checkin}&checkout=${checkout}&adults=2&room_count=1`,
  );
  await expect(page.getByTestId('room-card').first()).toBeVisible();
  // The first room's picture is on screen and has loaded: its space was kept for it.
  const picture = page.getByTestId('room-card').first().locator('img.result-image').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const shifts = await settledShifts(page);
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
});
