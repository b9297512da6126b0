import { z } from 'zod';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { installedMailService } from '../../platform/mail/mail.plugin.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { MAIL_KINDS, sendReservationConfirmation } from './reservation-confirmation-mail.ts';

/**
 * `mail.reservation_confirmed` { reservationId, bypassToken?, resend? }: the guest's confirmation and the
 * hotel's notice; with `resend` (staff sending it again) the guest's alone, once per key.
 */
export const confirmationMailJob = defineJob({
  name: MAIL_KINDS.reservationConfirmed,
  schema: z.object({
    reservationId: z.number().int(),
    bypassToken: z.string().optional(),
    resend: z.string().optional(),
  }),
  handler: async ({ reservationId, bypassToken, resend }, ctx: JobContext<{ mail?: MailService }>) => {
    const mail = ctx.services.mail ?? installedMailService();
    const ids = await sendReservationConfirmation(ctx.db, reservationId, mail, {
      bypassToken,
      now: ctx.now,
      resend,
    });
    ctx.log.info({ reservationId, outbox: ids, smtp: mail.smtp }, 'reservation mails written');
  },
});
