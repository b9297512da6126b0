import { type FormEvent, useState } from 'react';
import { useWidget } from '../../app/widget-context.tsx';
import { TextField } from '../../shared/form-fields.tsx';
import { emailError, type FieldError } from './auth-rules.ts';
import { AlertNote, type AuthT, StatusNote, useFocusAfterRender } from './auth-ui.tsx';
import type { AuthTextKey } from './texts/en.ts';

/**
 * One email address and a button (forgot password, resend confirmation): the field checked here,
 * `send` asks the server; `sentText` (with `{email}`) and the spec's 10-minute advice on success,
 * the failure's text announced and focused otherwise.
 */
export function EmailRequestForm({
  t,
  id,
  intro,
  submit,
  sentText,
  send,
  failureOf,
  initialEmail = '',
}: {
  t: AuthT;
  id: string;
  intro: AuthTextKey;
  submit: AuthTextKey;
  sentText: (email: string) => string;
  send: (email: string, hotelId: number) => Promise<unknown>;
  failureOf: (error: unknown) => AuthTextKey;
  initialEmail?: string;
}) {
  const settings = useWidget((state) => state.settings);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<FieldError | undefined>();
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const focusOn = useFocusAfterRender();
  const alertId = `${id}-failure`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !settings) return;
    const found = emailError(email);
    setError(found);
    setFailure(null);
    setSentTo(null);
    if (found) {
      focusOn(id);
      return;
    }
    setSending(true);
    try {
      await send(email.trim(), settings.hotel_id);
      setSentTo(email.trim());
    } catch (refusal) {
      setFailure(failureOf(refusal));
      focusOn(alertId);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <p className="member-auth__intro">{t(intro)}</p>
      <AlertNote id={alertId} message={failure ? t(failure) : null} />
      {sentTo ? (
        <StatusNote>
          <p>{sentText(sentTo)}</p>
        </StatusNote>
      ) : null}
      <form className="member-auth__form" noValidate onSubmit={onSubmit}>
        <TextField
          id={id}
          label={t('field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          error={error ? t(error) : undefined}
          value={email}
          onChange={setEmail}
        />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('form.sending') : t(submit)}
        </button>
      </form>
    </>
  );
}
