import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayNumber,
  daysBetween,
  hotelLocalTime,
  hotelToday,
  isIsoDate,
  stayNights,
  zonedInstant,
} from './hotel-time.ts';

describe('calendar arithmetic on YYYY-MM-DD', () => {
  it('adds days and counts them across month, year and leap-day boundaries', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-05-03', -2)).toBe('2026-05-01');
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-05-03', '2026-05-01')).toBe(-2);
  });

  it('adds calendar months, clamped to the last day of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-05-10', 12)).toBe('2027-05-10');
  });

  it('lists the nights of a stay, one day for a day-use stay', () => {
    expect(stayNights('2026-05-31', 2)).toEqual(['2026-05-31', '2026-06-01']);
    expect(stayNights('2026-05-31', 0)).toEqual(['2026-05-31']);
  });

  it('tells real calendar dates apart, and numbers only those', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-5-1')).toBe(false);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
    expect(() => dayNumber('tomorrow')).toThrow(RangeError);
  });
});

describe('hotel-local time', () => {
  it('reads the wall clock of the zone', () => {
    expect(hotelLocalTime(new Date('2026-05-01T15:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-05-02',
      hour: 0,
      minute: 0,
    });
    expect(hotelLocalTime(new Date('2026-01-01T07:59:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2025-12-31',
      hour: 23,
      minute: 59,
    });
  });

  it("gives today's date in the hotel's zone", () => {
    expect(hotelToday(new Date('2026-05-01T14:59:59Z'), 'Asia/Tokyo')).toBe('2026-05-01');
    expect(hotelToday(new Date('2026-05-01T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-05-02');
    expect(hotelToday(new Date('2026-05-01T15:00:00Z'), 'UTC')).toBe('2026-05-01');
  });

  it('refuses a time zone Intl does not know', () => {
    expect(() => hotelLocalTime(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('turns hotel-local wall-clock times into instants, daylight saving included', () => {
    expect(zonedInstant('2026-05-01', '15:00', 'Asia/Tokyo').toISOString()).toBe('2026-05-01T06:00:00.000Z');
    expect(zonedInstant('2026-05-01', '15:00', 'Asia/Seoul').toISOString()).toBe('2026-05-01T06:00:00.000Z');
    expect(zonedInstant('2026-07-01', '15:00', 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(zonedInstant('2026-01-01', '15:00', 'Europe/Paris').toISOString()).toBe(
      '2026-01-01T14:00:00.000Z',
    );
  });

  it('reads the same wall clock as Intl at every quarter hour and either side of each change', () => {
    // Zones with daylight saving (an hour, Lord Howe's half hour), a half-hour and a 45-minute offset.
    const zones = [
      'America/New_York',
      'Europe/Paris',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
      'Asia/Kathmandu',
    ];
    // Intl's own reading, another way: Swedish writes the wall clock as `YYYY-MM-DD HH:MM:SS`.
    const intl = (instant: Date, timeZone: string) => {
      const [date, time] = instant.toLocaleString('sv-SE', { timeZone }).split(' ') as [string, string];
      const [hour, minute] = time.split(':').map(Number) as [number, number];
      return { date, hour, minute };
    };
    const changes = [
      '2026-03-08T07:00:00Z', // New York springs forward
      '2026-11-01T06:00:00Z', // and falls back
      '2026-03-29T01:00:00Z', // Paris
      '2026-10-25T01:00:00Z',
      '2026-04-04T15:00:00Z', // Lord Howe: half an hour back
      '2026-10-03T15:30:00Z', // and forward
    ].map(Date.parse);
    const instants = [
      ...changes.flatMap((at) => [-1000, -1, 0, 1, 1000, 59_000, 1_799_000].map((d) => at + d)),
      ...Array.from(
        { length: 24 * 4 * 3 },
        (_, i) => Date.parse('2026-11-01T00:00:00Z') + i * 15 * 60_000 + 7_000,
      ),
    ];
    for (const zone of zones)
      for (const at of instants)
        expect(hotelLocalTime(new Date(at), zone), `${zone} ${new Date(at).toISOString()}`).toEqual(
          intl(new Date(at), zone),
        );
  });
});
