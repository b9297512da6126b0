import { isApiError } from '../../api/api-error.ts';
import type { AuthTextKey } from './texts/en.ts';

// What a refused member call tells the guest (spec section 8), by the server's numeric code
// (details.code) and status. Unknown refusals say the generic "try again later".

const codeOf = (error: unknown): string => (isApiError(error) ? String(error.code ?? '') : '');
const statusOf = (error: unknown): number => (isApiError(error) ? error.status : 0);

/** Refusals every form shares: rate limits and the rest. */
function common(error: unknown): AuthTextKey {
  return statusOf(error) === 429 ? 'form.tooMany' : 'form.failed';
}

/** sign_in: one answer for an unknown email and a wrong password; 1301 locked; 1403 the hotel's account. */
export function signInFailure(error: unknown): AuthTextKey {
  const code = codeOf(error);
  if (code === '1301') return 'signIn.locked';
  if (code === '1403') return 'signIn.facilityAccount';
  if (code === '3402') return 'signIn.brandMismatch';
  if (code === '3401') return 'session.mismatch';
  const status = statusOf(error);
  if (status === 403) return 'signIn.notConfirmed';
  if (status === 401 || status === 400 || status === 404 || status === 422) return 'signIn.failed';
  return common(error);
}

/**
 * organization/sign_in: 403 the hotel offers no corporate sign-in; one answer (401) for an unknown
 * email, a wrong password and an account outside the organization; 1301 locked.
 */
export function organizationSignInFailure(error: unknown): AuthTextKey {
  if (codeOf(error) === '1301') return 'signIn.locked';
  const status = statusOf(error);
  if (status === 403) return 'orgSignIn.unavailable';
  if (status === 401 || status === 400 || status === 404 || status === 422) return 'orgSignIn.failed';
  return common(error);
}

/** Where a sign-up refusal goes: a field's own message, or the screen's alert. */
export type SignUpFailure =
  | { field: 'password'; key: AuthTextKey }
  | { field: 'email'; key: AuthTextKey }
  | { field: null; key: AuthTextKey; message?: string };

/** sign_up/verify and sign_up: 1300 the password rule, 409 the email is taken. */
export function signUpFailure(error: unknown): SignUpFailure {
  if (codeOf(error) === '1300') return { field: 'password', key: 'signUp.weakPassword' };
  if (statusOf(error) === 409) return { field: 'email', key: 'signUp.emailTaken' };
  // Any other check of the server's (e.g. a field it refused) comes with its own sentence, in the
  // request's language.
  if (isApiError(error) && statusOf(error) === 422 && error.message && error.message !== error.title)
    return { field: null, key: 'form.failed', message: error.message };
  return { field: null, key: common(error) };
}

/** The mailed link of member-confirmation: 1401 expired, 1402 already confirmed, 404 unknown. */
export type ConfirmFailure = 'expired' | 'already' | 'invalid' | 'failed';
export function confirmFailure(error: unknown): ConfirmFailure {
  const code = codeOf(error);
  if (code === '1401') return 'expired';
  if (code === '1402') return 'already';
  const status = statusOf(error);
  if (status === 404 || status === 400 || status === 422) return 'invalid';
  return 'failed';
}

/** update_password with a reset link: 1300 strength, 1302 used recently, 1401 or 404 the link. */
export function resetFailure(error: unknown): { field: 'password' | null; key: AuthTextKey } {
  const code = codeOf(error);
  if (code === '1300') return { field: 'password', key: 'change.weak' };
  if (code === '1302') return { field: 'password', key: 'change.used' };
  const status = statusOf(error);
  if (code === '1401' || status === 404 || status === 400) return { field: null, key: 'change.expired' };
  return { field: null, key: common(error) };
}

/** start_reset_password_process: spec §8 "No user matched provided email." */
export function forgotFailure(error: unknown): AuthTextKey {
  return statusOf(error) === 404 ? 'forgot.noUser' : common(error);
}

/** resend_confirm_email: an unregistered or an already confirmed email (spec §8). */
export function resendFailure(error: unknown): AuthTextKey {
  if (codeOf(error) === '1402') return 'resend.confirmed';
  return statusOf(error) === 404 ? 'resend.unregistered' : common(error);
}
