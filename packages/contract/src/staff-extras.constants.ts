/**
 * Plain constants of the console's extras and additional questions (issue 17), without Zod so the
 * console can import them.
 */

/** Who owns a question: the hotel, or its brand (then its `labels` say which hotels ask it). */
export const STAFF_QUESTION_OWNERS = ['hotel', 'brand'] as const;
export type StaffQuestionOwner = (typeof STAFF_QUESTION_OWNERS)[number];

/** Days one read of an extra's stock may cover, and one stock edit. */
export const STAFF_EXTRA_STOCK_READ_DAYS = 93;
export const STAFF_EXTRA_STOCK_EDIT_DAYS = 366;
