import { call } from '../../api/call.ts';
import { useApi } from '../../app/widget-context.tsx';
import { forgotFailure } from './auth-failures.ts';
import { AUTH_PATH } from './auth-paths.ts';
import { AppLink, type AuthT, authScreen } from './auth-ui.tsx';
import { EmailRequestForm } from './email-request-form.tsx';

function ForgotPasswordBody({ t }: { t: AuthT }) {
  const api = useApi();
  return (
    <>
      <EmailRequestForm
        t={t}
        id="forgot-password-email"
        intro="forgot.intro"
        submit="forgot.submit"
        sentText={(email) => `${t('forgot.sent', { email })} ${t('forgot.wait')}`}
        send={(email, hotelId) =>
          call(api, 'POST /book/hotels/:hotelId/memberships/start_reset_password_process', {
            params: { hotelId },
            body: { email },
          })
        }
        failureOf={forgotFailure}
      />
      <p>
        <AppLink path={AUTH_PATH.signIn}>{t('signIn.submit')}</AppLink>
      </p>
    </>
  );
}

/** /forgot-password: the reset link by mail (spec §8 "No user matched provided email."). */
export const ForgotPasswordScreen = authScreen('forgot.title', ForgotPasswordBody);
