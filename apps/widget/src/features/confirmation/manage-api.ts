import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiError, parseErrorBody } from '../../api/api-error.ts';
import type { WidgetConfig } from '../../config/widget-config.ts';
import { proofQuery, type ReservationProof, reservationPath } from '../payment/reservation-api.ts';
import type { UpdateSettings } from '../reservation-update/update-api.ts';

/** The reservation as the confirmation and voucher pages read it (the lookup's answer). */
export type ManagedReservation = Reservation;

export type { UpdateSettings };

/** A file the server sent: its bytes and the name it suggests. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || null;
}

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

/**
 * Saves a file through an object URL and a clicked `download` anchor: works inside the hotel site's
 * iframe (no new window, no navigation away from the widget).
 */
export function saveFile(file: DownloadedFile, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; give the browser a moment before the URL is freed.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
