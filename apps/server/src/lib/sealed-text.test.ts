import { describe, expect, it } from 'vitest';
import { keyFromSecret, openText, sealText } from './sealed-text.ts';

describe('sealed text', () => {
  const key = keyFromSecret('a'.repeat(32), 'export');
  it('opens with the same secret and purpose only', () => {
    const sealed = sealText('パスワード-2026', key);
    expect(sealed).not.toContain('2026');
    expect(openText(sealed, key)).toBe('パスワード-2026');
    expect(openText(sealed, keyFromSecret('b'.repeat(32), 'export'))).toBeNull();
    expect(openText(sealed, keyFromSecret('a'.repeat(32), 'other'))).toBeNull();
  });
  it('seals the same text differently each time, and refuses a changed one', () => {
    const one = sealText('same', key);
    expect(sealText('same', key)).not.toBe(one);
    const bytes = Buffer.from(one, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(openText(bytes.toString('base64url'), key)).toBeNull();
    expect(openText('not base64 at all', key)).toBeNull();
  });
});
