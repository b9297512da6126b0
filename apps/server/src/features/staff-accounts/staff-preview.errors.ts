import { ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_PREVIEW_TEXTS } from './staff-preview.texts.ts';

/** Refusals of preview mode (decision 061). */
export const staffPreviewErrors = {
  /** 401: no preview token, or one that is not good for this hotel now. */
  previewEnded: () =>
    new CatalogTextError(401, 401, ERROR_TITLES.unauthorized, STAFF_PREVIEW_TEXTS, 'previewEnded'),
};
