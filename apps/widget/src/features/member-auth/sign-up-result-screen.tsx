import { useState } from 'react';
import { call } from '../../api/call.ts';
import { navigateTo } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { signUpFailure } from './auth-failures.ts';
import { authPaths, useChatVariant } from './auth-paths.ts';
import { AlertNote, AppLink, type AuthT, authScreen, useFocusAfterRender } from './auth-ui.tsx';
import { signUpBody } from './sign-up-body.ts';
import { signUpDraft } from './sign-up-draft.ts';
import { nameOrder, SIGN_UP_LABEL } from './sign-up-screen.tsx';

const ALERT_ID = 'sign-up-result-failure';

function SignUpResultBody({ t }: { t: AuthT }) {
  const api = useApi();
  const { locale } = useI18n();
  const settings = useWidget((state) => state.settings);
  const consent = useWidget((state) => state.settings?.hotel_brand.email_consent_setting);
  const paths = authPaths(useChatVariant());
  const [draft] = useState(signUpDraft.get);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const focusOn = useFocusAfterRender();

  if (!draft) {
    return (
      <div className="payment-note payment-note--warning">
        <p>{t('signUpResult.lost')}</p>
        <AppLink path={paths.signUpForm}>{t('signUpResult.edit')}</AppLink>
      </div>
    );
  }

  const register = async () => {
    if (sending || !settings) return;
    setSending(true);
    setFailure(null);
    try {
      await call(api, 'POST /book/hotels/:hotelId/memberships/sign_up', {
        params: { hotelId: settings.hotel_id },
        body: signUpBody(draft, locale),
      });
      signUpDraft.registered(draft.email.trim());
      navigateTo(paths.signUpDone, { replace: true });
    } catch (error) {
      setSending(false);
      const refused = signUpFailure(error);
      setFailure(refused.field === null && refused.message ? refused.message : t(refused.key));
      focusOn(ALERT_ID);
    }
  };

  const rows: Array<[string, string]> = [
    ...nameOrder(locale).map((field): [string, string] => [
      t(SIGN_UP_LABEL[field]),
      draft[field as 'lastName' | 'firstName'],
    ]),
    [t('field.email'), draft.email.trim()],
    [t('field.password'), t('signUpResult.hidden')],
    ...(consent?.enabled
      ? [
          [t('field.newsletter'), t(draft.newsletter ? 'signUpResult.yes' : 'signUpResult.no')] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <>
      <p className="member-auth__intro">{t('signUpResult.intro')}</p>
      <AlertNote id={ALERT_ID} message={failure} />
      <dl className="member-auth__review">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="member-auth__actions">
        <button type="button" className="button" aria-disabled={sending || undefined} onClick={register}>
          {sending ? t('signUpResult.registering') : t('signUpResult.register')}
        </button>
        <AppLink path={paths.signUpForm} className="member-auth__secondary">
          {t('signUpResult.edit')}
        </AppLink>
      </div>
    </>
  );
}

/** /sign-up-result and /chat-sign-up-result: the entries to review, then sign_up. */
export const SignUpResultScreen = authScreen('signUpResult.title', SignUpResultBody);
