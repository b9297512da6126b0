import { createEvent, type EventAttributes } from 'ics';
import { zonedInstant } from '../../lib/hotel-time.ts';

export interface StayEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  checkin: string;
  checkout: string;
  checkinTime: string;
  checkoutTime: string;
  timeZone: string;
  /** The instant the booking was confirmed (DTSTAMP). */
  stamp: Date;
}

/**
 * An iCalendar file of the stay: from check-in time on the check-in date to check-out time on the
 * check-out date, both hotel-local and written in UTC so every calendar shows them at the right hour.
 */
export function stayCalendar(event: StayEvent): string {
  const start = zonedInstant(event.checkin, event.checkinTime, event.timeZone);
  let end = zonedInstant(event.checkout, event.checkoutTime, event.timeZone);
  // Day use: check-out is the check-in date; the event still has to end after it starts.
  if (end <= start) end = new Date(start.getTime() + 60 * 60 * 1000);
  // DTSTAMP: ics reads `timestamp` though its types omit it; without it the file would change on every run.
  const attributes: EventAttributes & { timestamp: number } = {
    uid: event.uid,
    productId: 'yadori/booking',
    method: 'PUBLISH',
    title: event.title,
    description: event.description,
    location: event.location,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    timestamp: event.stamp.getTime(),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar file could not be written');
  return value;
}
