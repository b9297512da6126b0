import { storedLocale } from '@yadori/contract/locales';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { defineJob, type JobContext } from '../../platform/jobs/jobs.ts';
import { installedMailService } from '../../platform/mail/mail.plugin.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { findHotelById } from '../hotels/hotels.service.ts';
import { displayName, liveMemberOfBrand } from '../member-sessions/member-sessions.service.ts';
import { ACCOUNT_MAIL_KINDS, renderAccountMail, widgetLink } from './member-account-mail.ts';

const payloadSchema = z.object({
  kind: z.enum(['confirmSignUp', 'alreadyRegistered', 'resetPassword', 'confirmEmailChange']),
  memberId: z.number().int(),
  /** The hotel the member asked at: its code goes in the link, its brand must be the member's. */
  hotelId: z.number().int(),
  /** The link's token (never stored elsewhere but hashed). */
  token: z.string().optional(),
  newEmail: z.string().optional(),
  programId: z.number().int().nullable().optional(),
  redirectUrl: z.string().optional(),
  /** One mail per value (the token's hash, or a time bucket for the notice). */
  dedupe: z.string(),
});
export type AccountMailPayload = z.infer<typeof payloadSchema>;

/**
 * Writes one account mail to the outbox (and sends it with SMTP). A member deleted since, or an email
 * change replaced by a newer one, gets nothing.
 */
export async function sendAccountMail(
  db: Db,
  payload: AccountMailPayload,
  mail: MailService,
): Promise<number | null> {
  const hotel = await findHotelById(db, payload.hotelId);
  if (!hotel) return null;
  const member = await liveMemberOfBrand(db, hotel.brand.id, payload.memberId);
  if (!member) return null;
  if (payload.kind === 'confirmEmailChange' && member.pendingEmail !== payload.newEmail) return null;
  const locale = storedLocale(member.locale);
  const link = (route: Parameters<typeof widgetLink>[1], params: Parameters<typeof widgetLink>[4] = {}) =>
    widgetLink(mail.publicUrl, route, hotel.code, locale, params);
  const links = {
    confirmSignUp: () =>
      link('member-confirmation', {
        confirmation_token: payload.token,
        program_id: payload.programId,
        redirect_url: payload.redirectUrl,
      }),
    confirmEmailChange: () =>
      link('member-confirmation', {
        confirmation_token: payload.token,
        email_update: true,
        redirect_url: payload.redirectUrl,
      }),
    resetPassword: () => link('change-password', { reset_password_token: payload.token }),
    alreadyRegistered: () => link('sign-in'),
  };
  const brand = hotel.brand.nameTranslations.find((t) => t.locale === locale)?.name || hotel.brand.name;
  const rendered = renderAccountMail({
    kind: payload.kind,
    locale,
    name: member.firstName || member.lastName ? displayName(member, locale) : '',
    brand,
    newEmail: payload.newEmail,
    link: links[payload.kind](),
    forgotLink: link('forgot-password'),
  });
  const kind = ACCOUNT_MAIL_KINDS[payload.kind];
  const row = await mail.deliver(db, {
    dedupeKey: `${kind}:${payload.dedupe}`,
    kind,
    reservationId: null,
    locale,
    toAddress: payload.kind === 'confirmEmailChange' ? (payload.newEmail ?? member.email) : member.email,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    attachments: [],
  });
  return row.id;
}

/** `mail.member_account` — sign-up confirmation, already-registered notice, password reset, email change. */
export const accountMailJob = defineJob({
  name: 'mail.member_account',
  schema: payloadSchema,
  handler: async (payload, ctx: JobContext<{ mail?: MailService }>) => {
    const mail = ctx.services.mail ?? installedMailService();
    const id = await sendAccountMail(ctx.db, payload, mail);
    ctx.log.info(
      { kind: payload.kind, memberId: payload.memberId, outbox: id },
      'member account mail written',
    );
  },
});
