import { createEvent, type EventAttributes } from 'ics';

/**
 * The instant of a hotel-local wall-clock time (`date` `HH:MM` in `timeZone`), e.g. check-in at 15:00
 * in Asia/Tokyo. Two passes settle the zone's offset, also across a daylight-saving change.
 * @example zonedInstant('2026-05-01', '15:00', 'Asia/Tokyo').toISOString() // '2026-05-01T06:00:00.000Z'
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - offsetMs(guess, timeZone);
  return new Date(guess);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

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
