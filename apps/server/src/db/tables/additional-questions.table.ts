import { ANSWER_TYPES, QUESTION_TYPES } from '@yadori/contract/additional-questions.constants';
import type { QuestionTranslation } from '@yadori/contract/additional-questions.schema';
import type { Translation } from '@yadori/contract/settings.schema';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hotelBrands, hotels } from './hotels.table.ts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A choice of an `options` question: its value and its label per locale. */
export interface QuestionOptionRow {
  value: string;
  translations: Translation[];
}

/**
 * A question asked when booking (spec section 3, additional question), owned by one hotel or by a
 * brand (then `labels` say for which facilities). `labels` are the label filters of spec section 3
 * (audience, page, placement, facility); `started_at` keeps a question hidden until then.
 */
export const additionalQuestions = pgTable(
  'additional_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    hotelId: integer('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => hotelBrands.id, { onDelete: 'cascade' }),
    questionType: text('question_type').notNull(),
    answerType: text('answer_type').notNull(),
    /** The question in the owner's own language; `translations` hold every locale's wording. */
    name: text('name').notNull(),
    translations: jsonb('translations').$type<QuestionTranslation[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    perRoom: boolean('per_room').notNull().default(false),
    multiple: boolean('multiple').notNull().default(false),
    options: jsonb('options').$type<QuestionOptionRow[]>().notNull().default([]),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('additional_questions_one_owner', sql`(${t.hotelId} is null) <> (${t.brandId} is null)`),
    check('additional_questions_type_known', sql`${t.questionType} in (${sqlList(QUESTION_TYPES)})`),
    check('additional_questions_answer_type_known', sql`${t.answerType} in (${sqlList(ANSWER_TYPES)})`),
    check(
      'additional_questions_file_answers',
      sql`(${t.questionType} = 'file') = (${t.answerType} = 'file')`,
    ),
    index('additional_questions_hotel_idx').on(t.hotelId),
    index('additional_questions_brand_idx').on(t.brandId),
  ],
);
