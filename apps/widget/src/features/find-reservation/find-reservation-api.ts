import type { ApiClient } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { call } from '../../api/call.ts';
import { loadBrandHotels } from '../facilities/brand-hotels.ts';

/** Where the widget runs: the hotel of the address and its brand. */
export interface LookupScope {
  brandId: number;
  hotelId: number;
  hotelCode: string;
}

/** A stay the guest proved is theirs: its number and the code of the hotel it is at. */
export interface FoundReservation {
  number: string;
  hotelCode: string;
}

/** Why a lookup failed, as the /search page tells the guest. */
export type LookupFailure = 'not_found' | 'too_many' | 'other';

/**
 * `GET /hotel_brands/{brandId}/reservations/{number}?email=` (spec section 7): the stay at any hotel
 * of the brand, so a guest who searches from the brand's site finds a stay at a sister hotel too. The
 * confirmation page is per hotel, so a stay elsewhere needs that hotel's code (the brand's hotel list).
 */
export async function findReservation(
  api: ApiClient,
  scope: LookupScope,
  number: string,
  email: string,
): Promise<FoundReservation> {
  const answer = await call(api, 'GET /book/hotel_brands/:brandId/reservations/:number', {
    params: { brandId: scope.brandId, number },
    query: { email },
  });
  const found = answer.data;
  if (found.hotel_id === scope.hotelId) return { number: found.number, hotelCode: scope.hotelCode };
  const hotels = await loadBrandHotels(api, scope.brandId);
  const hotel = hotels.find((candidate) => candidate.id === found.hotel_id);
  return { number: found.number, hotelCode: hotel?.code ?? scope.hotelCode };
}

/**
 * The server answers one 404 for an unknown number and a wrong email alike (nothing tells them apart),
 * 429 once the lookups of this client or number are rate limited (after the client's own retries).
 */
export function lookupFailureOf(error: unknown): LookupFailure {
  if (!isApiError(error)) return 'other';
  if (error.status === 404 || error.status === 400) return 'not_found';
  if (error.status === 429) return 'too_many';
  return 'other';
}
