import { staffPartnerKeyEndpoints as endpoints } from '@yadori/contract/endpoints/staff-partner-keys.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { staffRoutes } from '../staff-accounts/staff-routes.service.ts';
import { createPartnerKey, partnerKeysOf, revokePartnerKey } from './partner-keys.service.ts';

/**
 * The console's partner API keys of a hotel (decision 059; register with the prefix `/staff`): list,
 * create (the key shown once) and revoke, each answered `no-store`.
 */
export const partnerKeyRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const staff = staffRoutes(app, { db, now });

  staff(endpoints.list, (principal, { params }) => partnerKeysOf(db, principal, params.hotelId));

  staff(
    endpoints.create,
    (principal, { params, body }) => createPartnerKey(db, principal, params.hotelId, body, now()),
    { status: 201 },
  );

  staff(endpoints.revoke, (principal, { params }) =>
    revokePartnerKey(db, principal, params.hotelId, params.keyId, now()),
  );
};
