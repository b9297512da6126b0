import { AUTH_PATH } from './auth-paths.ts';
import { AppLink, type AuthT, authScreen, StatusNote } from './auth-ui.tsx';
import { signUpDraft } from './sign-up-draft.ts';

function SignUpDoneBody({ t }: { t: AuthT }) {
  const email = signUpDraft.sentTo();
  return (
    <>
      <StatusNote>
        {email ? <p>{t('signUpDone.sent', { email })}</p> : null}
        <p>{t('signUpDone.wait')}</p>
      </StatusNote>
      <p>
        <AppLink path={AUTH_PATH.resendConfirmation}>{t('signUpDone.resend')}</AppLink>
      </p>
    </>
  );
}

/** /sign-up-done and /chat-sign-up-done: check your mail (spec §9: it can take 10 minutes). */
export const SignUpDoneScreen = authScreen('signUpDone.title', SignUpDoneBody);
