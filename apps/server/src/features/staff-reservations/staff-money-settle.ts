import type { StaffMoneyOperation } from '@yadori/contract/staff-reservations.constants';
import type { Db } from '../../db/database.ts';
import type { DeclineCode, PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
import { staffMoneyUndone, undoStaffMoney } from './staff-money.repository.ts';

/** One capture or refund, as written before the gateway is asked; `key` is its idempotency key there. */
export interface StaffMoneyIntent {
  reservationId: number;
  paymentId: string;
  operation: StaffMoneyOperation;
  amount: number;
  key: string;
}

/**
 * Asks the gateway to do what a staff operation wrote, with its idempotency key (asking again moves no
 * money twice). A decline takes back what was written (once, with a `reservation.modified` event) and
 * answers its code; an operation taken back before is not asked again. Throws when the gateway did not
 * answer (the job asks again).
 */
export async function settleStaffMoney(
  db: Db,
  provider: PaymentProvider,
  intent: StaffMoneyIntent,
  now: Date,
): Promise<{ status: 'ok' } | { status: 'undone' } | { status: 'declined'; code: DeclineCode }> {
  if (await staffMoneyUndone(db, intent.reservationId, intent.key)) return { status: 'undone' };
  const outcome =
    intent.operation === 'capture'
      ? await provider.capture(intent.paymentId, intent.amount, intent.key)
      : await provider.refund(intent.paymentId, intent.amount, intent.key);
  if (outcome.status === 'ok') return outcome;
  // Taken back with a `reservation.modified` event in its transaction: the PMS was told of the
  // operation when it was written (decision 059), and now hears that the money stands as before.
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const undone = await undoStaffMoney(tx, { ...intent, code: outcome.code, now });
    if (undone) await recordReservationEvent(tx, reservationEvent('reservation.modified', undone), now);
  });
  return { status: 'declined', code: outcome.code };
}
