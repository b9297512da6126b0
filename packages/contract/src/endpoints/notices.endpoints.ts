import { defineEndpoint, refusals } from '../endpoint.ts';
import {
  noticesQuerySchema,
  noticesResponseSchema,
  staffNoticeCreateBodySchema,
  staffNoticeDeleteResponseSchema,
  staffNoticeParamsSchema,
  staffNoticePatchBodySchema,
  staffNoticeResponseSchema,
  staffNoticesResponseSchema,
} from '../notices.schema.ts';
import { hotelIdParamsSchema } from '../search.schema.ts';
import { staffHotelParamsSchema } from '../staff-property.schema.ts';

const staff = { tags: ['staff'], security: [{ staffToken: [] }] as const };
const path = '/staff/hotels/:hotelId/notices';

/**
 * A hotel's banners and notices in the console (decision 061): facility notices with hotel.configure,
 * brand notices with brand.configure; 404 for a hotel outside the account's brand or named hotels.
 */
export const staffNoticeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path,
    summary: 'The hotel’s notices and the brand notices that target it',
    ...staff,
    params: staffHotelParamsSchema,
    responses: { 200: staffNoticesResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path,
    summary: 'Write a banner or notice in all five languages (409 past the limit per hotel or brand)',
    ...staff,
    params: staffHotelParamsSchema,
    body: staffNoticeCreateBodySchema,
    responses: { 201: staffNoticeResponseSchema, ...refusals(400, 401, 403, 404, 409, 422) },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${path}/:noticeId`,
    summary: 'Change a notice; guests see it at once',
    ...staff,
    params: staffNoticeParamsSchema,
    body: staffNoticePatchBodySchema,
    responses: { 200: staffNoticeResponseSchema, ...refusals(400, 401, 403, 404, 422) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/:noticeId`,
    summary: 'Delete a notice',
    ...staff,
    params: staffNoticeParamsSchema,
    responses: { 200: staffNoticeDeleteResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};

/** What the widget shows on the results and guest-detail pages. */
export const noticeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/book/hotels/:hotelId/notices',
    summary:
      'The banners and notices this guest sees on a page, in the Tripla-Locale language: live ones whose ' +
      'label filters meet the member session’s, whose segment ids meet segment_ids and whose icon message ' +
      'id is icon_message_id',
    tags: ['notices'],
    params: hotelIdParamsSchema,
    query: noticesQuerySchema,
    responses: { 200: noticesResponseSchema, ...refusals(400, 401, 403, 404) },
  }),
};
