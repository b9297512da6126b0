import { staffExtrasEndpoints as endpoints } from '@yadori/contract/endpoints/staff-extras.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { type StaffPrincipal, staffHotels } from '../staff-accounts/staff-access.service.ts';
import { staffSetupRoutes } from '../staff-accounts/staff-routes.service.ts';
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
  const { staff, forgetHotel } = staffSetupRoutes(app, { db, now, hotels });
  /** Drops the cached questions of the hotels a question's change reaches. */
  async function forgetQuestions(principal: StaffPrincipal, hotelId: number, owner: 'hotel' | 'brand') {
    if (owner === 'hotel') return hotels.forget(hotelId);
    // A brand's question reaches hotels the account may not see: forget the whole brand's.
    const brandWide = { ...principal, hotelIds: 'all' as const };
    for (const hotel of await staffHotels(db, brandWide)) hotels.forget(hotel.id);
  }
  const forgetQuestionsOf = (
    { params }: { params: { hotelId: number } },
    { owner }: { owner: 'hotel' | 'brand' },
    principal: StaffPrincipal,
  ) => forgetQuestions(principal, params.hotelId, owner);

  staff(endpoints.extras, (principal, { params }) => extrasOf(db, principal, params.hotelId));

  staff(
    endpoints.createExtra,
    (principal, { params, body }) => createExtra(db, principal, params.hotelId, body, now()),
    { status: 201, after: forgetHotel },
  );

  staff(
    endpoints.updateExtra,
    (principal, { params, body }) => changeExtra(db, principal, params.hotelId, params.extraId, body, now()),
    { after: forgetHotel },
  );

  staff(
    endpoints.deleteExtra,
    (principal, { params }) => removeExtra(db, principal, params.hotelId, params.extraId, now()),
    { after: forgetHotel },
  );

  staff(endpoints.extraStock, (principal, { params, query }) =>
    extraStockOf(db, principal, params.hotelId, params.extraId, query),
  );

  staff(endpoints.setExtraStock, (principal, { params, body }) =>
    setExtraStock(db, principal, params.hotelId, params.extraId, body, now()),
  );

  staff(endpoints.questions, (principal, { params }) => questionsOf(db, principal, params.hotelId));

  staff(
    endpoints.createQuestion,
    (principal, { params, body }) => createQuestion(db, principal, params.hotelId, body, now()),
    { status: 201, after: forgetQuestionsOf },
  );

  staff(
    endpoints.updateQuestion,
    (principal, { params, body }) =>
      changeQuestion(db, principal, params.hotelId, params.questionId, body, now()),
    { after: forgetQuestionsOf },
  );

  staff(endpoints.deleteQuestion, async (principal, { params }) => {
    const { owner, ...data } = await removeQuestion(db, principal, params.hotelId, params.questionId, now());
    await forgetQuestions(principal, params.hotelId, owner);
    return data;
  });
};
