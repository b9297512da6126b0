import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { setNavigationMode } from '../../../app/navigation.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { en as main } from '../../../i18n/locales/en.ts';
import { sectionTranslator } from '../../../i18n/section-catalog.ts';
import { fakeApi } from '../../search-results/test-harness.tsx';
import { renderSignedIn } from '../account-test-kit.tsx';
import { ExportSection } from './export-section.tsx';
import { corporateUser, exportFixture } from './organization-fixtures.ts';
import { en } from './texts/en.ts';
import { type AdminT, organizationAdminTexts } from './texts.ts';

const BASE = '/hotel_brands/1/organizations/1';
const EXPORTS = `${BASE}/exports`;
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const PASSWORD = 'Sakura-Export-2026';

let t: AdminT;
beforeAll(async () => {
  t = sectionTranslator(await organizationAdminTexts.load('en'));
});
beforeEach(() => {
  i18n.use('en', main);
  setNavigationMode('history');
  history.replaceState(null, '', '/organization-admin?code=hanami-tokyo');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const refusal = (status: number, code: number) =>
  new ApiError({
    title: 'REFUSED',
    status,
    message: 'refused',
    errors: [{ title: 'REFUSED', status, code, details: { code, base: [{ error: 'refused' }] } }],
  });

/** The export section against a fake server; `answers` are the polls' answers in turn. */
function setUp({
  created = () => ({ data: exportFixture() }) as unknown,
  answers = [] as unknown[],
  download = () => new Response(ZIP, { headers: { 'Content-Type': 'application/zip' } }) as unknown,
  listed = [] as unknown[],
} = {}) {
  const { api, calls } = fakeApi([
    [EXPORTS, (call) => (call.method === 'POST' ? created() : { data: listed })],
    [`${EXPORTS}/11`, () => answers.shift() ?? { data: exportFixture({ status: 'ready', row_count: 2 }) }],
    [`${EXPORTS}/11/download`, () => download()],
  ]);
  const view = renderSignedIn(
    <ExportSection
      organization={{ brandId: 1, organizationId: 1 }}
      period={{ from: '2026-04-01', to: '2027-03-31' }}
      t={t}
      pollMs={5}
    />,
    { api, user: corporateUser('admin') },
  );
  return { ...view, calls };
}

const openDialog = async () => {
  const opener = screen.getByRole('button', { name: en['export.start'] });
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: en['dialog.title'] });
  return { opener, dialog };
};
const fill = (dialog: HTMLElement, password: string, confirmation: string) => {
  fireEvent.input(within(dialog).getByLabelText(/^Password \*/), { target: { value: password } });
  fireEvent.input(within(dialog).getByLabelText(/^Password \(confirmation\)/), {
    target: { value: confirmation },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: en['dialog.submit'] }));
};

/** Catches the zip the page saves (saveFile's object URL and clicked anchor). */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (value: Blob) => {
      blob = value;
      return 'blob:export';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

describe('the download-password dialog', () => {
  it('is a modal dialog: focus moves in, Tab stays inside, Escape closes and focus goes back', async () => {
    setUp();
    const { opener, dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const password = within(dialog).getByLabelText(/^Password \*/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    const cancel = within(dialog).getByRole('button', { name: en['dialog.cancel'] });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(password);
    fireEvent.keyDown(password, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says at each field what is wrong (too short, too long, different), focuses it and sends nothing', async () => {
    const { calls } = setUp();
    const { dialog } = await openDialog();
    fill(dialog, 'short', 'short');
    const password = within(dialog).getByLabelText(/^Password \*/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Use between 8 and 64 characters.',
    );

    fill(dialog, 'x'.repeat(65), 'x'.repeat(65));
    expect(
      within(dialog).getByText('Use between 8 and 64 characters.', { selector: '.gd-error' }),
    ).toBeTruthy();

    fill(dialog, PASSWORD, 'Sakura-Export-2025');
    const confirmation = within(dialog).getByLabelText(/^Password \(confirmation\)/);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(within(dialog).getByText(en['password.mismatch'])).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('does not open for a period that is too long or back to front', async () => {
    setUp();
    fireEvent.input(screen.getByLabelText(/^Last check-in date/), { target: { value: '2027-04-02' } });
    fireEvent.click(screen.getByRole('button', { name: en['export.start'] }));
    expect(
      await screen.findByText('One file covers at most 366 days. Please choose a shorter period.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Last check-in date/)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the export', () => {
  it('asks for it, follows it while pending (announced), then downloads the zip', async () => {
    const saved = catchDownloads();
    const { calls } = setUp({
      answers: [{ data: exportFixture() }, { data: exportFixture() }],
    });
    const { dialog } = await openDialog();
    fill(dialog, PASSWORD, PASSWORD);
    const progress = screen.getByTestId('export-progress');
    expect(progress.getAttribute('role')).toBe('status');
    await waitFor(() =>
      expect(progress.textContent).toBe(
        'Preparing the file for check-ins 2026/04/01 – 2027/03/31… This can take a moment.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      checkin_from: '2026-04-01',
      checkin_to: '2027-03-31',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });

    await waitFor(() =>
      expect(progress.textContent).toBe(
        'The file for check-ins 2026/04/01 – 2027/03/31 is ready to download.',
      ),
    );
    // Pending twice, then ready: three polls of the export, then no more.
    expect(calls.filter((call) => call.path === `${EXPORTS}/11`)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: en['export.download'] }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    if (!file) throw new Error('nothing was saved');
    expect(file.name).toBe('sakura-trading-reservations-20260401-20270331.zip');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 4)).toEqual(ZIP.slice(0, 4));
    const download = calls.find((call) => call.path === `${EXPORTS}/11/download`);
    expect(download?.headers?.Accept).toContain('application/zip');
  });

  it('says, in the dialog, when the day’s exports are used up (1600)', async () => {
    setUp({ created: () => refusal(429, 1600) });
    const { dialog } = await openDialog();
    fill(dialog, PASSWORD, PASSWORD);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Your organization has already prepared 5 files today, the most allowed in one day. Please try again tomorrow.',
    );
    expect(screen.getByTestId('export-progress').textContent).toBe('');
  });

  it('says why a file cannot be downloaded (1250 expired, 1200 not ready, 1252 none)', async () => {
    catchDownloads();
    const answers = [refusal(410, 1250), refusal(409, 1200), refusal(404, 1252)];
    setUp({
      listed: [exportFixture({ status: 'ready', row_count: 2 })],
      download: () => answers.shift(),
    });
    for (const key of ['error.expired', 'error.notReady', 'error.notFound'] as const) {
      fireEvent.click(await screen.findByRole('button', { name: /^Download the file for check-ins/ }));
      await waitFor(() => expect(screen.getByTestId('export-failure').textContent).toBe(en[key]));
    }
  });

  it('follows an export still being prepared from before, and says when it failed', async () => {
    setUp({
      listed: [exportFixture()],
      answers: [{ data: exportFixture({ status: 'failed' }) }],
    });
    await waitFor(() =>
      expect(screen.getByTestId('export-progress').textContent).toBe(
        'The file for check-ins 2026/04/01 – 2027/03/31 could not be prepared. Please try again.',
      ),
    );
    expect(screen.queryByRole('button', { name: en['export.download'] })).toBeNull();
  });
});
