import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { call } from '../../api/call.ts';
import { navigateTo } from '../../app/navigation.ts';
import { returnPage } from '../../app/return-path.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ErrorSummary, type Issue } from '../../shared/error-summary.tsx';
import { CheckboxField, TextField } from '../../shared/form-fields.tsx';
import { signUpFailure } from './auth-failures.ts';
import { authPaths, useChatVariant } from './auth-paths.ts';
import {
  type FormErrors,
  firstInvalid,
  type SignUpField,
  type SignUpInput,
  signUpErrors,
} from './auth-rules.ts';
import { AppLink, AuthPasswordField, type AuthT, authScreen, ExternalLink } from './auth-ui.tsx';
import { signUpBody } from './sign-up-body.ts';
import { signUpDraft } from './sign-up-draft.ts';
import type { AuthTextKey } from './texts/en.ts';
import { useSignUpAllowed } from './use-sign-up-allowed.ts';

export const SIGN_UP_FIELD_ID: Readonly<Record<SignUpField, string>> = {
  lastName: 'sign-up-last-name',
  firstName: 'sign-up-first-name',
  email: 'sign-up-email',
  emailConfirmation: 'sign-up-email-confirmation',
  password: 'sign-up-password',
  passwordConfirmation: 'sign-up-password-confirmation',
  termsAccepted: 'sign-up-terms',
};

export const SIGN_UP_LABEL: Readonly<Record<SignUpField, AuthTextKey>> = {
  lastName: 'field.lastName',
  firstName: 'field.firstName',
  email: 'field.email',
  emailConfirmation: 'field.emailConfirmation',
  password: 'field.password',
  passwordConfirmation: 'field.passwordConfirmation',
  termsAccepted: 'field.terms',
};

/** Spec section 9: English puts the first name first; the other languages the last name. */
export const nameOrder = (locale: string): readonly SignUpField[] =>
  locale === 'en' ? ['firstName', 'lastName'] : ['lastName', 'firstName'];

const EMPTY: SignUpInput = {
  lastName: '',
  firstName: '',
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
  newsletter: false,
  termsAccepted: false,
};

/** The terms checkbox's label: the hotel's pages linked when it has them. */
function TermsLabel({ t }: { t: AuthT }) {
  const loginWidget = useWidget((state) => state.loginWidget);
  const links: ReactNode[] = [];
  if (loginWidget?.term_of_use_url)
    links.push(<ExternalLink key="terms" href={loginWidget.term_of_use_url} label={t('link.terms')} t={t} />);
  if (loginWidget?.privacy_url)
    links.push(<ExternalLink key="privacy" href={loginWidget.privacy_url} label={t('link.privacy')} t={t} />);
  return (
    <>
      {t('field.terms')}
      {links.length > 0 ? (
        <>
          {' ('}
          {links.flatMap((link, index) => (index === 0 ? [link] : [' / ', link]))}
          {')'}
        </>
      ) : null}
    </>
  );
}

function SignUpBody({ t }: { t: AuthT }) {
  const api = useApi();
  const { locale } = useI18n();
  const settings = useWidget((state) => state.settings);
  const consent = useWidget((state) => state.settings?.hotel_brand.email_consent_setting);
  const allowed = useSignUpAllowed();
  const signedIn = useWidget((state) => state.user !== null);
  const chat = useChatVariant();
  const paths = authPaths(chat);
  const [input, setInput] = useState<SignUpInput>(
    () => signUpDraft.get() ?? { ...EMPTY, newsletter: Boolean(consent?.enabled && consent.default_checked) },
  );
  const [errors, setErrors] = useState<FormErrors<SignUpField>>({});
  const [serverField, setServerField] = useState<{ field: SignUpField; key: AuthTextKey } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  useEffect(() => {
    if (focusSummary > 0) summary.current?.focus();
  }, [focusSummary]);

  // Spec section 6: no sign-up when it is not offered, or for a member already signed in.
  useEffect(() => {
    if (signedIn) navigateTo(returnPage(), { replace: true });
    else if (!allowed) navigateTo(paths.signIn, { replace: true });
  }, [signedIn, allowed, paths.signIn]);

  const set = <K extends keyof SignUpInput>(key: K, value: SignUpInput[K]) =>
    setInput((previous) => ({ ...previous, [key]: value }));
  const order: readonly SignUpField[] = [
    ...nameOrder(locale),
    'email',
    'emailConfirmation',
    'password',
    'passwordConfirmation',
    'termsAccepted',
  ];
  const errorText = (field: SignUpField) => {
    if (serverField?.field === field) return t(serverField.key);
    const error = errors[field];
    return error ? t(error) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !settings) return;
    const found = signUpErrors(input);
    setErrors(found);
    setServerField(null);
    setFailure(null);
    if (firstInvalid(found, order)) {
      setFocusSummary((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      // The server's own checks (password strength, a taken email) before the review page.
      await call(api, 'POST /book/hotels/:hotelId/memberships/sign_up/verify', {
        params: { hotelId: settings.hotel_id },
        body: signUpBody(input, locale),
      });
      signUpDraft.set(input);
      navigateTo(paths.signUpResult);
    } catch (error) {
      setSending(false);
      const refused = signUpFailure(error);
      if (refused.field) setServerField({ field: refused.field, key: refused.key });
      else setFailure(refused.message ?? t(refused.key));
      setFocusSummary((n) => n + 1);
    }
  };

  const issues: Issue[] = order.flatMap((field) => {
    const message = errorText(field);
    return message ? [{ id: SIGN_UP_FIELD_ID[field], label: t(SIGN_UP_LABEL[field]), message }] : [];
  });
  const text = (field: Exclude<SignUpField, 'termsAccepted' | 'password' | 'passwordConfirmation'>) => (
    <TextField
      key={field}
      id={SIGN_UP_FIELD_ID[field]}
      label={t(SIGN_UP_LABEL[field])}
      required
      error={errorText(field)}
      value={input[field]}
      onChange={(value) => set(field, value)}
      {...(field === 'email' || field === 'emailConfirmation'
        ? {
            type: 'email' as const,
            inputMode: 'email' as const,
            autoComplete: field === 'email' ? 'email' : 'off',
            maxLength: 254,
          }
        : { autoComplete: field === 'firstName' ? 'given-name' : 'family-name', maxLength: 100 })}
    />
  );
  return (
    <>
      <p className="member-auth__intro">{t('signUp.intro')}</p>
      <ErrorSummary ref={summary} issues={issues} blocking={failure ? [failure] : []} />
      <form className="member-auth__form" noValidate onSubmit={submit}>
        {nameOrder(locale).map((field) => text(field as 'lastName' | 'firstName'))}
        {text('email')}
        {text('emailConfirmation')}
        <AuthPasswordField
          id={SIGN_UP_FIELD_ID.password}
          label={t('field.password')}
          hint={t('signUp.passwordHint')}
          autoComplete="new-password"
          error={errorText('password')}
          value={input.password}
          onChange={(value) => set('password', value)}
        />
        <AuthPasswordField
          id={SIGN_UP_FIELD_ID.passwordConfirmation}
          label={t('field.passwordConfirmation')}
          autoComplete="new-password"
          error={errorText('passwordConfirmation')}
          value={input.passwordConfirmation}
          onChange={(value) => set('passwordConfirmation', value)}
        />
        {consent?.enabled ? (
          <CheckboxField
            id="sign-up-newsletter"
            label={t('field.newsletter')}
            checked={input.newsletter}
            onChange={(value) => set('newsletter', value)}
          />
        ) : null}
        <CheckboxField
          id={SIGN_UP_FIELD_ID.termsAccepted}
          label={<TermsLabel t={t} />}
          required
          error={errorText('termsAccepted')}
          checked={input.termsAccepted}
          onChange={(value) => set('termsAccepted', value)}
        />
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? t('signUp.checking') : t('signUp.continue')}
        </button>
      </form>
      <p>
        {t('signUp.haveAccount')} <AppLink path={paths.signIn}>{t('signIn.submit')}</AppLink>
      </p>
    </>
  );
}

/** /sign-up and /chat-sign-up-form (spec sections 2, 5, 6): the form, checked here and by the server. */
export const SignUpScreen = authScreen('signUp.title', SignUpBody);
