import { describe, expect, it } from 'vitest';
import { GiftCodeUnavailableError } from './gift-code-provider.ts';
import { createSandboxGiftCodes } from './sandbox-gift-codes.ts';

const request = (requestId: string) => ({
  requestId,
  amount: 1_000,
  currency: 'JPY',
  exchangeType: 'digico',
  partnerCode: null,
  issuedAt: new Date('2026-07-01T00:00:00Z'),
  validDays: 180,
});

describe('the sandbox gift-code provider', () => {
  it('issues one code per request id, valid the days asked', async () => {
    const giftCodes = createSandboxGiftCodes();
    const first = await giftCodes.issue(request('a'));
    expect(first.code).toMatch(/^SBX(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(first.expiresAt.toISOString()).toBe('2026-12-28T00:00:00.000Z');
    expect(await giftCodes.issue(request('a'))).toEqual(first);
    expect((await giftCodes.issue(request('b'))).code).not.toBe(first.code);
    await giftCodes.cancel(first.reference);
    expect(giftCodes.issued.get('a')?.cancelled).toBe(true);
  });

  it('fails like an unreachable provider while switched off, and issues again once back', async () => {
    const giftCodes = createSandboxGiftCodes({ available: false });
    await expect(giftCodes.issue(request('c'))).rejects.toBeInstanceOf(GiftCodeUnavailableError);
    expect(giftCodes.issued.size).toBe(0);
    giftCodes.setAvailable(true);
    await expect(giftCodes.issue(request('c'))).resolves.toMatchObject({
      code: expect.stringMatching(/^SBX-/),
    });
  });
});
