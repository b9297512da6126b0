import { describe, expect, it } from 'vitest';
import { stayCalendar } from './stay-calendar.ts';

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
