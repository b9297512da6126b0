import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * Member passwords: argon2id (OWASP's first choice) with its recommended minimum cost, as a PHC
 * string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), which carries its own parameters so they can
 * be raised later without invalidating stored hashes.
 */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `stored`; false (not an exception) for a malformed or empty hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored?.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when there is no account, so an unknown email costs the same time as a
 * wrong password (the answer must not tell them apart, by content or by timing).
 */
let decoy: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
}

/**
 * Spec §5: at least 8 characters with upper case, lower case and digits; at sign-up symbols too.
 * @example passwordStrongEnough('Hanami2026', { signUp: false }) === true
 */
export function passwordStrongEnough(password: string, options: { signUp: boolean }): boolean {
  if (password.length < 8) return false;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/[0-9]/.test(password)) return false;
  return !options.signUp || /[^A-Za-z0-9]/.test(password);
}
