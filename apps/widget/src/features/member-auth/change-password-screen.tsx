import { type FormEvent, useState } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/call.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { hrefWith } from '../../shared/query-links.ts';
import { resetFailure } from './auth-failures.ts';
import { AUTH_PATH } from './auth-paths.ts';
import { type NewPasswordField, newPasswordErrors } from './auth-rules.ts';
import {
  AlertNote,
  AppLink,
  AuthPasswordField,
  type AuthT,
  authScreen,
  StatusNote,
  useFieldCheck,
} from './auth-ui.tsx';
import type { AuthTextKey } from './texts/en.ts';

/** The form's fields in their order. */
const FIELD_ID: Readonly<Record<NewPasswordField, string>> = {
  password: 'change-password-password',
  passwordConfirmation: 'change-password-confirmation',
};
const ALERT_ID = 'change-password-failure';

function ChangePasswordBody({ t }: { t: AuthT }) {
  const api = useApi();
  const settings = useWidget((state) => state.settings);
  const token = new URLSearchParams(useSearch()).get('reset_password_token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setConfirmation] = useState('');
  const [serverError, setServerError] = useState<AuthTextKey | null>(null);
  const [failure, setFailure] = useState<AuthTextKey | null>(token ? null : 'change.expired');
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const { errors, check, focusOn } = useFieldCheck(FIELD_ID);
  const signInHref = hrefWith(AUTH_PATH.signIn, { reset_password_token: null });

  if (done) {
    return (
      <>
        <StatusNote>
          <p>{t('change.done')}</p>
        </StatusNote>
        <p>
          <a href={signInHref}>{t('signIn.submit')}</a>
        </p>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !settings || !token) return;
    setServerError(null);
    setFailure(null);
    if (!check(newPasswordErrors({ password, passwordConfirmation }))) return;
    setSending(true);
    try {
      await call(api, 'PUT /book/hotels/:hotelId/memberships/update_password', {
        params: { hotelId: settings.hotel_id },
        body: { reset_password_token: token, password, password_confirmation: passwordConfirmation },
      });
      setDone(true);
    } catch (error) {
      setSending(false);
      const refused = resetFailure(error);
      if (refused.field) {
        setServerError(refused.key);
        focusOn(FIELD_ID.password);
      } else {
        setFailure(refused.key);
        focusOn(ALERT_ID);
      }
    }
  };

  const passwordError = serverError ?? errors.password;
  return (
    <>
      <AlertNote id={ALERT_ID} message={failure ? t(failure) : null}>
        {failure === 'change.expired' ? (
          <p>
            <AppLink path={AUTH_PATH.forgotPassword}>{t('change.askAgain')}</AppLink>
          </p>
        ) : null}
      </AlertNote>
      {token ? (
        <form className="member-auth__form" noValidate onSubmit={submit}>
          <AuthPasswordField
            id={FIELD_ID.password}
            label={t('change.password')}
            hint={t('form.passwordRule')}
            autoComplete="new-password"
            error={passwordError ? t(passwordError) : undefined}
            value={password}
            onChange={setPassword}
          />
          <AuthPasswordField
            id={FIELD_ID.passwordConfirmation}
            label={t('change.confirmation')}
            autoComplete="new-password"
            error={errors.passwordConfirmation ? t(errors.passwordConfirmation) : undefined}
            value={passwordConfirmation}
            onChange={setConfirmation}
          />
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? t('form.sending') : t('change.submit')}
          </button>
        </form>
      ) : null}
    </>
  );
}

/** /change-password?reset_password_token (spec section 2): a new password (1300, 1302 refused). */
export const ChangePasswordScreen = authScreen('change.title', ChangePasswordBody);
