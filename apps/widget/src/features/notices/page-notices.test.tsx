import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { GuestNotice } from '@yadori/contract/notices.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { whoamiFixture } from '../../test/member-fixtures.ts';
import { GuestDetailScreen } from '../guest-detail/guest-detail-screen.tsx';
import { chooseOnResults, priceAnswer, START } from '../guest-detail/guest-detail-test-kit.tsx';
import { searchDataFixture } from '../search-results/search-fixtures.ts';
import { SearchResultsScreen } from '../search-results/search-results-screen.tsx';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import { PageNotices } from './page-notices.tsx';

const NOTICES = '/hotels/1/notices';

const banner = (overrides: Partial<GuestNotice> = {}): GuestNotice => ({
  id: 11,
  kind: 'banner',
  level: 'facility',
  title: 'Spring sale for members',
  body: 'Ten percent off every plan.\nUntil the end of April.',
  link_url: 'https://hanami.example/spring',
  ...overrides,
});
const note = (overrides: Partial<GuestNotice> = {}): GuestNotice => ({
  id: 12,
  kind: 'notice',
  level: 'brand',
  title: 'Pool closed',
  body: 'The pool is closed for repairs until 1 May.',
  link_url: null,
  ...overrides,
});
const answer = (notices: GuestNotice[]) => ({ data: { notices } });

beforeEach(() => {
  i18n.use('en', en);
  setNavigationMode('history');
  history.replaceState(null, '', '/booking/result?code=hanami-tokyo');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the hotel’s banners and notices', () => {
  it('asks for the page’s notices with the start address’s segments and icon message id', async () => {
    const { api, calls } = fakeApi([[NOTICES, () => answer([])]]);
    renderWithWidget(<PageNotices placement="guest_detail" />, {
      api,
      query: 'code=hanami-tokyo&segment_ids=vip,%20family,bad%20id&icon_message_id=msg-7',
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: NOTICES,
      query: { placement: 'guest_detail', segment_ids: 'vip,family', icon_message_id: 'msg-7' },
    });
  });

  it('leaves the audience keys out when the visit has none', async () => {
    const { api, calls } = fakeApi([[NOTICES, () => answer([])]]);
    renderWithWidget(<PageNotices placement="results" />, { api });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.query).toEqual({
      placement: 'results',
      segment_ids: undefined,
      icon_message_id: undefined,
    });
  });

  it('keeps the visit’s segments when a later page’s address has none', async () => {
    const first = fakeApi([[NOTICES, () => answer([])]]);
    renderWithWidget(<PageNotices placement="results" />, {
      api: first.api,
      query: 'code=hanami-tokyo&segment_ids=vip',
    });
    await waitFor(() => expect(first.calls).toHaveLength(1));
    cleanup();
    // A reload of another page of the visit: the address lost its keys.
    const later = fakeApi([[NOTICES, () => answer([])]]);
    renderWithWidget(<PageNotices placement="guest_detail" />, { api: later.api });
    await waitFor(() => expect(later.calls).toHaveLength(1));
    expect(later.calls[0]?.query.segment_ids).toBe('vip');
  });

  it('draws a banner as a region named by its heading, with a link to a new tab, and a notice as a note', async () => {
    const { api } = fakeApi([[NOTICES, () => answer([banner(), note()])]]);
    renderWithWidget(<PageNotices placement="results" />, { api });
    const region = await screen.findByRole('region', { name: 'Spring sale for members' });
    expect(within(region).getByRole('heading', { level: 2, name: /^Spring sale for members/ })).toBeTruthy();
    expect(region.textContent).toContain('Ten percent off every plan.\nUntil the end of April.');
    // The title leads to the hotel's page, in a new tab, and says so.
    // (jsdom's names drop the space a browser keeps before the hidden words.)
    const link = within(region).getByRole('link', {
      name: /^Spring sale for members ?\(opens in a new tab\)$/,
    });
    expect(link.getAttribute('href')).toBe('https://hanami.example/spring');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    const pool = screen.getByRole('note', { name: 'Pool closed' });
    expect(within(pool).getByRole('heading', { level: 2, name: 'Pool closed' })).toBeTruthy();
    expect(within(pool).queryByRole('link')).toBeNull();
  });

  it('never makes a link of an address that is not http(s)', async () => {
    const { api } = fakeApi([[NOTICES, () => answer([banner({ link_url: 'javascript:alert(1)' })])]]);
    renderWithWidget(<PageNotices placement="results" />, { api });
    const region = await screen.findByRole('region', { name: 'Spring sale for members' });
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('asks again in the new language, keeping the old ones until the new ones come', async () => {
    let release = () => {};
    const { api, calls } = fakeApi(
      [
        [
          NOTICES,
          (call) =>
            call.locale === 'ja'
              ? new Promise((resolve) => {
                  release = () =>
                    resolve(answer([banner({ title: '会員限定の春のセール', link_url: null })]));
                })
              : answer([banner()]),
        ],
      ],
      () => i18n.get().locale,
    );
    renderWithWidget(<PageNotices placement="results" />, { api });
    await screen.findByRole('region', { name: 'Spring sale for members' });
    act(() => i18n.use('ja', ja));
    await waitFor(() => expect(calls.map((c) => c.locale)).toEqual(['en', 'ja']));
    expect(screen.getByRole('region', { name: 'Spring sale for members' })).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('region', { name: '会員限定の春のセール' })).toBeTruthy();
  });

  it('asks again when the member signs in and out (their labels choose the notices)', async () => {
    const { api, calls } = fakeApi([[NOTICES, () => answer([])]]);
    const { store } = renderWithWidget(<PageNotices placement="results" />, { api });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => store.update({ user: whoamiFixture() }));
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => store.update({ user: null }));
    await waitFor(() => expect(calls).toHaveLength(3));
  });

  it('shows nothing when the notices cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi([[NOTICES, () => new ApiError({ title: 'INTERNAL_ERROR', status: 500 })]]);
    const { container } = renderWithWidget(<PageNotices placement="results" />, { api });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('sits under the results page’s heading, before the search form', async () => {
    const { api } = fakeApi([
      [NOTICES, () => answer([banner({ link_url: null })])],
      ['/hotels/1/rooms', () => ({ data: searchDataFixture({ rooms: [] }) })],
    ]);
    renderWithWidget(<SearchResultsScreen notices={<PageNotices placement="results" />} />, { api });
    await screen.findByRole('region', { name: 'Spring sale for members' });
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName}:${h.textContent}`);
    expect(headings.slice(0, 2)).toEqual(['H1:Hanami Hotel Tokyo', 'H2:Spring sale for members']);
  });

  it('sits under the guest-detail page’s heading', async () => {
    history.replaceState(null, '', START);
    chooseOnResults(1);
    const { api, calls } = fakeApi([
      [NOTICES, () => answer([note()])],
      [/\/rooms\/price$/, (call) => priceAnswer(call, 44_000)],
      [/additional_questions$/, () => ({ data: { additional_questions: [] } })],
      [/\/extras$/, () => ({ data: { extras: [] } })],
    ]);
    renderWithWidget(<GuestDetailScreen notices={<PageNotices placement="guest_detail" />} />, { api });
    await screen.findByRole('note', { name: 'Pool closed' });
    expect(calls.find((c) => c.path === NOTICES)?.query.placement).toBe('guest_detail');
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName}:${h.textContent}`);
    expect(headings.slice(0, 2)).toEqual([`H1:${en['guestDetail.title']}`, 'H2:Pool closed']);
  });
});
