import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { loginTokens } from '../../api/login-token-store.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { ja as jaMain } from '../../i18n/locales/ja.ts';
import { memberFixture } from '../../test/member-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import {
  OrganizationSignInScreen,
  organizationIdOf,
  referrerCodeOf,
} from './organization-sign-in-screen.tsx';
import { en } from './texts/en.ts';
import { ja } from './texts/ja.ts';

const SIGN_IN = '/hotels/hanami-tokyo/organization/sign_in';
const SAKURA = { id: 1, program_id: 1, name: '桜商事株式会社', display_name: 'Sakura Trading' };

const refusal = (status: number, code: number) =>
  new ApiError({
    title: 'REFUSED',
    status,
    message: 'refused',
    errors: [{ title: 'REFUSED', status, code, details: { code, base: [{ error: 'refused' }] } }],
  });

const grant = () => ({
  data: {
    session: 'corporate-session',
    refresh_token: 'corporate-refresh',
    token_type: 'Bearer',
    expires_at: '2026-11-28T00:00:00.000Z',
    user: memberFixture({
      id: 4,
      name: 'Aiko Tanaka',
      organization: SAKURA,
      organization_role: ['admin'],
    }),
  },
});

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });

async function signIn(email = 'aiko.tanaka@example.com', password = 'Hanami-Demo-2026') {
  await screen.findByRole('button', { name: en['signIn.submit'] });
  type(en['field.email'], email);
  type(en['field.password'], password);
  fireEvent.click(screen.getByRole('button', { name: en['signIn.submit'] }));
}

beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
  history.replaceState(null, '', '/organization-sign-in?code=hanami-tokyo');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('OrganizationSignInScreen', () => {
  it('names the page, and lists missing fields in a focused summary and at each field, without calling', async () => {
    const { api, calls } = fakeApi([]);
    renderWithWidget(<OrganizationSignInScreen />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: en['orgSignIn.title'] })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(en['orgSignIn.title']));
    fireEvent.click(screen.getByRole('button', { name: en['signIn.submit'] }));
    const summary = await screen.findByRole('alert', { name: main['guestDetail.errorSummary'] });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.querySelectorAll('li')).toHaveLength(2);
    const email = field(en['field.email']);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      en['form.required'],
    );
    expect(calls).toHaveLength(0);
  });

  it('signs in through the organization: the session kept as a member’s, the organization in the store', async () => {
    history.replaceState(
      null,
      '',
      '/organization-sign-in?code=hanami-tokyo&organization_id=1&referrer_code=SAKURA-TRADING',
    );
    const { api, calls } = fakeApi([[SIGN_IN, () => grant()]]);
    const { store } = renderWithWidget(<OrganizationSignInScreen />, { api });
    await signIn(' aiko.tanaka@example.com ');
    await waitFor(() => expect(store.get().user?.organization).toEqual(SAKURA));
    expect(store.get().user?.organization_role).toEqual(['admin']);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        email: 'aiko.tanaka@example.com',
        password: 'Hanami-Demo-2026',
        organization_id: 1,
        referrer_code: 'SAKURA-TRADING',
      },
    });
    expect(loginTokens.read(1)).toEqual({
      session: 'corporate-session',
      refreshToken: 'corporate-refresh',
      expiresAt: '2026-11-28T00:00:00.000Z',
    });
    // And on, to where the guest came from (search when nowhere).
    await waitFor(() => expect(location.pathname).toBe('/booking/result'));
  });

  it('sends no organization when the address names none (or names it wrongly)', async () => {
    expect(organizationIdOf('?organization_id=abc')).toBeUndefined();
    expect(organizationIdOf('?organization_id=0')).toBeUndefined();
    expect(organizationIdOf('?organization_id=99999999999')).toBeUndefined();
    expect(organizationIdOf('?code=x&organization_id=7')).toBe(7);
    expect(referrerCodeOf('?referrer_code=has%20space')).toBeUndefined();
    expect(referrerCodeOf('?referrer_code=')).toBeUndefined();
    expect(referrerCodeOf('?referrer_code=SAKURA_1-X')).toBe('SAKURA_1-X');
    const { api, calls } = fakeApi([[SIGN_IN, () => grant()]]);
    renderWithWidget(<OrganizationSignInScreen />, { api });
    await signIn();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).not.toHaveProperty('organization_id');
    expect(calls[0]?.body).not.toHaveProperty('referrer_code');
  });

  it.each([
    [403, 403, 'orgSignIn.unavailable'],
    [401, 401, 'orgSignIn.failed'],
    [423, 1301, 'signIn.locked'],
    [429, 429, 'form.tooMany'],
  ] as const)(
    'says why a corporate sign-in was refused (%s %s), in the summary, focused',
    async (status, code, key) => {
      const { api } = fakeApi([[SIGN_IN, () => refusal(status, code)]]);
      const { store } = renderWithWidget(<OrganizationSignInScreen />, { api });
      await signIn('aiko.tanaka@example.com', 'wrong');
      const summary = await screen.findByRole('alert', { name: main['guestDetail.errorSummary'] });
      await waitFor(() => expect(summary.textContent).toContain(en[key]));
      await waitFor(() => expect(document.activeElement).toBe(summary));
      expect(store.get().user).toBeNull();
      expect(loginTokens.read(1)).toBeNull();
    },
  );

  it('says the refusal in the guest’s language', async () => {
    i18n.use('ja', jaMain);
    const { api } = fakeApi([[SIGN_IN, () => refusal(403, 403)]], () => 'ja');
    renderWithWidget(<OrganizationSignInScreen />, { api });
    await screen.findByRole('button', { name: ja['signIn.submit'] });
    fireEvent.input(screen.getByLabelText(new RegExp(`^${ja['field.email']}`)), {
      target: { value: 'aiko.tanaka@example.com' },
    });
    fireEvent.input(screen.getByLabelText(new RegExp(`^${ja['field.password']}`)), {
      target: { value: 'x' },
    });
    fireEvent.click(screen.getByRole('button', { name: ja['signIn.submit'] }));
    expect(await screen.findByText(ja['orgSignIn.unavailable'])).toBeTruthy();
  });

  it('has no axe violations, with a refusal shown too', async () => {
    const { api } = fakeApi([[SIGN_IN, () => refusal(401, 401)]]);
    const { container } = renderWithWidget(<OrganizationSignInScreen />, { api });
    await screen.findByRole('button', { name: en['signIn.submit'] });
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(container, { rules })).violations).toEqual([]);
    await signIn('aiko.tanaka@example.com', 'wrong');
    await screen.findByText(en['orgSignIn.failed']);
    expect((await axe.run(container, { rules })).violations).toEqual([]);
  }, 30_000);
});
