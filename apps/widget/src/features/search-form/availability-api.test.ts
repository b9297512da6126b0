import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiError } from '../../api/api-error.ts';
import { hotelSettings } from '../../test/fixtures.ts';
import { availabilityParams, loadMonthAvailability } from './availability-api.ts';
import { parseCriteria } from './search-criteria.ts';

const NOW = new Date('2026-11-24T03:00:00Z');
const settings = hotelSettings({ day_use_search_active: true });
const criteria = (query: string) => parseCriteria(new URLSearchParams(query), settings, NOW);

function countingApi(fail = false) {
  const calls: { path: string; query: unknown }[] = [];
  const api: ApiClient = {
    request: async () => {
      throw new Error('unused');
    },
    get: async <T>(path: string, query?: unknown) => {
      calls.push({ path, query });
      if (fail && calls.length === 1) throw new ApiError({ title: 'Bad', status: 500, message: 'x' });
      return { data: { month: '2026-12', currency: 'JPY', days: [] } } as T;
    },
    ensureClientSession: async () => 's',
  };
  return { api, calls };
}

describe('availabilityParams', () => {
  it('asks for one night from today for the party, with the month', () => {
    const params = availabilityParams(
      criteria('checkin=2026-12-05&checkout=2026-12-08&adults=3&promo_code=P&order=recommended'),
      '2026-12',
      '2026-11-24',
    );
    expect(params).toMatchObject({
      month: '2026-12',
      checkin_date: '2026-11-24',
      checkout_date: '2026-11-25',
    });
    // A refused code would leave the calendar without prices; codes apply on the results page.
    expect(params.promo_code).toBeUndefined();
    expect(params.order).toBeUndefined();
    expect(JSON.parse(String(params.rooms))[0]).toMatchObject({ adults: 3, checkout_date: '2026-11-25' });
  });

  it('asks for the day itself for day use, also from an undated search', () => {
    const params = availabilityParams(
      criteria('is_day_use=true&search_type=undated'),
      '2026-12',
      '2026-11-24',
    );
    expect(params).toMatchObject({ is_day_use: true, search_type: 'dated', checkout_date: '2026-11-24' });
  });
});

describe('loadMonthAvailability', () => {
  it('calls once per month and party', async () => {
    const { api, calls } = countingApi();
    const two = availabilityParams(criteria('adults=2'), '2026-12', '2026-11-24');
    await loadMonthAvailability(api, 1, two);
    await loadMonthAvailability(api, 1, { ...two });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/hotels/1/rooms/availability');
    await loadMonthAvailability(api, 1, availabilityParams(criteria('adults=2'), '2027-01', '2026-11-24'));
    await loadMonthAvailability(api, 1, availabilityParams(criteria('adults=1'), '2026-12', '2026-11-24'));
    expect(calls).toHaveLength(3);
  });

  it('asks again after a failure', async () => {
    const { api, calls } = countingApi(true);
    const params = availabilityParams(criteria(''), '2026-12', '2026-11-24');
    await expect(loadMonthAvailability(api, 1, params)).rejects.toThrow(ApiError);
    await loadMonthAvailability(api, 1, params);
    expect(calls).toHaveLength(2);
  });
});
