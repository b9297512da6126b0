import { ERROR_TITLES } from '@yadori/contract/error-codes';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';
import { currentAddress, SEARCH_PATH, writeAddress } from '../../app/navigation.ts';
import { addNotice, type WidgetStore } from '../../app/widget-store.ts';
import { paymentPagePath, QR_CODE_KEY } from './payment-address.ts';

/**
 * A printed QR code (decision 060: `?code=<hotel>&qr_code=<code>`) opened at start-up: `GET
 * /book/qr_codes` says where it leads — a payment link's page (`/payments/<number>`) or the hotel's
 * booking page (the results) — and for which hotel (`code`). The key leaves the address either way;
 * an unknown code leaves the guest on the results page with the server's message in the banner.
 * Runs after the client session and before the settings, which are then the target hotel's.
 */
export async function followQrCode(api: ApiClient, store: WidgetStore): Promise<void> {
  const address = currentAddress();
  const qrCode = address.params.get(QR_CODE_KEY);
  if (qrCode === null) return;
  const params = new URLSearchParams(address.params);
  params.delete(QR_CODE_KEY);
  try {
    const { data: target } = await call(api, 'GET /book/qr_codes', { query: { qr_code: qrCode } });
    params.set(params.has('hotel_code') ? 'hotel_code' : 'code', target.hotel_code);
    const path = target.type === 'payment_link' ? paymentPagePath(target.payment_number) : SEARCH_PATH;
    writeAddress({ ...address, path, params, fragment: '' });
    if (store.get().startQuery.hotelCode !== target.hotel_code)
      store.update((state) => ({ startQuery: { ...state.startQuery, hotelCode: target.hotel_code } }));
  } catch (error) {
    // A stale client session is start-up's to handle (it reloads once with a new one).
    if (isApiError(error) && error.title === ERROR_TITLES.invalidClientSession) throw error;
    writeAddress({ ...address, params });
    if (isApiError(error)) {
      if (error.handled) return;
      const message = error.message !== error.title ? error.message : undefined;
      addNotice(store, { kind: 'error', title: error.title, ...(message ? { message } : {}) });
    } else addNotice(store, { kind: 'error', messageKey: 'errors.network' });
  }
}
