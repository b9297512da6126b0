import { ERROR_CODES } from '@yadori/contract/errors';
import {
  RESERVATION_ERROR_CODES,
  RESERVATION_STATUSES,
  WIRE_STATUS_OF,
} from '@yadori/contract/reservation.constants';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../http/app-error.ts';
import { receiptErrors } from '../receipts/receipt.service.ts';
import { cancelErrors } from '../reservation-cancel/reservation-cancel.errors.ts';
import { answersErrors } from '../reservation-updates/reservation-answers.service.ts';
import { updateErrors } from '../reservation-updates/reservation-updates.errors.ts';
import { reservationErrors } from './reservations.errors.ts';

/** What the wire says of an error: top-level code, `details.code` and `details.reason`. */
function wire(error: AppError) {
  const entry = error.toBody('en').errors[0]!;
  const details = entry.details as { code?: unknown; reason?: unknown };
  return { status: entry.status, code: entry.code, detailsCode: details.code, reason: details.reason };
}

const moved = (total: number, previous: number) => ({
  total_price: total,
  tax: 0,
  previous_total_price: previous,
  rooms: [],
});

// Decision 024: the spec §8 number where it has one (top-level code too) with the word in `reason`;
// a word where the spec has none (top-level code = HTTP status).
describe('booking refusals (RESERVATION_ERROR_CODES)', () => {
  it.each([
    [
      'price became cheaper',
      reservationErrors.priceChanged(moved(9000, 10000), '¥9,000'),
      409,
      1103,
      'price_became_cheaper',
    ],
    [
      'price became dearer',
      reservationErrors.priceChanged(moved(11000, 10000), '¥11,000'),
      409,
      1103,
      'price_became_more_expensive',
    ],
    ['sold out', reservationErrors.soldOut(), 409, 1105, 'sold_out'],
    ['plan not available', reservationErrors.planNotAvailable('X', 0), 409, 1106, 'plan_not_available'],
    ['payment unavailable', reservationErrors.paymentUnavailable(), 402, 3203, undefined],
    ['terms not accepted', reservationErrors.termsNotAccepted(), 400, 1000, undefined],
    ['card token required', reservationErrors.cardTokenRequired(), 400, 1000, undefined],
  ] as const)('%s: the spec number, the case in reason', (_name, error, status, code, reason) => {
    expect(wire(error)).toEqual({ status, code, detailsCode: code, reason });
  });

  it.each([
    ['different payment methods', reservationErrors.paymentMethodsDiffer(), 422, 'different_payment_methods'],
    ['method not allowed', reservationErrors.paymentMethodNotAllowed(), 422, 'payment_method_not_allowed'],
    ['key reused', reservationErrors.idempotencyKeyReused(), 422, 'idempotency_key_reused'],
    ['attachment taken', reservationErrors.attachmentTaken(), 409, 'attachment_taken'],
    ['not found', reservationErrors.notFound(), 404, 'reservation_not_found'],
  ] as const)('%s: no number in the spec, a word', (_name, error, status, word) => {
    expect(wire(error)).toEqual({ status, code: status, detailsCode: word, reason: undefined });
  });

  it('names its numbers after the spec catalogue', () => {
    expect(RESERVATION_ERROR_CODES.priceChanged).toBe(ERROR_CODES.totalPriceInvalid);
    expect(RESERVATION_ERROR_CODES.soldOut).toBe(ERROR_CODES.limitInsufficient);
    expect(RESERVATION_ERROR_CODES.planNotAvailable).toBe(ERROR_CODES.noLongerSold);
  });
});

describe('change refusals (UPDATE_ERROR_CODES)', () => {
  it.each([
    [
      'price moved',
      updateErrors.priceChanged(moved(9000, 10000), '¥9,000'),
      409,
      1103,
      'price_became_cheaper',
    ],
    ['sold out', updateErrors.soldOut(), 409, 1105, 'sold_out'],
    ['coupon not changeable', updateErrors.couponNotChangeable(), 400, 1500, 'coupon_not_changeable'],
    ['coupon no longer valid', updateErrors.couponNoLongerValid(), 422, 1500, undefined],
    ['pay not updatable', updateErrors.payNotUpdatable(), 422, 3200, undefined],
  ] as const)('%s: the spec number', (_name, error, status, code, reason) => {
    expect(wire(error)).toEqual({ status, code, detailsCode: code, reason });
  });

  it.each([
    ['version conflict', updateErrors.versionConflict(), 409, 'version_conflict', undefined],
    ['not updatable', updateErrors.notUpdatable('deadline_passed'), 422, 'not_updatable', 'deadline_passed'],
    ['extras outside the stay', updateErrors.extrasOutsideStay(), 422, 'extras_outside_stay', undefined],
  ] as const)('%s: no number in the spec, a word', (_name, error, status, word, reason) => {
    expect(wire(error)).toEqual({ status, code: status, detailsCode: word, reason });
  });
});

describe('cancel, answers and receipt refusals (no number in the spec)', () => {
  it.each([
    [cancelErrors.feeChanged(1000, 0, '¥1,000'), 409, 'cancellation_fee_changed'],
    [cancelErrors.sameDay(), 422, 'same_day_cancellation'],
    [cancelErrors.alreadyCancelled(), 422, 'already_cancelled'],
    [cancelErrors.pendingPayment(), 422, 'pending_payment'],
    [answersErrors.cancelled(), 422, 'reservation_cancelled'],
    [answersErrors.notOpen(), 422, 'pending_payment'],
    [answersErrors.alreadyAnswered(1, 0), 409, 'already_answered'],
    [receiptErrors.notAvailable(), 422, 'receipt_not_available'],
  ] as const)('%# %s answers its word with the HTTP status as code', (error, status, word) => {
    expect(wire(error)).toEqual({ status, code: status, detailsCode: word, reason: undefined });
  });
});

describe('status on the wire (WIRE_STATUS_OF)', () => {
  it('is spec section 3’s done and cancelled; a stay waiting for 3-D Secure is pending_payment', () => {
    expect(WIRE_STATUS_OF).toEqual({
      confirmed: 'done',
      cancelled: 'cancelled',
      pending_payment: 'pending_payment',
    });
    expect(Object.keys(WIRE_STATUS_OF).sort()).toEqual([...RESERVATION_STATUSES].sort());
  });
});
