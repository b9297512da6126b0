import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases.ts';
import { precompress } from './precompress.ts';

// The API server serves dist/ at `/` and replaces `<!--yadori-config-->` in index.html.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), precompress()],
  // React's API on Preact's runtime (decision 047), without wouter's useSyncExternalStore shim.
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The widget runs in hotel guests' browsers; keep to what evergreen browsers of the last years run.
    target: 'es2022',
    reportCompressedSize: true,
    // The results page's JavaScript budget (e2e/page-weight.spec.ts, decision 033): fewer, fuller chunks.
    // Modules only move between chunks — none is copied, so module state (stores, navigation) stays one.
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // src/shared's small helpers (dates, money, remote data, address links) and the contract's
              // rules: one chunk for the screens that use them rather than a 200-500 B chunk each. Their
              // own imports stay where they are (React, the API client: in the entry chunk). The points
              // arithmetic only the payment step uses stays with it, off the results page.
              name: 'shared',
              test: /(apps[\\/]widget[\\/]src[\\/]shared[\\/][\w-]+|packages[\\/]contract[\\/]src[\\/](?!point-spending\.)[\w.-]+\.rules)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              // What main.tsx imports statically loads on every page anyway: all of it in the entry
              // chunk, where React and the i18n hook otherwise went to a chunk of their own.
              name: 'index',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});
