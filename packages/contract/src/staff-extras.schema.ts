import { z } from 'zod';
import { ANSWER_LIMITS, ANSWER_TYPES, QUESTION_TYPES } from './additional-questions.constants.ts';
import { questionTranslationSchema } from './additional-questions.schema.ts';
import { LOCALES } from './locales.ts';
import { EXTRA_TYPES } from './search.constants.ts';
import { isoDateSchema, namedTranslationSchema } from './search.schema.ts';
import { localeSchema, translationSchema } from './settings.schema.ts';
import { STAFF_QUESTION_OWNERS } from './staff-extras.constants.ts';
import { staffCodeSchema, staffHotelParamsSchema } from './staff-property.schema.ts';
import { text } from './text.ts';

/**
 * The console's extras and additional questions of a hotel (issue 17), under
 * `/staff/hotels/:hotelId`. Request bodies accept exactly what the tables' CHECK constraints accept
 * (a bad value is a field error, never a refused row); a PATCH names only what changes, and the
 * merged row is checked again as a whole.
 */

const pathId = staffHotelParamsSchema.shape.hotelId;
const nameText = text().trim().min(1).max(200);
const descriptionText = text().max(5000);
const sortOrderSchema = z.number().int().min(-1_000_000).max(1_000_000);
/** Minor units, tax included: what `extras_price` and the daily price accept, within reason. */
const moneySchema = z.number().int().min(0).max(100_000_000);
/** The guest contract takes at most 999 units of an extra in one booking. */
const quantitySchema = z.number().int().min(0).max(999);

function distinct<T>(list: readonly T[], key: (item: T) => unknown = (item) => item): boolean {
  return new Set(list.map(key)).size === list.length;
}
const ONE_PER_LANGUAGE = 'one translation per language';
const somethingToChange = (body: object) => Object.keys(body).length > 0;
const SOMETHING = 'name at least one field to change';

const namedTranslationsInput = z
  .array(z.strictObject({ locale: localeSchema, name: nameText, description: descriptionText.default('') }))
  .max(LOCALES.length)
  .refine((list) => distinct(list, (t) => t.locale), ONE_PER_LANGUAGE);

export const staffExtraParamsSchema = z.object({ hotelId: pathId, extraId: pathId });
export const staffQuestionParamsSchema = z.object({ hotelId: pathId, questionId: pathId });

/**
 * What `DELETE` did: removed, or switched off and kept (`active: false`) — a question guests answered,
 * an extra a booking took — so what points at it keeps it.
 */
export const staffDeleteResponseSchema = z.object({
  data: z.object({ id: z.number().int(), outcome: z.enum(['deleted', 'deactivated']) }),
});

// ---------------------------------------------------------------------------------------------
// Extras

const extraFields = {
  code: staffCodeSchema,
  /** `generic`: offered with every stay; `other`: on the dates it has stock. */
  extra_type: z.enum(EXTRA_TYPES),
  name: nameText,
  translations: namedTranslationsInput,
  /** One unit, tax included, on a day without a price of its own. */
  price: moneySchema,
  /** Fewest and most units one booking takes (0 fewest: optional). */
  min_quantity: quantitySchema,
  max_quantity: quantitySchema,
  sort_order: sortOrderSchema,
  /**
   * Off: guests neither see nor book it; stays that took it keep it. Refused (409) while a room plan
   * includes it in its price, as guests would see the plan offer an extra they cannot see.
   */
  active: z.boolean(),
};

/** `POST …/extras`; also what a PATCH's merged extra must still be. */
export const staffExtraCreateBodySchema = z
  .strictObject({
    ...extraFields,
    translations: namedTranslationsInput.default([]),
    min_quantity: quantitySchema.default(0),
    sort_order: sortOrderSchema.default(0),
    active: z.boolean().default(true),
  })
  .refine((extra) => extra.max_quantity >= extra.min_quantity, {
    message: 'max_quantity is at least min_quantity',
    path: ['max_quantity'],
  });
export type StaffExtraCreateBody = z.infer<typeof staffExtraCreateBodySchema>;

export const staffExtraPatchBodySchema = z
  .strictObject(extraFields)
  .partial()
  .refine(somethingToChange, SOMETHING);
export type StaffExtraPatchBody = z.infer<typeof staffExtraPatchBodySchema>;

export const staffExtraSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  code: z.string(),
  extra_type: z.enum(EXTRA_TYPES),
  name: z.string(),
  translations: z.array(namedTranslationSchema),
  price: z.number().int(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int(),
  sort_order: z.number().int(),
  /** Guests see and book it (switched off: only the stays that took it keep it). */
  active: z.boolean(),
  /** Bookings have included it: `DELETE` switches it off instead of deleting it. */
  booked: z.boolean(),
});
export type StaffExtra = z.infer<typeof staffExtraSchema>;
export const staffExtraResponseSchema = z.object({ data: staffExtraSchema });
export const staffExtrasResponseSchema = z.object({ data: z.array(staffExtraSchema) });

/** `GET …/extras/:extraId/stock?from&to` (both included). */
export const staffExtraStockQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });

export const staffExtraStockDaySchema = z.object({
  date: isoDateSchema,
  /** Units still for sale that day; null: no stock row (not sold that day). */
  inventory: z.number().int().nullable(),
  /** That day's unit price when it differs from the extra's. */
  price: z.number().int().nullable(),
  /** Units live reservations hold that day. */
  sold: z.number().int(),
});
export type StaffExtraStockDay = z.infer<typeof staffExtraStockDaySchema>;
export const staffExtraStockResponseSchema = z.object({
  data: z.object({ from: isoDateSchema, to: isoDateSchema, days: z.array(staffExtraStockDaySchema) }),
});

/**
 * `POST …/extras/:extraId/stock`: sets the units left to sell on each day from `from` to `to` (only
 * the given weekdays, 0 = Sunday, when named), and that day's price (null: the extra's own price;
 * left out: kept as it is).
 */
export const staffExtraStockBodySchema = z
  .strictObject({
    from: isoDateSchema,
    to: isoDateSchema,
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1)
      .max(7)
      .refine((list) => distinct(list), 'each weekday once')
      .optional(),
    inventory: z.number().int().min(0).max(1_000_000),
    price: moneySchema.nullable().optional(),
  })
  .refine((body) => body.from <= body.to, { message: 'to is on or after from', path: ['to'] });
export type StaffExtraStockBody = z.infer<typeof staffExtraStockBodySchema>;
export const staffExtraStockChangeResponseSchema = z.object({
  data: z.object({ days: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Additional questions

const optionInput = z.strictObject({
  value: text().trim().min(1).max(100),
  translations: z
    .array(z.strictObject({ locale: localeSchema, name: nameText }))
    .max(LOCALES.length)
    .refine((list) => distinct(list, (t) => t.locale), ONE_PER_LANGUAGE),
});

const questionTranslationsInput = z
  .array(
    z.strictObject({
      locale: localeSchema,
      name: nameText,
      description: text()
        .max(ANSWER_LIMITS.textLength * 4)
        .default(''),
    }),
  )
  .max(LOCALES.length)
  .refine((list) => distinct(list, (t) => t.locale), ONE_PER_LANGUAGE);

/** A label filter of spec section 3 (`all_users`, `membership_rank_3`, `target_facility_1`, a page name). */
const labelInput = text().regex(/^[a-z0-9_]{1,100}$/, 'lower-case letters, digits and "_"');

const questionFields = {
  question_type: z.enum(QUESTION_TYPES),
  answer_type: z.enum(ANSWER_TYPES),
  name: nameText,
  translations: questionTranslationsInput,
  required: z.boolean(),
  /** Answered once per room (check-in, check-out and people per room always are). */
  per_room: z.boolean(),
  /** An `options` question that takes more than one choice. */
  multiple: z.boolean(),
  options: z
    .array(optionInput)
    .max(100)
    .refine((list) => distinct(list, (o) => o.value), 'each option value once'),
  labels: z
    .array(labelInput)
    .max(50)
    .refine((list) => distinct(list), 'each label once'),
  /** Hidden from guests until then. */
  started_at: z.iso.datetime({ offset: true }).nullable(),
  active: z.boolean(),
  sort_order: sortOrderSchema,
};

type QuestionShape = {
  question_type: (typeof QUESTION_TYPES)[number];
  answer_type: (typeof ANSWER_TYPES)[number];
  required: boolean;
  multiple: boolean;
  options: { value: string }[];
};

/** What the guest side can ask: each rule names the field it is about. */
const QUESTION_RULES: { ok: (q: QuestionShape) => boolean; message: string; path: string }[] = [
  {
    ok: (q) => (q.question_type === 'file') === (q.answer_type === 'file'),
    message: 'a file question takes file answers, and only it',
    path: 'answer_type',
  },
  {
    ok: (q) => !['checkin', 'checkout'].includes(q.question_type) || q.answer_type === 'options',
    message: 'a check-in or check-out question is answered with a time among its options',
    path: 'answer_type',
  },
  {
    ok: (q) => !['people_per_room', 'notification'].includes(q.question_type) || q.answer_type === 'text',
    message: 'this question type is answered with text',
    path: 'answer_type',
  },
  {
    ok: (q) =>
      !['checkin', 'checkout'].includes(q.question_type) ||
      q.options.every((o) => /^([01]\d|2[0-3]):[0-5]\d$/.test(o.value)),
    message: 'check-in and check-out options are times HH:MM',
    path: 'options',
  },
  {
    ok: (q) => q.answer_type !== 'options' || q.question_type !== 'free' || q.options.length > 0,
    message: 'a question answered with options needs at least one',
    path: 'options',
  },
  {
    ok: (q) => q.answer_type === 'options' || q.options.length === 0,
    message: 'only a question answered with options has options',
    path: 'options',
  },
  {
    ok: (q) => !q.multiple || (q.answer_type === 'options' && q.question_type === 'free'),
    message: 'only a free question answered with options takes several choices',
    path: 'multiple',
  },
  {
    ok: (q) => q.question_type !== 'notification' || !q.required,
    message: 'a notification asks nothing, so it is never required',
    path: 'required',
  },
];

const withQuestionRules = <S extends z.ZodType<QuestionShape>>(schema: S) =>
  schema.superRefine((question, context) => {
    for (const rule of QUESTION_RULES) {
      if (!rule.ok(question)) context.addIssue({ code: 'custom', message: rule.message, path: [rule.path] });
    }
  });

/** `POST …/additional_questions`; also what a PATCH's merged question must still be. */
export const staffQuestionCreateBodySchema = withQuestionRules(
  z.strictObject({
    ...questionFields,
    /** `brand`: a question of the whole brand (brand admins); its `labels` say which hotels ask it. */
    owner: z.enum(STAFF_QUESTION_OWNERS).default('hotel'),
    translations: questionTranslationsInput.default([]),
    required: z.boolean().default(false),
    per_room: z.boolean().default(false),
    multiple: z.boolean().default(false),
    options: questionFields.options.default([]),
    labels: questionFields.labels.default([]),
    started_at: questionFields.started_at.default(null),
    active: z.boolean().default(true),
    sort_order: sortOrderSchema.default(0),
  }),
);
export type StaffQuestionCreateBody = z.infer<typeof staffQuestionCreateBodySchema>;

/** The owner is fixed once created. */
export const staffQuestionPatchBodySchema = z
  .strictObject(questionFields)
  .partial()
  .refine(somethingToChange, SOMETHING);
export type StaffQuestionPatchBody = z.infer<typeof staffQuestionPatchBodySchema>;

export const staffQuestionOptionSchema = z.object({
  value: z.string(),
  translations: z.array(translationSchema),
});

export const staffQuestionSchema = z.object({
  id: z.number().int(),
  owner: z.enum(STAFF_QUESTION_OWNERS),
  hotel_id: z.number().int().nullable(),
  brand_id: z.number().int().nullable(),
  /** Whether this account may change it (a brand's question: brand admins only). */
  editable: z.boolean(),
  question_type: z.enum(QUESTION_TYPES),
  answer_type: z.enum(ANSWER_TYPES),
  name: z.string(),
  translations: z.array(questionTranslationSchema),
  required: z.boolean(),
  per_room: z.boolean(),
  multiple: z.boolean(),
  options: z.array(staffQuestionOptionSchema),
  labels: z.array(z.string()),
  started_at: z.string().nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
});
export type StaffQuestion = z.infer<typeof staffQuestionSchema>;
export const staffQuestionResponseSchema = z.object({ data: staffQuestionSchema });
export const staffQuestionsResponseSchema = z.object({ data: z.array(staffQuestionSchema) });
