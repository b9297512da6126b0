import { staffRatesEndpoints } from '@yadori/contract/endpoints/staff-rates.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { requireStaff } from '../staff-accounts/staff-access.service.ts';
import { bulkEditRates, ratesGrid } from './staff-rates.service.ts';

/**
 * The console's rates and availability (decision 058), registered under the `/staff` prefix: bearer
 * staff sessions, no Client-Session, behind the app's address rate limit.
 */
export const staffRatesRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  route(app, staffRatesEndpoints.grid, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const data = await ratesGrid(db, {
      principal,
      hotelId: request.params.hotelId,
      from: request.query.from,
      to: request.query.to,
    });
    return { data };
  });

  route(app, staffRatesEndpoints.bulk, {}, async (request, reply) => {
    noStore(reply);
    const at = now();
    const principal = await requireStaff(db, request, at);
    const data = await bulkEditRates(db, {
      principal,
      hotelId: request.params.hotelId,
      body: request.body,
      now: at,
    });
    return { data };
  });
};
