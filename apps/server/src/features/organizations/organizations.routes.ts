import { organizationEndpoints } from '@yadori/contract/endpoints/organizations.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { plainJson } from '../../http/plain-json.ts';
import { authorizationOf, clientSessionOf, localeOf, noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { type HotelCatalogue, requireHotel } from '../hotels/hotels.service.ts';
import { clientSessionSeesBrand } from '../member-sessions/member-sessions.service.ts';
import { buildExportJob, ORGANIZATION_EXPORT_JOBS } from './organization-exports.job.ts';
import {
  downloadExport,
  organizationExport,
  organizationExports,
  requestExport,
} from './organization-exports.service.ts';
import { organizationErrors } from './organizations.errors.ts';
import {
  organizationOverview,
  organizationReservations,
  signInThroughOrganization,
} from './organizations.service.ts';

/**
 * Corporate organizations (register inside the guarded /book scope, after the hotel-code hook): sign-in
 * through an organization, and its admins' view of the organization and its reservations. Sign-in
 * stays behind the app's rate limit like every /book route, and shares the member sign-in's lock.
 */
export const organizationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  /** Seals an export's password until its job has built the zip (config DATA_EXPORT_SECRET). */
  dataExportSecret: string;
}> = async (app, { db, now, hotels, dataExportSecret }) => {
  const plain = { serializerCompiler: plainJson };

  /** The widget's client session must be one that may see the brand of the address. */
  const requireBrand = async (request: FastifyRequest, brandId: number) => {
    const sees = clientSessionSeesBrand(
      clientSessionOf(request),
      async (id) => (await hotels.byId(id))?.brand.id ?? null,
    );
    if (!(await sees(brandId))) throw organizationErrors.adminsOnly();
  };

  route(app, organizationEndpoints.signIn, plain, async (request, reply) => {
    noStore(reply);
    const data = await signInThroughOrganization(db, {
      hotel: requireHotel(request),
      email: request.body.email,
      password: request.body.password,
      organizationId: request.body.organization_id,
      referrerCode: request.body.referrer_code,
      locale: localeOf(request),
      now: now(),
    });
    return { data };
  });

  route(app, organizationEndpoints.show, {}, async (request, reply) => {
    noStore(reply);
    await requireBrand(request, request.params.brandId);
    const data = await organizationOverview(db, {
      brandId: request.params.brandId,
      organizationId: request.params.organizationId,
      authorization: authorizationOf(request),
      now: now(),
    });
    return { data };
  });

  route(app, organizationEndpoints.reservations, {}, async (request, reply) => {
    noStore(reply);
    await requireBrand(request, request.params.brandId);
    const { query } = request;
    return organizationReservations(db, {
      brandId: request.params.brandId,
      organizationId: request.params.organizationId,
      authorization: authorizationOf(request),
      now: now(),
      locale: localeOf(request),
      page: query.page,
      perPage: query.per_page,
      checkinFrom: query.checkin_from,
      checkinTo: query.checkin_to,
      status: query.status,
    });
  });

  /** What every admin call of an organization's exports starts from. */
  const adminOf = (request: FastifyRequest<{ Params: { brandId: number; organizationId: number } }>) => ({
    brandId: request.params.brandId,
    organizationId: request.params.organizationId,
    authorization: authorizationOf(request),
    now: now(),
  });

  route(app, organizationEndpoints.requestExport, {}, async (request, reply) => {
    noStore(reply);
    await requireBrand(request, request.params.brandId);
    const data = await requestExport(db, {
      ...adminOf(request),
      checkinFrom: request.body.checkin_from,
      checkinTo: request.body.checkin_to,
      password: request.body.password,
      locale: localeOf(request),
      secret: dataExportSecret,
      enqueue: (tx, exportId) =>
        buildExportJob.enqueue(
          tx,
          { exportId },
          { dedupeKey: `${ORGANIZATION_EXPORT_JOBS.build}:${exportId}` },
        ),
    });
    return reply.status(202).send({ data });
  });

  route(app, organizationEndpoints.exports, {}, async (request, reply) => {
    noStore(reply);
    await requireBrand(request, request.params.brandId);
    return { data: await organizationExports(db, adminOf(request)) };
  });

  route(app, organizationEndpoints.export, {}, async (request, reply) => {
    noStore(reply);
    await requireBrand(request, request.params.brandId);
    return { data: await organizationExport(db, { ...adminOf(request), exportId: request.params.exportId }) };
  });

  route(app, organizationEndpoints.downloadExport, {}, async (request, reply) => {
    await requireBrand(request, request.params.brandId);
    const file = await downloadExport(db, { ...adminOf(request), exportId: request.params.exportId });
    return (
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        // A file, not JSON: the 200 answer has no schema (errors do), so the typed reply needs a cast.
        .send(file.zip as never)
    );
  });
};
