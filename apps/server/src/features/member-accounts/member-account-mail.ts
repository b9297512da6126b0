import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import {
  CONFIRMATION_LINK_HOURS,
  EMAIL_CHANGE_LINK_HOURS,
  RESET_LINK_HOURS,
} from '@yadori/contract/membership.schema';
import { escapeHtml, type RenderedMail } from '../../platform/mail/mail-format.ts';
import { MEMBER_ACCOUNT_MAIL_TEXTS } from './member-account-mail.texts.ts';

/** The account mails, by outbox kind. */
export const ACCOUNT_MAIL_KINDS = {
  confirmSignUp: 'mail.member_confirm_sign_up',
  alreadyRegistered: 'mail.member_already_registered',
  resetPassword: 'mail.member_reset_password',
  confirmEmailChange: 'mail.member_confirm_email_change',
} as const;
export type AccountMailKind = keyof typeof ACCOUNT_MAIL_KINDS;

/**
 * A widget address, in the form the reservation mails use (`{publicUrl}/{route}?hotel_code=…&locale=…`):
 * the widget reads the hotel and language from the query and opens `route`.
 * @example widgetLink('https://book.example', 'change-password', 'hanami-tokyo', 'ja', { reset_password_token: 't' })
 */
export function widgetLink(
  publicUrl: string,
  route: 'member-confirmation' | 'change-password' | 'sign-in' | 'forgot-password',
  hotelCode: string,
  locale: Locale,
  params: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const query = new URLSearchParams({ hotel_code: hotelCode, locale });
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.set(key, String(value));
  }
  return `${publicUrl}/${route}?${query}`;
}

/** What an account mail says: who to, in which language, for which brand, and its link(s). */
export interface AccountMailFacts {
  kind: AccountMailKind;
  locale: Locale;
  /** The member's name in the language's order; empty when unknown. */
  name: string;
  brand: string;
  /** The new address of an email change. */
  newEmail?: string;
  /** The link the mail is about (confirm, reset, new email, or sign in). */
  link: string;
  /** Already registered: the forgot-password page. */
  forgotLink?: string;
}

interface Body {
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after: string[];
  second?: { intro: string; label: string; url: string };
}

function body(f: AccountMailFacts): Body {
  const t = MEMBER_ACCOUNT_MAIL_TEXTS[f.locale];
  /** A mail about one link that works for `hours`, and only while no newer mail replaced it. */
  const expiringLink = (subject: string, intro: string, label: string, hours: number): Body => ({
    subject,
    paragraphs: [intro],
    action: { label, url: f.link },
    after: [t.validFor(hours), t.newestOnly, t.notYou],
  });
  switch (f.kind) {
    case 'confirmSignUp':
      return expiringLink(
        t.confirmSubject(f.brand),
        t.confirmIntro(f.brand),
        t.confirmAction,
        CONFIRMATION_LINK_HOURS,
      );
    case 'alreadyRegistered':
      return {
        subject: t.alreadySubject(f.brand),
        paragraphs: [t.alreadyIntro(f.brand)],
        action: { label: t.signInAction, url: f.link },
        second: { intro: t.forgotAdvice, label: t.forgotAction, url: f.forgotLink ?? f.link },
        after: [t.notYou],
      };
    case 'resetPassword':
      return expiringLink(t.resetSubject(f.brand), t.resetIntro(f.brand), t.resetAction, RESET_LINK_HOURS);
    case 'confirmEmailChange':
      return expiringLink(
        t.emailChangeSubject(f.brand),
        t.emailChangeIntro(f.brand, f.newEmail ?? ''),
        t.emailChangeAction,
        EMAIL_CHANGE_LINK_HOURS,
      );
  }
}

/** An account mail as plain text and HTML (the layout of the reservation mails). */
export function renderAccountMail(facts: AccountMailFacts): RenderedMail {
  const t = MEMBER_ACCOUNT_MAIL_TEXTS[facts.locale];
  const b = body(facts);
  const greeting = t.greeting(facts.name);
  const closing = t.closing(facts.brand);
  const text = [
    greeting,
    ...b.paragraphs,
    `${b.action.label}: ${b.action.url}`,
    ...(b.second ? [`${b.second.intro}\n${b.second.label}: ${b.second.url}`] : []),
    ...b.after,
    closing,
  ].join('\n\n');
  const e = escapeHtml;
  const p = (line: string) => `<p>${e(line)}</p>`;
  const button = (label: string, url: string) =>
    `<p style="margin:20px 0"><a href="${e(url)}" style="display:inline-block;background:#1a56db;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${e(label)}</a></p>\n<p style="font-size:13px;color:#4b5563;word-break:break-all">${e(url)}</p>`;
  const html = `<!doctype html>
<html lang="${LOCALE_TAGS[facts.locale]}"><head><meta charset="utf-8"><title>${e(b.subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.6;color:#1f2937;max-width:640px;margin:0 auto;padding:16px">
${p(greeting)}
${b.paragraphs.map(p).join('\n')}
${button(b.action.label, b.action.url)}
${b.second ? `${p(b.second.intro)}\n${button(b.second.label, b.second.url)}` : ''}
${b.after.map(p).join('\n')}
${p(closing)}
</body></html>`;
  return { subject: b.subject, text, html };
}
