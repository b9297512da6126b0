import type { CreditCard } from '@yadori/contract/credit-cards.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';

// The signed-in member's saved cards (spec §7 memberships/credit_cards). The api client sends the
// member's bearer with every call once a login token is stored, so none of these passes it itself.

export type SavedCard = CreditCard;

/** `GET memberships/credit_cards`: newest first. */
export async function listSavedCards(api: ApiClient, hotelId: number): Promise<SavedCard[]> {
  return (
    await call(api, 'GET /book/hotels/:hotelId/memberships/credit_cards', {
      params: { hotelId: String(hotelId) },
    })
  ).data;
}

/** `DELETE memberships/credit_cards/{id}`: removed from the account and from the gateway's vault. */
export async function removeSavedCard(api: ApiClient, hotelId: number, id: number): Promise<void> {
  await call(api, 'DELETE /book/hotels/:hotelId/memberships/credit_cards/:id', {
    params: { hotelId: String(hotelId), id: String(id) },
  });
}
