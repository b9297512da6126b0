import { z } from 'zod';
import { additionalAnswersSchema, additionalQuestionSchema } from './additional-questions.schema.ts';
import { text } from './text.ts';

/**
 * Answers after booking (spec section 7): `GET`, `POST /book/reservations/{number}/additional_questions`
 * and `PUT …/additional_questions/batch_update`, with the guest's email or bypass token.
 */
export const reservationAnswersParamsSchema = z.object({
  number: z.string().regex(/^[0-9A-Za-z]{1,32}$/),
});

export const reservationAnswersQuerySchema = z.object({
  email: text().max(254).optional(),
  bypass_token: text().max(256).optional(),
});

/**
 * One question that applies to the reservation, once per room for per-room questions (`room_index`,
 * else null), with the answer saved so far (the booking body's answer shape, or null).
 */
export const reservationQuestionSchema = additionalQuestionSchema.extend({
  room_index: z.number().int().nullable(),
  answer: z.record(z.string(), z.unknown()).nullable(),
});
export type ReservationQuestion = z.infer<typeof reservationQuestionSchema>;

export const reservationQuestionsResponseSchema = z.object({ data: z.array(reservationQuestionSchema) });
export type ReservationQuestionsResponse = z.infer<typeof reservationQuestionsResponseSchema>;

/** The answers in the booking body's shape; a batch update replaces the answers of the questions named. */
export const reservationAnswersBodySchema = z.object({ answers: additionalAnswersSchema.min(1) });
export type ReservationAnswersBody = z.infer<typeof reservationAnswersBodySchema>;
