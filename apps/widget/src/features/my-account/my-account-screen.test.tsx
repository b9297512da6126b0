import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en as main } from '../../i18n/locales/en.ts';
import { ko as koMain } from '../../i18n/locales/ko.ts';
import { memberFixture, whoamiFixture } from '../../test/member-fixtures.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { stayFixture } from './account-fixtures.ts';
import { renderSignedIn } from './account-test-kit.tsx';
import { MyAccountScreen } from './my-account-screen.tsx';
import { en } from './texts/en.ts';
import { ko } from './texts/ko.ts';
import { accountTexts } from './texts.ts';

beforeAll(() => accountTexts.load('en'));
beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
});
afterEach(cleanup);

const SHOW = '/hotels/1/memberships/show';
/** A field's label as written (required fields end with an asterisk hidden from screen readers). */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const at = (path: string) => history.replaceState(null, '', `${path}?code=hanami-tokyo`);

function signedIn(routes: Parameters<typeof fakeApi>[0], member = memberFixture()) {
  const { api, calls } = fakeApi(routes);
  return { ...renderSignedIn(<MyAccountScreen />, { api, user: whoamiFixture(member) }), calls };
}

describe('MyAccountScreen', () => {
  it('sends a signed-out visitor to the sign-in screen, keeping the hotel', async () => {
    at('/my-account');
    const { api } = fakeApi([]);
    renderWithWidget(<MyAccountScreen />, { api });
    await waitFor(() => expect(location.pathname).toBe('/sign-in'));
    expect(location.search).toBe('?code=hanami-tokyo');
  });

  it('shows the profile tab by default in a tab list, and switches tabs by address', async () => {
    at('/my-account');
    signedIn([
      [SHOW, () => ({ data: memberFixture() })],
      [/^\/user\/reservations$/, () => ({ data: [], page: 1, total_pages: 0, total_entries: 0 })],
    ]);
    const tabs = await screen.findByRole('tablist', { name: en['account.sections'] });
    const profile = within(tabs).getByRole('tab', { name: en['account.tabProfile'] });
    const reservations = within(tabs).getByRole('tab', { name: en['account.tabReservations'] });
    expect(profile.getAttribute('aria-selected')).toBe('true');
    expect(reservations.getAttribute('tabindex')).toBe('-1');
    expect(within(tabs).queryByRole('tab', { name: /points/i })).toBeNull();
    expect(within(tabs).getByRole('tab', { name: main['menu.paymentOptions'] })).toBeTruthy();
    expect(await screen.findByTestId('profile-email')).toHaveProperty('textContent', 'hanako@example.com');

    fireEvent.keyDown(profile, { key: 'ArrowRight' });
    await waitFor(() => expect(location.pathname).toBe('/my-account/reservations'));
    expect(document.activeElement).toBe(reservations);
    expect(reservations.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(en['reservations.noneUpcoming'])).toBeTruthy();
  });

  it('offers editing only when spec §5 allows it, and saves the changed profile', async () => {
    at('/my-account/profile');
    const { calls } = signedIn([
      [SHOW, () => ({ data: memberFixture() })],
      [
        '/hotels/1/memberships/update',
        (call) => ({ data: memberFixture({ phone: (call.body as { phone: string }).phone }) }),
      ],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: en['profile.edit'] }));
    const phone = screen.getByLabelText(en['profile.phone']);
    fireEvent.input(phone, { target: { value: '03 abc' } });
    fireEvent.click(screen.getByRole('button', { name: en['profile.save'] }));
    expect(await screen.findByText(en['profile.errorPhone'], { selector: '.gd-error' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.input(phone, { target: { value: '０９０-１２３４-５６７８' } });
    fireEvent.click(screen.getByRole('button', { name: en['profile.save'] }));
    expect(await screen.findByText(en['profile.saved'])).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ phone: '09012345678', first_name: 'Hanako', last_name: 'Yamada' });
    expect(screen.getByTestId('profile-phone').textContent).toBe('09012345678');
  });

  it('shows a loyalty-programme account read-only, without email, password or edit', async () => {
    at('/my-account');
    signedIn([[SHOW, () => ({ data: memberFixture({ provider: 'creansmaerd' }) })]]);
    expect(await screen.findByTestId('profile-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['profile.edit'] })).toBeNull();
    expect(screen.queryByRole('heading', { name: en['password.heading'] })).toBeNull();
  });

  it('puts the family name first outside English', async () => {
    at('/my-account');
    expect(screen.queryByRole('form')).toBeNull();
    await accountTexts.load('ko');
    i18n.use('ko', koMain);
    signedIn([[SHOW, () => ({ data: memberFixture() })]]);
    fireEvent.click(await screen.findByRole('button', { name: ko['profile.edit'] }));
    const inputs = screen.getAllByRole('textbox').map((input) => input.id);
    expect(inputs.slice(0, 2)).toEqual(['profile-lastName', 'profile-firstName']);
    // The greeting writes the name in the language's order too.
    expect(screen.getByText(ko['account.signedInAs'].replace('{name}', 'Yamada Hanako'))).toBeTruthy();
  });

  it('says the strength (1300) and recent-password (1302) refusals in its own words', async () => {
    at('/my-account');
    let code = 1300;
    signedIn([
      [SHOW, () => ({ data: memberFixture() })],
      [
        '/hotels/1/memberships/update_password',
        () =>
          new ApiError({
            title: 'UNPROCESSABLE_ENTITY',
            status: 422,
            errors: [{ title: 'UNPROCESSABLE_ENTITY', status: 422, code, details: { code, base: [] } }],
          }),
      ],
    ]);
    const form = await screen.findByRole('form', { name: en['password.heading'] });
    const fill = (label: string, value: string) =>
      fireEvent.input(within(form).getByLabelText(labelled(label)), { target: { value } });
    fill(en['password.current'], 'Old-pass1');
    fill(en['password.new'], 'short');
    fill(en['password.confirmation'], 'other');
    fireEvent.click(within(form).getByRole('button', { name: en['password.submit'] }));
    expect(within(form).getByText(en['password.errorTooShort'])).toBeTruthy();
    expect(within(form).getByText(en['password.errorMismatch'])).toBeTruthy();

    fill(en['password.new'], 'NewPass12');
    fill(en['password.confirmation'], 'NewPass12');
    fireEvent.click(within(form).getByRole('button', { name: en['password.submit'] }));
    expect(await within(form).findByText(en['password.error1300'])).toBeTruthy();
    code = 1302;
    fireEvent.click(within(form).getByRole('button', { name: en['password.submit'] }));
    expect(await within(form).findByText(en['password.error1302'])).toBeTruthy();
  });

  it('keeps a changed email pending until its link is opened, and mails the link again', async () => {
    at('/my-account');
    const { calls } = signedIn([
      [SHOW, () => ({ data: memberFixture() })],
      [
        '/hotels/1/memberships/update_email',
        () => ({ data: memberFixture({ pending_email: 'new@example.com' }) }),
      ],
      ['/hotels/1/memberships/resend_confirmation', () => ({ data: { message: 'sent' } })],
    ]);
    const form = await screen.findByRole('form', { name: en['email.heading'] });
    fireEvent.input(within(form).getByLabelText(labelled(en['email.new'])), {
      target: { value: 'new@example.com' },
    });
    fireEvent.input(within(form).getByLabelText(labelled(en['email.confirmation'])), {
      target: { value: 'new@example.com' },
    });
    fireEvent.input(within(form).getByLabelText(labelled(en['email.password'])), {
      target: { value: 'Old-pass1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: en['email.submit'] }));
    const pending = await screen.findByTestId('email-pending');
    expect(pending.textContent).toContain('new@example.com');
    // The login email is still the old one until the link is opened.
    expect(screen.getByTestId('profile-email').textContent).toBe('hanako@example.com');
    const update = calls.find((c) => c.path.endsWith('update_email'));
    expect(update?.body).toMatchObject({ email: 'new@example.com', current_password: 'Old-pass1' });

    fireEvent.click(within(pending).getByRole('button', { name: en['email.resend'] }));
    expect(await screen.findByText(en['email.resent'].replace('{email}', 'new@example.com'))).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('resend_confirmation'))?.body).toMatchObject({
      email: 'new@example.com',
    });
  });

  it('deletes the account after the dialog asks the password, then signs out to the deleted page', async () => {
    at('/my-account');
    const { calls, store } = signedIn([
      [SHOW, () => ({ data: memberFixture() })],
      ['/hotels/1/memberships/cancel', () => ({ data: { message: 'deleted' } })],
    ]);
    localStorage.setItem('tripla_login_token_1', 'token');
    fireEvent.click(await screen.findByRole('button', { name: en['delete.open'] }));
    const dialog = screen.getByRole('dialog', { name: en['delete.dialogTitle'] });
    const password = within(dialog).getByLabelText(labelled(en['delete.password']));
    expect(document.activeElement).toBe(password);
    fireEvent.click(within(dialog).getByRole('button', { name: en['delete.confirm'] }));
    expect(within(dialog).getByText(en['profile.errorRequired'])).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);

    fireEvent.input(password, { target: { value: 'Old-pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en['delete.confirm'] }));
    await waitFor(() => expect(location.pathname).toBe('/member-deleted-confirmation'));
    expect(calls.find((c) => c.path.endsWith('/cancel'))?.body).toEqual({ current_password: 'Old-pass1' });
    expect(store.get().user).toBeNull();
    expect(localStorage.getItem('tripla_login_token_1')).toBeNull();
  });

  it('closes the dialog on Escape without deleting', async () => {
    at('/my-account');
    const { calls } = signedIn([[SHOW, () => ({ data: memberFixture() })]]);
    const open = await screen.findByRole('button', { name: en['delete.open'] });
    fireEvent.click(open);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
  });
});

describe('reservations tab', () => {
  const page = (n: number, total: number, stays = [stayFixture()]) => ({
    data: stays,
    page: n,
    total_pages: total,
    total_entries: total * 10,
  });

  it('lists upcoming stays with their status, each opening its review page', async () => {
    at('/my-account/reservations');
    const { calls } = signedIn([
      [
        /^\/user\/reservations$/,
        () => page(1, 1, [stayFixture(), stayFixture({ number: 'CANCEL1234', status: 'cancelled' })]),
      ],
    ]);
    const items = await screen.findAllByTestId('member-reservation');
    expect(items).toHaveLength(2);
    expect(calls[0]?.query).toEqual({ status: 'upcoming', page: 1 });
    expect(within(items[0] as HTMLElement).getByTestId('member-reservation-status').textContent).toBe(
      en['reservations.statusDone'],
    );
    expect(within(items[1] as HTMLElement).getByTestId('member-reservation-status').textContent).toBe(
      en['reservations.statusCancelled'],
    );
    const link = within(items[0] as HTMLElement).getByRole('link', { name: 'Reservation AB23CD45EF' });
    expect(link.getAttribute('href')).toBe('/review-reservation/AB23CD45EF?code=hanami-tokyo&hotelId=2');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: en['reservations.pages'] })).toBeNull();
  });

  it('switches status with the sub-tabs and pages with the page buttons', async () => {
    at('/my-account/reservations');
    const { calls } = signedIn([[/^\/user\/reservations$/, (call) => page(Number(call.query.page), 3)]]);
    const statuses = await screen.findByRole('tablist', { name: en['reservations.statuses'] });
    fireEvent.click(within(statuses).getByRole('tab', { name: en['reservations.tabCompleted'] }));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ status: 'completed', page: 1 }));
    const pager = await screen.findByRole('navigation', { name: en['reservations.pages'] });
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ status: 'completed', page: 3 }));
    expect(new URLSearchParams(location.search).get('page')).toBe('3');
    const last = await screen.findByRole('navigation', { name: en['reservations.pages'] });
    await waitFor(() =>
      expect(
        (within(last).getByRole('button', { name: en['reservations.next'] }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    fireEvent.click(within(last).getByRole('button', { name: en['reservations.previous'] }));
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ status: 'completed', page: 2 }));
  });
});
