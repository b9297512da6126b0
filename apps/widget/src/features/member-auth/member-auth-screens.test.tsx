import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { loginTokens } from '../../api/login-token-store.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { ChangePasswordScreen } from './change-password-screen.tsx';
import { MemberConfirmationScreen } from './member-confirmation-screen.tsx';
import { SignInScreen } from './sign-in-screen.tsx';
import { SignUpDoneScreen } from './sign-up-done-screen.tsx';
import { SignUpResultScreen } from './sign-up-result-screen.tsx';
import { SignUpScreen } from './sign-up-screen.tsx';
import { en } from './texts/en.ts';

const refusal = (status: number, code: number) =>
  new ApiError({
    title: 'REFUSED',
    status,
    message: 'refused',
    errors: [{ title: 'REFUSED', status, code, details: { code, base: [{ error: 'refused' }] } }],
  });

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SignInScreen', () => {
  beforeEach(() => history.replaceState(null, '', '/sign-in?code=hanami-tokyo'));

  it('writes the missing fields’ errors next to them and focuses the first, without calling', async () => {
    const { api, calls } = fakeApi([]);
    renderWithWidget(<SignInScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: en['signIn.submit'] }));
    const email = field(en['field.email']);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      en['form.required'],
    );
    expect(calls).toHaveLength(0);
    expect(document.title).toContain(en['signIn.title']);
    // The member forms take no longer password than the contract does.
    expect(field(en['field.password']).getAttribute('maxlength')).toBe('128');
  });

  it('signs in: the session and refresh token stored for the brand, the member set', async () => {
    const { api, calls } = fakeApi([
      [
        '/hotels/1/memberships/sign_in',
        () => ({
          data: {
            session: 'sess',
            refresh_token: 'ref',
            token_type: 'Bearer',
            expires_at: '2026-11-28T00:00:00.000Z',
            user: { id: 3, name: 'Aiko Sato', organization: null, organization_role: [] },
          },
        }),
      ],
    ]);
    const { store } = renderWithWidget(<SignInScreen />, { api });
    await screen.findByRole('button', { name: en['signIn.submit'] });
    type(en['field.email'], ' aiko@example.com ');
    type(en['field.password'], 'Hanami2026');
    fireEvent.click(screen.getByRole('button', { name: en['signIn.submit'] }));
    await waitFor(() => expect(store.get().user?.name).toBe('Aiko Sato'));
    expect(calls[0]?.body).toEqual({
      grant_type: 'password',
      hotel_id: 1,
      email: 'aiko@example.com',
      password: 'Hanami2026',
    });
    expect(loginTokens.read(1)).toEqual({
      session: 'sess',
      refreshToken: 'ref',
      expiresAt: '2026-11-28T00:00:00.000Z',
    });
  });

  it.each([
    [401, 401, 'signIn.failed'],
    [423, 1301, 'signIn.locked'],
    [403, 1403, 'signIn.facilityAccount'],
    [403, 403, 'signIn.notConfirmed'],
  ] as const)('says why a sign-in was refused (%s %s), announced and focused', async (status, code, key) => {
    const { api } = fakeApi([['/hotels/1/memberships/sign_in', () => refusal(status, code)]]);
    renderWithWidget(<SignInScreen />, { api });
    await screen.findByRole('button', { name: en['signIn.submit'] });
    type(en['field.email'], 'aiko@example.com');
    type(en['field.password'], 'wrong');
    fireEvent.click(screen.getByRole('button', { name: en['signIn.submit'] }));
    const alert = await screen.findByTestId('member-auth-alert');
    expect(alert.textContent).toContain(en[key]);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

describe('sign-up: form → review → done', () => {
  beforeEach(() => history.replaceState(null, '', '/sign-up?code=hanami-tokyo'));

  /** Fills in the whole form as a guest would, the terms accepted, and continues. */
  const sendSignUp = async () => {
    await screen.findByRole('button', { name: en['signUp.continue'] });
    type(en['field.lastName'], 'Sato');
    type(en['field.firstName'], 'Aiko');
    type(en['field.email'], 'aiko@example.com');
    type(en['field.emailConfirmation'], 'aiko@example.com');
    type(en['field.password'], 'Hanami#2026');
    type(en['field.passwordConfirmation'], 'Hanami#2026');
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(en['field.terms']) }));
    fireEvent.click(screen.getByRole('button', { name: en['signUp.continue'] }));
  };

  it('lists the spec’s messages in a focused summary, the password rule with symbols', async () => {
    const { api, calls } = fakeApi([]);
    renderWithWidget(<SignUpScreen />, { api });
    await screen.findByRole('button', { name: en['signUp.continue'] });
    type(en['field.email'], 'aiko@example');
    type(en['field.password'], 'Hanami2026');
    fireEvent.click(screen.getByRole('button', { name: en['signUp.continue'] }));
    const summary = await screen.findByRole('alert', { name: main['guestDetail.errorSummary'] });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    for (const text of [
      en['form.required'],
      en['form.email'],
      en['form.passwordRuleSignUp'],
      en['form.terms'],
    ])
      expect(summary.textContent).toContain(text);
    expect(calls).toHaveLength(0);
  });

  it('checks with sign_up/verify, reviews, registers with sign_up and says to check the mail', async () => {
    const { api, calls } = fakeApi([
      ['/hotels/1/memberships/sign_up/verify', () => ({ data: { message: 'ok' } })],
      ['/hotels/1/memberships/sign_up', () => ({ data: { message: 'sent' } })],
    ]);
    renderWithWidget(<SignUpScreen />, { api });
    await sendSignUp();
    await waitFor(() => expect(location.pathname).toBe('/sign-up-result'));
    expect(calls[0]?.body).toMatchObject({
      email: 'aiko@example.com',
      first_name: 'Aiko',
      terms_accepted: true,
    });
    cleanup();

    renderWithWidget(<SignUpResultScreen />, { api });
    expect(await screen.findByText('aiko@example.com')).toBeTruthy();
    expect(screen.queryByText('Hanami#2026')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en['signUpResult.register'] }));
    await waitFor(() => expect(location.pathname).toBe('/sign-up-done'));
    expect(calls.map((c) => c.path)).toEqual([
      '/hotels/1/memberships/sign_up/verify',
      '/hotels/1/memberships/sign_up',
    ]);
    cleanup();

    renderWithWidget(<SignUpDoneScreen />, { api });
    const status = await screen.findByTestId('member-auth-status');
    expect(status.textContent).toContain(en['signUpDone.sent'].replace('{email}', 'aiko@example.com'));
    expect(status.textContent).toContain('10 minutes');
  });

  it('puts the server’s password refusal (1300) on the password field', async () => {
    const { api } = fakeApi([['/hotels/1/memberships/sign_up/verify', () => refusal(422, 1300)]]);
    renderWithWidget(<SignUpScreen />, { api });
    await sendSignUp();
    expect(await screen.findByText(en['signUp.weakPassword'], { selector: '.gd-error' })).toBeTruthy();
  });
});

describe('ChangePasswordScreen and MemberConfirmationScreen', () => {
  it('marks both empty fields and focuses the first, the new password, without calling', async () => {
    history.replaceState(null, '', '/change-password?code=hanami-tokyo&reset_password_token=rt');
    const { api, calls } = fakeApi([]);
    renderWithWidget(<ChangePasswordScreen />, { api });
    fireEvent.click(await screen.findByRole('button', { name: en['change.submit'] }));
    const password = field(en['change.password']);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(field(en['change.confirmation']).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends the reset token with the new password; 1302 says it was used recently', async () => {
    history.replaceState(null, '', '/change-password?code=hanami-tokyo&reset_password_token=rt');
    const { api, calls } = fakeApi([['/hotels/1/memberships/update_password', () => refusal(422, 1302)]]);
    renderWithWidget(<ChangePasswordScreen />, { api });
    await screen.findByRole('button', { name: en['change.submit'] });
    type(en['change.password'], 'Hanami2026');
    type(en['change.confirmation'], 'Hanami2026');
    fireEvent.click(screen.getByRole('button', { name: en['change.submit'] }));
    expect(await screen.findByText(en['change.used'])).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      reset_password_token: 'rt',
      password: 'Hanami2026',
      password_confirmation: 'Hanami2026',
    });
  });

  it.each([
    [1401, 'confirm.expired'],
    [1402, 'confirm.already'],
  ] as const)('says what a confirmation link refused with %s means', async (code, key) => {
    history.replaceState(null, '', `/member-confirmation?code=hanami-tokyo&confirmation_token=c${code}`);
    const { api } = fakeApi([['/hotels/1/memberships/confirm', () => refusal(422, code)]]);
    renderWithWidget(<MemberConfirmationScreen />, { api });
    expect((await screen.findByTestId('member-auth-alert')).textContent).toBe(en[key]);
    expect(screen.getByRole('link', { name: en['signIn.submit'] }).getAttribute('href')).toBe(
      '/sign-in?code=hanami-tokyo',
    );
  });

  it('confirms an email change and says the new address', async () => {
    history.replaceState(
      null,
      '',
      '/member-confirmation?code=hanami-tokyo&confirmation_token=e1&email_update=true',
    );
    const { api, calls } = fakeApi([
      [
        '/hotels/1/memberships/confirm',
        () => ({ data: { email: 'new@example.com', program_id: null, redirect_url: null, message: 'ok' } }),
      ],
    ]);
    renderWithWidget(<MemberConfirmationScreen />, { api });
    expect((await screen.findByTestId('member-auth-status')).textContent).toBe(
      en['confirm.emailChanged'].replace('{email}', 'new@example.com'),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ confirmation_token: 'e1', email_update: true });
  });
});
