import { LOCALES, type Locale } from '@yadori/contract/locales';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type ApiFailure, api } from '../lib/api.ts';
import { LANGUAGE_NAMES, setLocale, useLocale, useTexts } from '../lib/i18n.ts';
import { type StaffMe, useSession } from '../lib/session.tsx';
import { ErrorNotice } from '../shell/page.tsx';
import { SHELL_TEXTS } from '../shell/shell.texts.ts';
import { SIGN_IN_TEXTS } from './sign-in.texts.ts';

/** `POST /staff/sign_in`: email and password, then the authenticator's code when the account has TOTP on. */
export function SignInScreen() {
  const t = useTexts(SIGN_IN_TEXTS);
  const shell = useTexts(SHELL_TEXTS);
  const locale = useLocale();
  const { signedIn } = useSession();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure>();
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = `${t.title} · ${shell.consoleName}`;
  }, [t.title, shell.consoleName]);
  useEffect(() => {
    if (needsCode) codeInput.current?.focus();
  }, [needsCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api<{ data: { token: string; staff: StaffMe } }>('POST', '/sign_in', {
        email,
        password,
        ...(needsCode ? { totp_code: code } : {}),
      });
      signedIn(answer.data.token, answer.data.staff);
      navigate('/');
    } catch (failure) {
      const refusal = failure as ApiFailure;
      if (refusal.reason === 'totp_required' && !needsCode) setNeedsCode(true);
      else setError(refusal);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="content" className="sign-in">
      <div className="sign-in-card">
        <p className="console-name">{shell.consoleName}</p>
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        <ErrorNotice error={error} />
        <form onSubmit={submit} noValidate={false}>
          <label className="field">
            <span>{t.email}</span>
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          </label>
          <label className="field">
            <span>{t.password}</span>
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </label>
          {needsCode ? (
            <label className="field">
              <span>{t.totpCode}</span>
              <input
                ref={codeInput}
                name="totp_code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                aria-describedby="totp-hint"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <small id="totp-hint">{t.totpHint}</small>
            </label>
          ) : null}
          <button type="submit" disabled={busy}>
            {busy ? t.submitting : t.submit}
          </button>
        </form>
        <label className="field field-inline">
          <span>{shell.language}</span>
          <select value={locale} onChange={(event) => setLocale(event.currentTarget.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </main>
  );
}
