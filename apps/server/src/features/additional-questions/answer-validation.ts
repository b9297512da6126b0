import {
  ANSWER_LIMITS,
  type AnswerType,
  type QuestionType,
} from '@yadori/contract/additional-questions.constants';
import type { AdditionalAnswer, RoomAnswer } from '@yadori/contract/additional-questions.schema';
import type { ErrorMessage } from '../../http/app-error.ts';
import type { LocalizedName } from '../../i18n/translate.ts';

/**
 * What answer checks need of a question; `name` is its wording per language, read in the language
 * of the error message when it is written (a message in English names the question in English).
 */
export interface QuestionToAnswer {
  id: number;
  name: string | LocalizedName;
  questionType: QuestionType;
  answerType: AnswerType;
  required: boolean;
  perRoom: boolean;
  multiple: boolean;
  optionValues: readonly string[];
}

/** An answer as kept with the reservation: one row per question, or per question and room. */
export interface StoredAnswer {
  questionId: number;
  roomIndex: number | null;
  answer: Record<string, unknown>;
  attachmentIds: string[];
}

export interface AnswerCheck {
  issues: ErrorMessage[];
  answers: StoredAnswer[];
}

/** Check-in, check-out and people per room are always answered room by room. */
export const isPerRoom = (q: Pick<QuestionToAnswer, 'questionType' | 'perRoom'>) =>
  q.perRoom ||
  q.questionType === 'checkin' ||
  q.questionType === 'checkout' ||
  q.questionType === 'people_per_room';

type Part = Pick<RoomAnswer, 'text' | 'options' | 'file_attachment_ids'> & Partial<RoomAnswer>;

/**
 * Checks a booking's answers against the questions asked (spec sections 3, 5, 9): every required
 * question answered (per room where it is a per-room question), text within 255 characters, choices
 * among the options, check-in/out times among the offered ones, men + women = the room's adults, file
 * answers naming files uploaded to this hotel, at most 30 files. Pure: the caller loads questions,
 * rooms and the known attachment ids. Returns field-named issues (empty when all is well) and the rows
 * to store.
 * @example validateAnswers(questions, body.answers, [{ adults: 2 }], new Set(['k3…'])).issues // []
 */
export function validateAnswers(
  questions: readonly QuestionToAnswer[],
  answers: readonly AdditionalAnswer[],
  rooms: readonly { adults: number }[],
  knownAttachmentIds: ReadonlySet<string>,
): AnswerCheck {
  const issues: ErrorMessage[] = [];
  const stored: StoredAnswer[] = [];
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answered = new Map<number, { answer: AdditionalAnswer; index: number }>();
  answers.forEach((answer, index) => {
    const field = `answers[${index}]`;
    if (!byId.has(answer.question_id)) {
      issues.push({
        key: 'questions.unknown',
        field: `${field}.question_id`,
        params: { id: answer.question_id },
      });
    } else if (answered.has(answer.question_id)) {
      issues.push({
        key: 'questions.duplicate',
        field: `${field}.question_id`,
        params: { id: answer.question_id },
      });
    } else {
      answered.set(answer.question_id, { answer, index });
    }
  });

  const files = new Set<string>();
  for (const question of questions) {
    if (question.questionType === 'notification') continue;
    const given = answered.get(question.id);
    const field = given ? `answers[${given.index}]` : 'answers';
    if (!isPerRoom(question)) {
      const check = checkPart(question, given?.answer ?? {}, field, null, files, knownAttachmentIds, issues);
      if (check) stored.push({ questionId: question.id, roomIndex: null, ...check });
      continue;
    }
    const parts = new Map<number, { part: RoomAnswer; field: string }>();
    (given?.answer.rooms ?? []).forEach((part, i) => {
      const partField = `${field}.rooms[${i}]`;
      if (part.room_index >= rooms.length) {
        issues.push({
          key: 'questions.roomUnknown',
          field: `${partField}.room_index`,
          params: { room: part.room_index + 1 },
        });
      } else if (parts.has(part.room_index)) {
        issues.push({
          key: 'questions.duplicate',
          field: `${partField}.room_index`,
          params: { id: question.id },
        });
      } else {
        parts.set(part.room_index, { part, field: partField });
      }
    });
    rooms.forEach((room, roomIndex) => {
      const entry = parts.get(roomIndex);
      const check = checkPart(
        question,
        entry?.part ?? {},
        entry?.field ?? field,
        { index: roomIndex, adults: room.adults },
        files,
        knownAttachmentIds,
        issues,
      );
      if (check) stored.push({ questionId: question.id, roomIndex, ...check });
    });
  }
  if (files.size > ANSWER_LIMITS.attachmentsPerBooking) {
    issues.push({
      key: 'questions.tooManyAttachments',
      field: 'answers',
      params: { max: ANSWER_LIMITS.attachmentsPerBooking },
    });
  }
  return { issues, answers: issues.length > 0 ? [] : stored };
}

/** Checks one answer (or one room's part); returns what to store, or null when nothing was answered. */
function checkPart(
  question: QuestionToAnswer,
  part: Part,
  field: string,
  room: { index: number; adults: number } | null,
  files: Set<string>,
  known: ReadonlySet<string>,
  issues: ErrorMessage[],
): Omit<StoredAnswer, 'questionId' | 'roomIndex'> | null {
  const q = { question: question.name };
  const missing = () =>
    issues.push(
      room
        ? { key: 'questions.roomRequired', field, params: { ...q, room: room.index + 1 } }
        : { key: 'questions.required', field, params: q },
    );
  switch (question.questionType) {
    case 'checkin':
    case 'checkout': {
      const key = question.questionType === 'checkin' ? 'checkin_time' : 'checkout_time';
      const time = part[key];
      if (time === undefined) {
        if (question.required) missing();
        return null;
      }
      if (question.optionValues.length > 0 && !question.optionValues.includes(time)) {
        issues.push({ key: 'questions.timeInvalid', field: `${field}.${key}`, params: q });
      }
      return { answer: { [key]: time }, attachmentIds: [] };
    }
    case 'people_per_room': {
      const { men_count: men, women_count: women } = part;
      if (men === undefined && women === undefined) {
        if (question.required) missing();
        return null;
      }
      const adults = room?.adults ?? 0;
      if ((men ?? 0) + (women ?? 0) !== adults || men === undefined || women === undefined) {
        issues.push({
          key: 'questions.peopleMismatch',
          field: `${field}.men_count`,
          params: { room: (room?.index ?? 0) + 1, adults },
        });
      }
      return { answer: { adults, men_count: men ?? 0, women_count: women ?? 0 }, attachmentIds: [] };
    }
    default:
      return checkByAnswerType(question, part, field, files, known, issues, missing);
  }
}

function checkByAnswerType(
  question: QuestionToAnswer,
  part: Part,
  field: string,
  files: Set<string>,
  known: ReadonlySet<string>,
  issues: ErrorMessage[],
  missing: () => void,
): Omit<StoredAnswer, 'questionId' | 'roomIndex'> | null {
  const q = { question: question.name };
  switch (question.answerType) {
    case 'text': {
      const text = part.text?.trim() ?? '';
      if (text === '') {
        if (question.required) missing();
        return null;
      }
      if ([...text].length > ANSWER_LIMITS.textLength) {
        issues.push({
          key: 'questions.textTooLong',
          field: `${field}.text`,
          params: { ...q, max: ANSWER_LIMITS.textLength },
        });
      }
      return { answer: { text }, attachmentIds: [] };
    }
    case 'options': {
      const chosen = [...new Set(part.options ?? [])];
      if (chosen.length === 0) {
        if (question.required) missing();
        return null;
      }
      if (chosen.some((value) => !question.optionValues.includes(value))) {
        issues.push({ key: 'questions.optionInvalid', field: `${field}.options`, params: q });
      } else if (!question.multiple && chosen.length > 1) {
        issues.push({ key: 'questions.oneOption', field: `${field}.options`, params: q });
      }
      return { answer: { options: chosen }, attachmentIds: [] };
    }
    case 'file': {
      const ids = [...new Set(part.file_attachment_ids ?? [])];
      if (ids.length === 0) {
        if (question.required) missing();
        return null;
      }
      if (ids.some((id) => !known.has(id))) {
        issues.push({ key: 'questions.attachmentUnknown', field: `${field}.file_attachment_ids`, params: q });
      }
      for (const id of ids) files.add(id);
      return { answer: { file_attachment_ids: ids }, attachmentIds: ids };
    }
  }
}
