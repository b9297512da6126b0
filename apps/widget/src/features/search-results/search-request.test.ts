import { describe, expect, it } from 'vitest';
import { hotelSettings } from '../../test/fixtures.ts';
import { resultsViewOf } from './results-query.ts';
import { buildSearchRequest, criteriaOf, criteriaParamsOf, effectiveQuery } from './search-request.ts';

const settings = hotelSettings({
  room_search_filters: [
    { id: 101, name: 'Non-smoking', translations: [] },
    { id: 103, name: 'Breakfast', translations: [] },
  ],
});
const NOW = new Date('2026-11-23T08:00:00Z');
const criteria = (query: string) => criteriaOf(new URLSearchParams(query), settings, NOW);

describe('criteriaParamsOf', () => {
  it('sends the stay, party, codes and reservation of the address, without the view keys', () => {
    const params = criteriaParamsOf(
      criteria(
        'checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=2&coupon_code=WELCOME10&hotel_plan_codes=BREAKFAST&current_reservation=YD-1&bypass_token=t&type=plan&order=recommended&filter=103&utm_source=mail',
      ),
    );
    expect(params).toMatchObject({
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      room_count: 2,
      coupon_code: 'WELCOME10',
      hotel_plan_codes: ['BREAKFAST'],
      reservation_no: 'YD-1',
      utm_source: 'mail',
    });
    expect(JSON.parse(String(params.rooms))).toHaveLength(2);
    expect(params).not.toHaveProperty('type');
    expect(params).not.toHaveProperty('order');
    expect(params).not.toHaveProperty('room_search_filters');
  });

  it('is the same for the same stay whatever the view, so chosen rooms survive a change of sort', () => {
    expect(criteriaParamsOf(criteria('checkin=2026-12-10&adults=2&order=price_high_to_low'))).toEqual(
      criteriaParamsOf(criteria('checkin=2026-12-10&adults=2&type=plan&filter=101')),
    );
  });
});

describe('effectiveQuery', () => {
  it('fills a query without a search from the stored criteria, and leaves a search alone', () => {
    const stored = { checkin: '2026-12-20', checkout: '2026-12-21', adults: '3' };
    expect(effectiveQuery('code=hanami-tokyo', stored).get('adults')).toBe('3');
    expect(effectiveQuery('code=hanami-tokyo&adults=1', stored).get('checkin')).toBeNull();
  });
});

describe('resultsViewOf', () => {
  it('keeps type and order and only the hotel filter ids', () => {
    expect(resultsViewOf(criteria('type=plan&order=recommended&filter=103,999,101,103'), settings)).toEqual({
      type: 'plan',
      order: 'recommended',
      filterIds: [103, 101],
    });
  });

  it('falls back to the hotel search type, and to rooms when plan search is off', () => {
    expect(resultsViewOf(criteria(''), settings).type).toBe('rooms');
    expect(resultsViewOf(criteria(''), { ...settings, search_type: 'hotel_plan' }).type).toBe('plan');
    const noPlans = { ...settings, search_type: 'hotel_plan' as const, plan_search_enabled: false };
    expect(resultsViewOf(criteria('type=plan'), noPlans).type).toBe('rooms');
  });
});

describe('buildSearchRequest', () => {
  it('adds the view and the next-available request to the criteria', () => {
    const request = buildSearchRequest(
      1,
      { checkin_date: '2026-12-10' },
      { type: 'plan', order: 'price_high_to_low', filterIds: [101] },
    );
    expect(request).toEqual({
      hotelId: 1,
      criteria: { checkin_date: '2026-12-10' },
      params: {
        checkin_date: '2026-12-10',
        type: 'plan',
        order: 'price_high_to_low',
        room_search_filters: [101],
        search_next_available_date_if_no_result: true,
      },
    });
  });
});
