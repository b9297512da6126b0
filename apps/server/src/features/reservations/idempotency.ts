import { createHash } from 'node:crypto';
import { openText, sealText } from '../../lib/sealed-text.ts';

/** The form a client's Idempotency-Key is stored in (sha256 hex). */
export function hashIdempotencyKey(key: string): string {
  return createHash('sha256').update(`idempotency:${key}`, 'utf8').digest('hex');
}

/** JSON with object keys sorted, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What tells a retry from a different request under the same key: the hotel and the parsed body. */
export function requestHash(hotelId: number, body: unknown): string {
  return createHash('sha256')
    .update(`${hotelId}|${canonicalJson(body)}`, 'utf8')
    .digest('hex');
}

/**
 * The Idempotency-Key of a booking sent without one (an older tripla embed): the client session's
 * token and the parsed body, hashed together. The same session sending the same body again gets the
 * first answer; another session, or any other body, books anew. The session token is kept only
 * hashed, so the database alone cannot rebuild this key (it seals the token and the answer).
 */
export function derivedIdempotencyKey(sessionToken: string, hotelId: number, body: unknown): string {
  const digest = createHash('sha256')
    .update(`keyless|${sessionToken}|${hotelId}|${canonicalJson(body)}`, 'utf8')
    .digest('base64url');
  return `keyless:${digest}`;
}

type SealPurpose = 'bypass-token' | 'answer';

function keyFor(purpose: SealPurpose, idempotencyKey: string): Buffer {
  return createHash('sha256').update(`${purpose}:${idempotencyKey}`, 'utf8').digest();
}

function seal(purpose: SealPurpose, plain: string, idempotencyKey: string): string {
  return sealText(plain, keyFor(purpose, idempotencyKey));
}

function open(purpose: SealPurpose, sealed: string, idempotencyKey: string): string | null {
  return openText(sealed, keyFor(purpose, idempotencyKey));
}

/**
 * Encrypts the bypass token for a replay of the first answer. The key comes from the client's
 * Idempotency-Key, which the database keeps only hashed: the stored rows alone cannot give the token.
 */
export function sealToken(token: string, idempotencyKey: string): string {
  return seal('bypass-token', token, idempotencyKey);
}

/** The token sealed by `sealToken`, or null when the key does not open it. */
export function openToken(sealed: string, idempotencyKey: string): string | null {
  return open('bypass-token', sealed, idempotencyKey);
}

/**
 * Encrypts the exact bytes of the first answer (it carries the bypass token) under the same key, so
 * a replay sends them back verbatim.
 */
export function sealAnswer(rawBody: string, idempotencyKey: string): string {
  return seal('answer', rawBody, idempotencyKey);
}

/** The answer sealed by `sealAnswer`, or null when the key does not open it. */
export function openAnswer(sealed: string, idempotencyKey: string): string | null {
  return open('answer', sealed, idempotencyKey);
}

/** A usable Idempotency-Key header value: 1-255 visible ASCII characters. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return null;
  const key = value.trim();
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : null;
}
