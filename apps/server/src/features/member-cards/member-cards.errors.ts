import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { MEMBER_CARD_TEXTS, type MemberCardTexts } from './member-cards.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof MemberCardTexts,
  options: { field?: string; details?: Record<string, unknown> } = {},
) => new CatalogTextError(status, code, title, MEMBER_CARD_TEXTS, text, options);

/** Refusals of the saved-card calls and of a booking's card choice, each in five languages. */
export const memberCardErrors = {
  /** An unknown id and another member's card: the same answer, so neither can be told apart. */
  cardNotFound: (field?: string) =>
    refusal(404, 404, ERROR_TITLES.notFound, 'cardNotFound', field ? { field } : {}),
  /**
   * 502 3203 (spec §8 processing error, retry later): the gateway did not remove it, so nothing was
   * removed here either. Not a 503, which the widget reads as the whole service being down.
   */
  gatewayUnavailable: () => refusal(502, ERROR_CODES.processingError, 'BAD_GATEWAY', 'gatewayUnavailable'),
  cardMethodOnly: (field: 'credit_card_id' | 'save_card') =>
    refusal(400, ERROR_CODES.invalid, ERROR_TITLES.badRequest, 'cardMethodOnly', { field }),
  savedOrNew: () =>
    refusal(400, ERROR_CODES.invalid, ERROR_TITLES.badRequest, 'savedOrNew', { field: 'save_card' }),
  /** The card-issue key of spec §8 as the title, like the hosted fields' expiry refusal. */
  cardExpiresBeforeCheckout: () =>
    refusal(400, ERROR_CODES.invalid, 'INVALID_EXPIRATION_YEAR', 'cardExpiresBeforeCheckout', {
      field: 'credit_card_id',
    }),
  hotelNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'hotelNotFound'),
};
