import type { Endpoint } from '@yadori/contract/endpoint';
import { partnerEndpoints as endpoints } from '@yadori/contract/endpoints/partner.endpoints';
import type { PartnerScope } from '@yadori/contract/partner.constants';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../http/request-parts.ts';
import { type EndpointHandler, route, type ZodApp } from '../../http/route.ts';
import { loggableError } from '../../lib/safe-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { type PartnerPrincipal, requirePartner } from '../partner-keys/partner-access.service.ts';
import type { StaffData, StaffRequest } from '../staff-accounts/staff-routes.service.ts';
import { ratesGrid } from '../staff-rates/staff-rates.service.ts';
import {
  addStaffNote,
  cancelStaffReservation,
  changeStaffStay,
  markStaffNoShow,
  type StaffReservationDeps,
  staffReservation,
} from '../staff-reservations/staff-reservations.service.ts';
import { pushAri } from './partner-ari.service.ts';
import { listPartnerReservations } from './partner-reservations.service.ts';

/**
 * The shape every partner route shares: answered `no-store`, the API key checked for the path's
 * hotel and the endpoint's scope (`requirePartner`: 401, then 403), then the handler — a console
 * service, run as the key's principal — and its result sent as `{ data }`.
 */
function partnerRoutes(app: ZodApp, { db, now }: { db: Db; now: () => Date }) {
  return function partnerRoute<const E extends Endpoint>(
    endpoint: E,
    scope: PartnerScope,
    handler: (principal: PartnerPrincipal, request: StaffRequest<E>) => Promise<StaffData<E>>,
    options: { status?: 201 } = {},
  ): void {
    const handle = async (request: StaffRequest<E>, reply: FastifyReply) => {
      noStore(reply);
      const { hotelId } = request.params as { hotelId: number };
      const principal = await requirePartner(db, request, { hotelId, scope }, now());
      const data = await handler(principal, request);
      if (options.status) return reply.status(options.status).send({ data });
      return { data };
    };
    // The answer's type is the handler's (`StaffData<E>`); Fastify cannot follow it through the generic.
    route(app, endpoint, {}, handle as unknown as EndpointHandler<E>);
  };
}

/**
 * The partner API (decision 059; register with the prefix `/api/v1`, outside the /book guard, with no
 * CORS): a hotel's API key as the bearer of every call, each call limited to the key's hotel and to
 * the abilities of its scopes, answered `no-store`. ARI is read through the console's rates grid and
 * pushed through its bulk edit, the reservation calls go through the console's services, all as the
 * key's principal.
 */
export const partnerApiRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  paymentProvider: PaymentProvider | null;
}> = async (app, { db, now, hotels, paymentProvider }) => {
  const deps: StaffReservationDeps = {
    db,
    now,
    catalogOf: hotels.catalogOf,
    hotelById: hotels.byId,
    paymentProvider,
    onSettleError: (error, reservationId) =>
      app.log.warn(
        { error: loggableError(error), reservationId },
        'card settlement after a partner change failed; the job retries',
      ),
  };
  const partner = partnerRoutes(app, { db, now });

  // The ids a push names, and what is set: the console's grid, read with ari:write's `rates.read`.
  partner(endpoints.ariGrid, 'ari:write', (principal, { params, query }) =>
    ratesGrid(db, { principal, hotelId: params.hotelId, from: query.from, to: query.to }),
  );

  route(app, endpoints.ari, {}, async (request, reply) => {
    noStore(reply);
    const at = now();
    const { hotelId } = request.params;
    const principal = await requirePartner(db, request, { hotelId, scope: 'ari:write' }, at);
    const answer = await pushAri(db, {
      principal,
      hotelId,
      body: request.body,
      idempotencyKey: request.headers['idempotency-key'],
      now: at,
    });
    // A replay answers the status kept with its key: always one this endpoint answers (200 today).
    return reply.status(answer.status as 200).send(answer.body);
  });

  route(app, endpoints.reservations, {}, async (request, reply) => {
    noStore(reply);
    const at = now();
    const { hotelId } = request.params;
    const principal = await requirePartner(db, request, { hotelId, scope: 'reservations:read' }, at);
    return listPartnerReservations(db, { principal, hotelId, query: request.query, now: at });
  });

  partner(endpoints.reservation, 'reservations:read', (principal, { params }) =>
    staffReservation(deps, { principal, ...params }),
  );

  partner(endpoints.change, 'reservations:write', (principal, { params, body }) =>
    changeStaffStay(deps, { principal, ...params, body }),
  );

  partner(endpoints.cancel, 'reservations:write', (principal, { params, body }) =>
    cancelStaffReservation(deps, { principal, ...params, body }),
  );

  partner(endpoints.noShow, 'reservations:write', (principal, { params, body }) =>
    markStaffNoShow(deps, { principal, ...params, fee: body.fee, version: body.version }),
  );

  partner(
    endpoints.addNote,
    'reservations:write',
    (principal, { params, body }) => addStaffNote(deps, { principal, ...params, body: body.body }),
    { status: 201 },
  );
};
