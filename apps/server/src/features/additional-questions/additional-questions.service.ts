import { LABEL_FILTERS, targetFacilityLabel } from '@yadori/contract/additional-questions.constants';
import {
  type AdditionalAnswer,
  type AdditionalQuestion,
  labelFiltersSchema,
} from '@yadori/contract/additional-questions.schema';
import type { Locale } from '@yadori/contract/locales';
import type { Db } from '../../db/database.ts';
import { localizedName } from '../../i18n/translate.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import { isBrandVisible } from '../facilities/brand-hotels.service.ts';
import { findFreeAttachmentIds } from '../file-attachments/file-attachments.service.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { memberLabels, type SearchMember } from '../search/search.service.ts';
import { questionErrors } from './additional-questions.errors.ts';
import {
  listBrandQuestions,
  listHotelQuestions,
  listQuestionsForHotel,
  type QuestionRecord,
} from './additional-questions.repository.ts';
import { type QuestionToAnswer, type StoredAnswer, validateAnswers } from './answer-validation.ts';
import { questionIsLive, questionMatches, showsAtHotel, targetHotelOf } from './label-filters.ts';

/**
 * What the answers given after booking (reservation-updates' reservation-answers) use of the questions
 * and their rules (decision 034: other features come through this service).
 */
export { isPerRoom } from './answer-validation.ts';
export { answersAsBooked, savedAnswerOf } from './reservation-answers.saved.ts';
export type { QuestionRecord, QuestionToAnswer, StoredAnswer };
export { listQuestionsForHotel, questionIsLive, questionMatches, showsAtHotel, validateAnswers };

type Scope = Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;

/** Without `q` a caller is a guest: questions for all users. */
const DEFAULT_FILTERS = [LABEL_FILTERS.allUsers];

/** Reads `q` (JSON: a list of label filters, or `{label_filters: [...]}`); a bad one is a 400 naming `q`. */
export function parseLabelFilters(q: string | undefined): Set<string> {
  if (q === undefined || q.trim() === '') return new Set(DEFAULT_FILTERS);
  let json: unknown;
  try {
    json = JSON.parse(q);
  } catch {
    throw questionErrors.filtersInvalid();
  }
  const parsed = labelFiltersSchema.safeParse(json);
  if (!parsed.success) throw questionErrors.filtersInvalid();
  return new Set(parsed.data);
}

/** The language a question's owner writes in: the hotel's, or Japanese for a brand's (every demo brand writes it first). */
export const ownerLocaleOf = (record: Pick<QuestionRecord, 'hotelId'>, hotelLocale: Locale): Locale =>
  record.hotelId === null ? 'ja' : hotelLocale;

function textIn(record: QuestionRecord, locale: Locale, ownerLocale: Locale) {
  return (
    record.translations.find((t) => t.locale === locale) ??
    record.translations.find((t) => t.locale === ownerLocale) ?? { name: record.name, description: '' }
  );
}

/** The wire question in `locale` (else the owner's language), options labelled alike. */
export function toAdditionalQuestion(
  record: QuestionRecord,
  locale: Locale,
  ownerLocale: Locale,
): AdditionalQuestion {
  const text = textIn(record, locale, ownerLocale);
  return {
    id: record.id,
    hotel_id: record.hotelId,
    hotel_brand_id: record.brandId,
    question_type: record.questionType,
    answer_type: record.answerType,
    name: text.name || record.name,
    description: text.description,
    required: record.required,
    per_room: record.perRoom,
    multiple: record.multiple,
    options: record.options.map((option) => ({
      value: option.value,
      label:
        option.translations.find((t) => t.locale === locale)?.name ??
        option.translations.find((t) => t.locale === ownerLocale)?.name ??
        option.value,
    })),
    labels: record.labels,
    settings: { started_at: record.startedAt?.toISOString() ?? null },
    translations_attributes: record.translations,
  };
}

/** `GET /hotels/{hotelId}/additional_questions?q=`: the hotel's own questions for these label filters. */
export async function getHotelQuestions(
  db: Db,
  hotels: HotelCatalogue,
  scope: Scope,
  request: { hotelId: number; q?: string; locale: Locale; now: Date },
): Promise<AdditionalQuestion[]> {
  const filters = parseLabelFilters(request.q);
  const hotel = await hotels.visibleHotel(scope, request.hotelId, questionErrors.hotelNotFound);
  const records = await listHotelQuestions(db, hotel.id);
  return records
    .filter((r) => questionMatches(r, filters, request.now))
    .map((r) => toAdditionalQuestion(r, request.locale, hotel.locale));
}

/**
 * `GET /hotel_brands/{brandId}/additional_questions?q=`: the brand's questions for these label
 * filters; a `target_facility_{id}` filter names the hotel being booked (brand notifications are kept
 * only for it or for all facilities).
 */
export async function getBrandQuestions(
  db: Db,
  scope: Scope,
  request: { brandId: number; q?: string; locale: Locale; now: Date },
): Promise<AdditionalQuestion[]> {
  const filters = parseLabelFilters(request.q);
  if (!(await isBrandVisible(db, scope, request.brandId)))
    throw questionErrors.brandNotFound(request.brandId);
  const hotelId = targetHotelOf(filters);
  const records = await listBrandQuestions(db, request.brandId);
  // Brand wording falls back to Japanese, the language every demo brand writes in first.
  return records
    .filter((r) => questionMatches(r, filters, request.now) && showsAtHotel(r, hotelId))
    .map((r) => toAdditionalQuestion(r, request.locale, 'ja'));
}

/** The label filters of a booking: a guest on the guest-detail page of this hotel, plus the caller's. */
export function bookingLabelFilters(hotelId: number, extra: readonly string[] = []): Set<string> {
  return new Set([LABEL_FILTERS.allUsers, 'guest_detail', targetFacilityLabel(hotelId), ...extra]);
}

/**
 * Checks a booking's answers against every question that applies to it (the hotel's and its brand's),
 * with the files uploaded to this hotel; throws a 400 listing each problem, or returns the rows to keep.
 * Questions are named in the language the error is written in (the request's Tripla-Locale), else
 * as the widget shows them (the hotel's wording).
 * The booking calls it before its transaction, then `claimAttachments` inside it.
 * @example const rows = await checkBookingAnswers(db, { hotel, answers: body.answers, rooms, now });
 */
export async function checkBookingAnswers(
  db: Db,
  request: {
    hotel: { id: number; brand: { id: number }; locale: Locale };
    answers: readonly AdditionalAnswer[];
    rooms: readonly { adults: number }[];
    now: Date;
    labelFilters?: readonly string[];
    /** The questions of the hotel and its brand; read from the database when not given (a cache may give them). */
    questionsOf?: HotelQuestions;
  },
): Promise<StoredAnswer[]> {
  const { hotel } = request;
  const questionsOf =
    request.questionsOf ?? ((h) => listQuestionsForHotel(db, { id: h.id, brandId: h.brand.id }));
  const filters = bookingLabelFilters(hotel.id, request.labelFilters);
  // Every live question of the hotel and its brand may be answered (a member answers member questions);
  // those the booking's label filters ask are required when marked so.
  const live = (await questionsOf(hotel)).filter(
    (r) => questionIsLive(r, request.now) && (r.hotelId !== null || showsAtHotel(r, hotel.id)),
  );
  const questions: QuestionToAnswer[] = live.map((r) => ({
    id: r.id,
    name: localizedName(r.translations, ownerLocaleOf(r, hotel.locale), r.name),
    questionType: r.questionType,
    answerType: r.answerType,
    required: r.required && questionMatches(r, filters, request.now),
    perRoom: r.perRoom,
    multiple: r.multiple,
    optionValues: r.options.map((o) => o.value),
  }));
  const fileIds = request.answers.flatMap((a) => [
    ...(a.file_attachment_ids ?? []),
    ...(a.rooms ?? []).flatMap((room) => room.file_attachment_ids ?? []),
  ]);
  const known = await findFreeAttachmentIds(db, hotel.id, [...new Set(fileIds)].slice(0, 200));
  const check = validateAnswers(questions, request.answers, request.rooms, known);
  const [first, ...rest] = check.issues;
  if (first) throw questionErrors.answersInvalid([first, ...rest]);
  return check.answers;
}

/** Every question of a hotel and its brand, live or not (`listQuestionsForHotel`, or a cache of it). */
export type HotelQuestions = (hotel: {
  id: number;
  brand: { id: number };
}) => ReturnType<typeof listQuestionsForHotel>;

/**
 * The booking's answer check in the shape the reservation service takes (`ReservationDeps.checkAnswers`):
 * rooms' adults from the body. The body's `locale` (the guest's language for mail) does not name the
 * questions in messages: the message's own language does.
 */
export async function checkReservationAnswers(input: {
  db: Db;
  hotel: { id: number; brand: { id: number }; locale: Locale };
  body: { answers?: readonly AdditionalAnswer[]; rooms: readonly { adults: number }[]; locale?: Locale };
  now: Date;
  /** A member's booking: the questions labelled for their program and rank (spec §5) apply too. */
  member?: Pick<SearchMember, 'programId' | 'rankId'> | null;
  questionsOf?: HotelQuestions;
}): Promise<void> {
  await checkBookingAnswers(input.db, {
    hotel: input.hotel,
    answers: input.body.answers ?? [],
    rooms: input.body.rooms,
    now: input.now,
    labelFilters: input.member ? memberLabels(input.member) : [],
    questionsOf: input.questionsOf,
  });
}
