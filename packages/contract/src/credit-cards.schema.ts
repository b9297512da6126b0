import { z } from 'zod';
import { membershipHotelParamsSchema } from './membership.schema.ts';

/**
 * A member's saved cards (spec sections 1, 3 and 7: `memberships/credit_cards` GET and
 * `credit_cards/{id}` DELETE). The card itself stays in the payment gateway's vault; Yadori keeps only
 * the gateway's reference, the brand, the last four digits, the holder and the expiry. Paying with a
 * saved card sends its `id` as the booking's `credit_card_id` and the hosted security-code field's
 * token as `card_token`; a new card is kept with the booking's `save_card`.
 */

/** Spec §3 card brands. */
export const CREDIT_CARD_BRANDS = ['visa', 'master', 'amex', 'jcb', 'diners'] as const;
export type CreditCardBrand = (typeof CREDIT_CARD_BRANDS)[number];

/** A saved card as the member sees it (spec §3: brand, holder, number, expiry). */
export const creditCardSchema = z.object({
  id: z.number().int(),
  brand: z.enum(CREDIT_CARD_BRANDS),
  /** The holder's name as on the card (half-width Roman letters). */
  holder: z.string(),
  /** The number masked but for its last four digits, e.g. `************1111`. */
  number: z.string(),
  last4: z.string(),
  /** `MM/YY`. */
  expiry: z.string(),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int(),
});
export type CreditCard = z.infer<typeof creditCardSchema>;

/** `GET memberships/credit_cards`: the member's saved cards, the newest first. */
export const creditCardsResponseSchema = z.object({ data: z.array(creditCardSchema) });

export const creditCardParamsSchema = membershipHotelParamsSchema.extend({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'a card id is a positive whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});

/** `DELETE memberships/credit_cards/{id}`: removed here and from the gateway's vault. */
export const deleteCreditCardResponseSchema = z.object({
  data: z.object({ id: z.number().int(), message: z.string() }),
});
