import { memberAccountEndpoints as E } from '@yadori/contract/endpoints/memberships.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue, HotelWithBrand } from '../hotels/hotels.service.ts';
import {
  bearerToken,
  familyOfSessionToken,
  requireMember,
} from '../member-sessions/member-sessions.service.ts';
import type { AccountDeps } from './account-links.ts';
import { accountErrors } from './member-accounts.errors.ts';
import { startResetPassword, updatePassword } from './passwords.ts';
import {
  deleteAccount,
  resendEmailChange,
  type SignedIn,
  setupAccount,
  showProfile,
  updateEmail,
  updateProfile,
} from './profile.ts';
import { confirmLink, resendConfirmEmail, signUp, verifySignUp } from './sign-up.ts';

export interface MemberAccountRoutesOptions {
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
  /** The widget's origin: mail links point there. */
  publicUrl: string;
  /** Forgets what other features keep of an erased account (AccountDeps.onErase). */
  onErase?: AccountDeps['onErase'];
}

/**
 * The account calls under /book/hotels/{hotelId}/memberships/: sign_up (and verify), confirm,
 * resend_confirm_email, start_reset_password_process, update_password, and for a signed-in member
 * setup, resend_confirmation, update_email, update, show and cancel (register inside the guarded
 * /book scope). Sign-in, sign-out and tokens are member-sessions'.
 */
export const memberAccountRoutes: FastifyPluginAsyncZod<MemberAccountRoutesOptions> = async (
  app,
  options,
) => {
  const { db, now, hotels } = options;
  const deps: AccountDeps = { db, now, publicUrl: options.publicUrl, onErase: options.onErase };

  const context = async (request: FastifyRequest, hotelId: number) => {
    const session = request.clientSession;
    if (!session) throw errors.invalidClientSession();
    const hotel = await hotels.visibleHotel(session, hotelId, accountErrors.hotelNotFound);
    return { hotel, locale: resolveLocale(request.headers[HEADERS.locale]) };
  };
  const signedIn = async (request: FastifyRequest, hotel: HotelWithBrand): Promise<SignedIn> =>
    requireMember(db, {
      authorization: request.headers[HEADERS.authorization],
      brandId: hotel.brand.id,
      now: now(),
    });
  // Every answer here is about one person's account.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, E.signUp, {}, async (request, reply) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    const data = await signUp(deps, hotel, request.body, locale);
    return reply.code(201).send({ data });
  });

  route(app, E.verifySignUp, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    return { data: await verifySignUp(deps, hotel, request.body, locale) };
  });

  route(app, E.confirm, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    return { data: await confirmLink(deps, hotel, request.body, locale) };
  });

  route(app, E.resendConfirmEmail, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    return { data: await resendConfirmEmail(deps, hotel, request.body, locale) };
  });

  route(app, E.startResetPassword, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    return { data: await startResetPassword(deps, hotel, request.body, locale) };
  });

  route(app, E.updatePassword, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    return {
      data: await updatePassword(deps, hotel, request.body, locale, async () => {
        const who = await signedIn(request, hotel);
        const token = bearerToken(request.headers[HEADERS.authorization]);
        return { ...who, familyId: token ? familyOfSessionToken(token) : null };
      }),
    };
  });

  route(app, E.resendConfirmation, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    const who = await signedIn(request, hotel);
    return { data: await resendEmailChange(deps, hotel, who, request.body, locale) };
  });

  route(app, E.updateEmail, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    const who = await signedIn(request, hotel);
    return { data: await updateEmail(deps, hotel, who, request.body, locale) };
  });

  route(app, E.update, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    const who = await signedIn(request, hotel);
    return { data: await updateProfile(deps, hotel, who, request.body, locale) };
  });

  route(app, E.show, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    const who = await signedIn(request, hotel);
    return { data: await showProfile(deps, hotel, who, locale) };
  });

  route(app, E.setup, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    const who = await signedIn(request, hotel);
    return { data: await setupAccount(deps, hotel, who, request.body, locale) };
  });

  route(app, E.cancel, {}, async (request) => {
    const { hotel, locale } = await context(request, request.params.hotelId);
    const who = await signedIn(request, hotel);
    return { data: await deleteAccount(deps, hotel, who, request.body, locale) };
  });
};
