import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/api-client.ts';
import { startWidgetFor } from '../../app/start-up-test-kit.ts';
import { DEFAULT_WIDGET_CONFIG } from '../../config/widget-config.ts';
import { hotelSettings, loginWidget } from '../../test/fixtures.ts';
import { parseCriteria } from '../search-form/search-criteria.ts';
import { tiersHotel } from '../search-form/test-settings.ts';
import { criteriaParamsOf } from '../search-results/search-request.ts';
import { fakeApi } from '../search-results/test-harness.tsx';
import { checkPreview } from './preview-check.ts';
import {
  activePreviewToken,
  PREVIEW_TOKEN_KEY,
  previewStore,
  storedPreviewToken,
  takePreviewToken,
} from './preview-mode.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const good = { data: { preview: true, expires_at: '2026-11-27T13:00:00Z', staff_name: 'Aoi Tanaka' } };
const refused = (status: number) =>
  new Response(JSON.stringify({ errors: [{ title: 'UNAUTHORIZED', status, code: 401 }] }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The real api client over a fetch stub: what goes on the wire, and whether it signed anyone out. */
function wire(answer: (path: string) => Response) {
  const sent: { method: string; path: string; query: string; headers: Record<string, string> }[] = [];
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    config: DEFAULT_WIDGET_CONFIG,
    appVersion: 'test',
    sessionStore: { get: () => 'client-session', set: () => {}, clear: () => {} },
    getLocale: () => 'en',
    getLoginToken: () => 'member-session',
    getPreviewToken: activePreviewToken,
    networkErrorMessage: () => 'network',
    onUnauthorized,
    onMaintenance: () => {},
    fetch: async (input, init) => {
      const [path = '', query = ''] = String(input)
        .replace(/^\/book/, '')
        .split('?');
      sent.push({
        method: init?.method ?? 'GET',
        path,
        query,
        headers: init?.headers as Record<string, string>,
      });
      return answer(path);
    },
  });
  return { api, sent, onUnauthorized };
}
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => previewStore.update({ preview: null }));
afterEach(() => {
  sessionStorage.clear();
  previewStore.update({ preview: null });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('takePreviewToken', () => {
  it('keeps the token of a preview address for the tab and takes it out of the address', () => {
    const params = new URLSearchParams('code=hanami-tokyo&tripla_preview=true&preview_token=pt-1&adults=2');
    expect(takePreviewToken(params).toString()).toBe('code=hanami-tokyo&tripla_preview=true&adults=2');
    expect(storedPreviewToken()).toBe('pt-1');
  });

  it('drops a token without tripla_preview=true unread', () => {
    const params = new URLSearchParams('code=hanami-tokyo&preview_token=pt-1');
    expect(takePreviewToken(params).toString()).toBe('code=hanami-tokyo');
    expect(storedPreviewToken()).toBeNull();
  });

  it('leaves an address without a token as it is', () => {
    const params = new URLSearchParams('code=hanami-tokyo&tripla_preview=true');
    expect(takePreviewToken(params)).toBe(params);
  });
});

describe('checkPreview and the search calls', () => {
  it('on 200, asks the search calls only for preview mode with the token, until it ends', async () => {
    vi.useFakeTimers({ now: NOW });
    sessionStorage.setItem(PREVIEW_TOKEN_KEY, 'pt-1');
    const { api, sent } = wire((path) => json(path.endsWith('/preview') ? good : { data: {} }));
    await checkPreview(api, 1, 'pt-1', { now: () => NOW });
    expect(sent[0]).toMatchObject({ path: '/hotels/1/preview', headers: { 'tripla-preview-token': 'pt-1' } });
    expect(previewStore.get().preview).toEqual({
      token: 'pt-1',
      expiresAt: '2026-11-27T13:00:00Z',
      staffName: 'Aoi Tanaka',
    });

    await api.get('/hotels/1/rooms', { adults: 2 });
    for (const path of ['/hotels/1/rooms/price', '/hotels/1/rooms/availability']) await api.get(path);
    await api.get('/hotels/1/notices');
    await api.request('POST', '/hotels/1/reservations', { body: {} });
    const carried = sent
      .slice(1)
      .map((s) => [s.method, s.path, s.query, s.headers['tripla-preview-token'] ?? null]);
    expect(carried).toEqual([
      ['GET', '/hotels/1/rooms', 'adults=2&tripla_preview=true', 'pt-1'],
      ['GET', '/hotels/1/rooms/price', 'tripla_preview=true', 'pt-1'],
      ['GET', '/hotels/1/rooms/availability', 'tripla_preview=true', 'pt-1'],
      ['GET', '/hotels/1/notices', '', null],
      ['POST', '/hotels/1/reservations', '', null],
    ]);

    // The token's hour is over: the banner goes and searches are a guest's again.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(previewStore.get().preview).toBeNull();
    expect(storedPreviewToken()).toBeNull();
    await api.get('/hotels/1/rooms');
    expect(sent.at(-1)?.query).toBe('');
    expect(sent.at(-1)?.headers['tripla-preview-token']).toBeUndefined();
  });

  it('on 401, forgets the token, changes nothing and signs no member out', async () => {
    sessionStorage.setItem(PREVIEW_TOKEN_KEY, 'pt-old');
    const { api, sent, onUnauthorized } = wire((path) =>
      path.endsWith('/preview') ? refused(401) : json({}),
    );
    await checkPreview(api, 1, 'pt-old', { now: () => NOW });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(previewStore.get().preview).toBeNull();
    expect(storedPreviewToken()).toBeNull();
    await api.get('/hotels/1/rooms');
    expect(sent.at(-1)?.headers['tripla-preview-token']).toBeUndefined();
  });

  it('keeps the token for another try when the server could not answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(PREVIEW_TOKEN_KEY, 'pt-1');
    const { api } = wire(() => new Response('', { status: 500 }));
    await checkPreview(api, 1, 'pt-1', { now: () => NOW });
    expect(previewStore.get().preview).toBeNull();
    expect(storedPreviewToken()).toBe('pt-1');
  });
});

describe('start-up in preview mode', () => {
  const answers = (preview: () => unknown) =>
    fakeApi([
      ['/hotels/hanami-tokyo/settings/booking_widget', () => ({ data: hotelSettings() })],
      ['/hotels/hanami-tokyo/settings/sign_in_button', () => ({ data: loginWidget })],
      [
        '/hotels/hanami-tokyo/tripla_session/whoami',
        () => ({ data: { signed_in: false, user: null, reset_code: null } }),
      ],
      ['/hotels/1/preview', preview],
    ]);

  it('checks the tab’s token before init arrives, so the first search carries it', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    sessionStorage.setItem(PREVIEW_TOKEN_KEY, 'pt-1');
    const { api, calls } = answers(() => good);
    const { store, done } = startWidgetFor(api, 'code=hanami-tokyo&tripla_preview=true');
    await done;
    expect(store.get().initArrived).toBe(true);
    expect(calls.find((c) => c.path === '/hotels/1/preview')?.headers).toEqual({
      'tripla-preview-token': 'pt-1',
    });
    expect(activePreviewToken()).toBe('pt-1');
  });

  it('asks nothing without a token, even with tripla_preview=true', async () => {
    const { api, calls } = answers(() => good);
    await startWidgetFor(api, 'code=hanami-tokyo&tripla_preview=true').done;
    expect(calls.map((c) => c.path)).not.toContain('/hotels/1/preview');
    expect(activePreviewToken()).toBeNull();
  });
});

it('searches with the rooms JSON of a preview address (spec §2 "rooms (JSON, in preview mode)")', () => {
  const rooms = [
    { adults: 2, kids_tiers: ['B'] },
    { adults: 1, kids_tiers: [] },
  ];
  const query = new URLSearchParams({
    code: 'hanami-tokyo',
    tripla_preview: 'true',
    checkin: '2026-12-10',
    checkout: '2026-12-12',
    rooms: JSON.stringify(rooms),
  });
  const criteria = parseCriteria(query, tiersHotel(), new Date(NOW));
  const sent = JSON.parse(String(criteriaParamsOf(criteria).rooms));
  expect(sent).toMatchObject([
    { adults: 2, children: 1, kids_tiers: ['B'] },
    { adults: 1, children: 0, kids_tiers: [] },
  ]);
  expect(criteriaParamsOf(criteria).room_count).toBe(2);
});
