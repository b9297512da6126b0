import { memberCardEndpoints as E } from '@yadori/contract/endpoints/member-cards.endpoints';
import { HEADERS } from '@yadori/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { resolveLocale } from '../../i18n/translate.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { requireMember } from '../member-sessions/member-sessions.service.ts';
import { memberCardErrors } from './member-cards.errors.ts';
import {
  type CardOwner,
  listMemberCards,
  type MemberCardDeps,
  removeMemberCard,
} from './member-cards.service.ts';

export interface MemberCardRoutesOptions extends MemberCardDeps {
  hotels: HotelCatalogue;
}

/**
 * `GET /book/hotels/{hotelId}/memberships/credit_cards` and `DELETE …/credit_cards/{id}` for the
 * signed-in member of the hotel's brand (register inside the guarded /book scope).
 */
export const memberCardRoutes: FastifyPluginAsyncZod<MemberCardRoutesOptions> = async (app, options) => {
  const { hotels, ...deps } = options;

  /** The member behind the bearer at a hotel the client session may see: 401s of every member call. */
  const ownerAt = async (request: FastifyRequest, hotelId: number): Promise<CardOwner> => {
    const session = request.clientSession;
    if (!session) throw errors.invalidClientSession();
    const hotel = await hotels.visibleHotel(session, hotelId, memberCardErrors.hotelNotFound);
    const member = await requireMember(deps.db, {
      authorization: request.headers[HEADERS.authorization],
      brandId: hotel.brand.id,
      now: deps.now(),
    });
    return { memberId: member.memberId, brandId: hotel.brand.id };
  };
  // A member's cards are theirs alone: never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, E.list, {}, async (request) => {
    const owner = await ownerAt(request, request.params.hotelId);
    return { data: await listMemberCards(deps, owner) };
  });

  route(app, E.remove, {}, async (request) => {
    const owner = await ownerAt(request, request.params.hotelId);
    const locale = resolveLocale(request.headers[HEADERS.locale]);
    return { data: await removeMemberCard(deps, owner, request.params.id, locale) };
  });
};
