import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The console takes the contract's types from its Zod schema modules but none of their values: a value
// import would put Zod (some 50 KB) in its bundle. Zod-free values live in the `*.constants.ts` modules.
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the console bundle', () => {
  it('imports only types from the contract’s schema modules', () => {
    const offending = sources(import.meta.dirname).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const imports = text.matchAll(/import\s+(type\s+)?\{[^}]*\}\s+from\s+'@yadori\/contract\/([\w.-]+)'/g);
      return [...imports]
        .filter((match) => !match[1] && !/\.(constants|rules)$/.test(match[2]!) && match[2] !== 'locales')
        .map((match) => `${path.relative(import.meta.dirname, file)}: ${match[2]}`);
    });
    expect(offending).toEqual([]);
  });
});
