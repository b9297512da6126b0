import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Short texts kept encrypted at rest (AES-256-GCM): base64url of a random IV, the tag and the
 * ciphertext. Whoever holds only the stored rows cannot read them without the key.
 */

/** A 32-byte key for `purpose` from a server secret: a text sealed for one purpose does not open for another. */
export function keyFromSecret(secret: string, purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}\n${secret}`, 'utf8').digest();
}

export function sealText(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The text `sealText` sealed under `key`, or null (another key, or changed on the way). */
export function openText(sealed: string, key: Buffer): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
