import { describe, expect, it } from 'vitest';
import { storedRowOf } from './rows.ts';
import { reservationRooms } from './tables/reservations.table.ts';

const room = {
  id: 7,
  reservationId: 3,
  roomIndex: 0,
  roomTypeId: 1,
  roomPlanId: 1,
  hotelPlanId: 1,
  roomTypeCode: 'STD-DBL',
  roomPlanCode: 'STD-DBL-ROOM-ONLY',
  hotelPlanCode: 'ROOM-ONLY',
  adults: 2,
  totalPrice: 14_500,
  tax: 1_318,
  accommodationTax: 0,
  priceBeforeDiscounts: 14_500,
  kidsTiers: [],
  kidsAgeRange: [],
};

describe('storedRowOf', () => {
  it('keeps what the row gives and fills the defaults the schema states, the rest null', () => {
    const stored = storedRowOf(reservationRooms, { ...room, guestFirstName: 'Ken' });
    expect(stored).toMatchObject({ ...room, guestFirstName: 'Ken' });
    // Stated defaults: 0 children and companions, no discounts, no code discount.
    expect(stored).toMatchObject({ children: 0, adultCompanion: 0, discounts: [], codeDiscount: 0 });
    expect(stored.guestLastName).toBeNull();
  });

  it('gives each row its own copy of a default object', () => {
    const a = storedRowOf(reservationRooms, room);
    const b = storedRowOf(reservationRooms, room);
    expect(a.discounts).not.toBe(b.discounts);
  });

  it('refuses a row that leaves out a column only the database can fill (an identity, an SQL default)', () => {
    const { id: _id, ...withoutId } = room;
    expect(() => storedRowOf(reservationRooms, withoutId)).toThrow(
      /id has a default only the database knows/,
    );
    const { kidsTiers: _tiers, ...withoutTiers } = room;
    expect(() => storedRowOf(reservationRooms, withoutTiers)).toThrow(/kids_tiers/);
  });
});
