import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } from '@yadori/contract/partner.constants';

/**
 * The `yadori-signature` header of a delivery (decision 059): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" under the endpoint's secret>`. Signing the time with the body makes a replayed
 * request useless once the receiver's tolerance has passed.
 */

function hmacHex(secret: string, unixSeconds: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest('hex');
}

/**
 * The signature header for `rawBody` sent at `now`.
 * @example signWebhook('whsec_…', '{"id":"…"}', new Date()) // 't=1764400000,v1=5f2c…'
 */
export function signWebhook(secret: string, rawBody: string | Buffer, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, t, rawBody)}`;
}

/**
 * What a receiver runs on each delivery: true when `header` signs `rawBody` (the bytes as received,
 * before any JSON parsing) under `secret`, compared in constant time, and its time is within
 * WEBHOOK_SIGNATURE_TOLERANCE_SECONDS of `now`. Several `v1=` values (none today) are each tried.
 * @example
 * // node:http receiver
 * const body = Buffer.concat(await Array.fromAsync(request));
 * if (!verifyWebhookSignature(secret, request.headers['yadori-signature'], body, new Date())) response.statusCode = 400;
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string | Buffer,
  now: Date,
): boolean {
  if (typeof header !== 'string') return false;
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^[0-9]{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (t === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmacHex(secret, t, rawBody), 'hex');
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}
