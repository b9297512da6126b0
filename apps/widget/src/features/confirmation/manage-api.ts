import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiError, parseErrorBody } from '../../api/api-error.ts';
import type { WidgetConfig } from '../../config/widget-config.ts';
import { proofQuery, type ReservationProof, reservationPath } from '../payment/reservation-api.ts';
import type { UpdateSettings } from '../reservation-update/update-api.ts';
import { type DownloadedFile, fileNameOf } from './save-file.ts';

/** The reservation as the confirmation and voucher pages read it (the lookup's answer). */
export type ManagedReservation = Reservation;

export type { UpdateSettings };

export interface ReceiptRequest {
  hotelId: number;
  number: string;
  proof: ReservationProof;
  /** The name written on the receipt (the addressee). */
  name: string;
  locale: Locale;
}

/**
 * `GET /hotels/{id}/reservations/{number}/receipt?name=&email=|bypass_token=&locale=` → a PDF (one
 * room) or a zip of PDFs. The API client reads JSON only, so this call sends the same session headers
 * itself and reads the body as a file; an error body is read as the API's error format.
 */
export async function fetchReceipt(
  api: ApiClient,
  config: Pick<WidgetConfig, 'apiBase'>,
  request: ReceiptRequest,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<DownloadedFile> {
  const params = new URLSearchParams({
    name: request.name,
    ...proofQuery(request.proof),
    locale: request.locale,
  });
  const url = `${config.apiBase}${reservationPath(request.hotelId, request.number)}/receipt?${params}`;
  const session = await api.ensureClientSession();
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'GET',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/pdf, application/zip',
        'Client-Session': session,
        'Tripla-Locale': request.locale,
      },
    });
  } catch {
    throw new ApiError({ title: 'NETWORK', status: 0 });
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON: the status is all there is.
    }
    throw parseErrorBody(response.status, body, response.statusText || `HTTP ${response.status}`);
  }
  const blob = await response.blob();
  const zip = (response.headers.get('Content-Type') ?? '').includes('zip');
  const fileName =
    fileNameOf(response.headers.get('Content-Disposition')) ??
    `receipt-${request.number}.${zip ? 'zip' : 'pdf'}`;
  return { blob, fileName };
}
