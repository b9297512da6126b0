// Compiles the server for `npm start`: src/main.ts and everything of this repository it imports (the
// contract package too, whose exports are TypeScript) into one ES module, dist/main.js, so production
// runs plain JavaScript without a TypeScript loader. npm packages stay imports resolved from
// node_modules at run time: several read their own files beside their code (pdfkit's font metrics,
// the CJK font packages, jsdom), and the native ones cannot be bundled at all.
//
// dist/main.js sits at the depth of src/server-root.ts, which finds every run-time file from there.
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist');

/** Bare imports stay external, except this repository's own workspace packages. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@yadori/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
await rm(outdir, { recursive: true, force: true });
await build({
  // The receipt renderer's worker thread is an entry of its own, started from dist/ beside main.js.
  entryPoints: {
    main: join(root, 'src', 'main.ts'),
    'receipt-render.worker': join(root, 'src', 'features', 'receipts', 'receipt-render.worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // A map file beside the bundle: `node --enable-source-maps` shows stack traces in the TypeScript files.
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
console.log(
  `server: dist/main.js and dist/receipt-render.worker.js in ${Math.round(performance.now() - started)} ms`,
);
