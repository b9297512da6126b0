import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { STAFF_MEDIA_TEXTS, type StaffMediaTexts } from './staff-media.texts.ts';

const refusal = (status: number, code: number, title: string, text: keyof StaffMediaTexts) =>
  new CatalogTextError(status, code, title, STAFF_MEDIA_TEXTS, text, { field: 'file' });

/** Refusals of an image upload: 400 for a request that is not one, 413/422 (code 1251) for the file. */
export const staffMediaErrors = {
  notMultipart: () => refusal(400, ERROR_CODES.invalid, ERROR_TITLES.badRequest, 'notMultipart'),
  missingFile: () => refusal(400, ERROR_CODES.invalid, ERROR_TITLES.badRequest, 'missingFile'),
  unsupportedType: () =>
    refusal(422, ERROR_CODES.unprocessableUpload, ERROR_TITLES.unprocessable, 'unsupportedType'),
  emptyFile: () => refusal(422, ERROR_CODES.unprocessableUpload, ERROR_TITLES.unprocessable, 'emptyFile'),
  tooLarge: () => refusal(413, ERROR_CODES.unprocessableUpload, 'PAYLOAD_TOO_LARGE', 'tooLarge'),
};
