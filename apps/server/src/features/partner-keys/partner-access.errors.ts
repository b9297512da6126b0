import { ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { PARTNER_ACCESS_TEXTS, type PartnerAccessTexts } from './partner-access.texts.ts';

const refusal = (status: number, title: string, text: keyof PartnerAccessTexts) =>
  new CatalogTextError(status, status, title, PARTNER_ACCESS_TEXTS, text);

/** Refusals of every partner API call's key check (decision 059). */
export const partnerAccessErrors = {
  /** 401: no key, or not a live one. */
  keyRequired: () => refusal(401, ERROR_TITLES.unauthorized, 'keyRequired'),
  /** 403: a live key of another hotel than the path's. */
  otherHotel: () => refusal(403, ERROR_TITLES.forbidden, 'otherHotel'),
  /** 403: the key lacks the call's scope. */
  scopeMissing: () => refusal(403, ERROR_TITLES.forbidden, 'scopeMissing'),
};
