import { type FormEvent, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { call } from '../../api/call.ts';
import { signInMember } from '../../app/member-sign-in.ts';
import { navigateTo } from '../../app/navigation.ts';
import { returnPage } from '../../app/return-path.ts';
import { useApi, useWidget, useWidgetStore } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { signInFailure } from './auth-failures.ts';
import { AUTH_PATH, authPaths, useChatVariant } from './auth-paths.ts';
import { type SignInField, signInErrors } from './auth-rules.ts';
import { AlertNote, AppLink, type AuthT, authScreen, ExternalLink, useFieldCheck } from './auth-ui.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { FederatedButtons } from './federated-buttons.tsx';
import type { AuthTextKey } from './texts/en.ts';
import { useSignUpAllowed } from './use-sign-up-allowed.ts';

/** The form's fields in their order. */
const FIELD_ID: Readonly<Record<SignInField, string>> = {
  email: 'sign-in-email',
  password: 'sign-in-password',
};
const ALERT_ID = 'sign-in-failure';

/** The login widget's own title and description in the current language (spec section 3). */
function LoginWidgetIntro() {
  const { locale } = useI18n();
  const texts = useWidget((state) => state.loginWidget)?.translations_attributes ?? [];
  const text = texts.find((entry) => entry.locale === locale) ?? texts.find((entry) => entry.locale === 'en');
  if (!text || (!text.title && !text.description)) return null;
  return (
    <div className="member-auth__intro">
      {text.title ? <h2>{text.title}</h2> : null}
      {text.description ? <p>{text.description}</p> : null}
    </div>
  );
}

/** The login widget's privacy and terms pages, when the hotel has them. */
export function PolicyLinks({ t }: { t: AuthT }) {
  const loginWidget = useWidget((state) => state.loginWidget);
  if (!loginWidget?.privacy_url && !loginWidget?.term_of_use_url) return null;
  return (
    <ul className="member-auth__links">
      {loginWidget.term_of_use_url ? (
        <li>
          <ExternalLink href={loginWidget.term_of_use_url} label={t('link.terms')} t={t} />
        </li>
      ) : null}
      {loginWidget.privacy_url ? (
        <li>
          <ExternalLink href={loginWidget.privacy_url} label={t('link.privacy')} t={t} />
        </li>
      ) : null}
    </ul>
  );
}

function SignInBody({ t }: { t: AuthT }) {
  const api = useApi();
  const store = useWidgetStore();
  const settings = useWidget((state) => state.settings);
  const signedIn = useWidget((state) => state.user !== null);
  const chat = useChatVariant();
  const paths = authPaths(chat);
  const signUpAllowed = useSignUpAllowed();
  // A member-confirmation link may name the program to sign in to (spec section 2).
  const programId = Number(new URLSearchParams(useSearch()).get('program_id'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<AuthTextKey | null>(null);
  const [sending, setSending] = useState(false);
  const { errors, check, focusOn } = useFieldCheck(FIELD_ID);

  // Spec section 4: a signed-in member (also after the host's refresh) has nothing to do here.
  useEffect(() => {
    if (signedIn) navigateTo(returnPage(), { replace: true });
  }, [signedIn]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !settings) return;
    setFailure(null);
    if (!check(signInErrors({ email, password }))) return;
    setSending(true);
    try {
      const answer = await call(api, 'POST /book/hotels/:hotelId/memberships/sign_in', {
        params: { hotelId: settings.hotel_id },
        body: {
          grant_type: 'password',
          hotel_id: settings.hotel_id,
          email: email.trim(),
          password,
          ...(Number.isInteger(programId) && programId > 0 ? { program_id: programId } : {}),
        },
      });
      void signInMember(api, store, answer.data);
    } catch (error) {
      setSending(false);
      setFailure(signInFailure(error));
      focusOn(ALERT_ID);
    }
  };

  const errorText = (field: SignInField) => {
    const error = errors[field];
    return error ? t(error) : undefined;
  };
  return (
    <>
      <LoginWidgetIntro />
      <AlertNote id={ALERT_ID} message={failure ? t(failure) : null}>
        {failure === 'signIn.notConfirmed' ? (
          <p>
            <AppLink path={AUTH_PATH.resendConfirmation}>{t('signIn.resend')}</AppLink>
          </p>
        ) : null}
        {failure === 'signIn.locked' || failure === 'signIn.facilityAccount' ? (
          <p>
            <AppLink path={AUTH_PATH.forgotPassword}>{t('signIn.forgot')}</AppLink>
          </p>
        ) : null}
      </AlertNote>
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
        {signUpAllowed ? (
          <li>
            {t('signIn.noAccount')} <AppLink path={paths.signUp}>{t('signIn.signUp')}</AppLink>
          </li>
        ) : null}
        <li>
          <AppLink path={AUTH_PATH.resendConfirmation}>{t('signIn.resend')}</AppLink>
        </li>
      </ul>
      <FederatedButtons t={t} />
      <PolicyLinks t={t} />
    </>
  );
}

/** /sign-in and /chat-sign-in (spec section 2): email and password, other ways in, and the links. */
export const SignInScreen = authScreen('signIn.title', SignInBody);
