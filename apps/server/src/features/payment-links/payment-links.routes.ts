import { payPalEndpoints, transactionEndpoints } from '@yadori/contract/endpoints/payment-links.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { Locale } from '@yadori/contract/locales';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { payPalCredentials, payPalHotel, validatePayPalCard } from './payment-link-paypal.ts';
import { paymentLinkErrors } from './payment-links.errors.ts';
import {
  type PaymentLinkDeps,
  paymentPageQrSvg,
  payTransaction,
  readTransaction,
  resolveQrCode,
  startPayPalPayment,
  updateTransaction,
} from './payment-links.service.ts';

/** The request's Tripla-Locale when it sent one (else the page speaks the link's language). */
function sentLocale(request: FastifyRequest): Locale | null {
  const header = request.headers[HEADERS.locale];
  return header === undefined ? null : resolveLocale(header);
}

function clientScope(request: FastifyRequest): Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'> {
  if (!request.clientSession) throw errors.invalidClientSession();
  return request.clientSession;
}

/**
 * The payments page's calls (decision 060): `…/tripla_pay/transactions/{paymentNumber}` (read, pay,
 * complete or cancel), `GET /qr_codes` and PayPal's `…/reservations/paypal_payments/*`. Register inside
 * the guarded /book scope; a hotel the client session cannot see answers like an unknown one.
 */
export const paymentLinkRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  paymentProvider: PaymentProvider;
  walletProvider: WalletProvider;
  publicUrl: string;
}> = async (app, { db, now, hotels, paymentProvider, walletProvider, publicUrl }) => {
  const depsOf = (request: FastifyRequest): PaymentLinkDeps => ({
    db,
    now,
    paymentProvider,
    walletProvider,
    log: request.log,
  });
  const linkHotel = (request: FastifyRequest, hotelId: number) =>
    hotels.visibleHotel(clientScope(request), hotelId, () => paymentLinkErrors.linkNotFound());
  const credential = payPalCredentials({ walletProvider, now });

  route(app, transactionEndpoints.read, {}, async (request) => {
    const hotel = await linkHotel(request, request.params.hotelId);
    const data = await readTransaction(depsOf(request), {
      hotel,
      number: request.params.paymentNumber,
      locale: sentLocale(request),
      session: request.query.session,
    });
    return { data };
  });

  route(app, transactionEndpoints.qrImage, {}, async (request, reply) => {
    const hotel = await linkHotel(request, request.params.hotelId);
    const svg = await paymentPageQrSvg(depsOf(request), {
      hotel,
      number: request.params.paymentNumber,
      locale: sentLocale(request),
      publicUrl,
    });
    // An image, not JSON: the 200 answer has no schema (errors do), so the typed reply needs a cast.
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(svg as never);
  });

  route(app, transactionEndpoints.pay, {}, async (request) => {
    const hotel = await linkHotel(request, request.params.hotelId);
    const data = await payTransaction(depsOf(request), {
      hotel,
      number: request.params.paymentNumber,
      locale: sentLocale(request),
      body: request.body,
    });
    return { data };
  });

  route(app, transactionEndpoints.update, {}, async (request) => {
    const hotel = await linkHotel(request, request.params.hotelId);
    const data = await updateTransaction(depsOf(request), {
      hotel,
      number: request.params.paymentNumber,
      locale: sentLocale(request),
      body: request.body,
    });
    return { data };
  });

  route(app, transactionEndpoints.qrCode, {}, async (request) => {
    const data = await resolveQrCode(
      { db, hotels },
      { scope: clientScope(request), code: request.query.qr_code },
    );
    return { data };
  });

  route(app, payPalEndpoints.clientCredential, {}, async (request) => {
    await payPalHotel(hotels, clientScope(request), request.params.hotelId);
    const value = await credential();
    return {
      data: {
        client_id: value.clientId,
        access_token: value.accessToken,
        token_type: 'Bearer' as const,
        expires_in: value.expiresIn,
        environment: value.environment,
      },
    };
  });

  route(app, payPalEndpoints.order, {}, async (request) => {
    const hotel = await payPalHotel(hotels, clientScope(request), request.params.hotelId);
    const { order } = await startPayPalPayment(depsOf(request), {
      hotel,
      number: request.body.payment_number,
      locale: sentLocale(request),
      session: request.body.session,
      returnUrl: request.body.return_url,
      cancelUrl: request.body.cancel_url,
    });
    return { data: { order_id: order.orderId, status: order.status, approve_url: order.approveUrl } };
  });

  route(app, payPalEndpoints.validateCreditCard, {}, async (request) => {
    await payPalHotel(hotels, clientScope(request), request.params.hotelId);
    const card = await validatePayPalCard({ walletProvider }, request.body.card_token);
    return { data: { valid: true as const, ...card } };
  });
};
