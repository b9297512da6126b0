import { describe, expect, it } from 'vitest';
import type { SelectedRoom } from '../search-results/selected-rooms.ts';
import { twoRoomReservation } from './update-fixtures.ts';
import { keepOtherRooms, parseUpdateRooms, planUpdateRooms } from './update-rooms.ts';

const chosen = (patch: Partial<SelectedRoom>): SelectedRoom => ({
  roomTypeCode: 'DBL',
  roomPlanCode: 'DBL-RO',
  numberOfAdults: 2,
  numberOfChildren: 0,
  quantity: 1,
  type: 'rooms',
  salePrice: 10000,
  tax: 909,
  scrapeIds: [],
  promotionID: null,
  couponCode: null,
  ...patch,
});

const party = (adults: number, kidsTiers: string[] = []) => ({
  adults,
  children: kidsTiers.length,
  kidsTiers,
  kidsAges: [],
  adultCompanion: 0,
  kidTierACompanion: 0,
});

describe('planUpdateRooms', () => {
  const booked = twoRoomReservation().rooms;

  it('keeps the lowest booked room of the same type and plan for each chosen room, with its party', () => {
    expect(
      planUpdateRooms(booked, [chosen({ numberOfAdults: 3, numberOfChildren: 1 })], [party(3, ['A'])]),
    ).toEqual([{ room_index: 0, adults: 3, children: 1, kids_tiers: ['A'], kids_age_range: [] }]);
    expect(planUpdateRooms(booked, [chosen({ quantity: 2 })], [party(2)])?.map((r) => r.room_index)).toEqual([
      0, 1,
    ]);
  });

  it('refuses more rooms than booked, another plan, and nothing chosen', () => {
    expect(planUpdateRooms(booked, [chosen({ quantity: 3 })], [party(2)])).toBeNull();
    expect(planUpdateRooms(booked, [chosen({ roomPlanCode: 'DBL-BB' })], [party(2)])).toBeNull();
    expect(planUpdateRooms(booked, [], [party(2)])).toBeNull();
  });
});

describe('parseUpdateRooms', () => {
  const indexes = [0, 1];
  const one = (patch: Record<string, unknown> = {}) =>
    JSON.stringify([{ room_index: 1, adults: 2, children: 0, kids_tiers: [], kids_age_range: [], ...patch }]);

  it('reads kept booked rooms sorted by index', () => {
    expect(
      parseUpdateRooms(
        JSON.stringify([
          { room_index: 1, adults: 1 },
          { room_index: 0, adults: 2, children: 1, kids_age_range: [5] },
        ]),
        indexes,
      ),
    ).toEqual([
      { room_index: 0, adults: 2, children: 1, kids_tiers: [], kids_age_range: [5] },
      { room_index: 1, adults: 1, children: 0, kids_tiers: [], kids_age_range: [] },
    ]);
  });

  it('refuses an unbooked or repeated room, a bad party, more rooms than booked and broken JSON', () => {
    expect(parseUpdateRooms(one(), indexes)).not.toBeNull();
    expect(parseUpdateRooms(one({ room_index: 2 }), indexes)).toBeNull();
    expect(parseUpdateRooms(one({ adults: 0 }), indexes)).toBeNull();
    expect(parseUpdateRooms(one({ adults: 1.5 }), indexes)).toBeNull();
    expect(
      parseUpdateRooms(
        JSON.stringify([
          { room_index: 0, adults: 1 },
          { room_index: 0, adults: 1 },
        ]),
        indexes,
      ),
    ).toBeNull();
    expect(parseUpdateRooms(one(), [1, 0].slice(0, 0))).toBeNull();
    expect(parseUpdateRooms('[{', indexes)).toBeNull();
    expect(parseUpdateRooms('[]', indexes)).toBeNull();
    expect(parseUpdateRooms(null, indexes)).toBeNull();
  });
});

describe('keepOtherRooms', () => {
  const booked = [
    { room_index: 0, room_type_code: 'DBL', room_plan_code: 'DBL-RO' },
    { room_index: 1, room_type_code: 'DBL', room_plan_code: 'DBL-RO' },
    { room_index: 2, room_type_code: 'TWN', room_plan_code: 'TWN-RO' },
  ];
  const kept = (room_index: number, adults: number) => ({
    room_index,
    adults,
    children: 0,
    kids_tiers: [],
    kids_age_range: [],
  });

  it('gives the parties to the rooms picked within the same type and plan', () => {
    expect(keepOtherRooms(booked, [kept(0, 3), kept(2, 1)], [1, 2])).toEqual([kept(1, 3), kept(2, 1)]);
  });

  it('refuses a pick of another count per type, or of rooms not booked', () => {
    expect(keepOtherRooms(booked, [kept(0, 3)], [])).toBeNull();
    expect(keepOtherRooms(booked, [kept(0, 3)], [0, 1])).toBeNull();
    expect(keepOtherRooms(booked, [kept(0, 3)], [2])).toBeNull();
    expect(keepOtherRooms(booked, [kept(0, 3)], [9])).toBeNull();
  });
});
