import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { createMailService, type MailService } from '../../platform/mail/mail.service.ts';
import { sendUpdateMails, UPDATE_MAIL_KIND } from './update-mail.ts';

/** `mail.reservation_updated` { reservationId, changeId }: the guest's and the hotel's mail of a change. */
export const updateMailJob = defineJob({
  name: UPDATE_MAIL_KIND,
  schema: z.object({ reservationId: z.number().int(), changeId: z.number().int() }),
  handler: async ({ changeId }, ctx: JobContext<{ mail?: MailService }>) => {
    const mail =
      ctx.services.mail ??
      createMailService({ smtpUrl: undefined, from: 'Yadori <no-reply@yadori.localhost>', publicUrl: '' });
    const ids = await sendUpdateMails(ctx.db, changeId, mail);
    ctx.log.info({ changeId, outbox: ids }, 'reservation update mails written');
  },
});
