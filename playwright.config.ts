import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (`npx playwright install` cannot work on these machines).
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
process.env.TZ = 'UTC';

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties outputDir when it starts; keep it away from the other reports in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
