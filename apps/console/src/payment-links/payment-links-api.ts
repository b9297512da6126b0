import type {
  PaymentLink,
  PaymentLinkCreateBody,
  paymentLinksResponseSchema,
} from '@yadori/contract/payment-links.schema';
import type { z } from 'zod';
import { api } from '../lib/api.ts';

/**
 * The console's calls for payment links (contract `staffPaymentLinkEndpoints`, decision 060), typed by
 * the contract through `import type` only, so no Zod reaches the console's bundle.
 */

export type { PaymentLink, PaymentLinkCreateBody };
export type PaymentLinksAnswer = z.infer<typeof paymentLinksResponseSchema>;

/** What staff do to a link after it was made (each a POST of no body). */
export type PaymentLinkOperation = 'send' | 'cancel' | 'complete' | 'refund';

type Data<T> = { data: T };
const data = <T>(answer: Data<T>) => answer.data;

/** The list's address under /staff: `/hotels/1/payment_links?status=unpaid&q=…&page=2`. */
export const linksPath = (hotelId: number, query = '') =>
  `/hotels/${hotelId}/payment_links${query ? `?${query}` : ''}`;
/** One link's address under /staff. */
export const linkPath = (hotelId: number, number: string) =>
  `/hotels/${hotelId}/payment_links/${encodeURIComponent(number)}`;
/** The QR image of a link, to show (SVG) or to save (SVG or PNG). */
export const qrImagePath = (hotelId: number, number: string, format: 'svg' | 'png') =>
  `${linkPath(hotelId, number)}/qr_code?format=${format}`;

/** The QR image of the hotel's booking page. */
export const hotelQrImagePath = (hotelId: number, format: 'svg' | 'png') =>
  `/hotels/${hotelId}/qr_code?format=${format}`;

export const paymentLinksApi = {
  list: (hotelId: number, query: string) => api<PaymentLinksAnswer>('GET', linksPath(hotelId, query)),
  read: (hotelId: number, number: string) =>
    api<Data<PaymentLink>>('GET', linkPath(hotelId, number)).then(data),
  create: (hotelId: number, body: PaymentLinkCreateBody) =>
    api<Data<PaymentLink>>('POST', linksPath(hotelId), body).then(data),
  act: (hotelId: number, number: string, operation: PaymentLinkOperation) =>
    api<Data<PaymentLink>>('POST', `${linkPath(hotelId, number)}/${operation}`).then(data),
};
