import { ERROR_CODES } from '@yadori/contract/error-codes';
import type {
  Transaction,
  TransactionPayBody,
  TransactionUpdateBody,
} from '@yadori/contract/payment-links.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';

const ENDPOINT = '/book/hotels/:hotelId/tripla_pay/transactions/:paymentNumber';

/**
 * `GET …/tripla_pay/transactions/{n}`: the link as its page shows it. `session` keeps the page's
 * session while it is good; without it (or expired) the server hands out a fresh one (spec §4).
 */
export async function readTransaction(
  api: Pick<ApiClient, 'get'>,
  hotelId: number,
  paymentNumber: string,
  session: string | null,
): Promise<Transaction> {
  const answer = await call(api, `GET ${ENDPOINT}`, {
    params: { hotelId, paymentNumber },
    query: session ? { session } : {},
  });
  return answer.data;
}

/**
 * `GET …/tripla_pay/transactions/{n}/qr_code`: the SVG QR image of the payments page, as an object URL
 * for an <img> (the call needs the Client-Session header, which an <img> cannot send). The caller
 * revokes it.
 */
export async function fetchPaymentQrImage(
  api: Pick<ApiClient, 'ensureClientSession'>,
  apiBase: string,
  hotelId: number,
  paymentNumber: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const session = await api.ensureClientSession();
  const path = `/book/hotels/${hotelId}/tripla_pay/transactions/${encodeURIComponent(paymentNumber)}/qr_code`;
  const response = await fetchImpl(`${apiBase}${path}`, {
    credentials: 'same-origin',
    headers: { Accept: 'image/svg+xml', 'Client-Session': session },
  });
  if (!response.ok) throw new Error(`QR image: HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/** `POST`: pay by card (a hosted card fields token) or start a PayPal order. */
export async function payTransaction(
  api: Pick<ApiClient, 'request'>,
  hotelId: number,
  paymentNumber: string,
  body: TransactionPayBody,
): Promise<Transaction> {
  const answer = await call(api, `POST ${ENDPOINT}`, { params: { hotelId, paymentNumber }, body });
  return answer.data;
}

/** `PUT`: after the 3-D Secure or PayPal page came back, `complete` takes the payment, `cancel` drops it. */
export async function updateTransaction(
  api: Pick<ApiClient, 'request'>,
  hotelId: number,
  paymentNumber: string,
  body: TransactionUpdateBody,
): Promise<Transaction> {
  const answer = await call(api, `PUT ${ENDPOINT}`, { params: { hotelId, paymentNumber }, body });
  return answer.data;
}

/** How a call of the payments page was refused, as the page answers it (spec §4 and §8, decision 060). */
export type Refusal =
  /** 410 1250: the page's hour is over; a reload gets a fresh session of the same link. */
  | { kind: 'expired' }
  /** 409 3200: the link is not in the state the action needs (paid, cancelled, busy): re-read it. */
  | { kind: 'not-updatable' }
  /** 409 3201: authorised but no longer capturable (cancelled or taken over); released, not charged. */
  | { kind: 'not-capturable' }
  /** 402: the card (or PayPal) declined, with its spec §8 code. */
  | { kind: 'declined'; code: number }
  /** 404: no such link for this hotel. */
  | { kind: 'not-found' }
  /** No answer, or a 5xx: the spec's network message. */
  | { kind: 'network' }
  | { kind: 'other'; message: string };

const numericCodes = (error: { codes: readonly (number | string)[] }) =>
  error.codes.filter((code): code is number => typeof code === 'number');

export function refusalOf(error: unknown): Refusal {
  if (!isApiError(error)) return { kind: 'other', message: String(error) };
  const codes = numericCodes(error);
  if (error.status === 0 || error.status >= 500) return { kind: 'network' };
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 410 && codes.includes(ERROR_CODES.expired)) return { kind: 'expired' };
  if (error.status === 409 && codes.includes(ERROR_CODES.payNotCapturable)) return { kind: 'not-capturable' };
  if (error.status === 409 && codes.includes(ERROR_CODES.payNotUpdatable)) return { kind: 'not-updatable' };
  if (error.status === 402) {
    const code = codes.find((c) => c >= 3001 && c <= 3599);
    if (code !== undefined) return { kind: 'declined', code };
  }
  return { kind: 'other', message: error.message };
}
