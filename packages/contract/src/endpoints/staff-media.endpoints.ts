import { defineEndpoint, refusals } from '../endpoint.ts';
import { staffMediaResponseSchema } from '../staff-media.schema.ts';
import { staffHotelParamsSchema } from '../staff-property.schema.ts';

/**
 * The console's image uploads (decision 058). The image itself is served publicly at
 * `GET /media/{key}` (outside /staff and this description: bytes, not JSON).
 */
export const staffMediaEndpoints = {
  /** multipart/form-data with a part "file": the body has no JSON schema. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/staff/hotels/:hotelId/media',
    summary:
      'Upload an image for the hotel (multipart/form-data, part "file"): PNG, JPEG, WebP or GIF recognised ' +
      'from its bytes, at most 5 MB (413 above). Answers its public address `/media/{key}`, the key being ' +
      'the sha256 of the bytes (the same bytes uploaded again answer the same address and are kept once).',
    tags: ['staff'],
    security: [{ staffToken: [] }],
    consumes: ['multipart/form-data'],
    params: staffHotelParamsSchema,
    responses: {
      201: staffMediaResponseSchema,
      ...refusals(400, 401, 403, 404, 413, 422),
    },
  }),
};
