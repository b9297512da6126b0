import type { ComponentType } from 'react';
import type { MemberAuthPath } from '../../app/route-paths.ts';
import { ChangePasswordScreen } from './change-password-screen.tsx';
import { ChatSignUpScreen } from './chat-sign-up-screen.tsx';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';
import { MemberConfirmationScreen } from './member-confirmation-screen.tsx';
import { OrganizationSignInScreen } from './organization-sign-in-screen.tsx';
import { ResendConfirmationScreen } from './resend-confirmation-screen.tsx';
import { SignInScreen } from './sign-in-screen.tsx';
import { SignOutScreen } from './sign-out-screen.tsx';
import { SignUpDoneScreen } from './sign-up-done-screen.tsx';
import { SignUpResultScreen } from './sign-up-result-screen.tsx';
import { SignUpScreen } from './sign-up-screen.tsx';

/**
 * The screen of each member sign-in and sign-up path, chat variants included (one chunk: app/routes.ts
 * loads it for any of them).
 */
export const MEMBER_AUTH_SCREENS: Readonly<Record<MemberAuthPath, ComponentType>> = {
  '/sign-in': SignInScreen,
  '/chat-sign-in': SignInScreen,
  '/organization-sign-in': OrganizationSignInScreen,
  '/sign-up': SignUpScreen,
  '/chat-sign-up': ChatSignUpScreen,
  '/chat-sign-up-form': SignUpScreen,
  '/sign-up-result': SignUpResultScreen,
  '/chat-sign-up-result': SignUpResultScreen,
  '/sign-up-done': SignUpDoneScreen,
  '/chat-sign-up-done': SignUpDoneScreen,
  '/sign-out': SignOutScreen,
  '/forgot-password': ForgotPasswordScreen,
  '/change-password': ChangePasswordScreen,
  '/member-confirmation': MemberConfirmationScreen,
  '/resend-confirmation-email': ResendConfirmationScreen,
};
