import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { AppError } from '../../http/app-error.ts';

const C = ERROR_CODES;
const T = ERROR_TITLES;

/** Refused uploads answer 1251 (unprocessable upload, spec section 8); a wrong request 1000. */
export const attachmentErrors = {
  hotelNotFound: (id: number) =>
    new AppError(404, 404, T.notFound, [{ key: 'attachments.hotelNotFound', params: { id } }]),
  notMultipart: () =>
    new AppError(400, C.invalid, T.badRequest, [{ key: 'attachments.notMultipart', field: 'file' }]),
  missingFile: () =>
    new AppError(400, C.invalid, T.badRequest, [{ key: 'attachments.missingFile', field: 'file' }]),
  emptyFile: () =>
    new AppError(422, C.unprocessableUpload, T.unprocessable, [
      { key: 'attachments.emptyFile', field: 'file' },
    ]),
  tooLarge: (maxBytes: number) =>
    new AppError(413, C.unprocessableUpload, 'PAYLOAD_TOO_LARGE', [
      { key: 'attachments.tooLarge', field: 'file', params: { max: Math.floor(maxBytes / (1024 * 1024)) } },
    ]),
  unsupportedType: () =>
    new AppError(422, C.unprocessableUpload, T.unprocessable, [
      { key: 'attachments.unsupportedType', field: 'file' },
    ]),
  tooMany: (max: number) =>
    new AppError(422, C.unprocessableUpload, T.unprocessable, [
      { key: 'attachments.tooMany', field: 'file', params: { max } },
    ]),
  /** The uploader's address holds as many draft files or bytes as it may (UPLOAD_DRAFT_*_PER_ADDRESS). */
  draftsPerAddress: () =>
    new AppError(422, C.unprocessableUpload, T.unprocessable, [
      { key: 'attachments.draftsPerAddress', field: 'file' },
    ]),
  /** Every draft of the instance together holds UPLOAD_DRAFT_TOTAL_BYTES. */
  draftsFull: () =>
    new AppError(422, C.unprocessableUpload, T.unprocessable, [
      { key: 'attachments.draftsFull', field: 'file' },
    ]),
};
