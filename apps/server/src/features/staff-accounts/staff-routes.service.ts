import type { Endpoint, EndpointAnswer } from '@yadori/contract/endpoint';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../http/request-parts.ts';
import { type EndpointHandler, route, type ZodApp } from '../../http/route.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { requireStaff, type StaffPrincipal } from './staff-access.service.ts';

/** The typed request of an endpoint's handler (params, query and body as its schemas give them). */
export type StaffRequest<E extends Endpoint> = Parameters<EndpointHandler<E>>[0];

/** What a staff endpoint answers inside `{ data }` on success. */
export type StaffData<E extends Endpoint> = EndpointAnswer<E> extends { data: infer D } ? D : never;

export interface StaffRouteOptions<E extends Endpoint> {
  /** The success status when it is not 200 (201 created, 202 accepted). */
  status?: 201 | 202;
  /** Runs after the handler succeeded and before the answer goes out (e.g. forgetting a cached hotel). */
  after?: (request: StaffRequest<E>, data: StaffData<E>, principal: StaffPrincipal) => unknown;
}

/**
 * The shape every console route shares: answered `no-store`, the staff bearer checked
 * (`requireStaff`, 401 before anything else), then the handler — which calls a service that checks
 * the account's hotel and ability — and its result sent as `{ data }`. Returns the registering
 * function for one plugin scope.
 */
export function staffRoutes(app: ZodApp, { db, now }: { db: Db; now: () => Date }) {
  return function staffRoute<const E extends Endpoint>(
    endpoint: E,
    handler: (principal: StaffPrincipal, request: StaffRequest<E>) => Promise<StaffData<E>>,
    options: StaffRouteOptions<E> = {},
  ): void {
    // The answer's type is the handler's (`StaffData<E>`); Fastify cannot follow it through the generic.
    const handle = async (request: StaffRequest<E>, reply: FastifyReply) => {
      noStore(reply);
      const principal = await requireStaff(db, request, now());
      const data = await handler(principal, request);
      await options.after?.(request, data, principal);
      if (options.status) return reply.status(options.status).send({ data });
      return { data };
    };
    route(app, endpoint, {}, handle as unknown as EndpointHandler<E>);
  };
}

/**
 * The scope of the console's set-up routes (property, extras, promotions): nothing is stored on the
 * way, refusals of validation included; `staff` registers a route, and `forgetHotel` (an `after`)
 * makes this instance's hotel cache forget the route's hotel, so guests see the change at once here.
 */
export function staffSetupRoutes(
  app: ZodApp,
  { db, now, hotels }: { db: Db; now: () => Date; hotels: Pick<HotelCatalogue, 'forget'> },
) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  return {
    staff: staffRoutes(app, { db, now }),
    forgetHotel: ({ params }: { params: { hotelId: number } }) => hotels.forget(params.hotelId),
  };
}
