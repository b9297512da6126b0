import { abilitiesOfScopes, type PartnerScope } from '@yadori/contract/partner.constants';
import type { StaffAbility } from '@yadori/contract/staff.constants';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type StaffPrincipal, staffTokenOf } from '../staff-accounts/staff-access.service.ts';
import { partnerAccessErrors } from './partner-access.errors.ts';
import { findLivePartnerKey, touchPartnerKey } from './partner-access.repository.ts';
import { looksLikePartnerKey } from './partner-key-format.ts';

/**
 * A partner API call (decision 059): the console's principal shape, so `/api/v1` reuses the console's
 * services and their checks, limited to the key's one hotel and to the abilities of its scopes.
 */
export interface PartnerPrincipal extends StaffPrincipal {
  apiKeyId: number;
  scopes: readonly PartnerScope[];
  hotelIds: readonly [number];
  abilities: readonly StaffAbility[];
}

/** `last_used_at` is written again only when it is older than this. */
const TOUCH_STEP_MS = 60_000;

/**
 * The principal of the request's API key for hotel `hotelId` when the key may `scope` there: 401 for
 * no key, a malformed, unknown or revoked one; 403 for another hotel's key or a missing scope.
 */
export async function requirePartner(
  db: Db,
  request: FastifyRequest,
  access: { hotelId: number; scope: PartnerScope },
  now: Date,
): Promise<PartnerPrincipal> {
  const token = staffTokenOf(request);
  if (!token || !looksLikePartnerKey(token)) throw partnerAccessErrors.keyRequired();
  const key = await findLivePartnerKey(db, hashToken(token));
  if (!key) throw partnerAccessErrors.keyRequired();
  if (key.hotelId !== access.hotelId) throw partnerAccessErrors.otherHotel();
  if (!key.scopes.includes(access.scope)) throw partnerAccessErrors.scopeMissing();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_STEP_MS) {
    await touchPartnerKey(db, key.id, now, new Date(now.getTime() - TOUCH_STEP_MS));
  }
  return {
    sessionId: 0,
    id: 0,
    brandId: key.brandId,
    email: `api_key:${key.prefix}`,
    name: key.name,
    role: 'hotel_manager',
    locale: 'en',
    hotelIds: [key.hotelId],
    abilities: abilitiesOfScopes(key.scopes),
    apiKeyId: key.id,
    scopes: key.scopes,
  };
}
