import type {
  AdditionalAnswer,
  AdditionalQuestion,
  RoomAnswer,
} from '@yadori/contract/additional-questions.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import { proofQuery, type ReservationProof } from '../payment/reservation-api.ts';

/** A question of the reservation with the answer saved so far (per-room parts in `answer.rooms`). */
export interface AskedQuestion {
  question: AdditionalQuestion;
  answer: AdditionalAnswer | null;
}

/**
 * One item of `GET /reservations/{number}/additional_questions`: the question (flat, or under
 * `question`), the room it is asked for (`room_index`, null when asked once) and the saved answer.
 */
type WireItem = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ROOM_FIELDS = [
  'checkin_time',
  'checkout_time',
  'adults',
  'men_count',
  'women_count',
  'text',
  'options',
  'file_attachment_ids',
] as const;

/** One room's part of a saved answer given for a per-room item. */
function roomPartOf(answer: Record<string, unknown>, roomIndex: number): RoomAnswer[] {
  if (Array.isArray(answer.rooms)) {
    const parts = answer.rooms.filter(isRecord) as RoomAnswer[];
    const mine = parts.filter((part) => part.room_index === roomIndex);
    return mine.length > 0 ? mine : parts;
  }
  const part: Record<string, unknown> = { room_index: roomIndex };
  for (const field of ROOM_FIELDS) if (answer[field] !== undefined) part[field] = answer[field];
  return Object.keys(part).length > 1 ? [part as RoomAnswer] : [];
}

/**
 * The server's list as one entry per question, in its order: a per-room question comes once per room,
 * its rooms' parts are gathered in `answer.rooms`.
 */
export function groupQuestions(items: readonly unknown[]): AskedQuestion[] {
  const byId = new Map<number, AskedQuestion>();
  for (const raw of items) {
    if (!isRecord(raw)) continue;
    const item = raw as WireItem;
    const question = (isRecord(item.question) ? item.question : item) as unknown as AdditionalQuestion;
    if (typeof question.id !== 'number') continue;
    const roomIndex = typeof item.room_index === 'number' ? item.room_index : null;
    const saved = isRecord(item.answer) ? item.answer : null;
    const entry = byId.get(question.id) ?? { question, answer: null };
    byId.set(question.id, entry);
    if (!saved) continue;
    if (roomIndex === null) {
      entry.answer = { ...(saved as unknown as AdditionalAnswer), question_id: question.id };
      continue;
    }
    const rooms = [...(entry.answer?.rooms ?? [])];
    for (const part of roomPartOf(saved, roomIndex))
      if (!rooms.some((r) => r.room_index === part.room_index)) rooms.push(part);
    rooms.sort((a, b) => a.room_index - b.room_index);
    entry.answer = { ...(entry.answer ?? {}), question_id: question.id, rooms };
  }
  return [...byId.values()];
}

/** `GET /reservations/{number}/additional_questions?email=|bypass_token=`: the questions with saved answers. */
export async function loadReservationQuestions(
  api: ApiClient,
  number: string,
  proof: ReservationProof,
): Promise<AskedQuestion[]> {
  const body = await call(api, 'GET /book/reservations/:number/additional_questions', {
    params: { number },
    query: proofQuery(proof),
  });
  return Array.isArray(body.data) ? groupQuestions(body.data) : [];
}

/**
 * Saves the answers: `POST …/additional_questions` the first time (nothing saved yet), else
 * `PUT …/additional_questions/batch_update`. Answers the questions as saved when the server sends them.
 */
export async function saveReservationAnswers(
  api: ApiClient,
  number: string,
  proof: ReservationProof,
  answers: AdditionalAnswer[],
  first: boolean,
): Promise<AskedQuestion[] | null> {
  const input = { params: { number }, query: proofQuery(proof), body: { answers } };
  const body = first
    ? await call(api, 'POST /book/reservations/:number/additional_questions', input)
    : await call(api, 'PUT /book/reservations/:number/additional_questions/batch_update', input);
  return Array.isArray(body?.data) ? groupQuestions(body.data) : null;
}
