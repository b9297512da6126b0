import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from '../widget/preact-aliases.ts';
import { precompress } from '../widget/precompress.ts';

// The staff console (decision 058): its own entry, served by the API server at /admin.
// React's API on Preact's runtime, like the widget (decision 047).
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
  },
});
