import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH, MOBILE_MEDIA, WIDE_MEDIA } from './viewport.ts';

const SRC = join(import.meta.dirname, '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('the mobile width (spec section 9: at most 992 px)', () => {
  it('is 992 px, and its queries split at it', () => {
    expect(MOBILE_MAX_WIDTH).toBe(992);
    expect([WIDE_MEDIA, MOBILE_MEDIA]).toEqual(['(width > 992px)', '(width <= 992px)']);
  });

  it('is the only width any stylesheet switches its layout at', () => {
    const queries = stylesheets(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media\s+([^{]*?)\s*\{/g)]
        .map((match) => match[1] as string)
        .filter((query) => /width/.test(query))
        .map((query) => `${relative(SRC, file)}: ${query}`),
    );
    expect(queries.length).toBeGreaterThan(0);
    const allowed = [WIDE_MEDIA, MOBILE_MEDIA];
    expect(queries.filter((q) => !allowed.some((media) => q.endsWith(`: ${media}`)))).toEqual([]);
  });
});
