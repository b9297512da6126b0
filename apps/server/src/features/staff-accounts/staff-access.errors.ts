import { ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_ACCESS_TEXTS, type StaffAccessTexts } from './staff-access.texts.ts';

const refusal = (status: number, title: string, text: keyof StaffAccessTexts) =>
  new CatalogTextError(status, status, title, STAFF_ACCESS_TEXTS, text);

/** Refusals of every console call's access check (decision 058). */
export const staffAccessErrors = {
  /** 401: no valid console session. */
  signInRequired: () => refusal(401, ERROR_TITLES.unauthorized, 'signInRequired'),
  /** 403: the role lacks the ability (on a hotel the account may see). */
  notAllowed: () => refusal(403, ERROR_TITLES.forbidden, 'notAllowed'),
  /** 404: not a hotel of the account's brand, or not one of its named hotels. */
  hotelNotFound: () => refusal(404, ERROR_TITLES.notFound, 'hotelNotFound'),
};
