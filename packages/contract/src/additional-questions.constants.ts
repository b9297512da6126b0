/**
 * Plain constants of additional questions (spec sections 3, 5, 9). No Zod here: the widget imports
 * these by value.
 */

/** What a question asks (spec section 3, additional question); `file` asks for attachments. */
export const QUESTION_TYPES = [
  'checkin',
  'checkout',
  'people_per_room',
  'free',
  'notification',
  'file',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** How a question is answered. */
export const ANSWER_TYPES = ['text', 'options', 'file'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** Spec section 9: text answers and attachments. */
export const ANSWER_LIMITS = {
  textLength: 255,
  attachmentBytes: 80 * 1024 * 1024,
  attachmentsPerBooking: 30,
} as const;

/** Fixed label filters of spec section 3; the numbered ones are built with the helpers below. */
export const LABEL_FILTERS = {
  allUsers: 'all_users',
  membershipRankAll: 'membership_rank_all',
  membershipOrganizationAll: 'membership_organization_all',
  placeAfterSignIn: 'place_after_sign_in',
  targetAllFacilities: 'target_all_facilities',
} as const;

export const membershipProgramLabel = (id: number) => `membership_program_${id}`;
export const membershipRankLabel = (id: number) => `membership_rank_${id}`;
export const membershipOrganizationLabel = (id: number) => `membership_organization_${id}`;
export const targetFacilityLabel = (hotelId: number) => `target_facility_${hotelId}`;

/** The page labels the widget sends (the page that asks the questions). */
export const QUESTION_PAGE_LABELS = ['guest_detail', 'confirmation'] as const;
export type QuestionPageLabel = (typeof QUESTION_PAGE_LABELS)[number];
