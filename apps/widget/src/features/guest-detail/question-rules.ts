import type { BookingRoom, QuestionAnswer } from '../booking-state/booking-types.ts';
import type { FieldError } from './guest-validation.ts';
import { MAX_TEXT_ANSWER } from './guest-validation.ts';
import type { ShownQuestion } from './questions-api.ts';

/** DOM id of a question's input (or of one room's part of it). */
export const questionFieldId = (shown: ShownQuestion, part?: string) =>
  `question-${shown.source}-${shown.question.id}${part ? `-${part}` : ''}`;

/** An answer's problems: field id → refusal. */
export type AnswerErrors = Array<{ id: string; error: FieldError }>;

/**
 * Spec section 5: required questions answered, text at most 255 characters, people per room given for
 * every room and summing to its adults, a required file question with a file.
 */
export function validateAnswer(
  shown: ShownQuestion,
  answer: QuestionAnswer | undefined,
  rooms: readonly Pick<BookingRoom, 'key' | 'party'>[],
): AnswerErrors {
  const { question } = shown;
  const id = (part?: string) => questionFieldId(shown, part);
  const errors: AnswerErrors = [];
  switch (question.question_type) {
    case 'notification':
      return errors;
    case 'checkin':
    case 'checkout': {
      const field = question.question_type === 'checkin' ? 'checkinTime' : 'checkoutTime';
      const time = answer?.rooms?.[0]?.[field];
      if (question.required && !time) errors.push({ id: id(), error: 'required' });
      return errors;
    }
    case 'people_per_room': {
      for (const room of rooms) {
        const part = answer?.rooms?.find((r) => r.roomKey === room.key);
        const given = part?.menCount != null && part?.womenCount != null;
        if (!given) {
          if (question.required) errors.push({ id: id(`${room.key}-men`), error: 'required' });
        } else if ((part?.menCount ?? 0) + (part?.womenCount ?? 0) !== room.party.adults) {
          errors.push({ id: id(`${room.key}-men`), error: 'required' });
        }
      }
      return errors;
    }
    case 'file':
      if (question.required && (answer?.attachments?.length ?? 0) === 0)
        errors.push({ id: id(), error: 'required' });
      return errors;
    default: {
      // A per-room question is answered by every room, each part on its own field.
      const parts = question.per_room
        ? rooms.map((room) => ({
            fieldId: id(room.key),
            value: answer?.rooms?.find((r) => r.roomKey === room.key),
          }))
        : [{ fieldId: id(), value: answer }];
      for (const { fieldId, value } of parts) {
        if (question.answer_type === 'options') {
          if (question.required && (value?.options?.length ?? 0) === 0)
            errors.push({ id: fieldId, error: 'required' });
          continue;
        }
        const text = value?.text ?? '';
        if (text.length > MAX_TEXT_ANSWER) errors.push({ id: fieldId, error: 'tooLong' });
        else if (question.required && text.trim() === '') errors.push({ id: fieldId, error: 'required' });
      }
      return errors;
    }
  }
}
