import type { PointTimelineScope } from '@yadori/contract/points.constants';
import { POINT_HISTORY_PAGE_SIZE } from '@yadori/contract/points.constants';
import type { ApiClient } from '../../api/api-client.ts';
import { type Answer, call } from '../../api/call.ts';

// The signed-in member's points (spec §7 point, points_timeline, point_exchanges). The api client sends
// the member's bearer once a login token is stored, so none of these passes it.

export type PointBalance = Answer<'GET /book/hotels/:hotelId/memberships/point'>['data'];
export type PointProgram = NonNullable<PointBalance['program']>;
export type PointsTimeline = Answer<'GET /book/hotels/:hotelId/memberships/points_timeline'>;
export type PointEntry = PointsTimeline['data'][number];
export type IssuedGiftCode = Answer<'POST /book/hotels/:hotelId/memberships/point_exchanges'>['data'];

/** `GET point`: available (total_point), future and expired points, and the programme's rules. */
export async function fetchPointBalance(api: ApiClient, hotelId: number): Promise<PointBalance> {
  return (
    await call(api, 'GET /book/hotels/:hotelId/memberships/point', { params: { hotelId: String(hotelId) } })
  ).data;
}

/** `GET points_timeline`: one page of the history (scope current) or of the points to come (future). */
export function fetchPointsTimeline(
  api: ApiClient,
  hotelId: number,
  scope: PointTimelineScope,
  page: number,
): Promise<PointsTimeline> {
  return call(api, 'GET /book/hotels/:hotelId/memberships/points_timeline', {
    params: { hotelId: String(hotelId) },
    query: { scope, page, per_page: POINT_HISTORY_PAGE_SIZE },
  });
}

/**
 * `POST point_exchanges` (Japan only): spends `amount` points for a gift code. `key` is the
 * Idempotency-Key, the same on a retry of the same exchange so it never issues two codes.
 */
export async function exchangeForGiftCode(
  api: ApiClient,
  hotelId: number,
  amount: number,
  key: string,
): Promise<IssuedGiftCode> {
  return (
    await call(api, 'POST /book/hotels/:hotelId/memberships/point_exchanges', {
      params: { hotelId: String(hotelId) },
      body: { amount, exchange_type: 'digico' },
      headers: { 'Idempotency-Key': key },
    })
  ).data;
}

export type GiftCodesPage = Answer<'GET /book/hotels/:hotelId/memberships/point_exchanges'>;

/** `GET point_exchanges`: the gift codes the member got for points, newest first, a page at a time. */
export function fetchGiftCodes(api: ApiClient, hotelId: number, page: number): Promise<GiftCodesPage> {
  return call(api, 'GET /book/hotels/:hotelId/memberships/point_exchanges', {
    params: { hotelId: String(hotelId) },
    query: { page, per_page: POINT_HISTORY_PAGE_SIZE },
  });
}

/**
 * A new Idempotency-Key for an exchange (random, never derived from the request). The payment step has
 * its own: importing it would put the payment's code in a chunk of its own for the member area.
 */
export function newExchangeKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
