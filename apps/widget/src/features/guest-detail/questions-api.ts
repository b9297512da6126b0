import { LABEL_FILTERS, targetFacilityLabel } from '@yadori/contract/additional-questions.constants';
import type {
  AdditionalQuestion,
  AdditionalQuestionsResponse,
} from '@yadori/contract/additional-questions.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { logger } from '../../lib/logger.ts';

/** A question with where it came from (hotel and brand questions have their own ids). */
export interface ShownQuestion {
  source: 'hotel' | 'brand';
  question: AdditionalQuestion;
}

/** The label filters of the guest-detail page for a guest (spec section 3 label filters). */
export function questionLabels(hotelId: number): string[] {
  return [
    'guest_detail',
    LABEL_FILTERS.allUsers,
    LABEL_FILTERS.targetAllFacilities,
    targetFacilityLabel(hotelId),
  ];
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
): Promise<ShownQuestion[]> {
  const q = JSON.stringify(questionLabels(ids.hotelId));
  const brand = api
    .get<AdditionalQuestionsResponse>(`/hotel_brands/${ids.brandId}/additional_questions`, { q })
    .then((body) =>
      body.data.additional_questions.filter((question) => keepBrandQuestion(question, ids.hotelId)),
    )
    .catch((error: unknown) => {
      logger.error('Brand additional questions failed', { error: String(error) });
      return [] as AdditionalQuestion[];
    });
  const hotel = await api.get<AdditionalQuestionsResponse>(`/hotels/${ids.hotelId}/additional_questions`, {
    q,
  });
  return [
    ...hotel.data.additional_questions.map((question) => ({ source: 'hotel' as const, question })),
    ...(await brand).map((question) => ({ source: 'brand' as const, question })),
  ];
}
