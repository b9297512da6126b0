import {
  cancellationPoliciesQuerySchema,
  cancellationPoliciesResponseSchema,
  cancellationPolicyParamsSchema,
  cancellationPolicyResponseSchema,
} from '@yadori/contract/cancellation-policy.schema';
import { errorBodySchema } from '@yadori/contract/errors';
import { HEADERS } from '@yadori/contract/headers';
import { hotelIdParamsSchema } from '@yadori/contract/search.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.repository.ts';
import { getPolicy, listPolicies } from './cancellation-policies.service.ts';

const refused = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The session the /book guard resolved; its absence here means the route sits outside the guard. */
function sessionOf(request: FastifyRequest): ClientSessionRecord {
  if (!request.clientSession) throw errors.invalidClientSession();
  return request.clientSession;
}

/** A hotel's cancellation policies (register inside the guarded /book scope). */
export const cancellationPolicyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/hotels/:hotelId/cancellation_policies',
    {
      schema: {
        summary:
          "A hotel's cancellation policies; room_plan_codes (comma list) keeps those of these room plans",
        tags: ['cancellation policies'],
        params: hotelIdParamsSchema,
        querystring: cancellationPoliciesQuerySchema,
        response: { 200: cancellationPoliciesResponseSchema, ...refused },
      },
    },
    async (request) => ({
      data: {
        cancellation_policies: await listPolicies(db, sessionOf(request), {
          hotelId: request.params.hotelId,
          roomPlanCodes: request.query.room_plan_codes,
          locale: resolveLocale(request.headers[HEADERS.locale]),
        }),
      },
    }),
  );

  app.get(
    '/hotels/:hotelId/cancellation_policies/:policyId',
    {
      schema: {
        summary: 'One cancellation policy of a hotel',
        tags: ['cancellation policies'],
        params: cancellationPolicyParamsSchema,
        response: { 200: cancellationPolicyResponseSchema, ...refused },
      },
    },
    async (request) => ({
      data: await getPolicy(db, sessionOf(request), {
        hotelId: request.params.hotelId,
        policyId: request.params.policyId,
        locale: resolveLocale(request.headers[HEADERS.locale]),
      }),
    }),
  );
};
