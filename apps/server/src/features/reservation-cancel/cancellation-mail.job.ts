import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { createMailService, type MailService } from '../../platform/mail/mail.service.ts';
import { CANCELLATION_MAIL_JOB, sendCancellationMails } from './cancellation-mail.ts';

/**
 * `mail.reservation_cancelled` { reservationId, resend? }: the guest's and the hotel's cancellation
 * mail; with `resend` (staff sending it again) the guest's alone, once per key.
 */
export const cancellationMailJob = defineJob({
  name: CANCELLATION_MAIL_JOB,
  schema: z.object({ reservationId: z.number().int(), resend: z.string().optional() }),
  handler: async ({ reservationId, resend }, ctx: JobContext<{ mail?: MailService }>) => {
    const mail =
      ctx.services.mail ??
      createMailService({ smtpUrl: undefined, from: 'Yadori <no-reply@yadori.localhost>', publicUrl: '' });
    const ids = await sendCancellationMails(ctx.db, reservationId, mail, ctx.now(), { resend });
    ctx.log.info({ reservationId, outbox: ids }, 'cancellation mails written');
  },
});
