import { staffPaymentLinkEndpoints as endpoints } from '@yadori/contract/endpoints/payment-links.endpoints';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import { loggableError } from '../../lib/safe-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { requireStaff } from '../staff-accounts/staff-access.service.ts';
import { staffRoutes } from '../staff-accounts/staff-routes.service.ts';
import {
  cancelPaymentLink,
  completePaymentLink,
  createPaymentLink,
  hotelBookingQrImage,
  listPaymentLinks,
  type NamedQrImage,
  type PaymentLinkAdminDeps,
  paymentLinkQrImage,
  readPaymentLink,
  refundPaymentLink,
  sendPaymentLinkRequest,
} from './payment-links-admin.service.ts';

/**
 * A QR image as an answer: its type, shown in the page (not downloaded) under a file name, never kept
 * (the link's state may change; the console asks again), and never sniffed into another type.
 */
function sendQrImage(reply: FastifyReply, image: NamedQrImage) {
  return (
    reply
      .header('cache-control', 'no-store')
      .header('content-type', image.contentType)
      .header('content-disposition', `inline; filename="${image.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      // An image, not JSON: the 200 answer has no schema (errors do), so the typed reply needs a cast.
      .send(image.body as never)
  );
}

/**
 * The console's payment links of a hotel (decision 060; register with the prefix `/staff`): listed,
 * read and printed as QR codes with `reservations.read`; made, sent, cancelled and completed with
 * `reservations.handle`; refunded with `payments.handle`. Each answer `no-store`.
 */
export const staffPaymentLinkRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  paymentProvider: PaymentProvider | null;
  walletProvider: WalletProvider | null;
  publicUrl: string;
}> = async (app, { db, now, paymentProvider, walletProvider, publicUrl }) => {
  const deps: PaymentLinkAdminDeps = {
    db,
    now,
    publicUrl,
    paymentProvider,
    walletProvider,
    onRefundError: (error, paymentLinkId) =>
      app.log.warn(
        { error: loggableError(error), paymentLinkId },
        'payment link refund got no answer from the gateway; the link stays paid',
      ),
  };
  const staff = staffRoutes(app, { db, now });

  route(app, endpoints.list, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    return listPaymentLinks(deps, { principal, hotelId: request.params.hotelId, query: request.query });
  });

  staff(
    endpoints.create,
    (principal, { params, body }) => createPaymentLink(deps, { principal, hotelId: params.hotelId, body }),
    { status: 201 },
  );

  staff(endpoints.read, (principal, { params }) => readPaymentLink(deps, { principal, ...params }));

  staff(endpoints.send, (principal, { params }) => sendPaymentLinkRequest(deps, { principal, ...params }));

  staff(endpoints.cancel, (principal, { params }) => cancelPaymentLink(deps, { principal, ...params }));

  staff(endpoints.complete, (principal, { params }) => completePaymentLink(deps, { principal, ...params }));

  staff(endpoints.refund, (principal, { params }) => refundPaymentLink(deps, { principal, ...params }));

  route(app, endpoints.qrCode, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const image = await paymentLinkQrImage(deps, {
      principal,
      ...request.params,
      format: request.query.format,
    });
    return sendQrImage(reply, image);
  });

  route(app, endpoints.hotelQrCode, {}, async (request, reply) => {
    noStore(reply);
    const principal = await requireStaff(db, request, now());
    const image = await hotelBookingQrImage(deps, {
      principal,
      hotelId: request.params.hotelId,
      format: request.query.format,
    });
    return sendQrImage(reply, image);
  });
};
