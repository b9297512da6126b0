import type { SignUpInput } from './auth-rules.ts';

// The sign-up form's entries between the form, its review and the mail notice. Kept in memory only:
// a password never goes to storage, so a reload of the review asks for the form again.
let draft: SignUpInput | null = null;
let sentTo: string | null = null;

export const signUpDraft = {
  get: (): SignUpInput | null => draft,
  set: (input: SignUpInput): void => {
    draft = input;
  },
  /** Registered: the entries are dropped, the address the mail went to is kept for the notice. */
  registered: (email: string): void => {
    draft = null;
    sentTo = email;
  },
  sentTo: (): string | null => sentTo,
};
