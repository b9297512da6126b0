import type { CancellationPolicy } from '@yadori/contract/cancellation-policy.schema';
import type { Locale } from '@yadori/contract/locales';
import type { Db } from '../../db/database.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { clientCanSeeHotel } from '../hotels/hotels.service.ts';
import { hotelNotFoundById, policyNotFound } from './cancellation-policies.errors.ts';
import {
  type CancellationPolicyRecord,
  findCancellationPolicy,
  findHotelScopeById,
  listCancellationPolicies,
} from './cancellation-policies.repository.ts';

/** The fee and refusal of cancelling a stay under its rooms' policies (booking's view, guest's cancel). */
export { type CancelTermsInput, cancelTerms, roomCosts } from './cancel-terms.ts';
/** The hotel behind a numeric id, with what a scope check needs (3-D Secure's page, decision 034). */
/** Every policy of a hotel, as the confirmation mail lists the booked plans' policies. */
export { findHotelScopeById, listCancellationPolicies };

type Scope = Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;

/** The wire form; name and description in `locale`, else in the hotel's own language. */
export function toCancellationPolicy(
  record: CancellationPolicyRecord,
  locale: Locale,
  hotelLocale: string,
): CancellationPolicy {
  const wanted = record.translations.find((t) => t.locale === locale);
  const own = record.translations.find((t) => t.locale === hotelLocale);
  return {
    id: record.id,
    hotel_id: record.hotelId,
    name: wanted?.name || own?.name || record.name,
    description: wanted?.description || own?.description || '',
    translations_attributes: record.translations,
    cancel_before_at: record.cancelBeforeAt,
    cancellation_policy_parts: [...record.parts].sort((a, b) => b.days_before - a.days_before),
    no_show_percentage_of_cost: record.noShowPercentageOfCost,
    room_plan_codes: record.roomPlanCodes,
  };
}

/** The hotel if the caller's client session may see it; otherwise the same 404 as an unknown id. */
async function visibleHotel(db: Db, scope: Scope, hotelId: number) {
  const hotel = await findHotelScopeById(db, hotelId);
  if (!hotel || !clientCanSeeHotel(scope, hotel)) throw hotelNotFoundById(hotelId);
  return hotel;
}

/** `GET /hotels/{hotelId}/cancellation_policies[?room_plan_codes=…]`. */
export async function listPolicies(
  db: Db,
  scope: Scope,
  request: { hotelId: number; roomPlanCodes?: string[]; locale: Locale },
): Promise<CancellationPolicy[]> {
  const hotel = await visibleHotel(db, scope, request.hotelId);
  const records = await listCancellationPolicies(db, hotel.id, request.roomPlanCodes);
  return records.map((record) => toCancellationPolicy(record, request.locale, hotel.locale));
}

/** `GET /hotels/{hotelId}/cancellation_policies/{policyId}`. */
export async function getPolicy(
  db: Db,
  scope: Scope,
  request: { hotelId: number; policyId: number; locale: Locale },
): Promise<CancellationPolicy> {
  const hotel = await visibleHotel(db, scope, request.hotelId);
  const record = await findCancellationPolicy(db, hotel.id, request.policyId);
  if (!record) throw policyNotFound(request.policyId);
  return toCancellationPolicy(record, request.locale, hotel.locale);
}
