import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Client secrets can be chosen by an operator (DEMO_CLIENT_SECRET), so they get a slow, salted hash
// rather than the plain sha256 used for random tokens.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a client secret as `scrypt$N$r$p$salt$hash` (base64url parts).
 * @example await verifySecret('s3cret', await hashSecret('s3cret')) // true
 */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** True when `secret` matches `stored`; false for a malformed hash instead of throwing. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every(Number.isInteger) || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(secret, Buffer.from(saltText, 'base64url'), options);
  return timingSafeEqual(actual, expected);
}
