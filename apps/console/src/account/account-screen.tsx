import { LOCALES, type Locale } from '@yadori/contract/locales';
import type { staffTotpEnrollResponseSchema } from '@yadori/contract/staff.schema';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { Field, fieldErrors } from '../forms/field.tsx';
import { asFailure } from '../forms/use-submit.ts';
import { type ApiFailure, api } from '../lib/api.ts';
import { LANGUAGE_NAMES, setLocale, useTexts } from '../lib/i18n.ts';
import { type StaffMe, useSession } from '../lib/session.tsx';
import { ErrorNotice, Page, StatusNotice } from '../shell/page.tsx';
import { ACCOUNT_TEXTS } from './account.texts.ts';

type TotpSetup = z.infer<typeof staffTotpEnrollResponseSchema>['data'];
type Announce = (message: string) => void;

/** `/account`: the signed-in person's name and language, password, and two-step sign-in (decision 058). */
export function AccountScreen() {
  const t = useTexts(ACCOUNT_TEXTS);
  const { me } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  if (!me) return null;
  return (
    <Page title={t.title}>
      <StatusNotice message={message} />
      <ProfileSection me={me} announce={setMessage} />
      <PasswordSection email={me.email} announce={setMessage} />
      <TwoStepSection enabled={me.totp_enabled} announce={setMessage} />
    </Page>
  );
}

function ProfileSection({ me, announce }: { me: StaffMe; announce: Announce }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const { refresh } = useSession();
  const [name, setName] = useState(me.name);
  const [language, setLanguage] = useState<Locale>(me.locale);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const errors = fieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    announce('');
    try {
      await api('PATCH', '/me', { name, locale: language });
      setLocale(language);
      await refresh();
      announce(ACCOUNT_TEXTS[language].profileSaved);
    } catch (error) {
      setFailure(asFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="account-profile">
      <h2 id="account-profile">{t.profile}</h2>
      <ErrorNotice error={failure} />
      <form className="narrow-form" onSubmit={submit}>
        <p>
          <span className="muted">{t.email}: </span>
          {me.email}
        </p>
        <Field label={t.name} required error={errors('name')}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t.language} error={errors('locale')}>
          {(control) => (
            <select
              {...control}
              value={language}
              onChange={(event) => setLanguage(event.currentTarget.value as Locale)}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code.replace('_', '-')}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" disabled={busy}>
          {busy ? t.working : t.saveProfile}
        </button>
      </form>
    </section>
  );
}

function PasswordSection({ email, announce }: { email: string; announce: Announce }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const errors = fieldErrors(failure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    announce('');
    if (next !== repeat) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    try {
      await api('POST', '/me/password', { current_password: current, new_password: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      announce(t.passwordChanged);
    } catch (error) {
      setFailure(asFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="account-password">
      <h2 id="account-password">{t.password}</h2>
      <ErrorNotice error={failure} />
      <form className="narrow-form" onSubmit={submit}>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field label={t.currentPassword} required error={errors('current_password')}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="current_password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t.newPassword} required hint={t.newPasswordHint} error={errors('new_password')}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="new_password"
              autoComplete="new-password"
              minLength={12}
              maxLength={128}
              value={next}
              onChange={(event) => setNext(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t.repeatPassword} required error={mismatch ? [t.passwordsDiffer] : undefined}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="repeat_password"
              autoComplete="new-password"
              value={repeat}
              onChange={(event) => setRepeat(event.currentTarget.value)}
            />
          )}
        </Field>
        <button type="submit" disabled={busy}>
          {busy ? t.working : t.changePassword}
        </button>
      </form>
    </section>
  );
}

function TwoStepSection({ enabled, announce }: { enabled: boolean; announce: Announce }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const { refresh } = useSession();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const errors = fieldErrors(failure);
  const setupHeading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (setup) setupHeading.current?.focus();
  }, [setup]);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(undefined);
    announce('');
    try {
      await action();
    } catch (error) {
      setFailure(asFailure(error));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const answer = await api<{ data: TotpSetup }>('POST', '/me/totp');
      setCode('');
      setSetup(answer.data);
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await api('POST', '/me/totp/confirm', { code });
      setSetup(null);
      await refresh();
      announce(t.twoStepEnabled);
    });
  };

  const disable = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await api('DELETE', '/me/totp', { password });
      setPassword('');
      await refresh();
      announce(t.twoStepDisabled);
    });
  };

  const stopSetup = () => {
    setSetup(null);
    setFailure(undefined);
    // The setup block is gone: back to the button that opened it.
    requestAnimationFrame(() => startButton.current?.focus());
  };

  return (
    <section aria-labelledby="account-two-step">
      <h2 id="account-two-step">{t.twoStep}</h2>
      <p data-testid="two-step-state">{enabled ? t.twoStepOn : t.twoStepOff}</p>
      <ErrorNotice error={failure} />
      {enabled ? (
        <form className="narrow-form" onSubmit={disable}>
          <p>{t.disableIntro}</p>
          <Field label={t.password} required error={errors('password')}>
            {(control) => (
              <input
                {...control}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            )}
          </Field>
          <button type="submit" className="button-danger" disabled={busy}>
            {busy ? t.working : t.disableTwoStep}
          </button>
        </form>
      ) : setup ? (
        <div className="totp-setup">
          <h3 ref={setupHeading} tabIndex={-1}>
            {t.startTwoStep}
          </h3>
          <p>{t.setupIntro}</p>
          <dl className="facts">
            <div>
              <dt>{t.secret}</dt>
              <dd>
                <code className="totp-secret" data-testid="totp-secret">
                  {setup.secret}
                </code>
              </dd>
            </div>
            <div>
              <dt>{t.otpauthUrl}</dt>
              <dd>
                <a href={setup.otpauth_url}>
                  <code className="totp-url">{setup.otpauth_url}</code>
                </a>
              </dd>
            </div>
          </dl>
          <form className="narrow-form" onSubmit={confirm}>
            <Field label={t.code} required hint={t.codeHint} error={errors('code')}>
              {(control) => (
                <input
                  {...control}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.currentTarget.value.trim())}
                />
              )}
            </Field>
            <div className="button-row">
              <button type="submit" disabled={busy}>
                {busy ? t.working : t.confirmTwoStep}
              </button>
              <button type="button" className="button-secondary" onClick={stopSetup}>
                {t.stopSetup}
              </button>
            </div>
          </form>
        </div>
      ) : (
        <button ref={startButton} type="button" onClick={start} disabled={busy}>
          {t.startTwoStep}
        </button>
      )}
    </section>
  );
}
