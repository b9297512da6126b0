import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../shared/hotel-date.ts';
import { roomsLimit } from './room-party.ts';
import { CRITERIA_QUERY_KEYS, criteriaToQuery, parseCriteria, readCriteria } from './search-criteria.ts';
import { tiersHotel } from './test-settings.ts';

const NOW = new Date('2026-11-24T03:00:00Z');

const settingsArb = fc.record({
  mode: fc.constantFrom('share_bed', 'tiers', 'tiers_with_meal_and_bed_as_extras', 'ages') as fc.Arbitrary<
    'share_bed' | 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages'
  >,
  dayUse: fc.boolean(),
  multi: fc.boolean(),
  limit: fc.integer({ min: 1, max: 6 }),
});

const plausible: Record<string, fc.Arbitrary<string>> = {
  checkin: fc.constantFrom('2026-12-01', '2026-02-30', '2027-01-31', 'x', ''),
  checkout: fc.constantFrom('2026-12-03', '2026-11-30', '2027-02-01', '2026-12-01'),
  adults: fc.constantFrom('0', '1', '3', '99', '100', '-2', 'two'),
  room_count: fc.constantFrom('0', '1', '2', '9', 'x'),
  nights: fc.constantFrom('0', '1', '5', '31', 'x'),
  search_type: fc.constantFrom('undated', 'dated', 'x'),
  is_day_use: fc.constantFrom('true', 'false', '1'),
  kids_tiers: fc.oneof(
    fc.constantFrom(
      '[{"code":"A","children":1},{"code":"B","children":2}]',
      '[{"code":"Z","children":3}]',
      '[',
      '{}',
    ),
    fc.json(),
  ),
  rooms: fc.oneof(
    fc.constantFrom(
      '[{"adults":2,"children":1,"kids_tiers":["A","B"],"kids_age_range":[3,40],"adult_companion":1,"kid_tier_A_companion":2},{"adults":1}]',
      '[]',
      'nope',
    ),
    fc.json(),
  ),
};

const queryArb = fc
  .dictionary(
    fc.constantFrom(...CRITERIA_QUERY_KEYS),
    fc.oneof(fc.string({ maxLength: 30 }), fc.constant('')),
    { maxKeys: 12 },
  )
  .chain((random) =>
    fc
      .record(
        Object.fromEntries(
          Object.entries(plausible).map(([key, arb]) => [key, fc.option(arb, { nil: undefined })]),
        ),
      )
      .map((chosen) => {
        const query = new URLSearchParams(random);
        for (const [key, value] of Object.entries(chosen)) if (value !== undefined) query.set(key, value);
        return query;
      }),
  );

describe('parseCriteria on any address', () => {
  it('always gives criteria the hotel can search, and they survive a trip through the address', () => {
    fc.assert(
      fc.property(settingsArb, queryArb, (s, query) => {
        const settings = tiersHotel({
          kids_setting: { mode: s.mode, max_children_per_adult: 3 },
          day_use_search_active: s.dayUse,
          multi_rooms_search_enabled: s.multi,
          multi_rooms_search_limit: s.limit,
        });
        const c = parseCriteria(query, settings, NOW);
        expect(c.rooms.length).toBeGreaterThanOrEqual(1);
        expect(c.rooms.length).toBeLessThanOrEqual(roomsLimit(settings));
        for (const room of c.rooms) {
          expect(room.adults).toBeGreaterThanOrEqual(1);
          expect(room.adults).toBeLessThanOrEqual(99);
          if (s.mode === 'ages') expect(room.children).toBe(room.kidsAges.length);
          else if (s.mode === 'share_bed') expect(room.kidsTiers).toEqual([]);
          else expect(room.children).toBe(room.kidsTiers.length);
          expect(room.kidTierACompanion).toBeLessThanOrEqual(
            room.kidsTiers.filter((code) => code === 'A').length,
          );
        }
        expect(daysBetween(c.checkin, c.checkout)).toBe(
          c.dayUse ? 0 : Math.max(1, daysBetween(c.checkin, c.checkout)),
        );
        if (c.dayUse) expect(s.dayUse).toBe(true);
        expect(c.nights).toBeGreaterThanOrEqual(1);
        const written = readCriteria(criteriaToQuery(c), settings, NOW);
        // The widget's own address never reads as "kids search conditions changed".
        expect(written.kidsChanged).toBe(false);
        const again = written.criteria;
        // An undated search keeps no dates in the address; everything else reads back the same.
        expect({ ...again, checkin: '', checkout: '' }).toEqual({ ...c, checkin: '', checkout: '' });
        if (!c.undated) expect([again.checkin, again.checkout]).toEqual([c.checkin, c.checkout]);
      }),
      { numRuns: 500, seed: 20261124 },
    );
    // 500 addresses take a few seconds when the whole suite runs at once.
  }, 30_000);
});
