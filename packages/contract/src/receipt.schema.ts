import { z } from 'zod';
import { localeSchema } from './settings.schema.ts';
import { text } from './text.ts';

/** Longest name printed as the receipt's addressee. */
export const RECEIPT_NAME_MAX_LENGTH = 100;

/**
 * `GET /book/hotels/{hotelId}/reservations/{number}/receipt` (spec section 7): the name printed on the
 * receipt (default: the guest's), the guest's proof (email or bypass token) and the receipt's language
 * (default: the reservation's). Answers `application/pdf` for one room, `application/zip` (one PDF per
 * room) for several.
 */
export const receiptQuerySchema = z.object({
  name: text()
    .trim()
    .max(RECEIPT_NAME_MAX_LENGTH)
    // Control characters would not print and could break the file's text.
    .regex(/^[^\p{Cc}]*$/u, 'no control characters')
    .optional(),
  email: text().max(254).optional(),
  bypass_token: text().max(256).optional(),
  locale: localeSchema.optional(),
});
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;
