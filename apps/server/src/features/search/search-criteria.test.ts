import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { addMonths } from '../../lib/hotel-time.ts';
import { DEMO_HOTEL_ROWS } from '../../seed/demo-hotels.ts';
import { resolveCriteria } from './search-criteria.ts';
import { parseSearchQuery } from './search-query.ts';

const TODAY = '2026-05-10';
const tokyo = { brandId: 1, settings: DEMO_HOTEL_ROWS[0]!.settings };
const seoul = { brandId: 1, settings: DEMO_HOTEL_ROWS[2]!.settings };
const withSettings = (patch: Partial<HotelSettings>) => ({
  brandId: 1,
  settings: { ...tokyo.settings, ...patch },
});

const resolve = (query: Record<string, unknown>, hotel = tokyo, today = TODAY) =>
  resolveCriteria(parseSearchQuery(query), hotel, today);

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('no refusal');
}

describe('resolveCriteria', () => {
  it('defaults check-in to today plus the offset and check-out one night later', () => {
    const c = resolve({});
    expect([c.checkin, c.checkout, c.nights]).toEqual([TODAY, '2026-05-11', 1]);
    expect(c.rooms[0]!.adults).toBe(2);
  });

  it('sets check-out to check-in for day use', () => {
    const c = resolve({ checkin_date: '2026-06-01', checkout_date: '2026-06-03', is_day_use: 'true' });
    expect([c.checkin, c.checkout, c.nights, c.dayUse]).toEqual(['2026-06-01', '2026-06-01', 0, true]);
  });

  it('allows yesterday only where the hotel says so', () => {
    const yesterday = { checkin_date: '2026-05-09', checkout_date: '2026-05-10' };
    expect(refusal(() => resolve(yesterday)).messages[0].key).toBe('search.checkinInPast');
    const kyoto = { brandId: 1, settings: DEMO_HOTEL_ROWS[1]!.settings };
    expect(resolve(yesterday, kyoto).checkin).toBe('2026-05-09');
  });

  it('counts the reservable period in calendar months, with 1903 carrying the months', () => {
    const limit = addMonths(TODAY, 12);
    expect(resolve({ checkin_date: addMonths(TODAY, 12), checkout_date: '2027-05-11' }).checkin).toBe(limit);
    const error = refusal(() => resolve({ checkin_date: '2027-05-11', checkout_date: '2027-05-12' }));
    expect(error.code).toBe(1903);
    expect(error.messages[0].params).toEqual({ reservable_period_months: 12 });
  });

  it('keeps children in tiers mode as known tier codes only, companions only up to tier A children', () => {
    const c = resolve({
      rooms: JSON.stringify([
        { adults: 2, children: 4, kids_tiers: ['A', 'Q', 'B'], kid_tier_A_companion: 2, adult_companion: 5 },
      ]),
    });
    expect(c.rooms[0]).toMatchObject({
      children: 2,
      childCodes: ['A', 'B'],
      kidTierACompanion: 1,
      adultCompanion: 2,
      bedGuests: 3,
    });
  });

  it('drops companion counts when the hotel has no active companion tier', () => {
    const tiers = tokyo.settings.kids_tiers.map((t) => ({ ...t, is_active: t.code !== 'A' }));
    const c = resolve(
      {
        rooms: JSON.stringify([
          { adults: 2, kids_tiers: ['A', 'B'], kid_tier_A_companion: 1, adult_companion: 1 },
        ]),
      },
      withSettings({ kids_tiers: tiers }),
    );
    expect(c.rooms[0]).toMatchObject({ childCodes: ['B'], kidTierACompanion: 0, adultCompanion: 0 });
  });

  it('keeps only the children count in share-bed mode; none when children are not accepted', () => {
    const c = resolve({ rooms: JSON.stringify([{ adults: 2, children: 2, kids_tiers: ['B'] }]) }, seoul);
    expect(c.rooms[0]).toMatchObject({ children: 2, childCodes: ['child', 'child'], bedGuests: 2 });
    const none = resolve(
      { rooms: JSON.stringify([{ adults: 2, children: 2, kids_tiers: ['B'] }]) },
      withSettings({ kids_setting: { ...tokyo.settings.kids_setting, accept_type: 'none' } }),
    );
    expect(none.rooms[0]!.children).toBe(0);
  });

  it('allows one room only when multi-room search is off', () => {
    const rooms = JSON.stringify([{ adults: 1 }, { adults: 1 }]);
    const off = withSettings({ multi_rooms_search_enabled: false });
    expect(refusal(() => resolve({ rooms }, off)).messages[0]).toMatchObject({
      key: 'search.tooManyRooms',
      params: { limit: 1 },
    });
    expect(resolve({ rooms }).rooms).toHaveLength(2);
  });

  it('drops code filters for a metasearch source on brands 568 and 569 only', () => {
    const query = {
      room_type_codes: 'STD-DBL',
      hotel_plan_codes: 'BREAKFAST',
      room_plan_codes: 'X',
      metasearch_source: 'kayak',
    };
    const meta = resolve(query, { ...tokyo, brandId: 569 });
    expect([meta.roomTypeCodes, meta.hotelPlanCodes, meta.roomPlanCodes]).toEqual([[], [], []]);
    const own = resolve(query);
    expect([own.roomTypeCodes, own.hotelPlanCodes, own.roomPlanCodes]).toEqual([
      ['STD-DBL'],
      ['BREAKFAST'],
      ['X'],
    ]);
    expect(resolve({ room_type_codes: 'STD-DBL' }, { ...tokyo, brandId: 568 }).roomTypeCodes).toEqual([
      'STD-DBL',
    ]);
  });

  it('counts the rooms asked for from room_count for the tiers-mode filter', () => {
    expect(resolve({ adults: '2', room_count: '3' }).roomCount).toBe(3);
  });
});
