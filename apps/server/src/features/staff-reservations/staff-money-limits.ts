import { authorisedAmount, isCard } from '../reservations/reservations.service.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';

/**
 * What a capture and a refund may move now (pure): a confirmed card stay's authorisation (all of it
 * at once: capturing less releases the rest), and the captured money not given back; null for none.
 */
export function cardMoneyLimits(
  row: Pick<
    StoredReservation,
    | 'status'
    | 'paymentMethod'
    | 'paymentId'
    | 'paymentState'
    | 'amountDueNow'
    | 'remainingAmount'
    | 'capturedAmount'
    | 'refundedAmount'
  >,
): { capturable: number | null; refundable: number | null } {
  if (!isCard(row.paymentMethod) || !row.paymentId) return { capturable: null, refundable: null };
  const authorised = authorisedAmount(row);
  const capturable =
    row.status === 'confirmed' && row.paymentState === 'authorized' && authorised > 0 ? authorised : null;
  const held = row.capturedAmount - row.refundedAmount;
  const refundable =
    (row.paymentState === 'captured' || row.paymentState === 'partially_refunded') && held > 0 ? held : null;
  return { capturable, refundable };
}
