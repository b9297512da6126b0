import {
  LABEL_FILTERS,
  membershipOrganizationLabel,
  membershipProgramLabel,
  membershipRankLabel,
  targetFacilityLabel,
} from '@yadori/contract/additional-questions.constants';
import type { AdditionalQuestion } from '@yadori/contract/additional-questions.schema';
import type { WhoamiUser } from '@yadori/contract/session.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import { logger } from '../../lib/logger.ts';

/** A question with where it came from (hotel and brand questions have their own ids). */
export interface ShownQuestion {
  source: 'hotel' | 'brand';
  question: AdditionalQuestion;
}

/** What the label filters need of a signed-in member. */
export type MemberLabels = Pick<WhoamiUser, 'program_id' | 'rank_id' | 'organization'>;

/**
 * The label filters of the guest-detail page (spec sections 3 and 5): the page, this hotel, all users,
 * and a member's program, rank and organization.
 */
export function questionLabels(hotelId: number, member: MemberLabels | null = null): string[] {
  const labels = [
    'guest_detail',
    LABEL_FILTERS.allUsers,
    LABEL_FILTERS.targetAllFacilities,
    targetFacilityLabel(hotelId),
  ];
  if (member?.program_id != null) labels.push(membershipProgramLabel(member.program_id));
  if (member?.rank_id != null)
    labels.push(membershipRankLabel(member.rank_id), LABEL_FILTERS.membershipRankAll);
  if (member?.organization)
    labels.push(membershipOrganizationLabel(member.organization.id), LABEL_FILTERS.membershipOrganizationAll);
  return labels;
}

/**
 * Spec section 5: brand notifications are kept only when labelled for all facilities or this hotel;
 * other brand questions without a facility label are for every hotel of the brand.
 */
export function keepBrandQuestion(question: AdditionalQuestion, hotelId: number): boolean {
  const facility = question.labels.filter((label) => label.startsWith('target_'));
  const forHotel = (label: string) =>
    label === LABEL_FILTERS.targetAllFacilities || label === targetFacilityLabel(hotelId);
  if (question.question_type === 'notification') return facility.some(forHotel);
  return facility.length === 0 || facility.some(forHotel);
}

/**
 * The hotel's and the brand's questions for the guest-detail page. A failure of the hotel's
 * questions is thrown (the page shows it); a failure of the brand's is only logged (spec section 8).
 */
export async function loadQuestions(
  api: Pick<ApiClient, 'get'>,
  ids: { hotelId: number; brandId: number },
  member: MemberLabels | null = null,
): Promise<ShownQuestion[]> {
  const q = JSON.stringify(questionLabels(ids.hotelId, member));
  const brand = call(api, 'GET /book/hotel_brands/:brandId/additional_questions', {
    params: { brandId: ids.brandId },
    query: { q },
  })
    .then((body) =>
      body.data.additional_questions.filter((question) => keepBrandQuestion(question, ids.hotelId)),
    )
    .catch((error: unknown): AdditionalQuestion[] => {
      logger.error('Brand additional questions failed', { error: String(error) });
      return [];
    });
  const hotel = await call(api, 'GET /book/hotels/:hotelId/additional_questions', {
    params: { hotelId: ids.hotelId },
    query: { q },
  });
  return [
    ...hotel.data.additional_questions.map((question) => ({ source: 'hotel' as const, question })),
    ...(await brand).map((question) => ({ source: 'brand' as const, question })),
  ];
}
