import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/call.ts';
import { signInMember } from '../../app/member-sign-in.ts';
import { navigateTo } from '../../app/navigation.ts';
import { returnPage } from '../../app/return-path.ts';
import { useApi, useWidget, useWidgetStore } from '../../app/widget-context.tsx';
import { ErrorSummary, type Issue } from '../../shared/error-summary.tsx';
import { organizationSignInFailure } from './auth-failures.ts';
import { AUTH_PATH } from './auth-paths.ts';
import { type FormErrors, firstInvalid, type SignInField, signInErrors } from './auth-rules.ts';
import { AppLink, type AuthT, authScreen } from './auth-ui.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { PolicyLinks } from './sign-in-screen.tsx';
import type { AuthTextKey } from './texts/en.ts';

const FIELD_ID: Readonly<Record<SignInField, string>> = {
  email: 'organization-sign-in-email',
  password: 'organization-sign-in-password',
};
const FIELD_LABEL: Readonly<Record<SignInField, AuthTextKey>> = {
  email: 'field.email',
  password: 'field.password',
};
const ORDER: readonly SignInField[] = ['email', 'password'];

/** The address's `organization_id` (spec §2), when it names one: a positive whole number. */
export function organizationIdOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('organization_id');
  if (!raw || !/^[0-9]{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The address's `referrer_code` (spec §2), when it is one: letters, digits, `_` and `-`. */
export function referrerCodeOf(search: string): string | undefined {
  const raw = new URLSearchParams(search).get('referrer_code');
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : undefined;
}

function OrganizationSignInBody({ t }: { t: AuthT }) {
  const api = useApi();
  const store = useWidgetStore();
  const settings = useWidget((state) => state.settings);
  const signedIn = useWidget((state) => state.user !== null);
  const search = useSearch();
  const organizationId = organizationIdOf(search);
  const referrerCode = referrerCodeOf(search);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<SignInField>>({});
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  useEffect(() => {
    if (focusSummary > 0) summary.current?.focus();
  }, [focusSummary]);

  // As at member sign-in (spec §4): someone signed in goes on, to where they came from or to search.
  useEffect(() => {
    if (signedIn) navigateTo(returnPage(), { replace: true });
  }, [signedIn]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !settings) return;
    const found = signInErrors({ email, password });
    setErrors(found);
    setFailure(null);
    if (firstInvalid(found, ORDER)) {
      setFocusSummary((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      const answer = await call(api, 'POST /book/hotels/:code/organization/sign_in', {
        params: { code: settings.hotel_code },
        body: {
          email: email.trim(),
          password,
          ...(organizationId === undefined ? {} : { organization_id: organizationId }),
          ...(referrerCode === undefined ? {} : { referrer_code: referrerCode }),
        },
      });
      // The session is kept exactly as a member's: stored for the brand, the user set, the host told.
      void signInMember(api, store, answer.data);
    } catch (error) {
      setSending(false);
      setFailure(organizationSignInFailure(error));
      setFocusSummary((n) => n + 1);
    }
  };

  const errorText = (field: SignInField) => {
    const error = errors[field];
    return error ? t(error) : undefined;
  };
  const issues: Issue[] = ORDER.flatMap((field) => {
    const message = errorText(field);
    return message ? [{ id: FIELD_ID[field], label: t(FIELD_LABEL[field]), message }] : [];
  });
  return (
    <>
      <p className="member-auth__intro">{t('orgSignIn.intro')}</p>
      <ErrorSummary ref={summary} issues={issues} blocking={failure ? [t(failure)] : []} />
      <CredentialsForm
        t={t}
        fieldIds={FIELD_ID}
        errorText={errorText}
        email={email}
        onEmail={setEmail}
        password={password}
        onPassword={setPassword}
        sending={sending}
        onSubmit={submit}
      />
      <ul className="member-auth__links">
        <li>
          <AppLink path={AUTH_PATH.forgotPassword}>{t('signIn.forgot')}</AppLink>
        </li>
      </ul>
      <PolicyLinks t={t} />
    </>
  );
}

/**
 * /organization-sign-in (spec §2 open, §6): a corporate user signs in with their own account's email
 * and password through their organization (`organization_id` in the address names it, for people of
 * several). The session is kept as a member sign-in keeps it; the header then names the organization.
 */
export const OrganizationSignInScreen = authScreen('orgSignIn.title', OrganizationSignInBody);
