import type { Body } from '../../api/call.ts';
import type { SignUpInput } from './auth-rules.ts';

type SignUpBody = Body<'POST /book/hotels/:hotelId/memberships/sign_up'>;
const LOCALES = ['ja', 'en', 'zh_Hans', 'zh_Hant', 'ko'] as const;

/** The sign-up form as sign_up and sign_up/verify take it (the member's language for their mails). */
export function signUpBody(input: SignUpInput, locale: string): SignUpBody {
  const known = LOCALES.find((candidate) => candidate === locale);
  return {
    email: input.email.trim(),
    email_confirmation: input.emailConfirmation.trim(),
    password: input.password,
    password_confirmation: input.passwordConfirmation,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    newsletter_opt_in: input.newsletter,
    terms_accepted: true,
    ...(known ? { locale: known } : {}),
  };
}
