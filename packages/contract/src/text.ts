import { z } from 'zod';

/** The issue a forbidden character raises: `message` and `params.issue` of a Zod custom issue. */
export const FORBIDDEN_CHARACTER_ISSUE = 'forbidden_character';

// Without the `u` flag a regular expression reads UTF-16 code units, so a surrogate is matched on
// its own: a high one not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when `value` holds no NUL and no lone surrogate — text PostgreSQL can store (it refuses
 * both, and a refusal there would be a 500). A surrogate pair (an emoji) is fine.
 * @example isStorableText('🏨 ok') === true; isStorableText('a\u0000b') === false
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The contract's one string type for request input: `z.string()` refusing NUL and lone surrogates
 * with the `forbidden_character` issue. Chain `.trim()`, `.min()`, `.max()`, `.regex()` as usual.
 * @example const name = text().trim().min(1).max(100);
 */
export function text() {
  return z.string().refine(isStorableText, {
    message: FORBIDDEN_CHARACTER_ISSUE,
    params: { issue: FORBIDDEN_CHARACTER_ISSUE },
  });
}
