import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite. TZ=UTC is pinned in scripts/test.mjs and here.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/loader/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'widget',
          environment: 'jsdom',
          include: ['apps/widget/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
