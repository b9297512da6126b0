import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsToExpire } from './point-expiry.ts';

describe('pointsToExpire', () => {
  it('expires the due points not used yet, oldest first', () => {
    expect(pointsToExpire({ due: 1_000, used: 300, expired: 0 }, 1_200)).toBe(700);
    // Used from the due lot and beyond it: nothing left of it to expire.
    expect(pointsToExpire({ due: 1_000, used: 1_300, expired: 0 }, 200)).toBe(0);
    // What expired before is not expired again.
    expect(pointsToExpire({ due: 1_000, used: 300, expired: 700 }, 500)).toBe(0);
    expect(pointsToExpire({ due: 1_500, used: 300, expired: 700 }, 500)).toBe(500);
  });

  it('never expires more than is available, nor a negative amount', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(100_000),
        (due, used, expired, available) => {
          const amount = pointsToExpire({ due, used, expired }, available);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(available);
          expect(amount).toBeLessThanOrEqual(Math.max(0, due - used - expired));
        },
      ),
    );
  });
});
