import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { feeChangeOf, refusalOf } from './cancel-api.ts';
import { wireError } from './cancel-test-kit.ts';

describe('feeChangeOf', () => {
  it('reads the fee now due of a 409 cancellation_fee_changed', () => {
    expect(
      feeChangeOf(wireError(409, 'cancellation_fee_changed', 'changed', { cancellation_fee: 12000 })),
    ).toBe(12000);
    expect(feeChangeOf(wireError(409, 'cancellation_fee_changed', 'changed', { cancellation_fee: 0 }))).toBe(
      0,
    );
  });

  it('is null for other errors and for a fee that is no amount', () => {
    expect(feeChangeOf(wireError(409, 'version_conflict', 'x'))).toBeNull();
    expect(feeChangeOf(wireError(409, 'cancellation_fee_changed', 'x', { cancellation_fee: -1 }))).toBeNull();
    expect(
      feeChangeOf(wireError(409, 'cancellation_fee_changed', 'x', { cancellation_fee: '9' })),
    ).toBeNull();
    expect(feeChangeOf(new ApiError({ title: 'x', status: 409 }))).toBeNull();
    expect(feeChangeOf(new Error('x'))).toBeNull();
  });
});

describe('refusalOf', () => {
  it('reads the 422 refusals', () => {
    expect(refusalOf(wireError(422, 'same_day_cancellation', 'call'))).toBe('same_day');
    expect(refusalOf(wireError(422, 'already_cancelled', 'x'))).toBe('already_cancelled');
    expect(refusalOf(wireError(422, 'pending_payment', 'x'))).toBe('pending_payment');
  });

  it('is null for anything else', () => {
    expect(refusalOf(wireError(409, 'already_cancelled', 'x'))).toBeNull();
    expect(refusalOf(wireError(422, 'something_else', 'x'))).toBeNull();
    expect(refusalOf(new ApiError({ title: 'Not Found', status: 404 }))).toBeNull();
  });
});
