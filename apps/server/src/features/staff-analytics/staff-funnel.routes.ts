import { staffAnalyticsEndpoints as endpoints } from '@yadori/contract/endpoints/analytics.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { staffRoutes } from '../staff-accounts/staff-routes.service.ts';
import { staffFunnel } from './staff-funnel.service.ts';

/**
 * `GET /staff/hotels/:hotelId/funnel` (decision 061; register with the prefix `/staff`): the hotel's
 * funnel for the console, signed in with a staff bearer, scoped to the account's brand and hotels,
 * answered `no-store`.
 */
export const staffFunnelRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const staff = staffRoutes(app, { db, now });
  staff(endpoints.funnel, (principal, { params, query }) =>
    staffFunnel(db, { principal, hotelId: params.hotelId, query }),
  );
};
