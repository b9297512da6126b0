import { z } from 'zod';
import { ANSWER_LIMITS, ANSWER_TYPES, QUESTION_TYPES } from './additional-questions.constants.ts';
import { localeSchema } from './settings.schema.ts';
import { text } from './text.ts';

/**
 * Additional questions (spec sections 3, 5, 7): `GET /book/hotels/{hotelId}/additional_questions` and
 * `GET /book/hotel_brands/{brandId}/additional_questions`, with `q` = JSON of the label filters, and
 * the answers a reservation body carries.
 */

/** One locale's wording of a question: `name` is the question, `description` the help under it. */
export const questionTranslationSchema = z.object({
  locale: localeSchema,
  name: z.string(),
  description: z.string(),
});
export type QuestionTranslation = z.infer<typeof questionTranslationSchema>;

/** A choice of an `options` question; check-in and check-out choices are times `HH:MM`. */
export const questionOptionSchema = z.object({ value: z.string(), label: z.string() });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const additionalQuestionSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int().nullable(),
  hotel_brand_id: z.number().int().nullable(),
  question_type: z.enum(QUESTION_TYPES),
  answer_type: z.enum(ANSWER_TYPES),
  /** The question in the requested language (else the hotel's). */
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
  /** Answered once per room (`rooms[]` of the answer); check-in, check-out and people per room always are. */
  per_room: z.boolean(),
  /** An `options` question that takes more than one choice. */
  multiple: z.boolean(),
  options: z.array(questionOptionSchema),
  labels: z.array(z.string()),
  settings: z.object({ started_at: z.string().nullable() }),
  translations_attributes: z.array(questionTranslationSchema),
});
export type AdditionalQuestion = z.infer<typeof additionalQuestionSchema>;

const labelText = text().min(1).max(100);

/** The label filters of `q`: a JSON list, or an object holding `label_filters`. */
export const labelFiltersSchema = z.union([
  z.array(labelText).max(50),
  z.object({ label_filters: z.array(labelText).max(50) }).transform((value) => value.label_filters),
]);

/** `?q=` is JSON text; a missing `q` means no filter beyond the defaults (all users). */
export const additionalQuestionsQuerySchema = z.object({
  q: text().max(5000).optional(),
});

export const additionalQuestionsResponseSchema = z.object({
  data: z.object({ additional_questions: z.array(additionalQuestionSchema) }),
});
export type AdditionalQuestionsResponse = z.infer<typeof additionalQuestionsResponseSchema>;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time is HH:MM');
const count = z.number().int().min(0).max(99);
const answerText = text().max(ANSWER_LIMITS.textLength);
const attachmentIds = z.array(text().min(1).max(64)).max(ANSWER_LIMITS.attachmentsPerBooking);

/** One room's part of an answer; `room_index` is the room's position in the reservation (0-based). */
export const roomAnswerSchema = z.object({
  room_index: z.number().int().min(0).max(99),
  reservation_hotel_room_id: z.number().int().optional(),
  checkin_time: timeOfDay.optional(),
  checkout_time: timeOfDay.optional(),
  adults: count.optional(),
  men_count: count.optional(),
  women_count: count.optional(),
  text: answerText.optional(),
  options: z.array(text().max(100)).max(50).optional(),
  file_attachment_ids: attachmentIds.optional(),
});
export type RoomAnswer = z.infer<typeof roomAnswerSchema>;

/**
 * An answer in a reservation body. Free text in `text`, choices in `options`, files as ids from
 * `POST /file_attachments`; per-room questions answer in `rooms[]`.
 */
export const additionalAnswerSchema = z.object({
  question_id: z.number().int().min(1).max(2_147_483_647),
  text: answerText.optional(),
  options: z.array(text().max(100)).max(50).optional(),
  file_attachment_ids: attachmentIds.optional(),
  rooms: z.array(roomAnswerSchema).max(100).optional(),
});
export type AdditionalAnswer = z.infer<typeof additionalAnswerSchema>;

export const additionalAnswersSchema = z.array(additionalAnswerSchema).max(200);
