import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/widget/preact-aliases.ts';

// One runner for every unit and integration suite. TZ=UTC is pinned in scripts/test.mjs and here.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the machine's cores: one worker on CI's two, which
    // left a core idle while PGlite (single-threaded WebAssembly) kept the other busy.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/loader/src/**/*.test.ts',
            'apps/console/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The server's files share one module graph per worker instead of loading the whole app
          // (Fastify, Drizzle, PGlite's WebAssembly) again for each of some 250 files: the suite ran in
          // a third of the time. Nothing here mocks modules; each file builds its own app and database.
          isolate: false,
        },
      },
      {
        // The widget's tests run on the runtime that ships: Preact behind React's names (decision 047).
        // Testing Library's ES module build and wouter are inlined so their own imports of react and react-dom take the
        // aliases too (its CommonJS build would require React DOM past them).
        resolve: {
          alias: [
            ...preactAliases,
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'widget',
          environment: 'jsdom',
          include: ['apps/widget/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/widget/src/test/preact-setup.ts'],
          server: { deps: { inline: ['@testing-library/react', 'wouter'] } },
        },
      },
    ],
  },
});
