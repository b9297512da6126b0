import type { Reservation } from '@yadori/contract/reservation.schema';
import { reservationFixture } from '../payment/reservation-fixtures.ts';
import type { UpdateSettings } from './update-api.ts';

/** Test fixture: two double rooms of one plan (room-only), 20,000 each, changeable. */
export function twoRoomReservation(patch: Partial<Reservation> = {}): Reservation {
  const base = reservationFixture();
  const room = base.rooms[0] as Reservation['rooms'][number];
  return reservationFixture({
    rooms: [room, { ...room, room_index: 1, adults: 1 }],
    rooms_total: 40000,
    total_price: 40000,
    ...patch,
  });
}

export function updateSettingsFixture(patch: Partial<UpdateSettings> = {}): UpdateSettings {
  return {
    is_active: true,
    updatable: true,
    reason: null,
    deadline: '2027-01-09T15:00:00Z',
    max_room_count: 2,
    version: 3,
    ...patch,
  };
}
