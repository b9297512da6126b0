import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * How the sandbox handles a security code (CVC) without keeping it readable. A token carries the code
 * sealed (AES-256-GCM) under a key derived from the token itself, which is stored only as its sha256:
 * the database alone cannot open it. The vault keeps the issuer's side, a salted HMAC-SHA-256 of the
 * code, so a saved card paid with a wrong code is refused as a real issuer would refuse it.
 */

const keyOf = (token: string) => createHash('sha256').update(`yadori-sandbox-cvc:${token}`, 'utf8').digest();

/** The code sealed for the holder of `token`: `iv.tag.ciphertext`, base64url. */
export function sealCode(token: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token), iv);
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The code `sealCode` sealed with this token, or null when it was another token's or was altered. */
export function openCode(token: string, sealed: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The issuer's check value of a code: a new salt and the HMAC of the code under it (hex). */
export function codeVerifier(code: string): { salt: string; hash: string } {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: createHmac('sha256', salt).update(code, 'utf8').digest('hex') };
}

/** Whether `code` is the one `verifier` was made from (constant time). */
export function codeMatches(code: string, verifier: { salt: string; hash: string }): boolean {
  const actual = createHmac('sha256', verifier.salt).update(code, 'utf8').digest();
  const expected = Buffer.from(verifier.hash, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
