import type { BookingRoom, BookingState, Guest, RoomAnswer, SelectedExtra } from './booking-types.ts';

const norm = (name: string) => name.trim().toLowerCase();

/**
 * Spec section 4: booking for someone else is true when the guest's first or last name differs from
 * the first room's guest. A room guest left blank is the guest.
 */
export function isBookingForSomeoneElse(
  guest: Pick<Guest, 'firstName' | 'lastName'>,
  rooms: readonly Pick<BookingRoom, 'guest'>[],
): boolean {
  const first = rooms[0]?.guest;
  if (!first) return false;
  const firstName = first.firstName.trim() === '' ? guest.firstName : first.firstName;
  const lastName = first.lastName.trim() === '' ? guest.lastName : first.lastName;
  return norm(firstName) !== norm(guest.firstName) || norm(lastName) !== norm(guest.lastName);
}

/**
 * Spec section 4 (people per room): setting one gender's count of a room sets the other to the
 * room's adults minus that value (never below 0; a value above the adults is capped).
 * @example setPeopleCount({ roomKey: 'room-1', adults: 3 }, 'men', 1) // menCount 1, womenCount 2
 */
export function setPeopleCount(
  answer: RoomAnswer,
  gender: 'men' | 'women',
  value: number | null,
): RoomAnswer {
  const adults = answer.adults ?? 0;
  if (value === null || Number.isNaN(value)) return { ...answer, menCount: null, womenCount: null };
  const own = Math.min(Math.max(0, Math.trunc(value)), adults);
  const other = adults - own;
  return gender === 'men'
    ? { ...answer, menCount: own, womenCount: other }
    : { ...answer, womenCount: own, menCount: other };
}

/** Spec section 3: saved men/women counts are cleared if they do not sum to the room's adults. */
export function checkedPeopleCounts(answer: RoomAnswer): RoomAnswer {
  const { menCount, womenCount, adults } = answer;
  if (menCount == null || womenCount == null) return answer;
  return menCount + womenCount === adults ? answer : { ...answer, menCount: null, womenCount: null };
}

/** Spec section 4: a check-in or check-out time applies to every room. */
export function timeForAllRooms(
  roomKeys: readonly string[],
  field: 'checkinTime' | 'checkoutTime',
  time: string,
  previous: readonly RoomAnswer[] = [],
): RoomAnswer[] {
  return roomKeys.map((roomKey) => ({
    ...(previous.find((r) => r.roomKey === roomKey) ?? { roomKey }),
    [field]: time,
  }));
}

/** Tax-inclusive total of the rooms (as last priced, coupon included) and its tax. */
export function roomsTotal(rooms: readonly BookingRoom[]): { total: number; tax: number } {
  return rooms.reduce((sum, room) => ({ total: sum.total + room.salePrice, tax: sum.tax + room.tax }), {
    total: 0,
    tax: 0,
  });
}

/** What one chosen extra costs, tax included, as the guest was shown it. */
export const extraLineTotal = (extra: SelectedExtra) => extra.priceWithTax;

export function extrasTotal(extras: Readonly<Record<string, SelectedExtra>>): number {
  return Object.values(extras).reduce((sum, extra) => sum + extraLineTotal(extra), 0);
}

/**
 * The stay's price: rooms (coupon already in their prices) plus extras. Points are not taken off it:
 * it is the booking's `total_price`, and `payableAfterPoints` says what is left to pay.
 */
export function bookingTotal(state: Pick<BookingState, 'bookingDetails' | 'selectedExtras'>): number {
  const rooms = roomsTotal(state.bookingDetails?.rooms ?? []).total;
  return rooms + extrasTotal(state.selectedExtras);
}

/** The tax inside the stay's price (rooms' and extras', accommodation tax included) and its accommodation tax. */
export function bookingTax(state: Pick<BookingState, 'bookingDetails' | 'selectedExtras'>): {
  tax: number;
  accommodationTax: number;
} {
  const rooms = state.bookingDetails?.rooms ?? [];
  const extrasTax = Object.values(state.selectedExtras).reduce((sum, extra) => sum + extra.tax, 0);
  return {
    tax: roomsTotal(rooms).tax + extrasTax,
    accommodationTax: rooms.reduce((sum, room) => sum + room.accommodationTax, 0),
  };
}
