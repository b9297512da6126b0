import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { parseSearchQuery } from './search-query.ts';

describe('parseSearchQuery', () => {
  it('reads rooms from JSON text with every room field', () => {
    const parsed = parseSearchQuery({
      rooms: JSON.stringify([
        {
          adults: 2,
          children: 1,
          kids_tiers: ['A'],
          kids_age_range: [4],
          adult_companion: 1,
          kid_tier_A_companion: 1,
          checkin_date: '2026-05-01',
          checkout_date: '2026-05-03',
        },
      ]),
    });
    expect(parsed.rooms).toEqual([
      {
        adults: 2,
        children: 1,
        kids_tiers: ['A'],
        kids_age_range: [4],
        adult_companion: 1,
        kid_tier_A_companion: 1,
        checkin_date: '2026-05-01',
        checkout_date: '2026-05-03',
      },
    ]);
    expect(parsed.roomCount).toBe(1);
  });

  it('reads the bracket form, array fields included', () => {
    const parsed = parseSearchQuery({
      'rooms[0][adults]': '2',
      'rooms[0][kids_tiers][]': ['A', 'B'],
      'rooms[1][adults]': '1',
      'rooms[1][kids_age_range][0]': '7',
    });
    expect(parsed.rooms.map((r) => [r.adults, r.kids_tiers, r.kids_age_range])).toEqual([
      [2, ['A', 'B'], []],
      [1, [], [7]],
    ]);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'reads a bracket field named %s as an unknown field, in either form',
    (name) => {
      const parsed = parseSearchQuery({
        'rooms[0][adults]': '2',
        [`rooms[0][${name}][]`]: ['A', 'B'],
        [`rooms[1][${name}]`]: '1',
        'rooms[1][adults]': '3',
      });
      expect(parsed.rooms.map((r) => [r.adults, r.kids_tiers, r.children])).toEqual([
        [2, [], 0],
        [3, [], 0],
      ]);
    },
  );

  it('expands results-page keys: adults, room_count and kids_tiers of code and children', () => {
    const parsed = parseSearchQuery({
      adults: '3',
      room_count: '2',
      kids_tiers: JSON.stringify([
        { code: 'B', children: 2 },
        { code: 'A', children: 0 },
      ]),
      checkin: '2026-05-01',
      checkout: '2026-05-02',
    });
    expect(parsed.rooms).toHaveLength(2);
    expect(parsed.rooms[1]).toMatchObject({ adults: 3, kids_tiers: ['B', 'B'] });
    expect(parsed.roomCount).toBe(2);
    expect([parsed.checkin, parsed.checkout]).toEqual(['2026-05-01', '2026-05-02']);
  });

  it('falls back to one default room when the rooms JSON does not parse or is not a list', () => {
    for (const rooms of ['[{adults:', '{"adults":2}', '[]', 'null']) {
      const parsed = parseSearchQuery({ rooms });
      expect(parsed.rooms).toHaveLength(1);
      expect(parsed.rooms[0]!.adults).toBeUndefined();
    }
  });

  it('leaves unreadable adults to the default and drops unreadable kids', () => {
    const parsed = parseSearchQuery({
      rooms: JSON.stringify([{ adults: 0, children: 'x', kids_tiers: 'A', kids_age_range: [30, 'y', 5] }]),
    });
    expect(parsed.rooms[0]).toMatchObject({
      adults: undefined,
      children: 0,
      kids_tiers: [],
      kids_age_range: [5],
    });
  });

  it('applies the defaults of spec section 9 and reads lists and flags', () => {
    const parsed = parseSearchQuery({
      room_type_codes: 'STD-DBL,STD-TWN',
      hotel_plan_codes: ['BREAKFAST', 'ROOM-ONLY'],
      room_search_filters: '101,103',
      is_including_occupied: '1',
      is_day_use: 'false',
    });
    expect(parsed.params).toMatchObject({
      order: 'price_low_to_high',
      mode: 'all',
      type: 'rooms',
      search_type: 'dated',
      nights: 1,
      room_type_codes: ['STD-DBL', 'STD-TWN'],
      hotel_plan_codes: ['BREAKFAST', 'ROOM-ONLY'],
      room_search_filters: [101, 103],
      is_including_occupied: true,
      is_day_use: false,
    });
  });

  it('treats empty values as absent', () => {
    expect(parseSearchQuery({ order: '', nights: '', promo_code: '' }).params).toMatchObject({
      order: 'price_low_to_high',
      nights: 1,
      promo_code: undefined,
    });
  });

  it('refuses a wrong parameter with a 400 naming it', () => {
    for (const [key, value] of [
      ['order', 'cheap'],
      ['nights', '31'],
      ['nights', 'two'],
      ['mode', 'vip'],
      ['room_search_filters', 'smoking'],
    ]) {
      try {
        parseSearchQuery({ [key as string]: value });
        expect.unreachable(`${key}=${value} was accepted`);
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).status).toBe(400);
        expect((error as AppError).messages[0].field?.startsWith(key as string)).toBe(true);
      }
    }
  });
});
