import { staffReservationEndpoints as endpoints } from '@yadori/contract/endpoints/staff-reservations.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { loggableError } from '../../lib/safe-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { requireStaff } from '../staff-accounts/staff-access.service.ts';
import { staffRoutes } from '../staff-accounts/staff-routes.service.ts';
import {
  addStaffNote,
  attachmentDisposition,
  cancelStaffReservation,
  changeStaffStay,
  listStaffReservations,
  markStaffNoShow,
  moveStaffMoney,
  openStaffFile,
  resendStaffMail,
  type StaffReservationDeps,
  staffReservation,
} from './staff-reservations.service.ts';

/**
 * The console's reservations of a hotel (decision 058; register with the prefix `/staff`, outside the
 * /book guard): every call signed in with a staff bearer, scoped to the account's brand and hotels,
 * answered `no-store`. The stays' files are read from `attachmentsDir` (`<DATA_DIR>/attachments`).
 */
export const staffReservationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  paymentProvider: PaymentProvider | null;
  attachmentsDir: string;
}> = async (app, { db, now, hotels, paymentProvider, attachmentsDir }) => {
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

  const staff = staffRoutes(app, { db, now });

  staff(endpoints.show, (principal, { params }) => staffReservation(deps, { principal, ...params }));

  // Bytes a guest uploaded, served on the console's own origin: so only ever a download, never sniffed
  // into another type, and the policy keeps a file opened anyway from running anything; never kept.
  route(app, endpoints.file, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const file = await openStaffFile({ db, attachmentsDir }, { principal, ...request.params });
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // A file, not JSON: the 200 answer has no schema (errors do), so the typed reply needs a cast.
        .send(file.body as never)
    );
  });

  staff(
    endpoints.addNote,
    (principal, { params, body }) => addStaffNote(deps, { principal, ...params, body: body.body }),
    { status: 201 },
  );

  staff(endpoints.noShow, (principal, { params, body }) =>
    markStaffNoShow(deps, { principal, ...params, fee: body.fee, version: body.version }),
  );

  staff(endpoints.cancel, (principal, { params, body }) =>
    cancelStaffReservation(deps, { principal, ...params, body }),
  );

  staff(endpoints.capture, (principal, { params, body: { amount, version } }) =>
    moveStaffMoney(deps, { principal, ...params, operation: 'capture', amount, version }),
  );

  staff(endpoints.refund, (principal, { params, body: { amount, version } }) =>
    moveStaffMoney(deps, { principal, ...params, operation: 'refund', amount, version }),
  );

  staff(endpoints.change, (principal, { params, body }) =>
    changeStaffStay(deps, { principal, ...params, body }),
  );

  staff(
    endpoints.resendMail,
    (principal, { params, body }) => resendStaffMail(deps, { principal, ...params, kind: body.kind }),
    { status: 202 },
  );
};
