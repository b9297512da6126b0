import { describe, expect, it } from 'vitest';
import { hashSecret, verifySecret } from './secret-hash.ts';
import { hashToken, newToken } from './tokens.ts';

describe('secret hashing', () => {
  it('verifies the right secret and refuses another', async () => {
    const stored = await hashSecret('yadori-demo-secret');
    expect(stored).not.toContain('yadori-demo-secret');
    expect(await verifySecret('yadori-demo-secret', stored)).toBe(true);
    expect(await verifySecret('yadori-demo-secret!', stored)).toBe(false);
  });

  it('salts every hash and refuses a malformed one', async () => {
    expect(await hashSecret('x')).not.toBe(await hashSecret('x'));
    expect(await verifySecret('x', 'sha1$abc')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url and hash to 64 hex characters', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
