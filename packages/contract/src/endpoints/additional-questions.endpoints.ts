import {
  additionalQuestionsQuerySchema,
  additionalQuestionsResponseSchema,
} from '../additional-questions.schema.ts';
import { defineEndpoint, refusals } from '../endpoint.ts';
import { brandIdParamsSchema } from '../facilities.schema.ts';
import {
  reservationAnswersBodySchema,
  reservationAnswersParamsSchema,
  reservationAnswersQuerySchema,
  reservationQuestionsResponseSchema,
} from '../reservation-answers.schema.ts';
import { hotelIdParamsSchema } from '../search.schema.ts';

const tags = ['additional questions'];

const Q_HELP =
  'q: JSON list of label filters (page label, all_users, membership_program_{id}, membership_rank_{id}, ' +
  'membership_rank_all, membership_organization_{id}, membership_organization_all, place_after_sign_in, ' +
  'target_all_facilities, target_facility_{hotel id}); default ["all_users"]';

export const additionalQuestionEndpoints = {
  hotel: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/additional_questions',
    summary: `A hotel's additional questions for the caller's label filters. ${Q_HELP}`,
    tags,
    params: hotelIdParamsSchema,
    query: additionalQuestionsQuerySchema,
    responses: { 200: additionalQuestionsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  brand: defineEndpoint({
    method: 'GET',
    path: '/book/hotel_brands/:brandId/additional_questions',
    summary:
      "A brand's additional questions and notifications; notifications only when labelled " +
      `target_all_facilities or target_facility_{id} of the hotel named in q. ${Q_HELP}`,
    tags,
    params: brandIdParamsSchema,
    query: additionalQuestionsQuerySchema,
    responses: { 200: additionalQuestionsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};

const answersCall = {
  tags,
  params: reservationAnswersParamsSchema,
  query: reservationAnswersQuerySchema,
} as const;
const answersRefused = refusals(400, 401, 403, 404, 409, 422, 429);

/** Answers after booking (spec section 7), with the guest's email or bypass token. */
export const reservationAnswerEndpoints = {
  questions: defineEndpoint({
    method: 'GET',
    path: '/book/reservations/:number/additional_questions',
    summary: 'The questions that apply to a reservation (per room where per room), saved answers prefilled',
    ...answersCall,
    responses: { 200: reservationQuestionsResponseSchema, ...answersRefused },
  }),
  firstAnswers: defineEndpoint({
    method: 'POST',
    path: '/book/reservations/:number/additional_questions',
    summary: 'First answers after booking (a question answered already: 409, use batch_update)',
    ...answersCall,
    body: reservationAnswersBodySchema,
    responses: { 200: reservationQuestionsResponseSchema, ...answersRefused },
  }),
  changeAnswers: defineEndpoint({
    method: 'PUT',
    path: '/book/reservations/:number/additional_questions/batch_update',
    summary: 'Changes the answers of the questions named (each replaced as a whole, checked as at booking)',
    ...answersCall,
    body: reservationAnswersBodySchema,
    responses: { 200: reservationQuestionsResponseSchema, ...answersRefused },
  }),
};
