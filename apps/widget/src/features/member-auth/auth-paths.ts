import { useLocation } from 'wouter';

/**
 * The member screens' paths (app/route-paths.ts lists them as routes). The chat variants (spec
 * section 2) are the same screens under `/chat-…`, with a close-only header; their links stay in the
 * chat variants.
 */
export const AUTH_PATH = {
  signIn: '/sign-in',
  chatSignIn: '/chat-sign-in',
  signUp: '/sign-up',
  chatSignUp: '/chat-sign-up',
  chatSignUpForm: '/chat-sign-up-form',
  signUpResult: '/sign-up-result',
  chatSignUpResult: '/chat-sign-up-result',
  signUpDone: '/sign-up-done',
  chatSignUpDone: '/chat-sign-up-done',
  forgotPassword: '/forgot-password',
  resendConfirmation: '/resend-confirmation-email',
} as const;

/** True on a chat variant (`/chat-sign-in`, `/chat-sign-up…`). */
export function useChatVariant(): boolean {
  const [path] = useLocation();
  return path.startsWith('/chat-');
}

/** The variant's own paths: a chat screen links to chat screens. */
export function authPaths(chat: boolean) {
  return {
    signIn: chat ? AUTH_PATH.chatSignIn : AUTH_PATH.signIn,
    signUp: chat ? AUTH_PATH.chatSignUp : AUTH_PATH.signUp,
    signUpForm: chat ? AUTH_PATH.chatSignUpForm : AUTH_PATH.signUp,
    signUpResult: chat ? AUTH_PATH.chatSignUpResult : AUTH_PATH.signUpResult,
    signUpDone: chat ? AUTH_PATH.chatSignUpDone : AUTH_PATH.signUpDone,
  };
}
