import { PREVIEW_TOKEN_HEADER } from '@yadori/contract/analytics.constants';
import { previewEndpoints, staffAnalyticsEndpoints } from '@yadori/contract/endpoints/analytics.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { createPreviewToken, previewStatus } from './staff-preview.service.ts';
import { staffRoutes } from './staff-routes.service.ts';

/** POST /staff/hotels/:hotelId/preview_tokens (decision 061; register with the prefix `/staff`). */
export const staffPreviewRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  publicUrl: string;
}> = async (app, { db, now, publicUrl }) => {
  const staff = staffRoutes(app, { db, now });
  staff(
    staffAnalyticsEndpoints.createPreviewToken,
    (principal, { params }) => createPreviewToken(db, principal, params.hotelId, now(), publicUrl),
    { status: 201 },
  );
};

/**
 * GET /book/hotels/:hotelId/preview (decision 061; register inside the guarded /book scope): whether
 * the widget's preview token is good, so it shows its preview banner. Never stored on the way.
 */
export const previewRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  route(app, previewEndpoints.status, {}, async (request, reply) => {
    noStore(reply);
    if (!request.clientSession) throw errors.invalidClientSession();
    const header = request.headers[PREVIEW_TOKEN_HEADER];
    return {
      data: await previewStatus(db, {
        token: typeof header === 'string' ? header : undefined,
        hotelId: request.params.hotelId,
        scope: request.clientSession,
        now: now(),
      }),
    };
  });
};
