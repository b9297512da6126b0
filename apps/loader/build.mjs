// Builds dist/embed.js: one minified IIFE with no runtime dependencies, held to a gzip budget.
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET_BYTES = 2048;
const root = dirname(fileURLToPath(import.meta.url));
const outfile = join(root, 'dist', 'embed.js');

await mkdir(dirname(outfile), { recursive: true });
await build({
  entryPoints: [join(root, 'src', 'embed.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2018',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
  // The root tsconfig's strict mode would add "use strict"; the loader's code does not depend on it.
  tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
});

const bytes = await readFile(outfile);
const gzipped = gzipSync(bytes, { level: 9 }).length;
const line = `embed.js: ${bytes.length} B, ${gzipped} B gzipped (budget ${BUDGET_BYTES} B)`;
if (gzipped > BUDGET_BYTES) {
  console.error(`${line} — over budget`);
  process.exit(1);
}
console.log(line);
