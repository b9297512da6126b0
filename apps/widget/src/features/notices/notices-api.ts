import type { NoticePlacement } from '@yadori/contract/notices.constants';
import type { GuestNotice } from '@yadori/contract/notices.schema';
import type { ApiClient } from '../../api/api-client.ts';
import { call } from '../../api/call.ts';
import type { NoticeAudience } from './notice-audience.ts';

/** The query of `GET /book/hotels/{id}/notices`: the page, and the audience keys it has. */
export function noticesQuery(placement: NoticePlacement, audience: NoticeAudience) {
  return {
    placement,
    segment_ids: audience.segmentIds.length > 0 ? audience.segmentIds.join(',') : undefined,
    icon_message_id: audience.iconMessageId ?? undefined,
  };
}

/**
 * The banners and notices this guest sees on a page (decision 061), in the api client's language
 * (Tripla-Locale); the member's labels come from the bearer the api client adds.
 */
export async function loadNotices(
  api: Pick<ApiClient, 'get'>,
  hotelId: number,
  placement: NoticePlacement,
  audience: NoticeAudience,
): Promise<GuestNotice[]> {
  const answer = await call(api, 'GET /book/hotels/:hotelId/notices', {
    params: { hotelId },
    query: noticesQuery(placement, audience),
  });
  return answer.data.notices;
}
