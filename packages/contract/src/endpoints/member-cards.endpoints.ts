import {
  creditCardParamsSchema,
  creditCardsResponseSchema,
  deleteCreditCardResponseSchema,
} from '../credit-cards.schema.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { membershipHotelParamsSchema } from '../membership.schema.ts';

const tags = ['membership'];
const base = '/book/hotels/:hotelId/memberships/credit_cards';
const bearer = [{ memberToken: [] }] as const;

/** A signed-in member's saved cards (spec §7 credit_cards GET and credit_cards/{id} DELETE). */
export const memberCardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: base,
    summary: "The signed-in member's saved cards (brand, holder, masked number, expiry), newest first",
    tags,
    params: membershipHotelParamsSchema,
    security: bearer,
    responses: { 200: creditCardsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    summary:
      "Remove a saved card, here and from the gateway's vault; another member's card answers 404 like an unknown one",
    tags,
    params: creditCardParamsSchema,
    security: bearer,
    responses: { 200: deleteCreditCardResponseSchema, ...refusals(400, 401, 403, 404, 502) },
  }),
};
