import { describe, expect, it } from 'vitest';
import {
  addDays,
  addDaysIfDate,
  addMonths,
  daysBetween,
  daysInMonth,
  displayDate,
  isIsoDate,
  shiftMonth,
  todayInZone,
  weekday,
} from './hotel-date.ts';

describe('hotel dates', () => {
  it('reads today in the hotel time zone, not the guest’s', () => {
    // 2026-03-31 20:00 UTC is already 1 April in Tokyo and still 31 March in New York.
    const now = new Date('2026-03-31T20:00:00Z');
    expect(todayInZone('Asia/Tokyo', now)).toBe('2026-04-01');
    expect(todayInZone('America/New_York', now)).toBe('2026-03-31');
  });

  it('tells real calendar dates from look-alikes', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('adds days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('counts nights as whole days and knows month lengths and weekdays', () => {
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(weekday('2026-11-23')).toBe(1);
    expect(displayDate('2026-11-23')).toBe('2026/11/23');
  });

  it('gives the hotel-local date, not the UTC one', () => {
    const lateUtc = new Date(Date.UTC(2026, 10, 23, 20, 0, 0));
    expect(todayInZone('Asia/Tokyo', lateUtc)).toBe('2026-11-24');
    expect(todayInZone('UTC', lateUtc)).toBe('2026-11-23');
  });

  it('adds days only to a date written YYYY-MM-DD', () => {
    expect(addDaysIfDate('2026-12-10', -3)).toBe('2026-12-07');
    expect(addDaysIfDate('2026/12/10', 1)).toBeNull();
  });
});
