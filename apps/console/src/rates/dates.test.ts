import { describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  monthEnd,
  monthStart,
  nightsIncluded,
  nightsOf,
  todayIn,
  weekdayOf,
} from './dates.ts';

describe('rates grid dates', () => {
  it('moves by days and months across the year and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
    expect(monthStart('2026-12-17', 1)).toBe('2027-01-01');
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
  });

  it('counts nights with both ends included', () => {
    expect(nightsIncluded('2026-07-01', '2026-07-31')).toBe(31);
    expect(nightsIncluded('2026-07-02', '2026-07-01')).toBe(0);
    expect(nightsOf('2026-03-30', '2026-04-01')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
  });

  it("reads a hotel's today in its own time zone", () => {
    const instant = new Date('2026-07-01T16:30:00Z');
    expect(todayIn('Asia/Tokyo', instant)).toBe('2026-07-02');
    expect(todayIn('America/New_York', instant)).toBe('2026-07-01');
  });

  it('knows weekdays and real dates', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
});
