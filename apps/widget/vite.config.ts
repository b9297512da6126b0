import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

// The API server serves dist/ at `/` and replaces `<!--yadori-config-->` in index.html.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), precompress()],
  resolve: {
    // React 19 has useSyncExternalStore: wouter's shim for older React is left out of the bundle.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${import.meta.dirname}/src/lib/use-sync-external-store-shim.ts`,
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The widget runs in hotel guests' browsers; keep to what evergreen browsers of the last years run.
    target: 'es2022',
    reportCompressedSize: true,
  },
});
