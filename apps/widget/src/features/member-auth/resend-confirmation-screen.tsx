import { call } from '../../api/call.ts';
import { useApi } from '../../app/widget-context.tsx';
import { resendFailure } from './auth-failures.ts';
import { AUTH_PATH } from './auth-paths.ts';
import { AppLink, type AuthT, authScreen } from './auth-ui.tsx';
import { EmailRequestForm } from './email-request-form.tsx';
import { signUpDraft } from './sign-up-draft.ts';

function ResendConfirmationBody({ t }: { t: AuthT }) {
  const api = useApi();
  return (
    <>
      <EmailRequestForm
        t={t}
        id="resend-confirmation-email"
        intro="resend.intro"
        submit="resend.submit"
        initialEmail={signUpDraft.sentTo() ?? ''}
        sentText={(email) => t('resend.sent', { email })}
        send={(email, hotelId) =>
          call(api, 'POST /book/hotels/:hotelId/memberships/resend_confirm_email', {
            params: { hotelId },
            body: { email },
          })
        }
        failureOf={resendFailure}
      />
      <p>
        <AppLink path={AUTH_PATH.signIn}>{t('signIn.submit')}</AppLink>
      </p>
    </>
  );
}

/** /resend-confirmation-email: the sign-up confirmation mail again (spec §8 unregistered, confirmed). */
export const ResendConfirmationScreen = authScreen('resend.title', ResendConfirmationBody);
