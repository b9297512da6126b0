import { describe, expect, it } from 'vitest';
import { hotelSettings } from '../../test/fixtures.ts';
import { currentReservationOf, readResultsView } from './results-query.ts';
import { buildSearchRequest, criteriaParamsOf } from './search-request.ts';

const ROOMS = '[{"adults":2,"children":1}]';

describe('criteriaParamsOf', () => {
  it('maps the results-page keys to the wire names and leaves out empty ones', () => {
    const query = new URLSearchParams(
      'code=hanami-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=2&kids_tiers=[{"code":"B","children":1}]&promo_code=&coupon_code=WELCOME10&hotel_plan_codes=BREAKFAST,EARLY21&search_type=undated&nights=3&is_including_occupied=true&mode=secret&utm_source=mail',
    );
    expect(criteriaParamsOf(query)).toEqual({
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      adults: '2',
      room_count: '2',
      kids_tiers: '[{"code":"B","children":1}]',
      coupon_code: 'WELCOME10',
      hotel_plan_codes: 'BREAKFAST,EARLY21',
      search_type: 'undated',
      nights: '3',
      is_including_occupied: 'true',
      mode: 'secret',
      utm_source: 'mail',
    });
  });

  it('reads the rooms JSON only in preview mode (spec section 2)', () => {
    const query = new URLSearchParams({ rooms: ROOMS, adults: '2' });
    expect(criteriaParamsOf(query).rooms).toBeUndefined();
    expect(criteriaParamsOf(query, true).rooms).toBe(ROOMS);
  });
});

describe('readResultsView', () => {
  const settings = hotelSettings({
    room_search_filters: [
      { id: 101, name: 'Non-smoking', translations: [] },
      { id: 103, name: 'Breakfast', translations: [] },
    ],
  });

  it('reads type, order and the hotel filter ids, dropping unknown ones', () => {
    expect(
      readResultsView(new URLSearchParams('type=plan&order=recommended&filter=103,999,x,101,103'), settings),
    ).toEqual({
      type: 'plan',
      order: 'recommended',
      filterIds: [103, 101],
    });
  });

  it('falls back to the hotel search type and price_low_to_high', () => {
    expect(readResultsView(new URLSearchParams('type=nonsense&order=cheap'), settings)).toEqual({
      type: 'rooms',
      order: 'price_low_to_high',
      filterIds: [],
    });
    expect(readResultsView(new URLSearchParams(), { ...settings, search_type: 'hotel_plan' }).type).toBe(
      'plan',
    );
  });

  it('shows rooms when the hotel has plan search off', () => {
    const noPlans = { ...settings, search_type: 'hotel_plan' as const, plan_search_enabled: false };
    expect(readResultsView(new URLSearchParams('type=plan'), noPlans).type).toBe('rooms');
  });
});

describe('buildSearchRequest', () => {
  it('adds the view, the reservation being changed and the next-available request', () => {
    const request = buildSearchRequest(
      1,
      { checkin_date: '2026-12-10' },
      { type: 'plan', order: 'price_high_to_low', filterIds: [101] },
      currentReservationOf(new URLSearchParams('current_reservation=YD-1&bypass_token=t')),
    );
    expect(request).toEqual({
      hotelId: 1,
      criteria: { checkin_date: '2026-12-10' },
      params: {
        checkin_date: '2026-12-10',
        type: 'plan',
        order: 'price_high_to_low',
        room_search_filters: [101],
        reservation_no: 'YD-1',
        search_next_available_date_if_no_result: true,
      },
    });
  });
});
