import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiError } from '../../api/api-error.ts';
import { setNavigationMode } from '../../app/navigation.ts';
import { startWidgetFor } from '../../app/start-up-test-kit.ts';

const NUMBER = 'PL0123456789ABCDEFGHJK';

/** A fake API that answers start-up's calls, and the QR code lookup with `qr`. */
function startUpApi(qr: () => unknown) {
  const paths: string[] = [];
  const get = vi.fn(async (path: string, query?: Record<string, unknown>) => {
    paths.push(query?.qr_code ? `${path}?qr_code=${query.qr_code}` : path);
    if (path === '/qr_codes') {
      const answer = qr();
      if (answer instanceof Error) throw answer;
      return answer;
    }
    if (path.endsWith('/settings/booking_widget')) return { data: { hotel_code: 'x', hotel_brand_id: 1 } };
    if (path.endsWith('/settings/sign_in_button')) return { data: { is_active: false } };
    return { data: { signed_in: false, user: null, reset_code: null } };
  });
  const api: ApiClient = {
    ensureClientSession: async () => 's',
    get: get as ApiClient['get'],
    request: vi.fn() as ApiClient['request'],
  };
  return { api, paths };
}

beforeEach(() => setNavigationMode('history'));
afterEach(() => localStorage.clear());

describe('qr_code at start-up (decision 060)', () => {
  it('a payment link’s code goes to its payments page, before the settings are read', async () => {
    history.replaceState(null, '', '/?code=hanami-tokyo&qr_code=abcdefghjk12');
    const { api, paths } = startUpApi(() => ({
      data: { type: 'payment_link', hotel_id: 1, hotel_code: 'hanami-tokyo', payment_number: NUMBER },
    }));
    const { store, done } = startWidgetFor(api, 'code=hanami-tokyo&qr_code=abcdefghjk12');
    await done;
    expect(`${location.pathname}${location.search}`).toBe(`/payments/${NUMBER}?code=hanami-tokyo`);
    expect(paths[0]).toBe('/qr_codes?qr_code=abcdefghjk12');
    expect(paths[1]).toBe('/hotels/hanami-tokyo/settings/booking_widget');
    expect(store.get().notices).toEqual([]);
  });

  it('a hotel’s code goes to its booking page, with its hotel code', async () => {
    history.replaceState(null, '', '/?code=hanami-tokyo&qr_code=ABCDEFGHJK12&locale=ja');
    const { api, paths } = startUpApi(() => ({
      data: { type: 'booking', hotel_id: 2, hotel_code: 'hanami-kyoto' },
    }));
    const { store, done } = startWidgetFor(api, 'code=hanami-tokyo&qr_code=ABCDEFGHJK12&locale=ja');
    await done;
    expect(`${location.pathname}${location.search}`).toBe('/booking/result?code=hanami-kyoto&locale=ja');
    expect(store.get().startQuery.hotelCode).toBe('hanami-kyoto');
    expect(paths).toContain('/hotels/hanami-kyoto/settings/booking_widget');
  });

  it('an unknown code: the key leaves the address, the server’s message shows, start-up goes on', async () => {
    history.replaceState(null, '', '/?code=hanami-tokyo&qr_code=ZZZZZZZZZZZZ');
    const { api, paths } = startUpApi(
      () =>
        new ApiError({
          title: 'NOT_FOUND',
          status: 404,
          message: 'This QR code is not known.',
          errors: [{ title: 'NOT_FOUND', status: 404, code: 404, details: { base: [] } }],
        }),
    );
    const { store, done } = startWidgetFor(api, 'code=hanami-tokyo&qr_code=ZZZZZZZZZZZZ');
    await done;
    expect(`${location.pathname}${location.search}`).toBe('/?code=hanami-tokyo');
    expect(store.get().notices).toMatchObject([
      { kind: 'error', title: 'NOT_FOUND', message: 'This QR code is not known.' },
    ]);
    expect(paths).toContain('/hotels/hanami-tokyo/settings/booking_widget');
    expect(store.get().initArrived).toBe(true);
  });

  it('no qr_code: no lookup', async () => {
    history.replaceState(null, '', '/?code=hanami-tokyo');
    const { api, paths } = startUpApi(() => new Error('not asked'));
    await startWidgetFor(api, 'code=hanami-tokyo').done;
    expect(paths.some((path) => path.startsWith('/qr_codes'))).toBe(false);
  });
});
