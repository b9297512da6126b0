import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

// The API server serves dist/ at `/` and replaces `<!--yadori-config-->` in index.html.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The widget runs in hotel guests' browsers; keep to what evergreen browsers of the last years run.
    target: 'es2022',
    reportCompressedSize: true,
  },
});
