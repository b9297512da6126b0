import type { MemberProfile } from '@yadori/contract/membership.schema';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../app/widget-context.tsx';
import { PasswordField, TextField } from '../../shared/form-fields.tsx';
import { resendEmailChange, updateEmail } from './account-api.ts';
import { hasPassword } from './account-rules.ts';
import { FormNotes } from './form-notes.tsx';
import type { AccountT } from './texts.ts';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The login email (spec §4 membership): a new address stays pending until the link mailed to it is
 * opened; meanwhile the pending address is shown with a way to mail its link again.
 */
export function EmailChange({
  profile,
  hotelId,
  t,
  onChanged,
}: {
  profile: MemberProfile;
  hotelId: number;
  t: AccountT;
  onChanged: (profile: MemberProfile) => void;
}) {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; confirmation?: string; password?: string }>({});
  const [message, setMessage] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const withPassword = hasPassword(profile);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (email.trim() === '') next.email = t('profile.errorRequired');
    else if (!EMAIL.test(email.trim())) next.email = t('profile.errorEmail');
    if (confirmation.trim() !== email.trim()) next.confirmation = t('profile.errorEmailMismatch');
    if (withPassword && password === '') next.password = t('profile.errorRequired');
    setErrors(next);
    setMessage(null);
    const first = Object.keys(next)[0];
    if (first) {
      document.getElementById(`email-change-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const changed = await updateEmail(api, hotelId, {
        email: email.trim(),
        email_confirmation: confirmation.trim(),
        ...(withPassword ? { current_password: password } : {}),
        // No return address: the server's link opens the widget's member confirmation, which is
        // where an email change is confirmed (a return address must be on the server's own origin).
      });
      setEmail('');
      setConfirmation('');
      setPassword('');
      onChanged(changed);
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!profile.pending_email) return;
    setBusy(true);
    setMessage(null);
    try {
      await resendEmailChange(api, hotelId, { email: profile.pending_email });
      setMessage({ kind: 'info', text: t('email.resent', { email: profile.pending_email }) });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="email-heading">
      <h3 id="email-heading">{t('email.heading')}</h3>
      <p>{t('email.current', { email: profile.email })}</p>
      {profile.pending_email ? (
        <div className="payment-note payment-note--info" data-testid="email-pending">
          <p>{t('email.pending', { email: profile.pending_email })}</p>
          <button type="button" className="gd-link-button" onClick={resend} disabled={busy}>
            {t('email.resend')}
          </button>
        </div>
      ) : null}
      <FormNotes
        info={message?.kind === 'info' ? message.text : null}
        error={message?.kind === 'error' ? message.text : null}
      />
      <form className="account-form" onSubmit={submit} noValidate aria-labelledby="email-heading">
        <TextField
          id="email-change-email"
          type="email"
          autoComplete="email"
          label={t('email.new')}
          required
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <TextField
          id="email-change-confirmation"
          type="email"
          autoComplete="email"
          label={t('email.confirmation')}
          required
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
        />
        {withPassword ? (
          <PasswordField
            id="email-change-password"
            label={t('email.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
        ) : null}
        <div className="account-form__buttons">
          <button type="submit" className="button" disabled={busy}>
            {t('email.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
