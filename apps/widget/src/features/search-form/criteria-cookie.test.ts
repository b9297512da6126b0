import { afterEach, describe, expect, it } from 'vitest';
import { hotelSettings } from '../../test/fixtures.ts';
import {
  readCriteriaCookie,
  SEARCH_CRITERIA_COOKIE,
  withStoredCriteria,
  writeCriteriaCookie,
} from './criteria-cookie.ts';
import { parseCriteria } from './search-criteria.ts';

const NOW = new Date('2026-11-23T03:00:00Z');
const settings = hotelSettings({ day_use_search_active: true });

afterEach(() => {
  document.cookie = `${SEARCH_CRITERIA_COOKIE}=; max-age=0; path=/`;
});

describe('search criteria cookie', () => {
  it('stores the spec fields for one hour and reads them back', () => {
    const criteria = parseCriteria(
      new URLSearchParams(
        'checkin=2026-12-01&checkout=2026-12-03&type=plan&adults=3&room_count=2&promo_code=P',
      ),
      settings,
      NOW,
    );
    const written: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    writeCriteriaCookie(criteria, 'https://hotel.example/rooms', doc);
    expect(written[0]).toMatch(/^search_criteria=.+; max-age=3600; path=\/; SameSite=None; Secure$/);

    writeCriteriaCookie(criteria, 'https://hotel.example/rooms');
    expect(readCriteriaCookie()).toEqual({
      checkin: '2026-12-01',
      checkout: '2026-12-03',
      type: 'plan',
      adults: '3',
      room_count: '2',
      parentUrl: 'https://hotel.example/rooms',
    });
  });

  it('reads nothing from a missing or damaged cookie', () => {
    expect(readCriteriaCookie()).toBeNull();
    document.cookie = `${SEARCH_CRITERIA_COOKIE}=%7Bnot-json; path=/`;
    expect(readCriteriaCookie()).toBeNull();
  });

  it('fills an address without a search of its own, and never overrides one', () => {
    const stored = { checkin: '2026-12-01', checkout: '2026-12-03', adults: '3', parentUrl: 'x' };
    const filled = withStoredCriteria(new URLSearchParams('code=hanami-tokyo'), stored);
    expect(filled.get('checkin')).toBe('2026-12-01');
    expect(filled.get('adults')).toBe('3');
    expect(filled.has('parentUrl')).toBe(false);
    const own = withStoredCriteria(new URLSearchParams('code=hanami-tokyo&adults=1'), stored);
    expect(own.has('checkin')).toBe(false);
  });
});
