import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { installedMailService } from '../../platform/mail/mail.plugin.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { type PaymentLinkMailKind, sendPaymentLinkMail } from './payment-link-mails.ts';

const PAYMENT_LINK_MAIL_JOB = 'mail.payment_link';

/**
 * `mail.payment_link` { paymentLinkId, kind, dedupe }: the payment request (on creation and each time
 * staff send it again) or the receipt (once the guest paid), to the link's guest in its language.
 */
export const paymentLinkMailJob = defineJob({
  name: PAYMENT_LINK_MAIL_JOB,
  schema: z.object({
    paymentLinkId: z.number().int(),
    kind: z.enum(['request', 'receipt']),
    /** One mail per value: each request sent its own, the receipt once. */
    dedupe: z.string().min(1).max(100),
  }),
  handler: async (payload, ctx: JobContext<{ mail?: MailService }>) => {
    const mail = ctx.services.mail ?? installedMailService();
    const id = await sendPaymentLinkMail(ctx.db, payload, mail, ctx.now());
    ctx.log.info(
      { paymentLinkId: payload.paymentLinkId, kind: payload.kind, outbox: id, smtp: mail.smtp },
      'payment link mail written',
    );
  },
});

/**
 * Schedules a payment-link mail at `at`; pass the transaction of the change that calls for it, so the
 * mail is due iff that change commits. A `request` is sent each time it is asked for (staff may send
 * it again); the `receipt` once per link, however often it is asked for. False when it was due already.
 * @example await enqueuePaymentLinkMail(tx, { paymentLinkId: link.id, kind: 'receipt' }, now);
 */
export function enqueuePaymentLinkMail(
  db: Db,
  mail: { paymentLinkId: number; kind: PaymentLinkMailKind },
  at: Date,
): Promise<boolean> {
  const dedupe = mail.kind === 'receipt' ? 'receipt' : `request:${randomUUID()}`;
  return paymentLinkMailJob.enqueue(
    db,
    { ...mail, dedupe },
    { runAt: at, dedupeKey: `${PAYMENT_LINK_MAIL_JOB}:${mail.paymentLinkId}:${dedupe}` },
  );
}
