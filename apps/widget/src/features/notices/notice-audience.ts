import { ATTRIBUTION_LIMITS, SEGMENT_ID_PATTERN } from '@yadori/contract/analytics.constants';
import { type KeyValueStorage, sessionStore } from '../../lib/safe-storage.ts';

/** Who a page's notices are for, beside the member's labels (spec §1 customer segments). */
export interface NoticeAudience {
  /** The address's `segment_ids`. */
  segmentIds: string[];
  /** The address's `icon_message_id`. */
  iconMessageId: string | null;
}

/** The visit's audience: this tab only, like the visit it belongs to. */
export const NOTICE_AUDIENCE_KEY = 'yadori_notice_audience';

/**
 * The audience keys the server takes (notices.schema.ts): segment ids of the allowed characters, each
 * once, at most 20; an icon message id of the same characters and length (NOTICE_LIMITS.iconMessageId
 * is SEGMENT_ID_PATTERN's 64). One wrong id in a hotel's link leaves that id out rather than every
 * notice (the server refuses the whole query).
 */
export function audienceOf(keys: { segmentIds: readonly unknown[]; iconMessageId: unknown }): NoticeAudience {
  const segmentIds = [
    ...new Set(
      keys.segmentIds.filter((id): id is string => typeof id === 'string' && SEGMENT_ID_PATTERN.test(id)),
    ),
  ].slice(0, ATTRIBUTION_LIMITS.segments);
  const icon = keys.iconMessageId;
  return {
    segmentIds,
    iconMessageId: typeof icon === 'string' && SEGMENT_ID_PATTERN.test(icon) ? icon : null,
  };
}

function storedAudience(storage: KeyValueStorage): NoticeAudience {
  try {
    const stored = JSON.parse(storage.get(NOTICE_AUDIENCE_KEY) ?? 'null');
    if (stored && Array.isArray(stored.segmentIds)) return audienceOf(stored);
  } catch {
    // Not ours, or damaged: no audience.
  }
  return { segmentIds: [], iconMessageId: null };
}

/**
 * The visit's audience. The address the widget started from names it (`segment_ids`,
 * `icon_message_id`, spec §2) and is kept for the visit, since the address loses those keys as the
 * guest moves on (a reload, a page of the standalone site); a start address naming neither keeps what
 * an earlier page of the visit said.
 */
export function noticeAudience(
  startQuery: { segmentIds: readonly string[]; iconMessageId: string | null },
  storage: KeyValueStorage = sessionStore,
): NoticeAudience {
  const fromAddress = audienceOf(startQuery);
  if (fromAddress.segmentIds.length === 0 && fromAddress.iconMessageId === null)
    return storedAudience(storage);
  storage.set(NOTICE_AUDIENCE_KEY, JSON.stringify(fromAddress));
  return fromAddress;
}
