import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { additionalQuestions } from '../../db/tables/additional-questions.table.ts';
import { reservationAnswers } from '../../db/tables/reservations.table.ts';

/** A question as the console edits it. */
export type QuestionRow = typeof additionalQuestions.$inferSelect;
export type QuestionColumns = Partial<
  Omit<typeof additionalQuestions.$inferInsert, 'id' | 'hotelId' | 'brandId'>
>;

/** The hotel's own questions, then its brand's (which of those it asks, the caller decides by label). */
export async function listQuestionsOf(
  db: Db,
  hotel: { id: number; brandId: number },
): Promise<QuestionRow[]> {
  return db
    .select()
    .from(additionalQuestions)
    .where(ownedBy(hotel))
    .orderBy(
      sql`${additionalQuestions.hotelId} is null`,
      asc(additionalQuestions.sortOrder),
      asc(additionalQuestions.id),
    );
}

const ownedBy = (hotel: { id: number; brandId: number }) =>
  or(
    eq(additionalQuestions.hotelId, hotel.id),
    and(eq(additionalQuestions.brandId, hotel.brandId), isNull(additionalQuestions.hotelId)),
  );

/** The question `id` when the hotel or its brand owns it, or null; `lock` holds it until the transaction ends. */
export async function findQuestion(
  db: Db,
  hotel: { id: number; brandId: number },
  id: number,
  options: { lock?: boolean } = {},
): Promise<QuestionRow | null> {
  const query = db
    .select()
    .from(additionalQuestions)
    .where(and(eq(additionalQuestions.id, id), ownedBy(hotel)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertQuestion(
  db: Db,
  values: typeof additionalQuestions.$inferInsert,
): Promise<QuestionRow> {
  const [row] = await db.insert(additionalQuestions).values(values).returning();
  return row!;
}

export async function updateQuestion(db: Db, id: number, values: QuestionColumns): Promise<QuestionRow> {
  const [row] = await db
    .update(additionalQuestions)
    .set(values)
    .where(eq(additionalQuestions.id, id))
    .returning();
  return row!;
}

export async function deleteQuestion(db: Db, id: number): Promise<void> {
  await db.delete(additionalQuestions).where(eq(additionalQuestions.id, id));
}

/** True when a reservation holds an answer to the question. */
export async function questionAnswered(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: reservationAnswers.id })
    .from(reservationAnswers)
    .where(eq(reservationAnswers.questionId, id))
    .limit(1);
  return rows.length > 0;
}
