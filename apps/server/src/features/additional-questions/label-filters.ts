import type { QuestionType } from '@yadori/contract/additional-questions.constants';
import { LABEL_FILTERS, targetFacilityLabel } from '@yadori/contract/additional-questions.constants';

/** What the filter rules need of a question. */
export interface LabelledQuestion {
  questionType: QuestionType;
  labels: readonly string[];
  startedAt: Date | null;
  active: boolean;
}

const AUDIENCE =
  /^(all_users|membership_program_\d+|membership_rank_(\d+|all)|membership_organization_(\d+|all))$/;
const FACILITY = /^target_(all_facilities|facility_\d+)$/;
const PLACEMENT = LABEL_FILTERS.placeAfterSignIn;

type LabelKind = 'audience' | 'facility' | 'placement' | 'page';

/** The kind of a label filter (spec section 3); any other label names a page. */
export function labelKind(label: string): LabelKind {
  if (AUDIENCE.test(label)) return 'audience';
  if (FACILITY.test(label)) return 'facility';
  if (label === PLACEMENT) return 'placement';
  return 'page';
}

const ofKind = (labels: readonly string[], kind: LabelKind) => labels.filter((l) => labelKind(l) === kind);

/** Switched on and past its settings.started_at. */
export function questionIsLive(question: Pick<LabelledQuestion, 'active' | 'startedAt'>, now: Date): boolean {
  return question.active && (!question.startedAt || question.startedAt.getTime() <= now.getTime());
}

/**
 * Whether a question shows for the caller's label filters (spec section 5): it must have started;
 * its audience labels (all_users, program, rank, organization) must meet the caller's — a question
 * without any is for all users; page and placement labels, when the caller names some, must meet
 * them too. Facility labels are checked by `showsAtHotel`.
 */
export function questionMatches(
  question: LabelledQuestion,
  filters: ReadonlySet<string>,
  now: Date,
): boolean {
  if (!question.active) return false;
  if (question.startedAt && question.startedAt.getTime() > now.getTime()) return false;
  const audience = ofKind(question.labels, 'audience');
  if (audience.length > 0 && !audience.some((l) => filters.has(l))) return false;
  for (const kind of ['page', 'placement'] as const) {
    const asked = [...filters].filter((l) => labelKind(l) === kind);
    const own = ofKind(question.labels, kind);
    if (asked.length > 0 && own.length > 0 && !own.some((l) => asked.includes(l))) return false;
  }
  return true;
}

/**
 * Whether a brand question is for this hotel: labelled for all facilities or for this one. Brand
 * notifications are kept only so (spec section 5); other brand questions without facility labels
 * go to every hotel of the brand.
 */
export function showsAtHotel(question: LabelledQuestion, hotelId: number | null): boolean {
  const facility = ofKind(question.labels, 'facility');
  const forHotel = (l: string) =>
    l === LABEL_FILTERS.targetAllFacilities || (hotelId !== null && l === targetFacilityLabel(hotelId));
  if (question.questionType === 'notification') return facility.some(forHotel);
  return facility.length === 0 || facility.some(forHotel);
}

/** The hotel named by `target_facility_{id}` filters, when exactly one is named. */
export function targetHotelOf(filters: ReadonlySet<string>): number | null {
  const ids = [...filters].flatMap((l) => {
    const match = /^target_facility_(\d+)$/.exec(l);
    return match ? [Number(match[1])] : [];
  });
  return ids.length === 1 ? ids[0]! : null;
}
