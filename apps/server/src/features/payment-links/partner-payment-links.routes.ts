import type { Endpoint } from '@yadori/contract/endpoint';
import { partnerPaymentLinkEndpoints as endpoints } from '@yadori/contract/endpoints/payment-links.endpoints';
import type { PartnerScope } from '@yadori/contract/partner.constants';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { noStore } from '../../http/request-parts.ts';
import { type EndpointHandler, route, type ZodApp } from '../../http/route.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import type { WalletProvider } from '../../platform/payments/wallet-provider.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { type PartnerPrincipal, requirePartner } from '../partner-keys/partner-access.service.ts';
import type { StaffRequest } from '../staff-accounts/staff-routes.service.ts';
import {
  cancelPaymentLink,
  createPartnerPaymentLink,
  listPaymentLinks,
  type PaymentLinkAdminDeps,
  readPaymentLink,
} from './payment-links-admin.service.ts';

/**
 * A partner route: answered `no-store`, the API key checked for the path's hotel and the scope
 * (`requirePartner`: 401, then 403), then the handler, run as the key's principal, its result as is.
 */
function partnerRoutes(app: ZodApp, { db, now }: { db: Db; now: () => Date }) {
  return function partnerRoute<const E extends Endpoint>(
    endpoint: E,
    scope: PartnerScope,
    handler: (principal: PartnerPrincipal, request: StaffRequest<E>, reply: FastifyReply) => Promise<unknown>,
  ): void {
    const handle = async (request: StaffRequest<E>, reply: FastifyReply) => {
      noStore(reply);
      const { hotelId } = request.params as { hotelId: number };
      const principal = await requirePartner(db, request, { hotelId, scope }, now());
      return handler(principal, request, reply);
    };
    // The answer's type is the handler's; Fastify cannot follow it through the generic.
    route(app, endpoint, {}, handle as unknown as EndpointHandler<E>);
  };
}

/**
 * Payment links through the partner API (decision 060; register with the prefix `/api/v1`): the
 * console's services run as the key's principal — listed and read with `payment_links:read`, made
 * (Idempotency-Key required) and withdrawn with `payment_links:write`. Refunds stay with staff.
 */
export const partnerPaymentLinkRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  publicUrl: string;
  /** To release a withdrawn link's payment under way at once. */
  paymentProvider: PaymentProvider;
  walletProvider: WalletProvider;
}> = async (app, { db, now, publicUrl, paymentProvider, walletProvider }) => {
  const deps: PaymentLinkAdminDeps = { db, now, publicUrl, paymentProvider, walletProvider };
  const partner = partnerRoutes(app, { db, now });

  partner(endpoints.list, 'payment_links:read', (principal, { params, query }) =>
    listPaymentLinks(deps, { principal, hotelId: params.hotelId, query }),
  );

  partner(endpoints.create, 'payment_links:write', async (principal, request, reply) => {
    const answer = await createPartnerPaymentLink(deps, {
      principal,
      hotelId: request.params.hotelId,
      body: request.body,
      idempotencyKey: request.headers['idempotency-key'],
    });
    // A replay answers the status kept with its key: always one this endpoint answers (201).
    return reply.status(answer.status as 201).send(answer.body);
  });

  partner(endpoints.read, 'payment_links:read', async (principal, { params }) => ({
    data: await readPaymentLink(deps, { principal, ...params }),
  }));

  partner(endpoints.cancel, 'payment_links:write', async (principal, { params }) => ({
    data: await cancelPaymentLink(deps, { principal, ...params }),
  }));
};
