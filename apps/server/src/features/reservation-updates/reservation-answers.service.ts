import { ERROR_TITLES } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import type {
  ReservationAnswersBody,
  ReservationQuestion,
} from '@yadori/contract/reservation-answers.schema';
import type { Db } from '../../db/database.ts';
import { localizedName } from '../../i18n/translate.ts';
import { questionErrors } from '../additional-questions/additional-questions.errors.ts';
import {
  bookingLabelFilters,
  isPerRoom,
  listQuestionsForHotel,
  ownerLocaleOf,
  type QuestionRecord,
  type QuestionToAnswer,
  questionIsLive,
  questionMatches,
  savedAnswerOf,
  showsAtHotel,
  toAdditionalQuestion,
  validateAnswers,
} from '../additional-questions/additional-questions.service.ts';
import { claimAttachments, findFreeAttachmentIds } from '../file-attachments/file-attachments.service.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import { ReservationError, reservationErrors } from '../reservations/reservations.errors.ts';
import {
  findReservationByNumberAnywhere,
  type GuestProof,
  guestProofMatches,
  lockReservation,
} from '../reservations/reservations.service.ts';
import type { ReservationAnswer, StoredReservation } from '../reservations/reservations.types.ts';
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
import { loadAnswerState, replaceAnswers } from './reservation-answers.repository.ts';

export interface ReservationAnswersDeps {
  db: Db;
  now: () => Date;
  /** The reservation's hotel if the caller's client session may see it, else null. */
  hotelFor: (hotelId: number) => Promise<HotelWithBrand | null>;
}

export const answersErrors = {
  cancelled: () =>
    new ReservationError(422, ERROR_TITLES.unprocessable, 'reservation_cancelled', [
      { key: 'answers.cancelled' },
    ]),
  notOpen: () =>
    new ReservationError(422, ERROR_TITLES.unprocessable, 'pending_payment', [{ key: 'answers.notOpen' }]),
  alreadyAnswered: (id: number, index: number) =>
    new ReservationError(409, ERROR_TITLES.conflict, 'already_answered', [
      { key: 'answers.alreadyAnswered', params: { id }, field: `answers[${index}].question_id` },
    ]),
};

/** The reservation named by `number` if the proof is the guest's and the session may see its hotel. */
async function findForGuest(
  deps: ReservationAnswersDeps,
  number: string,
  proof: GuestProof,
): Promise<{ row: StoredReservation; hotel: HotelWithBrand }> {
  const row = await findReservationByNumberAnywhere(deps.db, number);
  if (!row || !guestProofMatches(row, proof)) throw reservationErrors.notFound();
  const hotel = await deps.hotelFor(row.hotelId);
  if (!hotel) throw reservationErrors.notFound();
  return { row, hotel };
}

/**
 * The questions that apply to a booking: live questions of its hotel and brand (brand ones labelled
 * for this hotel or for all), those the booking's label filters ask plus any already answered.
 */
function applicableQuestions(
  records: readonly QuestionRecord[],
  hotelId: number,
  saved: readonly ReservationAnswer[],
  now: Date,
): QuestionRecord[] {
  const filters = bookingLabelFilters(hotelId);
  const answered = new Set(saved.map((a) => a.questionId));
  return records.filter(
    (r) =>
      questionIsLive(r, now) &&
      (r.hotelId !== null || showsAtHotel(r, hotelId)) &&
      (questionMatches(r, filters, now) || answered.has(r.id)),
  );
}

async function questionsView(
  db: Db,
  input: { row: StoredReservation; hotel: HotelWithBrand; locale: Locale; now: Date },
): Promise<ReservationQuestion[]> {
  const { row, hotel, locale, now } = input;
  const [records, state] = await Promise.all([
    listQuestionsForHotel(db, { id: hotel.id, brandId: hotel.brand.id }),
    loadAnswerState(db, row.id),
  ]);
  return applicableQuestions(records, hotel.id, state.answers, now).flatMap(
    (record): ReservationQuestion[] => {
      // Brand wording falls back to Japanese, as on the booking page.
      const question = toAdditionalQuestion(record, locale, ownerLocaleOf(record, hotel.locale));
      // The booking kept its answers whole, later changes room by room: both are read.
      if (!isPerRoom(record))
        return [{ ...question, room_index: null, answer: savedAnswerOf(state.answers, record, null) }];
      return state.rooms.map((room) => {
        const saved = savedAnswerOf(state.answers, record, room.roomIndex);
        // Spec §3: men and women counts that no longer add up to the room's adults are cleared.
        const stale = record.questionType === 'people_per_room' && saved?.adults !== room.adults;
        return { ...question, room_index: room.roomIndex, answer: stale ? null : saved };
      });
    },
  );
}

/** `GET /reservations/{number}/additional_questions`: the questions with the saved answers prefilled. */
export async function getReservationQuestions(
  deps: ReservationAnswersDeps,
  input: { number: string; proof: GuestProof; locale: Locale },
): Promise<ReservationQuestion[]> {
  const { row, hotel } = await findForGuest(deps, input.number, input.proof);
  return questionsView(deps.db, { row, hotel, locale: input.locale, now: deps.now() });
}

/**
 * `POST` (first answers: a question answered already is refused, 409) and `PUT …/batch_update`
 * (replaces the answers of the questions named). Checked as at booking — but only the questions
 * named, each as a whole (every room of a per-room question) — in one transaction under the
 * reservation's row lock, the proof and status checked again there; files newly named are taken for
 * the booking; a history row of kind `answers` and a `reservation.modified` event are written. Not for
 * a cancelled reservation.
 */
export async function saveReservationAnswers(
  deps: ReservationAnswersDeps,
  input: {
    number: string;
    proof: GuestProof;
    locale: Locale;
    body: ReservationAnswersBody;
    mode: 'first' | 'replace';
  },
): Promise<ReservationQuestion[]> {
  const { db } = deps;
  const found = await findForGuest(deps, input.number, input.proof);
  const { hotel } = found;
  const now = deps.now();
  const records = await listQuestionsForHotel(db, { id: hotel.id, brandId: hotel.brand.id });

  const row = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const locked = await lockReservation(tx, found.row.id);
    // An update may have changed the token meanwhile: the proof is checked again under the lock.
    if (!locked || !guestProofMatches(locked, input.proof)) throw reservationErrors.notFound();
    if (locked.status === 'cancelled') throw answersErrors.cancelled();
    if (locked.status !== 'confirmed') throw answersErrors.notOpen();
    const state = await loadAnswerState(tx, locked.id);
    const applicable = applicableQuestions(records, hotel.id, state.answers, now);
    const named = new Set(input.body.answers.map((a) => a.question_id));
    if (input.mode === 'first') {
      const index = input.body.answers.findIndex((a) =>
        state.answers.some((s) => s.questionId === a.question_id),
      );
      if (index >= 0) throw answersErrors.alreadyAnswered(input.body.answers[index]!.question_id, index);
    }
    const filters = bookingLabelFilters(hotel.id);
    const questions: QuestionToAnswer[] = applicable
      .filter((r) => named.has(r.id))
      .map((r) => ({
        id: r.id,
        name: localizedName(r.translations, ownerLocaleOf(r, hotel.locale), r.name),
        questionType: r.questionType,
        answerType: r.answerType,
        required: r.required && questionMatches(r, filters, now),
        perRoom: r.perRoom,
        multiple: r.multiple,
        optionValues: r.options.map((o) => o.value),
      }));
    const own = new Set(state.answers.flatMap((a) => a.attachmentIds));
    const fileIds = [
      ...new Set(
        input.body.answers.flatMap((a) => [
          ...(a.file_attachment_ids ?? []),
          ...(a.rooms ?? []).flatMap((room) => room.file_attachment_ids ?? []),
        ]),
      ),
    ];
    const free = await findFreeAttachmentIds(
      tx,
      hotel.id,
      fileIds.filter((id) => !own.has(id)).slice(0, 200),
    );
    const known = new Set([...free, ...fileIds.filter((id) => own.has(id))]);
    const check = validateAnswers(
      questions,
      input.body.answers,
      state.rooms.map((r) => ({ adults: r.adults })),
      known,
    );
    const [first, ...rest] = check.issues;
    if (first) throw questionErrors.answersInvalid([first, ...rest]);
    const newFiles = [...new Set(check.answers.flatMap((a) => a.attachmentIds))].filter((id) => !own.has(id));
    if ((await claimAttachments(tx, hotel.id, newFiles, locked.id)) < newFiles.length)
      throw reservationErrors.attachmentTaken();
    const replaced = questions.map((q) => q.id);
    await replaceAnswers(tx, {
      reservation: locked,
      questionIds: replaced,
      answers: check.answers,
      before: state.answers.filter((a) => replaced.includes(a.questionId)),
      now,
    });
    // Answers to the hotel's questions (arrival time, requests) are the PMS's too: the stay changed
    // (its updated_at, not its version), told in this transaction (decision 059).
    await recordReservationEvent(
      tx,
      reservationEvent('reservation.modified', { ...locked, updatedAt: now }),
      now,
    );
    return locked;
  });
  return questionsView(db, { row, hotel, locale: input.locale, now });
}
