import { describe, expect, it } from 'vitest';
import { pricedStay } from '../../test/booking-fixtures.ts';
import {
  bookingTax,
  bookingTotal,
  checkedPeopleCounts,
  isBookingForSomeoneElse,
  setPeopleCount,
  timeForAllRooms,
} from './booking-rules.ts';

const room = (firstName: string, lastName: string) => ({ guest: { firstName, lastName } });

describe('booking for someone else (spec section 4)', () => {
  it('is false when the first room guest is the guest or left blank', () => {
    expect(isBookingForSomeoneElse({ firstName: 'Hana', lastName: 'Sato' }, [room('hana', 'SATO ')])).toBe(
      false,
    );
    expect(isBookingForSomeoneElse({ firstName: 'Hana', lastName: 'Sato' }, [room('', '')])).toBe(false);
  });

  it('is true when the first or last name of the first room differs', () => {
    expect(isBookingForSomeoneElse({ firstName: 'Hana', lastName: 'Sato' }, [room('Ken', 'Sato')])).toBe(
      true,
    );
    expect(isBookingForSomeoneElse({ firstName: 'Hana', lastName: 'Sato' }, [room('Hana', 'Ito')])).toBe(
      true,
    );
  });

  it('reads only the first room', () => {
    expect(
      isBookingForSomeoneElse({ firstName: 'Hana', lastName: 'Sato' }, [room('', ''), room('Ken', 'Ito')]),
    ).toBe(false);
  });
});

describe('people per room (spec section 4)', () => {
  it('sets the other gender to adults minus the value', () => {
    expect(setPeopleCount({ roomKey: 'room-1', adults: 3 }, 'men', 1)).toMatchObject({
      menCount: 1,
      womenCount: 2,
    });
    expect(setPeopleCount({ roomKey: 'room-1', adults: 3 }, 'women', 3)).toMatchObject({
      menCount: 0,
      womenCount: 3,
    });
  });

  it('caps a value above the adults and clears both when emptied', () => {
    expect(setPeopleCount({ roomKey: 'room-1', adults: 2 }, 'men', 5)).toMatchObject({
      menCount: 2,
      womenCount: 0,
    });
    expect(
      setPeopleCount({ roomKey: 'room-1', adults: 2, menCount: 1, womenCount: 1 }, 'men', null),
    ).toMatchObject({
      menCount: null,
      womenCount: null,
    });
  });

  it('clears saved counts that do not sum to the adults', () => {
    expect(checkedPeopleCounts({ roomKey: 'r', adults: 2, menCount: 2, womenCount: 1 })).toMatchObject({
      menCount: null,
      womenCount: null,
    });
    expect(checkedPeopleCounts({ roomKey: 'r', adults: 3, menCount: 2, womenCount: 1 })).toMatchObject({
      menCount: 2,
      womenCount: 1,
    });
  });
});

describe('check-in and check-out times (spec section 4)', () => {
  it('apply to every room, keeping the rooms’ other answers', () => {
    const rooms = timeForAllRooms(['room-1', 'room-2'], 'checkinTime', '15:00', [
      { roomKey: 'room-2', checkoutTime: '10:00' },
    ]);
    expect(rooms).toEqual([
      { roomKey: 'room-1', checkinTime: '15:00' },
      { roomKey: 'room-2', checkoutTime: '10:00', checkinTime: '15:00' },
    ]);
  });
});

describe('booking total', () => {
  it('adds the rooms and the extras (per delivery day); points do not change the price sent', () => {
    expect(bookingTotal(pricedStay(0))).toBe(24000);
    expect(bookingTotal(pricedStay(5000))).toBe(24000);
    expect(bookingTax(pricedStay(0))).toEqual({ tax: 2280, accommodationTax: 200 });
  });
});
