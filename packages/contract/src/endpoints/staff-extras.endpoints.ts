import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  staffDeleteResponseSchema,
  staffExtraCreateBodySchema,
  staffExtraParamsSchema,
  staffExtraPatchBodySchema,
  staffExtraResponseSchema,
  staffExtraStockBodySchema,
  staffExtraStockChangeResponseSchema,
  staffExtraStockQuerySchema,
  staffExtraStockResponseSchema,
  staffExtrasResponseSchema,
  staffQuestionCreateBodySchema,
  staffQuestionParamsSchema,
  staffQuestionPatchBodySchema,
  staffQuestionResponseSchema,
  staffQuestionsResponseSchema,
} from '../staff-extras.schema.ts';
import { staffHotelParamsSchema } from '../staff-property.schema.ts';

const tags = ['staff'];
const security = [{ staffToken: [] }] as const;
const extrasPath = '/staff/hotels/:hotelId/extras';
const questionsPath = '/staff/hotels/:hotelId/additional_questions';

/**
 * A hotel's extras (with their stock by day) and additional questions in the console (issue 17). Read
 * with `hotel.read`, changed with `hotel.configure` (a brand's questions: `brand.configure`); 404 for
 * a hotel outside the account's brand or named hotels; every change is audited, and guests see it at once.
 */
export const staffExtrasEndpoints = {
  extras: defineEndpoint({
    method: 'GET',
    path: extrasPath,
    summary: "The hotel's extras, in their order",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffExtrasResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createExtra: defineEndpoint({
    method: 'POST',
    path: extrasPath,
    summary: 'Add an extra (409 when the hotel has one with the code); it sells on the days given stock',
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffExtraCreateBodySchema,
    responses: { 201: staffExtraResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  updateExtra: defineEndpoint({
    method: 'PATCH',
    path: `${extrasPath}/:extraId`,
    summary: 'Change an extra; booked stays keep the price they were booked at',
    tags,
    security,
    params: staffExtraParamsSchema,
    body: staffExtraPatchBodySchema,
    responses: { 200: staffExtraResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  deleteExtra: defineEndpoint({
    method: 'DELETE',
    path: `${extrasPath}/:extraId`,
    summary:
      'Delete an extra with its stock; refused (409) once a reservation has included it or a room plan includes it',
    tags,
    security,
    params: staffExtraParamsSchema,
    responses: { 200: staffDeleteResponseSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  extraStock: defineEndpoint({
    method: 'GET',
    path: `${extrasPath}/:extraId/stock`,
    summary: 'Units left, price and units sold of an extra on each day from `from` to `to` (at most 93 days)',
    tags,
    security,
    params: staffExtraParamsSchema,
    query: staffExtraStockQuerySchema,
    responses: { 200: staffExtraStockResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  setExtraStock: defineEndpoint({
    method: 'POST',
    path: `${extrasPath}/:extraId/stock`,
    summary:
      "Set an extra's units left (and price) on each day of a range of at most 366 days, on the weekdays named",
    tags,
    security,
    params: staffExtraParamsSchema,
    body: staffExtraStockBodySchema,
    responses: { 200: staffExtraStockChangeResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  questions: defineEndpoint({
    method: 'GET',
    path: questionsPath,
    summary:
      "The hotel's own additional questions, then its brand's that this hotel asks (editable by brand admins only)",
    tags,
    security,
    params: staffHotelParamsSchema,
    responses: { 200: staffQuestionsResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  createQuestion: defineEndpoint({
    method: 'POST',
    path: questionsPath,
    summary: "Add a question of the hotel, or (owner `brand`, brand admins) of the hotel's brand",
    tags,
    security,
    params: staffHotelParamsSchema,
    body: staffQuestionCreateBodySchema,
    responses: { 201: staffQuestionResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  updateQuestion: defineEndpoint({
    method: 'PATCH',
    path: `${questionsPath}/:questionId`,
    summary: "Change a question (a brand's: brand admins only); answers already given stay as given",
    tags,
    security,
    params: staffQuestionParamsSchema,
    body: staffQuestionPatchBodySchema,
    responses: { 200: staffQuestionResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  deleteQuestion: defineEndpoint({
    method: 'DELETE',
    path: `${questionsPath}/:questionId`,
    summary: 'Delete a question; one guests have answered is switched off and kept instead',
    tags,
    security,
    params: staffQuestionParamsSchema,
    responses: { 200: staffDeleteResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
