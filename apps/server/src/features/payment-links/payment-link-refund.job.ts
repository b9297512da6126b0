import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { type RefundGateways, settleRefundClaim } from './payment-link-refunds.ts';

/**
 * `payment_link.refund` { paymentLinkId, claimedAt }: enqueued with a staff refund's claim, a few
 * minutes ahead. It makes sure the claimed refund reached the gateway (asked again with the link's
 * refund key, which moves the money at most once) and takes a refused one's claim back, so a process
 * that died between the claim and the gateway leaves no link reading refunded without its refund.
 */
export const paymentLinkRefundJob = defineJob({
  name: 'payment_link.refund',
  schema: z.object({ paymentLinkId: z.number().int(), claimedAt: z.iso.datetime() }),
  handler: async ({ paymentLinkId, claimedAt }, ctx: JobContext<RefundGateways>) => {
    const outcome = await settleRefundClaim(
      {
        db: ctx.db,
        paymentProvider: ctx.services.paymentProvider,
        walletProvider: ctx.services.walletProvider,
      },
      { paymentLinkId, claimedAt: new Date(claimedAt) },
      ctx.now(),
    );
    if (outcome === 'declined')
      ctx.log.warn({ paymentLinkId }, 'payment link refund refused by the gateway; the link is paid again');
  },
});
