import { staffReservationEndpoints as endpoints } from '@yadori/contract/endpoints/staff-reservations.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { loggableError } from '../../lib/safe-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { requireStaff } from '../staff-accounts/staff-access.service.ts';
import {
  addStaffNote,
  cancelStaffReservation,
  changeStaffStay,
  listStaffReservations,
  markStaffNoShow,
  moveStaffMoney,
  resendStaffMail,
  type StaffReservationDeps,
  staffReservation,
} from './staff-reservations.service.ts';

/**
 * The console's reservations of a hotel (decision 058; register with the prefix `/staff`, outside the
 * /book guard): every call signed in with a staff bearer, scoped to the account's brand and hotels,
 * answered `no-store`.
 */
export const staffReservationRoutes: FastifyPluginAsyncZod<{
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
        'card settlement after a staff change failed; the job retries',
      ),
  };

  route(app, endpoints.list, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    return listStaffReservations(db, { principal, hotelId: request.params.hotelId, query: request.query });
  });

  route(app, endpoints.show, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    return { data: await staffReservation(deps, { principal, ...request.params }) };
  });

  route(app, endpoints.addNote, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const data = await addStaffNote(deps, { principal, ...request.params, body: request.body.body });
    return reply.status(201).send({ data });
  });

  route(app, endpoints.noShow, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const data = await markStaffNoShow(deps, {
      principal,
      ...request.params,
      fee: request.body.fee,
      version: request.body.version,
    });
    return { data };
  });

  route(app, endpoints.cancel, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    return { data: await cancelStaffReservation(deps, { principal, ...request.params, body: request.body }) };
  });

  route(app, endpoints.capture, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const { amount, version } = request.body;
    return {
      data: await moveStaffMoney(deps, {
        principal,
        ...request.params,
        operation: 'capture',
        amount,
        version,
      }),
    };
  });

  route(app, endpoints.refund, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const { amount, version } = request.body;
    return {
      data: await moveStaffMoney(deps, {
        principal,
        ...request.params,
        operation: 'refund',
        amount,
        version,
      }),
    };
  });

  route(app, endpoints.change, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    return { data: await changeStaffStay(deps, { principal, ...request.params, body: request.body }) };
  });

  route(app, endpoints.resendMail, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const data = await resendStaffMail(deps, { principal, ...request.params, kind: request.body.kind });
    return reply.status(202).send({ data });
  });
};
