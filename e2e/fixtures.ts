import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startTestServer } from '../apps/server/src/testing/test-app.ts';

// One real server per Playwright worker, in-process: the app on its own migrated and seeded in-memory
// PGlite (PostgreSQL when the server's test helper is asked for it), listening on 127.0.0.1 with a
// free port. Tests get its address as `baseURL`, so `page.goto('/demo/')` reaches it.

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

const BUILT = [
  join(import.meta.dirname, '..', 'apps', 'widget', 'dist', 'index.html'),
  join(import.meta.dirname, '..', 'apps', 'loader', 'dist', 'embed.js'),
  join(import.meta.dirname, '..', 'apps', 'console', 'dist', 'index.html'),
];

export const test = base.extend<object, { server: TestServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const missing = BUILT.filter((file) => !existsSync(file));
      if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}. Run npm run build first.`);
      // Browser tests load many pages from one address; the rate limiter has its own tests. Webhooks
      // go to receivers the tests start on 127.0.0.1, their secrets sealed under a STAFF_SECRET.
      const server = await startTestServer({
        config: {
          rateLimit: { perMinute: 100_000, store: 'memory' },
          staffSecret: 'e2e-staff-secret-0123456789abcdefghij',
          webhooks: { allowPrivateUrls: true, pollIntervalMs: 2000, maxAttempts: 12 },
        },
      });
      try {
        await use(server);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
