import type { ApiClient } from '../../api/api-client.ts';
import { type Answer, call } from '../../api/call.ts';
import { addDays } from '../../shared/hotel-date.ts';
import { criteriaToApiParams, type SearchApiParams, type SearchCriteria } from './search-criteria.ts';

export type MonthAvailability = Answer<'GET /book/hotels/:hotelId/rooms/availability'>['data'];
export type DayAvailability = MonthAvailability['days'][number];

/**
 * The `/rooms/availability` parameters for one month of the calendar: the guest's party, day use,
 * plan and room filters (no promo or coupon code), for a one-night stay (a day for day use) — each day's price is then "from" that
 * day. The stay dates sent are today's, which the server accepts whatever the guest has chosen.
 */
export function availabilityParams(criteria: SearchCriteria, month: string, today: string): SearchApiParams {
  const params = criteriaToApiParams({
    ...criteria,
    undated: false,
    checkin: today,
    checkout: criteria.dayUse ? today : addDays(today, 1),
  });
  // A code the server refuses (400, code 1500) would leave the whole calendar without prices; codes
  // apply on the results page, so the calendar shows prices before any code.
  delete params.promo_code;
  delete params.coupon_code;
  delete params.order;
  delete params.type;
  delete params.reservation_no;
  return { ...params, month };
}

const caches = new WeakMap<ApiClient, Map<string, Promise<MonthAvailability>>>();

/**
 * One month of check-in days with the lowest total for the party (`GET /hotels/{hotelId}/rooms/availability`).
 * Answers are kept per client, hotel, month and party, so paging back and forth asks once; a failed
 * call is forgotten so the next look tries again.
 */
export function loadMonthAvailability(
  api: ApiClient,
  hotelId: number,
  params: SearchApiParams,
): Promise<MonthAvailability> {
  let cache = caches.get(api);
  if (!cache) {
    cache = new Map();
    caches.set(api, cache);
  }
  const key = `${hotelId}|${JSON.stringify(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))}`;
  let pending = cache.get(key);
  if (!pending) {
    const calls = cache;
    pending = call(api, 'GET /book/hotels/:hotelId/rooms/availability', {
      params: { hotelId },
      query: params,
    }).then((body) => body.data);
    pending.catch(() => calls.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
