import { useEffect } from 'react';
import { navigateTo } from '../../app/navigation.ts';
import { AUTH_PATH } from './auth-paths.ts';
import { AppLink, type AuthT, authScreen } from './auth-ui.tsx';
import { FederatedButtons } from './federated-buttons.tsx';
import { PolicyLinks } from './sign-in-screen.tsx';
import { useSignUpAllowed } from './use-sign-up-allowed.ts';

function ChatSignUpBody({ t }: { t: AuthT }) {
  const allowed = useSignUpAllowed();
  useEffect(() => {
    if (!allowed) navigateTo(AUTH_PATH.chatSignIn, { replace: true });
  }, [allowed]);
  return (
    <>
      <p>
        <AppLink path={AUTH_PATH.chatSignUpForm} className="button">
          {t('signUp.withEmail')}
        </AppLink>
      </p>
      <FederatedButtons t={t} />
      <p>
        {t('signUp.haveAccount')} <AppLink path={AUTH_PATH.chatSignIn}>{t('signIn.submit')}</AppLink>
      </p>
      <PolicyLinks t={t} />
    </>
  );
}

/**
 * /chat-sign-up (spec section 2): in the chatbot's small frame, sign-up starts with a choice — the
 * email form (/chat-sign-up-form) or a provider the brand offers.
 */
export const ChatSignUpScreen = authScreen('signUp.title', ChatSignUpBody);
