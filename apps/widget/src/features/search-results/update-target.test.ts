import { describe, expect, it } from 'vitest';
import { twoRoomReservation, updateSettingsFixture } from '../reservation-update/update-fixtures.ts';
import { offerFixture, planFixture, roomFixture, searchDataFixture } from './search-fixtures.ts';
import type { SelectedRoom } from './selected-rooms.ts';
import {
  idleUpdateTarget,
  maxRoomsOf,
  restrictToBooked,
  type UpdateTarget,
  updateRoomBound,
} from './update-target.ts';

const target = (patch: Partial<UpdateTarget> = {}): UpdateTarget => ({
  number: 'AB23CD45EF',
  status: 'ready',
  reservation: twoRoomReservation(),
  settings: updateSettingsFixture(),
  ...patch,
});

describe('update mode rules on the results page', () => {
  it('caps the rooms at what was booked and what update_settings allows', () => {
    expect(maxRoomsOf(target())).toBe(2);
    expect(maxRoomsOf(target({ settings: updateSettingsFixture({ max_room_count: 1 }) }))).toBe(1);
    expect(maxRoomsOf(target({ settings: updateSettingsFixture({ max_room_count: 5 }) }))).toBe(2);
  });

  it('bounds the stepper by the rooms left and the rooms chosen of other types', () => {
    const other = { roomTypeCode: 'TWN', quantity: 1 } as SelectedRoom;
    expect(updateRoomBound(target(), [], 'DBL', 5)).toBe(2);
    expect(updateRoomBound(target(), [other], 'DBL', 5)).toBe(1);
    expect(updateRoomBound(target(), [], 'DBL', 1)).toBe(1);
    expect(updateRoomBound(idleUpdateTarget(), [other], 'DBL', 5)).toBe(5);
  });

  it('offers only the booked room plans, with no more rooms than the change may keep', () => {
    const data = searchDataFixture({
      rooms: [
        roomFixture({
          room_plan: [offerFixture(), offerFixture({ room_plan_code: 'DTW-BB' })],
        }),
        roomFixture({ room_type_code: 'STE', room_count: 1 }),
      ],
      plans: [planFixture()],
    });
    const reservation = twoRoomReservation();
    const rooms = reservation.rooms.map((room) => ({
      ...room,
      room_type_code: 'DTW',
      room_plan_code: 'DTW-RO',
    }));
    const restricted = restrictToBooked(data, target({ reservation: { ...reservation, rooms } }));
    expect(restricted.rooms.map((r) => r.room_type_code)).toEqual(['DTW']);
    expect(restricted.rooms[0]!.room_plan.map((p) => p.room_plan_code)).toEqual(['DTW-RO']);
    expect(restricted.rooms[0]!.room_count).toBe(2);
    expect(restricted.plans[0]!.rooms.map((r) => [r.room_plan_code, r.room_count])).toEqual([['DTW-RO', 2]]);
    expect(restrictToBooked(data, idleUpdateTarget())).toBe(data);
  });
});
