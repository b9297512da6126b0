import { defineEndpoint, refusals } from '../endpoint.ts';
import { fileAttachmentResponseSchema } from '../file-attachments.schema.ts';
import { hotelIdParamsSchema } from '../search.schema.ts';

export const fileAttachmentEndpoints = {
  /** multipart/form-data with a part "file": the body has no JSON schema. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/book/hotels/:hotelId/file_attachments',
    summary:
      'Uploads one file (multipart/form-data, part "file") for a file question: an image (JPEG, PNG, GIF, ' +
      'WebP, HEIC) or a PDF recognised from its bytes, at most 80 MB, at most 30 per booking draft. ' +
      'Files no booking has taken yet are capped per client address and in total (422, code 1251) ' +
      'and deleted after a set time (a day by default). Answers the id a booking answer references.',
    tags: ['file attachments'],
    consumes: ['multipart/form-data'],
    params: hotelIdParamsSchema,
    responses: { 201: fileAttachmentResponseSchema, ...refusals(400, 401, 403, 404, 413, 422) },
  }),
};
