import type { AnswerType, QuestionType } from '@yadori/contract/additional-questions.constants';
import type { QuestionTranslation } from '@yadori/contract/additional-questions.schema';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { additionalQuestions, type QuestionOptionRow } from '../../db/tables/additional-questions.table.ts';

/** A question row as the service uses it. */
export interface QuestionRecord {
  id: number;
  hotelId: number | null;
  brandId: number | null;
  questionType: QuestionType;
  answerType: AnswerType;
  name: string;
  translations: QuestionTranslation[];
  required: boolean;
  perRoom: boolean;
  multiple: boolean;
  options: QuestionOptionRow[];
  labels: string[];
  startedAt: Date | null;
  active: boolean;
}

export type NewQuestion = Omit<QuestionRecord, 'id' | 'active' | 'startedAt'> & {
  active?: boolean;
  startedAt?: Date | null;
  sortOrder?: number;
};

const columns = {
  id: additionalQuestions.id,
  hotelId: additionalQuestions.hotelId,
  brandId: additionalQuestions.brandId,
  questionType: additionalQuestions.questionType,
  answerType: additionalQuestions.answerType,
  name: additionalQuestions.name,
  translations: additionalQuestions.translations,
  required: additionalQuestions.required,
  perRoom: additionalQuestions.perRoom,
  multiple: additionalQuestions.multiple,
  options: additionalQuestions.options,
  labels: additionalQuestions.labels,
  startedAt: additionalQuestions.startedAt,
  active: additionalQuestions.active,
};

// The CHECK constraints keep question_type and answer_type inside the contract enumerations.
const toRecord = (row: Record<keyof typeof columns, unknown>) => row as QuestionRecord;

/** The questions a hotel owns, in display order. */
export async function listHotelQuestions(db: Db, hotelId: number): Promise<QuestionRecord[]> {
  const rows = await db
    .select(columns)
    .from(additionalQuestions)
    .where(eq(additionalQuestions.hotelId, hotelId))
    .orderBy(asc(additionalQuestions.sortOrder), asc(additionalQuestions.id));
  return rows.map(toRecord);
}

/** The questions a brand owns, in display order. */
export async function listBrandQuestions(db: Db, brandId: number): Promise<QuestionRecord[]> {
  const rows = await db
    .select(columns)
    .from(additionalQuestions)
    .where(eq(additionalQuestions.brandId, brandId))
    .orderBy(asc(additionalQuestions.sortOrder), asc(additionalQuestions.id));
  return rows.map(toRecord);
}

/** A hotel's own questions, then its brand's (the brand's facility labels are checked by the caller). */
export async function listQuestionsForHotel(
  db: Db,
  hotel: { id: number; brandId: number },
): Promise<QuestionRecord[]> {
  const rows = await db
    .select(columns)
    .from(additionalQuestions)
    .where(
      or(
        eq(additionalQuestions.hotelId, hotel.id),
        and(eq(additionalQuestions.brandId, hotel.brandId), isNull(additionalQuestions.hotelId)),
      ),
    )
    .orderBy(
      asc(additionalQuestions.hotelId),
      asc(additionalQuestions.sortOrder),
      asc(additionalQuestions.id),
    );
  return rows.map(toRecord);
}

/** Inserts questions (seed and tests). */
export async function insertQuestions(db: Db, questions: readonly NewQuestion[]): Promise<number[]> {
  if (questions.length === 0) return [];
  const rows = await db
    .insert(additionalQuestions)
    .values(questions.map((q) => ({ ...q })))
    .returning({ id: additionalQuestions.id });
  return rows.map((r) => r.id);
}
