import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, passwordStrongEnough, verifyPassword } from './password.ts';

describe('member passwords', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const stored = await hashPassword('Hanami-2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Hanami-2026', stored)).toBe(true);
    expect(await verifyPassword('hanami-2026', stored)).toBe(false);
  });

  it('refuses a missing or malformed hash instead of throwing', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$2')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$broken')).toBe(false);
    expect(await verifyPassword('decoy', await decoyPasswordHash())).toBe(false);
  });

  it('asks upper, lower and digits of eight characters, and a symbol at sign-up (spec §5)', () => {
    expect(passwordStrongEnough('Hanami26', { signUp: false })).toBe(true);
    expect(passwordStrongEnough('Hanami2', { signUp: false })).toBe(false);
    expect(passwordStrongEnough('hanami26', { signUp: false })).toBe(false);
    expect(passwordStrongEnough('HANAMI26', { signUp: false })).toBe(false);
    expect(passwordStrongEnough('Hanamiii', { signUp: false })).toBe(false);
    expect(passwordStrongEnough('Hanami26', { signUp: true })).toBe(false);
    expect(passwordStrongEnough('Hanami-26', { signUp: true })).toBe(true);
  });
});
