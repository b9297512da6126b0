import { cancellationPolicyEndpoints } from '@yadori/contract/endpoints/cancellation-policies.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { getPolicy, listPolicies } from './cancellation-policies.service.ts';

/** The session the /book guard resolved; its absence here means the route sits outside the guard. */
function sessionOf(request: FastifyRequest): ClientSessionRecord {
  if (!request.clientSession) throw errors.invalidClientSession();
  return request.clientSession;
}

/** A hotel's cancellation policies (register inside the guarded /book scope). */
export const cancellationPolicyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  route(app, cancellationPolicyEndpoints.list, {}, async (request) => ({
    data: {
      cancellation_policies: await listPolicies(db, sessionOf(request), {
        hotelId: request.params.hotelId,
        roomPlanCodes: request.query.room_plan_codes,
        locale: resolveLocale(request.headers[HEADERS.locale]),
      }),
    },
  }));

  route(app, cancellationPolicyEndpoints.one, {}, async (request) => ({
    data: await getPolicy(db, sessionOf(request), {
      hotelId: request.params.hotelId,
      policyId: request.params.policyId,
      locale: resolveLocale(request.headers[HEADERS.locale]),
    }),
  }));
};
