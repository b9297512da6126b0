import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { CANCEL_PAYMENT_JOB, settleCancelledPayment } from './cancel-payment.ts';

/** `reservation.cancel_payment` { reservationId }: settles the card of a guest's or the hotel's cancellation (idempotent). */
export const cancelPaymentJob = defineJob({
  name: CANCEL_PAYMENT_JOB,
  schema: z.object({ reservationId: z.number().int() }),
  handler: async ({ reservationId }, ctx: JobContext<{ paymentProvider: PaymentProvider }>) => {
    const provider = ctx.services.paymentProvider;
    if (!provider) throw new Error('no payment provider in the job context');
    const done = await settleCancelledPayment(ctx.db, provider, reservationId, ctx.now());
    if (done.action !== 'none') ctx.log.info({ reservationId, ...done }, 'cancelled reservation settled');
  },
});
