import { federatedSignInEndpoints } from '@yadori/contract/endpoints/memberships.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import {
  chatbotSession,
  completeFederatedSignIn,
  customAuthSignIn,
  type FederationContext,
  loyaltySignIn,
  startFederatedSignIn,
} from './member-federation.service.ts';

type Options = Omit<FederationContext, 'log'>;

/**
 * Partner and social sign-in calls the widget makes (register inside the guarded /book scope):
 * `{provider}/sign_in`.
 */
export const memberFederationRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const hotelOf = (request: FastifyRequest, hotelId: number) => {
    if (!request.clientSession) throw errors.invalidClientSession();
    return options.hotels.visibleHotel(request.clientSession, hotelId, (id) =>
      errors.hotelNotFound(String(id)),
    );
  };

  route(app, federatedSignInEndpoints.start, {}, async (request) => {
    const hotel = await hotelOf(request, request.params.hotelId);
    const authorization_url = await startFederatedSignIn(
      { ...options, log: request.log },
      {
        hotel,
        provider: request.params.provider,
        returnUrl: request.body.return_url,
        programId: request.body.program_id ?? null,
        appType: request.body.app_type,
        locale: resolveLocale(request.headers[HEADERS.locale]),
      },
    );
    return { data: { authorization_url } };
  });

  route(app, federatedSignInEndpoints.loyalty, {}, async (request, reply) => {
    const data = await loyaltySignIn(
      { ...options, log: request.log },
      {
        hotel: await hotelOf(request, request.params.hotelId),
        otid: request.body.otid,
        programId: request.body.program_id ?? null,
        locale: resolveLocale(request.headers[HEADERS.locale]),
      },
    );
    reply.header('cache-control', 'no-store');
    return { data };
  });

  route(app, federatedSignInEndpoints.customAuth, {}, async (request, reply) => {
    const data = await customAuthSignIn(
      { ...options, log: request.log },
      {
        hotel: await hotelOf(request, request.params.hotelId),
        token: request.body.token,
        locale: resolveLocale(request.headers[HEADERS.locale]),
      },
    );
    reply.header('cache-control', 'no-store');
    return { data };
  });

  route(app, federatedSignInEndpoints.chatbotSession, {}, async (request, reply) => {
    const session = await chatbotSession(
      { ...options, log: request.log },
      {
        hotel: await hotelOf(request, request.params.hotelId),
        authorization: request.headers[HEADERS.authorization],
        authAutoMessageId: request.body.auth_auto_message_id,
        userId: request.body.user_id,
        locale: resolveLocale(request.headers[HEADERS.locale]),
      },
    );
    reply.header('cache-control', 'no-store');
    return { data: { session } };
  });
};

/**
 * GET `{provider}/callback`: the provider sends the browser here, a top-level navigation that carries
 * no Client-Session, so it is registered OUTSIDE the guarded /book scope. The sealed state is its
 * credential: only this server can make one, and it names the hotel and the return address.
 */
export const memberFederationCallbackRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  route(app, federatedSignInEndpoints.callback, {}, async (request, reply) => {
    const query = new URLSearchParams(request.raw.url?.split('?')[1] ?? '');
    const location = await completeFederatedSignIn(
      { ...options, log: request.log },
      { hotelId: request.params.hotelId, provider: request.params.provider, query },
    );
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    return reply.redirect(location, 302);
  });
};
