import { describe, expect, it } from 'vitest';
import { isoToZonedInput, zonedInputToIso, zoneOffsetMinutes } from './zoned-time.ts';

describe('a hotel clock’s offset', () => {
  it('is the zone’s own, with daylight saving where the zone keeps it', () => {
    expect(zoneOffsetMinutes(Date.parse('2025-01-15T00:00:00Z'), 'Asia/Tokyo')).toBe(540);
    expect(zoneOffsetMinutes(Date.parse('2025-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(Date.parse('2025-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(Date.parse('2025-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });
});

describe('a datetime-local value on the hotel’s clock', () => {
  it('becomes the instant with the zone’s offset', () => {
    expect(zonedInputToIso('2025-05-01T09:00', 'Asia/Tokyo')).toBe('2025-05-01T09:00:00+09:00');
    expect(zonedInputToIso('2025-01-10T18:30', 'America/New_York')).toBe('2025-01-10T18:30:00-05:00');
    expect(zonedInputToIso('2025-07-10T18:30', 'America/New_York')).toBe('2025-07-10T18:30:00-04:00');
    expect(zonedInputToIso('2025-03-01T00:00', 'Asia/Kolkata')).toBe('2025-03-01T00:00:00+05:30');
  });

  it('takes a time the clock skips as the same moment on the clock before the change', () => {
    // New York moved from 02:00 EST to 03:00 EDT on 9 March 2025: 02:30 EST is 03:30 EDT.
    expect(zonedInputToIso('2025-03-09T02:30', 'America/New_York')).toBe('2025-03-09T03:30:00-04:00');
  });

  it('takes an hour the clock repeats as its first time', () => {
    // New York set 02:00 EDT back to 01:00 EST on 2 November 2025: 01:30 came twice.
    expect(zonedInputToIso('2025-11-02T01:30', 'America/New_York')).toBe('2025-11-02T01:30:00-04:00');
  });

  it('is null when empty or not a datetime-local value', () => {
    for (const value of ['', '2025-05-01', '2025-02-30T10:00', '2025-05-01T24:00', 'tomorrow']) {
      expect(zonedInputToIso(value, 'Asia/Tokyo'), value).toBeNull();
    }
  });

  it('shows a stored instant on the hotel’s clock, whatever offset it was written with', () => {
    expect(isoToZonedInput('2025-05-01T00:00:00Z', 'Asia/Tokyo')).toBe('2025-05-01T09:00');
    expect(isoToZonedInput('2025-05-01T09:00:00+09:00', 'America/New_York')).toBe('2025-04-30T20:00');
    expect(isoToZonedInput(null, 'Asia/Tokyo')).toBe('');
  });

  it('round-trips through the API’s form', () => {
    for (const zone of ['Asia/Tokyo', 'Europe/London', 'America/Los_Angeles']) {
      const iso = zonedInputToIso('2025-10-26T12:45', zone)!;
      expect(isoToZonedInput(iso, zone), zone).toBe('2025-10-26T12:45');
    }
  });
});
