import { describe, expect, it } from 'vitest';
import { parseCriteria } from '../search-form/search-criteria.ts';
import { tiersHotel } from '../search-form/test-settings.ts';
import { stayPlusFlight } from './stay-plus-flight.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const TEMPLATE =
  'https://tour.example.com/dp?hotel={hotel_code}&in={checkin}&out={checkout}&n={nights}&a={adults}&c={children}&r={rooms}';
const settings = tiersHotel({ multi_rooms_search_limit: 8 });
const criteria = (query: string) => parseCriteria(new URLSearchParams(query), settings, NOW);
const STAY = 'checkin=2026-12-10&checkout=2026-12-12';

describe('stayPlusFlight (spec sections 5 and 9)', () => {
  it('fills the partner address with the stay, the whole party and the room count, encoded', () => {
    const rooms = encodeURIComponent(
      JSON.stringify([
        { adults: 2, kids_tiers: ['B'] },
        { adults: 1, kids_tiers: ['A', 'B'] },
      ]),
    );
    expect(stayPlusFlight(TEMPLATE, criteria(`${STAY}&rooms=${rooms}`), 'hanami tokyo', 'ja')).toEqual({
      kind: 'link',
      href: 'https://tour.example.com/dp?hotel=hanami%20tokyo&in=2026-12-10&out=2026-12-12&n=2&a=3&c=3&r=2',
    });
  });

  it('is offered on Japanese pages only', () => {
    for (const locale of ['en', 'ko', 'zh_Hans', 'zh_Hant'])
      expect(stayPlusFlight(TEMPLATE, criteria(STAY), 'h', locale)).toEqual({ kind: 'none' });
  });

  it('takes at most 5 rooms: 5 get the link, 6 a note', () => {
    expect(stayPlusFlight(TEMPLATE, criteria(`${STAY}&room_count=5`), 'h', 'ja').kind).toBe('link');
    expect(stayPlusFlight(TEMPLATE, criteria(`${STAY}&room_count=6`), 'h', 'ja')).toEqual({
      kind: 'too-many-rooms',
      max: 5,
    });
  });

  it('needs a dated overnight stay, a template and an https address', () => {
    expect(stayPlusFlight(TEMPLATE, criteria('search_type=undated&nights=2'), 'h', 'ja').kind).toBe('none');
    const dayUse = parseCriteria(
      new URLSearchParams('checkin=2026-12-10&is_day_use=true'),
      tiersHotel({ day_use_search_active: true }),
      NOW,
    );
    expect(stayPlusFlight(TEMPLATE, dayUse, 'h', 'ja').kind).toBe('none');
    expect(stayPlusFlight(null, criteria(STAY), 'h', 'ja').kind).toBe('none');
    expect(stayPlusFlight('http://tour.example.com/?in={checkin}', criteria(STAY), 'h', 'ja').kind).toBe(
      'none',
    );
    expect(stayPlusFlight('{checkin}', criteria(STAY), 'h', 'ja').kind).toBe('none');
    // Unknown placeholders stay as written (and are encoded by URL).
    expect(stayPlusFlight('https://p.example/?x={unknown}', criteria(STAY), 'h', 'ja')).toEqual({
      kind: 'link',
      href: 'https://p.example/?x={unknown}',
    });
  });
});
