import type { AnswerType, QuestionType } from '@yadori/contract/additional-questions.constants';
import type { AdditionalAnswer } from '@yadori/contract/additional-questions.schema';

/**
 * Saved answers come in two shapes. A booking keeps each answer of its body whole, on one row without
 * a room (`{question_id, text?, options?, file_attachment_ids?, rooms?: [{room_index, …}]}`); answers
 * given after booking are kept one row per question and room, holding only that room's answer
 * (`{checkin_time}`, `{adults, men_count, women_count}`, `{text}`, `{options}`, `{file_attachment_ids}`).
 * These helpers read either shape.
 */
export interface SavedAnswer {
  questionId: number;
  roomIndex: number | null;
  answer: unknown;
  attachmentIds: string[];
}

export interface AnsweredQuestion {
  id: number;
  questionType: QuestionType;
  answerType: AnswerType;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row the booking wrote: the body's answer whole, named by its `question_id`, on no room. */
function isBookingRow(row: SavedAnswer): boolean {
  return row.roomIndex === null && isRecord(row.answer) && typeof row.answer.question_id === 'number';
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];

/** One room's (or the whole booking's) part of a booking answer, in the after-booking row's shape. */
function partAnswer(question: AnsweredQuestion, part: Fields): Fields | null {
  switch (question.questionType) {
    case 'checkin':
      return typeof part.checkin_time === 'string' ? { checkin_time: part.checkin_time } : null;
    case 'checkout':
      return typeof part.checkout_time === 'string' ? { checkout_time: part.checkout_time } : null;
    case 'people_per_room': {
      const men = part.men_count;
      const women = part.women_count;
      if (typeof men !== 'number' || typeof women !== 'number') return null;
      // The booking checked men + women against the room's adults then: that sum is the party answered for.
      return { adults: men + women, men_count: men, women_count: women };
    }
    case 'notification':
      return null;
    default:
      break;
  }
  switch (question.answerType) {
    case 'text': {
      const text = typeof part.text === 'string' ? part.text.trim() : '';
      return text === '' ? null : { text };
    }
    case 'options': {
      const options = strings(part.options);
      return options.length === 0 ? null : { options };
    }
    case 'file': {
      const ids = strings(part.file_attachment_ids);
      return ids.length === 0 ? null : { file_attachment_ids: ids };
    }
  }
}

/**
 * The saved answer of `question` for `roomIndex` (null: a question asked once), whichever shape it
 * was kept in, as the after-booking API gives it; null when there is none.
 * @example savedAnswerOf(rows, { id: 3, questionType: 'checkin', answerType: 'text' }, 0) // { checkin_time: '16:00' }
 */
export function savedAnswerOf(
  rows: readonly SavedAnswer[],
  question: AnsweredQuestion,
  roomIndex: number | null,
): Fields | null {
  const own = rows.find((r) => r.questionId === question.id && r.roomIndex === roomIndex && !isBookingRow(r));
  if (own) {
    const answer = { ...(isRecord(own.answer) ? own.answer : {}) };
    if (own.attachmentIds.length > 0) answer.file_attachment_ids = own.attachmentIds;
    return answer;
  }
  const booked = rows.find((r) => r.questionId === question.id && isBookingRow(r));
  if (!booked) return null;
  const whole = booked.answer as Fields;
  if (roomIndex === null) return partAnswer(question, whole);
  const part = (Array.isArray(whole.rooms) ? whole.rooms : []).find(
    (p): p is Fields => isRecord(p) && p.room_index === roomIndex,
  );
  return part ? partAnswer(question, part) : null;
}

/**
 * Every saved answer in the booking body's shape (`question_id`, per-room parts in `rooms`), in the
 * order the rows were kept — what the reservation shows and the mails read, also after answers were
 * changed once booked.
 */
export function answersAsBooked(rows: readonly SavedAnswer[]): AdditionalAnswer[] {
  const out: AdditionalAnswer[] = [];
  const byQuestion = new Map<number, AdditionalAnswer>();
  for (const row of rows) {
    if (!isRecord(row.answer)) continue;
    if (isBookingRow(row)) {
      out.push(row.answer as unknown as AdditionalAnswer);
      continue;
    }
    let entry = byQuestion.get(row.questionId);
    if (!entry) {
      entry = { question_id: row.questionId };
      byQuestion.set(row.questionId, entry);
      out.push(entry);
    }
    const answer = { ...row.answer };
    if (row.attachmentIds.length > 0) answer.file_attachment_ids = row.attachmentIds;
    if (row.roomIndex === null) Object.assign(entry, answer);
    else entry.rooms = [...(entry.rooms ?? []), { ...answer, room_index: row.roomIndex }];
  }
  return out;
}
