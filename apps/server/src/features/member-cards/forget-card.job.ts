import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';

export const FORGET_CARD_JOB = 'member_cards.forget_at_gateway';

/**
 * `member_cards.forget_at_gateway` { gateway, customer, ref }: removes a card from the gateway's vault
 * after Yadori forgot it (an erased account). Removing what is already gone is fine, so a retry is
 * safe; a failure is retried with the runner's backoff. A card of another gateway than the running
 * one cannot be reached from here: it is logged and left.
 */
export const forgetCardJob = defineJob({
  name: FORGET_CARD_JOB,
  schema: z.object({ gateway: z.string(), customer: z.string(), ref: z.string() }),
  handler: async ({ gateway, customer, ref }, ctx: JobContext<{ paymentProvider: PaymentProvider }>) => {
    const provider = ctx.services.paymentProvider;
    if (!provider) throw new Error('no payment provider in the job context');
    if (provider.name !== gateway) {
      ctx.log.warn({ gateway }, 'a saved card of another gateway cannot be removed from here');
      return;
    }
    const outcome = await provider.deleteStoredCard({ customer, ref });
    if (outcome.status === 'failed')
      throw new Error(`the gateway did not remove a saved card (${outcome.code})`);
  },
});
