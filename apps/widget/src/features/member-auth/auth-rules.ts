/** Spec §9: passwords have at least 8 characters (the contract's PASSWORD_MIN_LENGTH; its module brings Zod). */
export const PASSWORD_MIN_LENGTH = 8;
/** The contract's PASSWORD_MAX_LENGTH: the member forms' password fields take no more. */
export const PASSWORD_MAX_LENGTH = 128;

/** A field's problem, named by its text in the member-auth section. */
export type FieldError =
  | 'form.required'
  | 'form.email'
  | 'form.emailMismatch'
  | 'form.passwordRule'
  | 'form.passwordRuleSignUp'
  | 'form.passwordMismatch'
  | 'form.terms';

export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 email: a local part, an at sign and a domain with a dot. */
export function emailError(value: string): FieldError | undefined {
  const email = value.trim();
  if (!email) return 'form.required';
  return EMAIL.test(email) ? undefined : 'form.email';
}

/**
 * Spec §5 password: at least 8 characters with upper and lower case letters and digits; at sign-up
 * symbols too. The server's rule exactly (lib/password.ts passwordStrongEnough): a symbol is any
 * character other than an ASCII letter or digit.
 */
export function passwordStrong(password: string, { symbols }: { symbols: boolean }): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/[0-9]/.test(password)) return false;
  return !symbols || /[^A-Za-z0-9]/.test(password);
}

function passwordErrors(
  password: string,
  confirmation: string,
  symbols: boolean,
): { password?: FieldError; confirmation?: FieldError } {
  const errors: { password?: FieldError; confirmation?: FieldError } = {};
  if (!password) errors.password = 'form.required';
  else if (!passwordStrong(password, { symbols }))
    errors.password = symbols ? 'form.passwordRuleSignUp' : 'form.passwordRule';
  if (!confirmation) errors.confirmation = 'form.required';
  else if (password && confirmation !== password) errors.confirmation = 'form.passwordMismatch';
  return errors;
}

export type SignInField = 'email' | 'password';

/** The sign-in form: a correct email and any password (the server judges it). */
export function signInErrors(input: { email: string; password: string }): FormErrors<SignInField> {
  const errors: FormErrors<SignInField> = {};
  const email = emailError(input.email);
  if (email) errors.email = email;
  if (!input.password) errors.password = 'form.required';
  return errors;
}

/** What the sign-up form asks (spec §5, §6). */
export interface SignUpInput {
  lastName: string;
  firstName: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  newsletter: boolean;
  termsAccepted: boolean;
}

export type SignUpField = Exclude<keyof SignUpInput, 'newsletter'>;

/** Field errors of the sign-up form, in the form's order (empty when it may be sent). */
export function signUpErrors(input: SignUpInput): FormErrors<SignUpField> {
  const errors: FormErrors<SignUpField> = {};
  if (!input.lastName.trim()) errors.lastName = 'form.required';
  if (!input.firstName.trim()) errors.firstName = 'form.required';
  const email = emailError(input.email);
  if (email) errors.email = email;
  if (!input.emailConfirmation.trim()) errors.emailConfirmation = 'form.required';
  else if (!email && input.emailConfirmation.trim() !== input.email.trim())
    errors.emailConfirmation = 'form.emailMismatch';
  const password = passwordErrors(input.password, input.passwordConfirmation, true);
  if (password.password) errors.password = password.password;
  if (password.confirmation) errors.passwordConfirmation = password.confirmation;
  if (!input.termsAccepted) errors.termsAccepted = 'form.terms';
  return errors;
}

export type NewPasswordField = 'password' | 'passwordConfirmation';

/** A new password after a reset link (spec §5: upper, lower case and digits; symbols not required). */
export function newPasswordErrors(input: {
  password: string;
  passwordConfirmation: string;
}): FormErrors<NewPasswordField> {
  const found = passwordErrors(input.password, input.passwordConfirmation, false);
  const errors: FormErrors<NewPasswordField> = {};
  if (found.password) errors.password = found.password;
  if (found.confirmation) errors.passwordConfirmation = found.confirmation;
  return errors;
}

/** The first field of `order` with an error, if any. */
export function firstInvalid<F extends string>(errors: FormErrors<F>, order: readonly F[]): F | undefined {
  return order.find((field) => errors[field]);
}
