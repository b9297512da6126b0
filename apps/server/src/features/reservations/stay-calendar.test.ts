import { describe, expect, it } from 'vitest';
import { stayCalendar, zonedInstant } from './stay-calendar.ts';

describe('zonedInstant', () => {
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
});

describe('stayCalendar', () => {
  it('writes the stay from check-in to check-out in UTC with a stable uid', () => {
    const ics = stayCalendar({
      uid: 'reservation-A1B2C3@yadori',
      title: 'Stay at Hanami Tokyo',
      description: 'Reservation A1B2C3',
      location: 'Hanami Tokyo',
      checkin: '2026-05-01',
      checkout: '2026-05-03',
      checkinTime: '15:00',
      checkoutTime: '11:00',
      timeZone: 'Asia/Tokyo',
      stamp: new Date('2026-04-01T00:00:00Z'),
    });
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('UID:reservation-A1B2C3@yadori');
    expect(ics).toContain('DTSTART:20260501T060000Z');
    expect(ics).toContain('DTEND:20260503T020000Z');
    expect(ics).toContain('SUMMARY:Stay at Hanami Tokyo');
    expect(ics).toContain('METHOD:PUBLISH');
  });
});
