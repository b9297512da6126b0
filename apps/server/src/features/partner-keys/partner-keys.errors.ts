import { ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { PARTNER_KEY_TEXTS, type PartnerKeyTexts } from './partner-keys.texts.ts';

const refusal = (status: number, title: string, text: keyof PartnerKeyTexts) =>
  new CatalogTextError(status, status, title, PARTNER_KEY_TEXTS, text);

/** Refusals of the console's API key management (decision 059), each in five languages. */
export const partnerKeyErrors = {
  /** 404: not a key of this hotel. */
  keyNotFound: () => refusal(404, ERROR_TITLES.notFound, 'keyNotFound'),
  /** 409: PARTNER_KEYS_PER_HOTEL live keys already. */
  tooManyKeys: () => refusal(409, ERROR_TITLES.conflict, 'tooManyKeys'),
};
