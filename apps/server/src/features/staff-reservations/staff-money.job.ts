import { STAFF_MONEY_OPERATIONS } from '@yadori/contract/staff-reservations.constants';
import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { settleStaffMoney } from './staff-money-settle.ts';

/**
 * `reservation.staff_money` { reservationId, paymentId, operation, amount, key }: makes sure the gateway
 * did a staff capture or refund (enqueued with it; the request asks first). Asking again with the same
 * key moves no money twice; a decline takes the write back; no answer throws, so the job retries.
 */
export const staffMoneyJob = defineJob({
  name: 'reservation.staff_money',
  schema: z.object({
    reservationId: z.number().int(),
    paymentId: z.string(),
    operation: z.enum(STAFF_MONEY_OPERATIONS),
    amount: z.number().int().min(1),
    key: z.string(),
  }),
  handler: async (intent, ctx: JobContext<{ paymentProvider: PaymentProvider }>) => {
    const provider = ctx.services.paymentProvider;
    if (!provider) throw new Error('no payment provider in the job context');
    const done = await settleStaffMoney(ctx.db, provider, intent, ctx.now());
    if (done.status === 'declined')
      ctx.log.warn({ ...intent, code: done.code }, 'staff card operation declined; its write was taken back');
  },
});
