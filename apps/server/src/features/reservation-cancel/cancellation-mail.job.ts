import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { createMailService, type MailService } from '../../platform/mail/mail.service.ts';
import { CANCELLATION_MAIL_JOB, sendCancellationMails } from './cancellation-mail.ts';

/** `mail.reservation_cancelled` { reservationId }: the guest's and the hotel's cancellation mail. */
export const cancellationMailJob = defineJob({
  name: CANCELLATION_MAIL_JOB,
  schema: z.object({ reservationId: z.number().int() }),
  handler: async ({ reservationId }, ctx: JobContext<{ mail?: MailService }>) => {
    const mail =
      ctx.services.mail ??
      createMailService({ smtpUrl: undefined, from: 'Yadori <no-reply@yadori.localhost>', publicUrl: '' });
    const ids = await sendCancellationMails(ctx.db, reservationId, mail, ctx.now());
    ctx.log.info({ reservationId, outbox: ids }, 'cancellation mails written');
  },
});
