import { LABEL_FILTERS } from '@yadori/contract/additional-questions.constants';
import type { Locale } from '@yadori/contract/locales';
import type { NoticePlacement } from '@yadori/contract/notices.constants';
import type { GuestNotice } from '@yadori/contract/notices.schema';
import type { Db } from '../../db/database.ts';
import type { ClientSessionRecord } from '../client-sessions/client-sessions.types.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { memberLabels, signedInMember } from '../search/search.service.ts';
import { audienceMeets, type NoticeCaller, noticeIsLive } from './notice-audience.ts';
import { noticeErrors } from './notices.errors.ts';
import { listNoticesAt, type NoticeRow } from './notices.repository.ts';

/** The page and address a guest asks notices for. */
export interface NoticeRequest {
  scope: Pick<ClientSessionRecord, 'scope' | 'brandId' | 'hotelId'>;
  hotelId: number;
  placement: NoticePlacement;
  /** The address's `segment_ids`. */
  segmentIds: readonly string[];
  /** The address's `icon_message_id`, if any. */
  iconMessageId: string | undefined;
  /** The request's Authorization: a member session's bearer, if any. */
  authorization: string | undefined;
  locale: Locale;
  now: Date;
}

/** Whether a notice is for this page, these segments and this icon message. */
function addressMeets(row: NoticeRow, request: NoticeRequest): boolean {
  return (
    row.placements.includes(request.placement) &&
    (row.segmentIds.length === 0 || row.segmentIds.some((id) => request.segmentIds.includes(id))) &&
    (row.iconMessageId === null || row.iconMessageId === request.iconMessageId)
  );
}

function toGuestNotice(row: NoticeRow, locale: Locale): GuestNotice {
  // The contract takes a notice only in all five languages; the first stands in should a row lack one.
  const text = row.translations.find((t) => t.locale === locale) ?? row.translations[0];
  return {
    id: row.id,
    kind: row.kind as GuestNotice['kind'],
    level: row.hotelId === null ? 'brand' : 'facility',
    title: text?.title ?? '',
    body: text?.body ?? '',
    link_url: row.linkUrl,
  };
}

/**
 * `GET /book/hotels/{hotelId}/notices`: the live notices of this page for this caller, in `locale`, by
 * sort_order then id. The hotel's notice rows are kept with its catalogue for as long (console changes
 * make this instance forget them at once; other instances within the cache's time-to-live).
 */
export async function guestNotices(
  db: Db,
  hotels: HotelCatalogue,
  request: NoticeRequest,
): Promise<GuestNotice[]> {
  const hotel = await hotels.visibleHotel(request.scope, request.hotelId, noticeErrors.hotelNotFound);
  const rows = await hotels.reuse(hotel.id, 'notices', () =>
    listNoticesAt(db, { id: hotel.id, brandId: hotel.brand.id }),
  );
  const candidates = rows.filter((row) => noticeIsLive(row, request.now) && addressMeets(row, request));
  if (candidates.length === 0) return [];
  // Only now the member session: a page without notices costs no look-up of it.
  const member = await signedInMember(db, {
    hotel,
    authorization: request.authorization,
    now: request.now,
  });
  const caller: NoticeCaller = {
    labels: new Set([LABEL_FILTERS.allUsers, ...(member ? memberLabels(member) : [])]),
    signedIn: member !== null,
  };
  return candidates
    .filter((row) => audienceMeets(row.labelFilters, caller))
    .map((row) => toGuestNotice(row, request.locale));
}
