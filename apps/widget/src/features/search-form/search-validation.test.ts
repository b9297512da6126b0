import { describe, expect, it } from 'vitest';
import { hotelSettings } from '../../test/fixtures.ts';
import { parseCriteria, type SearchCriteria } from './search-criteria.ts';
import { validateCriteria } from './search-validation.ts';

const TODAY = '2026-11-24';
const NOW = new Date('2026-11-24T03:00:00Z');
const settings = hotelSettings({
  kids_setting: { mode: 'ages', max_children_per_adult: 2 },
  max_guests_per_room: 4,
  multi_rooms_search_limit: 3,
});
const criteria = (query: string): SearchCriteria => parseCriteria(new URLSearchParams(query), settings, NOW);
const keys = (c: SearchCriteria, today = TODAY) =>
  validateCriteria(c, settings, today).map((issue) => issue.key);

describe('validateCriteria', () => {
  it('accepts the default search', () => {
    expect(keys(criteria(''))).toEqual([]);
  });

  it('refuses dates beyond the reservable period, naming the months', () => {
    // 12 months from 2026-11-24: the last night may be 2027-11-24.
    expect(keys(criteria('checkin=2027-11-24&checkout=2027-11-25'))).toEqual([]);
    const issues = validateCriteria(criteria('checkin=2027-11-24&checkout=2027-11-26'), settings, TODAY);
    expect(issues).toEqual([
      { field: 'dates', key: 'searchForm.errorReservablePeriod', params: { months: 12 } },
    ]);
  });

  it('refuses a past check-in, and yesterday only when the hotel allows it', () => {
    expect(keys(criteria('checkin=2026-11-23&checkout=2026-11-24'))).toEqual(['searchForm.errorPastDate']);
    const yesterday = hotelSettings();
    yesterday.booking_widget_setting_attributes.default_search_setting.yesterday_bookable = true;
    const c = parseCriteria(new URLSearchParams('checkin=2026-11-23&checkout=2026-11-24'), yesterday, NOW);
    expect(validateCriteria(c, yesterday, TODAY)).toEqual([]);
  });

  it('refuses more than 30 nights', () => {
    expect(keys(criteria('checkin=2026-12-01&checkout=2027-01-01'))).toEqual([
      'searchForm.errorTooManyNights',
    ]);
  });

  it('checks guests per room, children per adult and missing ages, naming the room', () => {
    const c = criteria('adults=1');
    c.rooms.push({
      adults: 1,
      children: 3,
      kidsTiers: [],
      kidsAges: [3, 5, -1],
      adultCompanion: 0,
      kidTierACompanion: 0,
    });
    c.rooms.push({
      adults: 4,
      children: 1,
      kidsTiers: [],
      kidsAges: [7],
      adultCompanion: 0,
      kidTierACompanion: 0,
    });
    expect(validateCriteria(c, settings, TODAY)).toEqual([
      { field: 'rooms', key: 'searchForm.warningChildrenPerAdult', params: { room: 2, max: 2 } },
      { field: 'rooms', key: 'searchForm.errorChildAge', params: { room: 2 } },
      { field: 'rooms', key: 'searchForm.errorTooManyGuests', params: { room: 3, max: 4 } },
    ]);
  });

  it('refuses more rooms than the multi-room limit', () => {
    const c = criteria('room_count=3');
    c.rooms.push({ ...c.rooms[0]! });
    expect(keys(c)).toEqual(['searchForm.errorTooManyRooms']);
  });

  it('refuses an undated search whose rooms differ, and ignores its dates', () => {
    const c = criteria('search_type=undated&room_count=2&checkin=2020-01-01');
    expect(keys(c)).toEqual([]);
    c.rooms[1] = { ...c.rooms[1]!, adults: 1 };
    expect(keys(c)).toEqual(['searchForm.errorUndatedRoomsDiffer']);
  });
});
