import { describe, expect, it } from 'vitest';
import { cancelMoneyPlan } from './cancel-payment.ts';

describe('cancelMoneyPlan', () => {
  const card = {
    paymentId: 'sp_1',
    amountDueNow: 10_000,
    remainingAmount: 0,
    capturedAmount: 0,
    refundedAmount: 0,
  };
  it('voids an authorisation when nothing is due, captures the fee (at most what was authorised) otherwise', () => {
    expect(cancelMoneyPlan({ ...card, paymentState: 'authorized', cancellationFee: 0 })).toEqual({
      action: 'void',
    });
    expect(cancelMoneyPlan({ ...card, paymentState: 'authorized', cancellationFee: 2000 })).toEqual({
      action: 'capture',
      amount: 2000,
    });
    // A deposit of 3,000 held: no more than that can be taken.
    expect(
      cancelMoneyPlan({ ...card, amountDueNow: 3000, paymentState: 'authorized', cancellationFee: 5000 }),
    ).toEqual({ action: 'capture', amount: 3000 });
    // on_site_credit_card_required holds what is left to pay as a guarantee (amount due now 0).
    const guarantee = { ...card, amountDueNow: 0, paymentState: 'authorized' as const };
    expect(cancelMoneyPlan({ ...guarantee, remainingAmount: 10_000, cancellationFee: 8000 })).toEqual({
      action: 'capture',
      amount: 8000,
    });
    // Points paid 4,000 of the 10,000: the hold was 6,000, no more than that can be taken.
    expect(cancelMoneyPlan({ ...guarantee, remainingAmount: 6000, cancellationFee: 8000 })).toEqual({
      action: 'capture',
      amount: 6000,
    });
  });

  it('refunds what was captured beyond the fee, and nothing twice', () => {
    const captured = { ...card, paymentState: 'captured' as const, capturedAmount: 10_000 };
    expect(cancelMoneyPlan({ ...captured, cancellationFee: 2000 })).toEqual({
      action: 'refund',
      amount: 8000,
    });
    expect(
      cancelMoneyPlan({
        ...captured,
        paymentState: 'partially_refunded',
        refundedAmount: 8000,
        cancellationFee: 2000,
      }),
    ).toEqual({ action: 'none' });
    expect(cancelMoneyPlan({ ...captured, cancellationFee: 20_000 })).toEqual({ action: 'none' });
  });

  it('leaves payments without a card, voided or refunded alone', () => {
    expect(
      cancelMoneyPlan({ ...card, paymentId: null, paymentState: 'pay_at_hotel', cancellationFee: 0 }),
    ).toEqual({
      action: 'none',
    });
    expect(cancelMoneyPlan({ ...card, paymentState: 'voided', cancellationFee: 0 })).toEqual({
      action: 'none',
    });
  });
});
