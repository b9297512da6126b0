import { reservationEndpoints } from '@yadori/contract/endpoints/reservations.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { keptBodyFor } from '../../http/kept-body.ts';
import { plainJson } from '../../http/plain-json.ts';
import {
  createLookupLimiter,
  createMemoryLookupStore,
  type LookupLimiter,
} from '../../http/rate-limit/lookup-limit.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import {
  checkReservationAnswers,
  type HotelQuestions,
  listQuestionsForHotel,
} from '../additional-questions/additional-questions.service.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { bearerToken, requireMember } from '../member-sessions/member-sessions.service.ts';
import { signedInMember } from '../search/search.service.ts';
import { derivedIdempotencyKey, readIdempotencyKey } from './idempotency.ts';
import { createKeptLookups } from './kept-lookups.ts';
import { getBrandReservation, getMemberReservation, getReservation } from './reservation-lookup.ts';
import { reservationErrors } from './reservations.errors.ts';
import {
  type AnswersChecker,
  type BookingMember,
  createReservation,
  type ReservationDeps,
} from './reservations.service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The booking's Idempotency-Key: the header when sent (the route's header schema refuses a malformed
 * one with 400), else one derived from the client session and the body, so an embed that sends none
 * still never books twice.
 */
function idempotencyKeyOf(request: FastifyRequest, hotelId: number, body: unknown): string {
  const key = readIdempotencyKey(request.headers[HEADERS.idempotencyKey]);
  if (key) return key;
  const session = request.headers[HEADERS.clientSession];
  return derivedIdempotencyKey(Array.isArray(session) ? (session[0] ?? '') : (session ?? ''), hotelId, body);
}

export interface ReservationRoutesOptions {
  db: Db;
  now: () => Date;
  paymentProvider: PaymentProvider | null;
  /** The app's hotel catalogue (hotel rows and catalogues from its one cache). */
  hotels: HotelCatalogue;
  checkAnswers?: AnswersChecker;
  /** Failed lookups per number and per client answer 429 for a while (decision 016); memory by default. */
  lookupLimiter?: LookupLimiter;
}

/**
 * `POST /hotels/{hotelId}/reservations` and `GET /hotels/{hotelId}/reservations/{number}` (register
 * inside the guarded /book scope).
 */
export const reservationRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (app, options) => {
  const { db, now, hotels } = options;
  const kept = createKeptLookups();
  const limiter = options.lookupLimiter ?? createLookupLimiter({ store: createMemoryLookupStore(), now });

  // A booking checks its answers against the hotel's questions, kept with the hotel's catalogue for as
  // long (a change of questions reaches bookings within the catalogue's cache time, as plans do).
  const questionsOf: HotelQuestions = (hotel) =>
    hotels.reuse(hotel.id, 'additional-questions', () =>
      listQuestionsForHotel(db, { id: hotel.id, brandId: hotel.brand.id }),
    );
  const deps: ReservationDeps = {
    db,
    now,
    paymentProvider: options.paymentProvider,
    checkAnswers: options.checkAnswers ?? ((input) => checkReservationAnswers({ ...input, questionsOf })),
    catalogOf: hotels.catalogOf,
  };

  const scopedHotel = (request: FastifyRequest, id: number) =>
    hotels.sellingHotel(request, id, reservationErrors.hotelNotFound);

  const plain = { serializerCompiler: plainJson };

  route(app, reservationEndpoints.create, plain, async (request, reply) => {
    const hotel = await scopedHotel(request, request.params.hotelId);
    const locale = resolveLocale(request.headers[HEADERS.locale]);
    const authorization = request.headers.authorization;
    // Spending points, paying with or keeping a saved card need the member signed in at this brand:
    // no session is 401, another brand's 3402, an expired one 1400. Otherwise a stale session simply
    // books as a guest.
    let member: BookingMember | null;
    const body = request.body;
    if (body.spending_point > 0 || body.credit_card_id !== undefined || body.save_card) {
      const signed = await requireMember(db, { authorization, brandId: hotel.brand.id, now: now() });
      member = {
        memberId: signed.memberId,
        programId: signed.programId,
        rankId: signed.rankId,
        provider: signed.provider,
        organizationId: signed.organization?.id ?? null,
        referrerCode: signed.organization?.referrerCode ?? null,
      };
    } else {
      member = await signedInMember(db, { hotel, authorization, now: now() });
    }
    // A browser shared by two members (or a member and a guest) never derives the same key for both.
    const key = idempotencyKeyOf(
      request,
      hotel.id,
      member ? { ...request.body, member_id: member.memberId } : request.body,
    );
    const siteController = request.headers[HEADERS.siteController];
    const answer = await createReservation(deps, {
      hotel,
      body: request.body,
      idempotencyKey: key,
      locale,
      member,
      siteController: typeof siteController === 'string' ? siteController.trim().toLowerCase() : undefined,
    });
    // The bytes were fixed when the booking was first answered; a replay sends the same ones. A
    // string goes out as it is (no serializer runs), hence the casts to the documented status and shape.
    return reply
      .code(answer.status as keyof typeof reservationEndpoints.create.responses)
      .type(JSON_TYPE)
      .send(answer.raw as unknown as typeof answer.body);
  });

  route(app, reservationEndpoints.brandLookup, plain, async (request, reply) => {
    const body = await limiter.guard(
      request,
      { number: request.params.number, email: request.query.email },
      () =>
        getBrandReservation(deps, kept, {
          brandId: request.params.brandId,
          number: request.params.number,
          email: request.query.email,
          locale: resolveLocale(request.headers[HEADERS.locale]),
          canSee: async (hotelId) => {
            const hotel = await scopedHotel(request, hotelId).catch(() => null);
            return hotel !== null;
          },
        }),
    );
    // The answer's bytes, serialised and compressed once (decision 053): the typed reply takes only the object.
    return reply.send(keptBodyFor(request, reply, body) as never);
  });

  route(app, reservationEndpoints.lookup, plain, async (request, reply) => {
    const { number } = request.params;
    // A signed-in member opens their own stay without email or token (/review-reservation). Any other
    // stay, another brand's session or a stale one goes on as a guest lookup: the same 404, counted.
    if (bearerToken(request.headers.authorization)) {
      const hotel = await scopedHotel(request, request.params.hotelId);
      const member = await signedInMember(db, {
        hotel,
        authorization: request.headers.authorization,
        now: now(),
      });
      const own =
        member &&
        (await getMemberReservation(deps, {
          hotel,
          number,
          memberId: member.memberId,
          locale: resolveLocale(request.headers[HEADERS.locale]),
        }));
      if (own) return { data: own };
    }
    const body = await limiter.guard(
      request,
      { number, email: request.query.email, bypassToken: request.query.bypass_token },
      async () =>
        getReservation(deps, kept, {
          hotel: await scopedHotel(request, request.params.hotelId),
          number,
          email: request.query.email,
          bypassToken: request.query.bypass_token,
          locale: resolveLocale(request.headers[HEADERS.locale]),
        }),
    );
    // The answer's bytes, serialised and compressed once (decision 053): the typed reply takes only the object.
    return reply.send(keptBodyFor(request, reply, body) as never);
  });
};
