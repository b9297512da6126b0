import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  partnerKeyCreateBodySchema,
  partnerKeyCreatedResponseSchema,
  partnerKeyParamsSchema,
  partnerKeyResponseSchema,
  partnerKeysResponseSchema,
} from '../partner-keys.schema.ts';
import { staffHotelParamsSchema } from '../staff-property.schema.ts';

const tags = ['staff'];
const security = [{ staffToken: [] }] as const;
const keysPath = '/staff/hotels/:hotelId/api_keys';

/**
 * The console's partner API keys of a hotel (decision 059), with `integrations.manage` (brand admins,
 * hotel managers): 404 for a hotel outside the account's brand or named hotels, 403 without the
 * ability. Every creation and revocation is audited (by name, prefix and scopes, never the key).
 */
export const staffPartnerKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: keysPath,
    summary: "The hotel's API keys, live ones first, newest first; never the keys themselves",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: partnerKeysResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: keysPath,
    summary:
      'Make an API key with a name and scopes. The answer holds the key (`yk_…`) this once: only its ' +
      'sha256 is kept. 409 when the hotel already has the most live keys allowed (20)',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: partnerKeyCreateBodySchema,
    responses: { 201: partnerKeyCreatedResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: `${keysPath}/:keyId`,
    summary:
      'Revoke a key: from now on it answers 401. The key stays listed, revoked; revoking it again ' +
      'changes nothing and answers it as it is',
    tags,
    security,
    params: partnerKeyParamsSchema,
    responses: { 200: partnerKeyResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
