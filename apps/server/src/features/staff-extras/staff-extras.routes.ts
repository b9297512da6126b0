import { staffExtrasEndpoints as endpoints } from '@yadori/contract/endpoints/staff-extras.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { requireStaff, type StaffPrincipal, staffHotels } from '../staff-accounts/staff-access.service.ts';
import {
  changeExtra,
  createExtra,
  extraStockOf,
  extrasOf,
  removeExtra,
  setExtraStock,
} from './staff-extras.service.ts';
import { changeQuestion, createQuestion, questionsOf, removeQuestion } from './staff-questions.service.ts';

/**
 * A hotel's extras and additional questions in the console (register with the prefix `/staff`). The
 * guest side reads extras through the hotel's cached catalogue and a booking checks answers against
 * the hotel's cached questions, so each change makes this instance forget the hotel (a brand's
 * question: every hotel of the brand) and guests see it at once here, on other instances within the
 * cache's time-to-live (5 s by default).
 */
export const staffExtrasRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  hotels: HotelCatalogue;
}> = async (app, { db, now, hotels }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const staff = (request: FastifyRequest) => requireStaff(db, request, now());
  /** Drops the cached questions of the hotels a question's change reaches. */
  async function forgetQuestions(principal: StaffPrincipal, hotelId: number, owner: 'hotel' | 'brand') {
    if (owner === 'hotel') return hotels.forget(hotelId);
    // A brand's question reaches hotels the account may not see: forget the whole brand's.
    const brandWide = { ...principal, hotelIds: 'all' as const };
    for (const hotel of await staffHotels(db, brandWide)) hotels.forget(hotel.id);
  }

  route(app, endpoints.extras, {}, async (request) => ({
    data: await extrasOf(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.createExtra, {}, async (request, reply) => {
    const { hotelId } = request.params;
    const data = await createExtra(db, await staff(request), hotelId, request.body, now());
    hotels.forget(hotelId);
    return reply.status(201).send({ data });
  });

  route(app, endpoints.updateExtra, {}, async (request) => {
    const { hotelId, extraId } = request.params;
    const data = await changeExtra(db, await staff(request), hotelId, extraId, request.body, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.deleteExtra, {}, async (request) => {
    const { hotelId, extraId } = request.params;
    const data = await removeExtra(db, await staff(request), hotelId, extraId, now());
    hotels.forget(hotelId);
    return { data };
  });

  route(app, endpoints.extraStock, {}, async (request) => {
    const { hotelId, extraId } = request.params;
    return { data: await extraStockOf(db, await staff(request), hotelId, extraId, request.query) };
  });

  route(app, endpoints.setExtraStock, {}, async (request) => {
    const { hotelId, extraId } = request.params;
    return { data: await setExtraStock(db, await staff(request), hotelId, extraId, request.body, now()) };
  });

  route(app, endpoints.questions, {}, async (request) => ({
    data: await questionsOf(db, await staff(request), request.params.hotelId),
  }));

  route(app, endpoints.createQuestion, {}, async (request, reply) => {
    const { hotelId } = request.params;
    const principal = await staff(request);
    const data = await createQuestion(db, principal, hotelId, request.body, now());
    await forgetQuestions(principal, hotelId, data.owner);
    return reply.status(201).send({ data });
  });

  route(app, endpoints.updateQuestion, {}, async (request) => {
    const { hotelId, questionId } = request.params;
    const principal = await staff(request);
    const data = await changeQuestion(db, principal, hotelId, questionId, request.body, now());
    await forgetQuestions(principal, hotelId, data.owner);
    return { data };
  });

  route(app, endpoints.deleteQuestion, {}, async (request) => {
    const { hotelId, questionId } = request.params;
    const principal = await staff(request);
    const { owner, ...data } = await removeQuestion(db, principal, hotelId, questionId, now());
    await forgetQuestions(principal, hotelId, owner);
    return { data };
  });
};
