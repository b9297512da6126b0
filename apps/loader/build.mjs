// Builds dist/embed.js (the loader) and dist/chatbot.js (the chatbot launcher, decision 061): each one
// minified IIFE with no runtime dependencies, each held to its own gzip budget. Over budget fails.
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
// embed.js had 2 KiB until decision 061: pushing the widget's analytics events into the host's data
// layers, only while the host's Consent Mode allows it, costs some 190 B of the 2.25 KiB it has now.
const SCRIPTS = [
  { name: 'embed.js', entry: join(root, 'src', 'embed.ts'), budget: 2304 },
  { name: 'chatbot.js', entry: join(root, 'src', 'chatbot', 'chatbot-embed.ts'), budget: 2048 },
];

await mkdir(join(root, 'dist'), { recursive: true });
let over = false;
for (const script of SCRIPTS) {
  const outfile = join(root, 'dist', script.name);
  await build({
    entryPoints: [script.entry],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2018',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
    // The root tsconfig's strict mode would add "use strict"; the scripts do not depend on it.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
  });
  const bytes = await readFile(outfile);
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  const line = `${script.name}: ${bytes.length} B, ${gzipped} B gzipped (budget ${script.budget} B)`;
  if (gzipped > script.budget) {
    console.error(`${line} — over budget`);
    over = true;
  } else console.log(line);
}
if (over) process.exit(1);
