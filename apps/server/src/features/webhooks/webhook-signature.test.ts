import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './webhook-delivery.service.ts';
import { newWebhookSecret } from './webhook-secrets.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const secret = newWebhookSecret();
const body = '{"id":"7b1c","type":"reservation.created"}';
const sentAt = new Date('2026-12-01T10:00:00Z');

describe('webhook signatures', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256 under the secret', () => {
    const t = sentAt.getTime() / 1000;
    const hex = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, body, sentAt)).toBe(`t=${t},v1=${hex}`);
  });

  it('verifies within five minutes of the time signed, and nothing else', () => {
    const header = signWebhook(secret, body, sentAt);
    const at = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000);
    expect(verifyWebhookSignature(secret, header, body, at(0))).toBe(true);
    expect(verifyWebhookSignature(secret, header, Buffer.from(body), at(299))).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, at(-299))).toBe(true);
    expect(verifyWebhookSignature(secret, header, body, at(301))).toBe(false);
    expect(verifyWebhookSignature(secret, header, `${body} `, at(0))).toBe(false);
    expect(verifyWebhookSignature(newWebhookSecret(), header, body, at(0))).toBe(false);
    const replayedLater = header.replace(/^t=\d+/, `t=${sentAt.getTime() / 1000 + 600}`);
    expect(verifyWebhookSignature(secret, replayedLater, body, at(600))).toBe(false);
    for (const broken of [undefined, '', 'v1=abc', `t=${sentAt.getTime() / 1000}`, ['a', 'b'], 't=x,v1=y']) {
      expect(verifyWebhookSignature(secret, broken, body, at(0))).toBe(false);
    }
  });

  it('makes secrets of 32 random bytes', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe('webhook retry delays', () => {
  it('double from 10 s up to an hour, within ±10 %', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 9, 10, 11, 12].map((attempts) => retryDelayMs(attempts, middle) / 1000)).toEqual([
      10, 20, 40, 80, 2560, 3600, 3600, 3600,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(9000);
    expect(retryDelayMs(1, () => 0.999_999)).toBeCloseTo(11_000, -1);
  });
});
