import type { FormEvent } from 'react';
import { TextField } from '../../shared/form-fields.tsx';
import type { SignInField } from './auth-rules.ts';
import { AuthPasswordField, type AuthT } from './auth-ui.tsx';

/**
 * The email and password form of a password sign-in — a member's own, or through an organization —
 * with each field's error at the field and the submit button that says when it is sending.
 */
export function CredentialsForm(props: {
  t: AuthT;
  fieldIds: Readonly<Record<SignInField, string>>;
  errorText: (field: SignInField) => string | undefined;
  email: string;
  onEmail: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  sending: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  const { t, fieldIds, errorText } = props;
  return (
    <form className="member-auth__form" noValidate onSubmit={props.onSubmit}>
      <TextField
        id={fieldIds.email}
        label={t('field.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={254}
        error={errorText('email')}
        value={props.email}
        onChange={props.onEmail}
      />
      <AuthPasswordField
        id={fieldIds.password}
        label={t('field.password')}
        autoComplete="current-password"
        error={errorText('password')}
        value={props.password}
        onChange={props.onPassword}
      />
      <button type="submit" className="button" aria-disabled={props.sending || undefined}>
        {props.sending ? t('form.sending') : t('signIn.submit')}
      </button>
    </form>
  );
}
