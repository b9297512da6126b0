import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queriesTogether } from '../../db/queries-together.ts';
import {
  reservationAnswers,
  reservationChanges,
  reservationRooms,
  reservations,
} from '../../db/tables/reservations.table.ts';
import type { StoredAnswer } from '../additional-questions/additional-questions.service.ts';
import type { ReservationAnswer, StoredReservation } from '../reservations/reservations.types.ts';

/** The rooms' parties (adults) in room order, and the answers saved so far. */
export async function loadAnswerState(
  db: Db,
  reservationId: number,
): Promise<{ rooms: { roomIndex: number; adults: number }[]; answers: ReservationAnswer[] }> {
  const [rooms, answers] = await queriesTogether(db, [
    () =>
      db
        .select({ roomIndex: reservationRooms.roomIndex, adults: reservationRooms.adults })
        .from(reservationRooms)
        .where(eq(reservationRooms.reservationId, reservationId))
        .orderBy(asc(reservationRooms.roomIndex)),
    () =>
      db
        .select()
        .from(reservationAnswers)
        .where(eq(reservationAnswers.reservationId, reservationId))
        .orderBy(asc(reservationAnswers.id)),
  ]);
  return { rooms, answers };
}

/**
 * Replaces the answers of `questionIds` with `answers` and writes the history row (kind `answers`),
 * inside the caller's transaction (which holds the reservation's row lock).
 */
export async function replaceAnswers(
  tx: Db,
  input: {
    reservation: Pick<StoredReservation, 'id' | 'totalPrice'>;
    questionIds: readonly number[];
    answers: readonly StoredAnswer[];
    before: readonly ReservationAnswer[];
    now: Date;
  },
): Promise<void> {
  const { reservation } = input;
  if (input.questionIds.length > 0)
    await tx
      .delete(reservationAnswers)
      .where(
        and(
          eq(reservationAnswers.reservationId, reservation.id),
          inArray(reservationAnswers.questionId, [...input.questionIds]),
        ),
      );
  if (input.answers.length > 0)
    await tx
      .insert(reservationAnswers)
      .values(input.answers.map((a) => ({ ...a, reservationId: reservation.id })));
  const shape = (
    rows: readonly {
      questionId: number;
      roomIndex: number | null;
      answer: unknown;
      attachmentIds: string[];
    }[],
  ) =>
    rows.map((r) => ({
      question_id: r.questionId,
      room_index: r.roomIndex,
      answer: r.answer,
      file_attachment_ids: r.attachmentIds,
    }));
  await tx.insert(reservationChanges).values({
    reservationId: reservation.id,
    kind: 'answers',
    actor: 'guest',
    before: { answers: shape(input.before) },
    after: { answers: shape(input.answers) },
    priceBefore: reservation.totalPrice,
    priceAfter: reservation.totalPrice,
    createdAt: input.now,
  });
  await tx.update(reservations).set({ updatedAt: input.now }).where(eq(reservations.id, reservation.id));
}
