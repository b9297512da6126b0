import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distPath, gzipSize, RESULTS_PAGE_BUDGET } from '../bench/report.ts';
import { stayOn } from './booking-kit.ts';
import { expect, test } from './fixtures.ts';

// The widget's JavaScript budget as a failing check (issue 12): what a browser loads for the results
// page, every script of the widget's origin until the results are shown and the network is idle,
// sized as `npm run bench` sizes it (gzip -9 of the built files). Bytes, not time: this cannot flake
// on a busy machine. The budget is bench/report.ts's RESULTS_PAGE_BUDGET (50 KiB, decisions 047 and 061).

const WIDGET_DIST = join(import.meta.dirname, '..', 'apps', 'widget', 'dist');

test(`the results page loads at most ${RESULTS_PAGE_BUDGET / 1024} KiB of gzipped JavaScript`, async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (address.pathname.endsWith('.js') && !scripts.includes(address.pathname))
      scripts.push(address.pathname);
  });
  const { checkin, checkout } = stayOn(5, 0);
  await page.goto(
    `/booking/result?code=hanami-tokyo&checkin=${checkin}&checkout=${checkout}&adults=2&room_count=1`,
  );
  await expect(page.getByTestId('room-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sizes = scripts.map((script) => ({
    script,
    bytes: gzipSize(readFileSync(join(WIDGET_DIST, distPath(script)))),
  }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  // The screen's own chunk and the language catalog are among them: a measurement that missed the
  // lazy chunks would pass for the wrong reason.
  expect(scripts.some((script) => script.includes('search-results-screen'))).toBe(true);
  expect(scripts.some((script) => /\/en\.core-[\w-]+\.js$/.test(script))).toBe(true);
  // Only the active language's first catalog part: not the booking flow's texts, not another language.
  expect(scripts.filter((script) => /\/(en|ja|ko|zh_Hans|zh_Hant)[.-]/.test(script))).toEqual([
    expect.stringMatching(/\/en\.core-[\w-]+\.js$/),
  ]);
  const report = `${(total / 1024).toFixed(1)} KiB (${total} B):\n${sizes.map((s) => `${s.script} ${s.bytes}`).join('\n')}`;
  // Printed on success too, so a change's effect on the budget can be read without failing it.
  test.info().annotations.push({ type: 'page weight', description: report });
  expect(total, report).toBeLessThanOrEqual(RESULTS_PAGE_BUDGET);
});
