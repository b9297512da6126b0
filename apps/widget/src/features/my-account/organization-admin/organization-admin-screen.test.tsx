import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { setNavigationMode } from '../../../app/navigation.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { en as main } from '../../../i18n/locales/en.ts';
import { loginWidget } from '../../../test/fixtures.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../../search-results/test-harness.tsx';
import { renderSignedIn } from '../account-test-kit.tsx';
import { OrganizationAdminScreen } from './organization-admin-screen.tsx';
import {
  corporateUser,
  exportFixture,
  organizationFixture,
  organizationReservationFixture,
  reservationsPage,
} from './organization-fixtures.ts';
import { en } from './texts/en.ts';
import { organizationAdminTexts } from './texts.ts';

const BASE = '/hotel_brands/1/organizations/1';
const RESERVATIONS = `${BASE}/reservations`;
const AXE_RULES = { 'color-contrast': { enabled: false }, region: { enabled: false } };

beforeAll(() => organizationAdminTexts.load('en'));
beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
  history.replaceState(null, '', '/organization-admin?code=hanami-tokyo');
});
afterEach(cleanup);

/** Sakura Trading's admin page with two reservations a page, over `pages` pages. */
function asAdmin({ pages = 1, role = 'admin' as 'admin' | 'member' } = {}) {
  const { api, calls } = fakeApi([
    [BASE, () => ({ data: organizationFixture() })],
    [
      RESERVATIONS,
      (call) =>
        reservationsPage(
          [
            organizationReservationFixture({ number: `HN-P${call.query.page}-1` }),
            organizationReservationFixture({
              number: `HN-P${call.query.page}-2`,
              status: 'cancelled',
              guest_name: 'Aiko Tanaka',
            }),
          ],
          { page: Number(call.query.page), totalPages: pages, totalEntries: pages * 2 },
        ),
    ],
    [`${BASE}/exports`, () => ({ data: [exportFixture({ status: 'ready', row_count: 2 })] })],
  ]);
  return { ...renderSignedIn(<OrganizationAdminScreen />, { api, user: corporateUser(role) }), calls };
}

const listCalls = (calls: FakeCall[]) => calls.filter((call) => call.path === RESERVATIONS);

describe('OrganizationAdminScreen', () => {
  it('sends a signed-out visitor to the corporate sign-in where the hotel offers it, else to sign-in', async () => {
    const { api, calls } = fakeApi([]);
    const { store } = renderWithWidget(<OrganizationAdminScreen />, { api });
    act(() => store.update({ loginWidget: { ...loginWidget, organization_login_widget_enabled: true } }));
    await waitFor(() => expect(location.pathname).toBe('/organization-sign-in'));
    expect(location.search).toBe('?code=hanami-tokyo');
    cleanup();

    history.replaceState(null, '', '/organization-admin?code=hanami-tokyo');
    renderWithWidget(<OrganizationAdminScreen />, { api });
    await waitFor(() => expect(location.pathname).toBe('/sign-in'));
    expect(calls).toHaveLength(0);
  });

  it('tells a member of the organization who is not its admin that the page is for admins, calling nothing', async () => {
    const { calls } = asAdmin({ role: 'member' });
    expect(await screen.findByTestId('organization-admins-only')).toHaveProperty(
      'textContent',
      en['admin.adminsOnly'],
    );
    expect(screen.getByRole('heading', { level: 1, name: en['admin.title'] })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says the same when the server refuses the admin (403)', async () => {
    const refused = new ApiError({
      title: 'FORBIDDEN',
      status: 403,
      message: 'no',
      errors: [{ title: 'FORBIDDEN', status: 403, code: 403, details: { code: 403, base: [] } }],
    });
    const { api } = fakeApi([[BASE, () => refused]]);
    renderSignedIn(<OrganizationAdminScreen />, { api, user: corporateUser('admin') });
    expect(await screen.findByTestId('organization-admins-only')).toBeTruthy();
  });

  it('shows the quota: the period, the maximum, reserved and remaining room-nights', async () => {
    asAdmin();
    expect(await screen.findByTestId('quota-max')).toHaveProperty('textContent', '120 room-nights');
    expect(screen.getByTestId('quota-reserved').textContent).toBe('6 room-nights');
    expect(screen.getByTestId('quota-remaining').textContent).toBe('114 room-nights');
    expect(screen.getByTestId('quota-period').textContent).toBe('2026/04/01 – 2027/03/31');
    expect(screen.getByText(en['quota.periodYearly'])).toBeTruthy();
    expect(screen.getByTestId('organization-name').textContent).toBe('Sakura Trading');
  });

  it('lists the reservations in a table whose rows are named by their number', async () => {
    const { calls } = asAdmin();
    const table = await screen.findByRole('table', { name: 'Reservations of Sakura Trading' });
    const rows = within(table).getAllByTestId('organization-reservation');
    expect(rows).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: /HN-P1-1/ })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      en['list.number'],
      en['list.stay'],
      en['list.rooms'],
      en['list.guest'],
      en['list.booker'],
      en['list.total'],
      en['list.status'],
      en['list.booked'],
    ]);
    expect(rows[0]?.textContent).toContain('2026/12/01 – 2026/12/03 (2 nights)');
    expect(rows[0]?.textContent).toContain('kenji.sato@example.com');
    expect(rows[0]?.textContent).toContain('¥36,000');
    expect(within(rows[1] as HTMLElement).getByTestId('organization-reservation-status').textContent).toBe(
      en['status.cancelled'],
    );
    expect(screen.getByTestId('organization-count').textContent).toBe('Reservations found: 2');
    expect(listCalls(calls)[0]?.query).toEqual({
      page: 1,
      checkin_from: undefined,
      checkin_to: undefined,
      status: undefined,
    });
  });

  it('asks for the filtered list from page 1, and refuses a period that ends before it starts', async () => {
    const { calls } = asAdmin({ pages: 3 });
    await screen.findByTestId('organization-count');
    fireEvent.click(screen.getByRole('button', { name: en['reservations.next'] }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.page).toBe(2));

    const filters = screen.getByRole('form', { name: en['list.filters'] });
    fireEvent.input(within(filters).getByLabelText(en['list.from']), { target: { value: '2026-12-10' } });
    fireEvent.input(within(filters).getByLabelText(en['list.to']), { target: { value: '2026-12-01' } });
    fireEvent.click(within(filters).getByRole('button', { name: en['list.apply'] }));
    const to = within(filters).getByLabelText(en['list.to']);
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en['dates.order'])).toBeTruthy();
    const before = listCalls(calls).length;

    fireEvent.input(to, { target: { value: '2026-12-31' } });
    fireEvent.change(within(filters).getByLabelText(en['list.status']), { target: { value: 'cancelled' } });
    fireEvent.click(within(filters).getByRole('button', { name: en['list.apply'] }));
    await waitFor(() => expect(listCalls(calls).length).toBe(before + 1));
    expect(listCalls(calls).at(-1)?.query).toEqual({
      page: 1,
      checkin_from: '2026-12-10',
      checkin_to: '2026-12-31',
      status: 'cancelled',
    });

    fireEvent.click(within(filters).getByRole('button', { name: en['list.reset'] }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.status).toBeUndefined());
  });

  it('pages through the list and moves focus to the top of the new page', async () => {
    const { calls } = asAdmin({ pages: 3 });
    await screen.findByText('HN-P1-1');
    const pager = screen.getByRole('navigation', { name: en['reservations.pages'] });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('HN-P3-1')).toBeTruthy();
    expect(listCalls(calls).at(-1)?.query.page).toBe(3);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('organization-count')));
    expect(
      within(screen.getByRole('navigation', { name: en['reservations.pages'] }))
        .getByRole('button', { name: 'Page 3' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('offers the export with the AES note and lists the recent files', async () => {
    asAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: en['export.heading'] })).toBeTruthy();
    expect(screen.getByTestId('export-aes-note').textContent).toBe(en['export.aesNote']);
    expect(screen.getByLabelText(/^First check-in date/)).toHaveProperty('value', '2026-04-01');
    const recent = await screen.findByTestId('organization-export');
    expect(within(recent).getByTestId('organization-export-state').textContent).toBe(en['state.ready']);
    expect(
      within(recent).getByRole('button', { name: 'Download the file for check-ins 2026/04/01 – 2027/03/31' }),
    ).toBeTruthy();
  });

  it('has no axe violations: the quota, the list and the export, then with the password dialog open', async () => {
    const { container } = asAdmin({ pages: 2 });
    await screen.findByTestId('organization-export');
    expect((await axe.run(container, { rules: AXE_RULES })).violations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: en['export.start'] }));
    await screen.findByRole('dialog', { name: en['dialog.title'] });
    expect((await axe.run(container, { rules: AXE_RULES })).violations).toEqual([]);
  }, 30_000);

  it('has no axe violations for a member who is not an admin', async () => {
    const { container } = asAdmin({ role: 'member' });
    await screen.findByTestId('organization-admins-only');
    expect((await axe.run(container, { rules: AXE_RULES })).violations).toEqual([]);
  }, 30_000);
});
