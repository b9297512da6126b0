import { memberSessionEndpoints } from '@yadori/contract/endpoints/member-sessions.endpoints';
import {
  memberAccountEndpoints,
  membershipProgramEndpoints,
} from '@yadori/contract/endpoints/memberships.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { plainJson } from '../../http/plain-json.ts';
import { authorizationOf, clientSessionOf, localeOf, noStore } from '../../http/request-parts.ts';
import { route } from '../../http/route.ts';
import {
  clientCanSeeHotel,
  type HotelCatalogue,
  type HotelWithBrand,
  requireHotel,
} from '../hotels/hotels.service.ts';
import { brandProgram, visibleBrandPrograms } from '../membership-programs/membership-programs.service.ts';
import { memberSessionErrors } from './member-sessions.errors.ts';
import { clientSessionSeesBrand, signedInProfile, whoami } from './member-sessions.service.ts';
import { MEMBER_SESSION_TEXTS } from './member-sessions.texts.ts';
import {
  exchangeRefreshToken,
  signedInProgram,
  signInWithPassword,
  signOut,
  switchProgram,
} from './member-sign-in.service.ts';

/**
 * Member sessions (register inside the guarded /book scope): whoami; sign-in with a password, refresh
 * tokens, sign-out; the signed-in member (`/book/user/me`); a brand's programs and switching between
 * them. Sign-in and tokens stay behind the app's rate limit like every /book route.
 */
export const memberSessionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  /** The `:hotelId` of the address if the client session may see it, else 404 as for an unknown one. */
  const hotelOf = (request: FastifyRequest, hotelId: number): Promise<HotelWithBrand> =>
    hotels.visibleHotel(clientSessionOf(request), hotelId, memberSessionErrors.hotelNotFound);
  // A sign-in, a refresh and the signed-in profile answer with objects built field by field from the
  // contract's types (checked against its schemas in the integration tests): no second Zod pass, which
  // cost a sign-in more than its two statements.
  const plain = { serializerCompiler: plainJson };

  route(app, memberSessionEndpoints.whoami, {}, async (request, reply) => {
    noStore(reply);
    const data = await whoami(db, {
      hotel: requireHotel(request),
      authorization: authorizationOf(request),
      locale: localeOf(request),
      now: now(),
    });
    return { data };
  });

  route(app, memberAccountEndpoints.signIn, plain, async (request, reply) => {
    noStore(reply);
    const hotel = await hotelOf(request, request.params.hotelId);
    if (request.body.hotel_id !== hotel.id) throw memberSessionErrors.hotelMismatch();
    const data = await signInWithPassword(db, {
      brandId: hotel.brand.id,
      email: request.body.email,
      password: request.body.password,
      programId: request.body.program_id,
      locale: localeOf(request),
      now: now(),
    });
    return { data };
  });

  route(app, memberAccountEndpoints.tokens, plain, async (request, reply) => {
    noStore(reply);
    const hotel = await hotelOf(request, request.params.hotelId);
    const named = await hotels.byCode(request.body.hotel_code);
    if (!named || !clientCanSeeHotel(clientSessionOf(request), named)) {
      throw memberSessionErrors.hotelNotFound();
    }
    if (named.brand.id !== hotel.brand.id) throw memberSessionErrors.brandMismatch();
    const data = await exchangeRefreshToken(db, {
      brandId: named.brand.id,
      refreshToken: request.body.refresh_token,
      locale: localeOf(request),
      now: now(),
    });
    return { data };
  });

  route(app, memberAccountEndpoints.signOut, {}, async (request, reply) => {
    noStore(reply);
    const hotel = await hotelOf(request, request.params.hotelId);
    await signOut(db, { brandId: hotel.brand.id, authorization: authorizationOf(request), now: now() });
    return { data: { message: MEMBER_SESSION_TEXTS[localeOf(request)].signedOut } };
  });

  route(app, memberAccountEndpoints.me, plain, async (request, reply) => {
    noStore(reply);
    const scope = clientSessionOf(request);
    const data = await signedInProfile(db, {
      authorization: authorizationOf(request),
      // The widget's client session must be one that may see the member's brand (a member's brand
      // exists; a hotel-scoped session sees its hotel's brand, from the hotel cache).
      canSeeBrand: clientSessionSeesBrand(scope, async (id) => (await hotels.byId(id))?.brand.id ?? null),
      locale: localeOf(request),
      now: now(),
    });
    return { data };
  });

  route(app, membershipProgramEndpoints.brandPrograms, {}, async (request) => ({
    data: await visibleBrandPrograms(db, {
      scope: clientSessionOf(request),
      brandId: request.params.brandId,
      locale: localeOf(request),
    }),
  }));

  route(app, membershipProgramEndpoints.program, {}, async (request, reply) => {
    noStore(reply);
    const hotel = await hotelOf(request, request.params.hotelId);
    const data = await signedInProgram(db, {
      brandId: hotel.brand.id,
      authorization: authorizationOf(request),
      locale: localeOf(request),
      now: now(),
    });
    return { data };
  });

  route(app, membershipProgramEndpoints.programById, {}, async (request) => {
    const hotel = await hotelOf(request, request.params.hotelId);
    const data = await brandProgram(db, {
      brandId: hotel.brand.id,
      programId: request.params.programId,
      locale: localeOf(request),
    });
    return { data };
  });

  route(app, membershipProgramEndpoints.switchProgram, {}, async (request, reply) => {
    noStore(reply);
    const hotel = await hotelOf(request, request.params.hotelId);
    const data = await switchProgram(db, {
      brandId: hotel.brand.id,
      authorization: authorizationOf(request),
      programId: request.body.program_id,
      locale: localeOf(request),
      now: now(),
    });
    return { data };
  });
};
