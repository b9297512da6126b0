import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error.ts';
import { createLookupLimiter, createMemoryLookupStore } from './lookup-limit.ts';

const limits = { perNumber: 3, perClient: 5, windowMs: 60_000 };
const from = (ip: string) => ({ ip }) as FastifyRequest;
const notFound = () => Promise.reject(new AppError(404, 404, 'NOT_FOUND', [{ key: 'reservation.notFound' }]));
const found = () => Promise.resolve('stay');

function setup() {
  let now = new Date('2026-05-01T00:00:00Z');
  const limiter = createLookupLimiter({ store: createMemoryLookupStore(), now: () => now, limits });
  return { limiter, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  return promise.then(
    () => 200,
    (error: AppError) => error.status,
  );
}

describe('createLookupLimiter', () => {
  it('locks a number after perNumber failures, with Retry-After to the end of the window', async () => {
    const { limiter, later } = setup();
    for (let i = 0; i < 3; i++)
      expect(
        await statusOf(limiter.guard(from(`10.0.0.${i}`), { number: 'abc', email: 'x' }, notFound)),
      ).toBe(404);
    later(20_000);
    const refused = await limiter
      .guard(from('10.0.0.9'), { number: 'ABC', email: 'right' }, found)
      .catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(await statusOf(limiter.guard(from('10.0.0.9'), { number: 'XYZ', email: 'right' }, found))).toBe(
      200,
    );
    later(40_000);
    expect(await statusOf(limiter.guard(from('10.0.0.9'), { number: 'ABC', email: 'right' }, found))).toBe(
      200,
    );
  });

  it('counts only the shared 404: other refusals and successes cost nothing', async () => {
    const { limiter } = setup();
    const unprocessable = () =>
      Promise.reject(new AppError(422, 422, 'UNPROCESSABLE', [{ key: 'receipt.notAvailable' }]));
    for (let i = 0; i < 10; i++) {
      await statusOf(limiter.guard(from('10.0.0.1'), { number: 'ABC', email: 'x' }, unprocessable));
      await statusOf(limiter.guard(from('10.0.0.1'), { number: 'ABC', email: 'x' }, found));
    }
    expect(await statusOf(limiter.guard(from('10.0.0.1'), { number: 'ABC', email: 'x' }, found))).toBe(200);
  });

  it('lets the bypass token alone through a number lock, not a token beside an email; the client lock holds all', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++)
      await statusOf(limiter.guard(from('10.0.0.1'), { number: 'ABC', email: 'x' }, notFound));
    const elsewhere = from('10.0.0.2');
    expect(await statusOf(limiter.guard(elsewhere, { number: 'ABC', bypassToken: 't' }, found))).toBe(200);
    expect(
      await statusOf(limiter.guard(elsewhere, { number: 'ABC', bypassToken: 't', email: 'y' }, found)),
    ).toBe(429);
    // Two more failures from 10.0.0.1 (other numbers) fill its client budget of five.
    for (const number of ['D1', 'D2'])
      await statusOf(limiter.guard(from('10.0.0.1'), { number, email: 'x' }, notFound));
    expect(await statusOf(limiter.guard(from('10.0.0.1'), { number: 'NEW', bypassToken: 't' }, found))).toBe(
      429,
    );
    expect(await statusOf(limiter.guard(elsewhere, { number: 'NEW', email: 'x' }, found))).toBe(200);
  });
});
