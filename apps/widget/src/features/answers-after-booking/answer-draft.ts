import { ANSWER_LIMITS } from '@yadori/contract/additional-questions.constants';
import type { AdditionalAnswer, RoomAnswer } from '@yadori/contract/additional-questions.schema';
import type { Translate } from '../../i18n/translate.ts';
import type { Issue } from '../../shared/error-summary.tsx';
import type { AskedQuestion } from './answers-api.ts';

/** A booked room as the questions need it: its index and its adults (people per room add up to them). */
export interface AnsweringRoom {
  room_index: number;
  adults: number;
}

/** The guest's answers being edited, by question id, in the body's shape. */
export type Drafts = Readonly<Record<number, AdditionalAnswer>>;

/** DOM id of a question's input, or of one room's part of it. */
export const answerFieldId = (questionId: number, part?: string | number) =>
  `answer-${questionId}${part === undefined ? '' : `-${part}`}`;

/** The saved answers as the starting drafts. */
export function draftsOf(asked: readonly AskedQuestion[]): Drafts {
  const drafts: Record<number, AdditionalAnswer> = {};
  for (const { question, answer } of asked) if (answer) drafts[question.id] = answer;
  return drafts;
}

const draftOf = (drafts: Drafts, questionId: number): AdditionalAnswer =>
  drafts[questionId] ?? { question_id: questionId };

/** One room's part of a draft (an empty part when not answered). */
export const roomPart = (answer: AdditionalAnswer | undefined, roomIndex: number): RoomAnswer =>
  answer?.rooms?.find((r) => r.room_index === roomIndex) ?? { room_index: roomIndex };

/** The draft with the question's whole answer (`room` null) or one room's part changed. */
export function withChange(
  drafts: Drafts,
  questionId: number,
  room: number | null,
  patch: Partial<RoomAnswer> & Partial<AdditionalAnswer>,
): Drafts {
  const current = draftOf(drafts, questionId);
  if (room === null) return { ...drafts, [questionId]: { ...current, ...patch, question_id: questionId } };
  const part = { ...roomPart(current, room), ...patch, room_index: room };
  const rooms = [...(current.rooms ?? []).filter((r) => r.room_index !== room), part].sort(
    (a, b) => a.room_index - b.room_index,
  );
  return { ...drafts, [questionId]: { ...current, rooms } };
}

/** Check-in and check-out times are one choice for every room (as at booking). */
export function withTimeForAllRooms(
  drafts: Drafts,
  questionId: number,
  field: 'checkin_time' | 'checkout_time',
  time: string,
  rooms: readonly AnsweringRoom[],
): Drafts {
  let next = drafts;
  for (const room of rooms)
    next = withChange(next, questionId, room.room_index, { [field]: time || undefined });
  return next;
}

const isBlank = (part: { text?: string; options?: readonly string[] } | undefined) =>
  (part?.text ?? '').trim() === '' && (part?.options?.length ?? 0) === 0;

/**
 * The drafts' problems in screen order, each on the field it belongs to (spec section 5, as at
 * booking): required questions answered, text within 255 characters, men and women adding up to the
 * room's adults.
 */
export function answerIssues(
  asked: readonly AskedQuestion[],
  drafts: Drafts,
  rooms: readonly AnsweringRoom[],
  t: Translate,
): Issue[] {
  const issues: Issue[] = [];
  const roomLabel = (name: string, room: AnsweringRoom) =>
    t('answers.roomPart', { question: name, number: room.room_index + 1 });
  for (const { question } of asked) {
    const answer = drafts[question.id];
    const required = (id: string, label: string) =>
      issues.push({ id, label, message: t('answers.required') });
    switch (question.question_type) {
      case 'notification':
        break;
      case 'file':
        if (question.required && (answer?.file_attachment_ids?.length ?? 0) === 0)
          required(answerFieldId(question.id), question.name);
        break;
      case 'checkin':
      case 'checkout': {
        const field = question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time';
        if (question.required && !answer?.rooms?.some((r) => r[field]))
          required(answerFieldId(question.id), question.name);
        break;
      }
      case 'people_per_room':
        for (const room of rooms) {
          const part = roomPart(answer, room.room_index);
          const id = answerFieldId(question.id, `${room.room_index}-men`);
          const given = part.men_count !== undefined && part.women_count !== undefined;
          if (!given && (question.required || part.men_count !== undefined || part.women_count !== undefined))
            required(id, roomLabel(question.name, room));
          else if (given && (part.men_count ?? 0) + (part.women_count ?? 0) !== room.adults)
            issues.push({
              id,
              label: roomLabel(question.name, room),
              message: t('answers.peopleSum', { adults: room.adults }),
            });
        }
        break;
      default: {
        const slots = question.per_room
          ? rooms.map((room) => ({
              id: answerFieldId(question.id, room.room_index),
              label: roomLabel(question.name, room),
              value: roomPart(answer, room.room_index),
            }))
          : [{ id: answerFieldId(question.id), label: question.name, value: answer }];
        for (const slot of slots) {
          if ((slot.value?.text ?? '').length > ANSWER_LIMITS.textLength)
            issues.push({
              id: slot.id,
              label: slot.label,
              message: t('answers.tooLong', { max: ANSWER_LIMITS.textLength }),
            });
          else if (question.required && isBlank(slot.value)) required(slot.id, slot.label);
        }
      }
    }
  }
  return issues;
}

const hasContent = (answer: AdditionalAnswer) =>
  !isBlank(answer) ||
  (answer.file_attachment_ids?.length ?? 0) > 0 ||
  (answer.rooms ?? []).some((r) =>
    Object.entries(r).some(([key, value]) => key !== 'room_index' && key !== 'adults' && value !== undefined),
  );

/**
 * The body's answers: every question with something in it, and those saved before (so a cleared
 * answer is sent empty rather than left as it was). Notifications carry no answer.
 */
export function answersBody(
  asked: readonly AskedQuestion[],
  drafts: Drafts,
  rooms: readonly AnsweringRoom[],
): AdditionalAnswer[] {
  const body: AdditionalAnswer[] = [];
  for (const { question, answer: saved } of asked) {
    if (question.question_type === 'notification') continue;
    const draft = drafts[question.id];
    if (!draft || (!hasContent(draft) && !saved)) continue;
    const adults = (index: number) => rooms.find((r) => r.room_index === index)?.adults;
    const out: AdditionalAnswer = { question_id: question.id };
    if (draft.text !== undefined) out.text = draft.text.trim();
    if (draft.options !== undefined) out.options = [...draft.options];
    if (draft.file_attachment_ids !== undefined) out.file_attachment_ids = [...draft.file_attachment_ids];
    if (draft.rooms !== undefined)
      out.rooms = draft.rooms.map((part) => ({
        ...part,
        ...(part.text !== undefined ? { text: part.text.trim() } : {}),
        ...(question.question_type === 'people_per_room' ? { adults: adults(part.room_index) } : {}),
      }));
    body.push(out);
  }
  return body;
}
