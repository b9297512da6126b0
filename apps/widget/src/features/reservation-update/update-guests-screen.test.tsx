import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseErrorBody } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { type FakeCall, fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { twoRoomReservation, updateSettingsFixture } from './update-fixtures.ts';
import { UpdateGuestsScreen } from './update-guests-screen.tsx';
import { keepProof } from './update-proof.ts';

// Two busy cores run many test files at once: give screens more than the default second to answer.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  sessionStorage.clear();
});
afterEach(cleanup);

function server(put: (call: FakeCall, attempt: number) => unknown) {
  let attempts = 0;
  let version = 3;
  return fakeApi([
    [/\/update_settings$/, () => ({ data: updateSettingsFixture({ version }) })],
    ['/hotels/1/reservations/AB23CD45EF', () => ({ data: twoRoomReservation() })],
    [
      '/hotels/1/reservations/AB23CD45EF/guests',
      (call) => {
        // Any change (this one, or another's that made it conflict) moves the version on.
        version += 1;
        return put(call, ++attempts);
      },
    ],
  ]);
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

// A whole form with the country lists: slower than the default 5 s on two busy cores.
const FORM_TIMEOUT = 20_000;

describe('UpdateGuestsScreen', () => {
  it(
    'fills the booked guest, checks the fields with the booking rules and saves with the version',
    async () => {
      // An email proof kept by this tab (emails never stay in the address).
      keepProof('AB23CD45EF', { email: 'hanako@example.com' });
      history.replaceState(null, '', '/reservation/update/AB23CD45EF/guests?code=hanami-tokyo');
      const { api, calls } = server(() => ({ data: twoRoomReservation() }));
      renderWithWidget(<UpdateGuestsScreen />, { api });
      await screen.findByRole('heading', { level: 2, name: en['guestDetail.guestSection'] });
      expect(calls[0]?.query).toEqual({ email: 'hanako@example.com' });
      const first = screen.getAllByLabelText(/^First name/)[0] as HTMLInputElement;
      expect(first.value).toBe('Hanako');
      expect(screen.getByText(en['update.emailFixed'].replace('{email}', 'hanako@example.com'))).toBeTruthy();

      fireEvent.input(first, { target: { value: 'はなこ' } });
      fireEvent.input(field('Phone'), { target: { value: '03-abc' } });
      fireEvent.click(screen.getByRole('button', { name: en['update.guestsSave'] }));
      const summary = await screen.findByRole('alert');
      expect(summary.textContent).toContain(en['guestDetail.errorEnglishName']);
      expect(summary.textContent).toContain(en['guestDetail.errorPhone']);
      await waitFor(() => expect(document.activeElement).toBe(summary));
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);

      fireEvent.input(first, { target: { value: 'Haruko' } });
      fireEvent.input(field('Phone'), { target: { value: '+81300000000' } });
      const roomFirst = screen.getAllByLabelText(/^First name/)[2] as HTMLInputElement;
      const roomLast = screen.getAllByLabelText(/^Last name/)[2] as HTMLInputElement;
      fireEvent.input(roomFirst, { target: { value: 'Taro' } });
      fireEvent.input(roomLast, { target: { value: 'Sato' } });
      fireEvent.click(screen.getByRole('button', { name: en['update.guestsSave'] }));
      expect(await screen.findByTestId('update-guests-saved')).toBeTruthy();
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.query).toEqual({ email: 'hanako@example.com' });
      expect(put?.body).toMatchObject({
        version: 3,
        guest: {
          first_name: 'Haruko',
          last_name: 'Yamada',
          phone: '+81300000000',
          email: 'hanako@example.com',
        },
        rooms: [{ room_index: 1, first_name: 'Taro', last_name: 'Sato' }],
      });
      expect(put?.body).not.toHaveProperty('guest.email_confirmation');
    },
    FORM_TIMEOUT,
  );

  it(
    'after a version conflict loads the reservation again and saves with the new version',
    async () => {
      history.replaceState(
        null,
        '',
        '/reservation/update/AB23CD45EF/guests?code=hanami-tokyo&bypass_token=t',
      );
      const conflict = parseErrorBody(
        409,
        {
          errors: [
            { title: 'CONFLICT', status: 409, code: 1000, details: { code: 'version_conflict', base: [] } },
          ],
        },
        'x',
      );
      const { api, calls } = server((_call, attempt) =>
        attempt === 1 ? conflict : { data: twoRoomReservation() },
      );
      renderWithWidget(<UpdateGuestsScreen />, { api });
      await screen.findByRole('button', { name: en['update.guestsSave'] });
      fireEvent.click(screen.getByRole('button', { name: en['update.guestsSave'] }));
      expect((await screen.findByTestId('update-failure')).textContent).toContain(
        en['update.versionConflict'],
      );
      const save = screen.getByRole('button', { name: en['update.guestsSave'] }) as HTMLButtonElement;
      fireEvent.click(screen.getByRole('button', { name: en['update.reload'] }));
      // No save with the old version while the reservation loads again; a person sees it busy.
      expect(save.disabled).toBe(true);
      expect(screen.getByRole('status', { name: en['update.loading'] })).toBeTruthy();
      await waitFor(() => expect(save.disabled).toBe(false));
      expect(screen.queryByRole('status', { name: en['update.loading'] })).toBeNull();
      expect(calls.filter((call) => call.path.endsWith('/update_settings'))).toHaveLength(2);
      fireEvent.click(save);
      await screen.findByTestId('update-guests-saved');
      const versions = calls
        .filter((call) => call.method === 'PUT')
        .map((call) => (call.body as { version: number }).version);
      expect(versions).toEqual([3, 4]);
    },
    FORM_TIMEOUT,
  );
});
