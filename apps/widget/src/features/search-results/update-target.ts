import type { Reservation } from '@yadori/contract/reservation.schema';
import type { Answer } from '../../api/call.ts';
import { createStore, type Store, useStore } from '../../lib/create-store.ts';
import type { SearchData } from './search-data.ts';
import type { SelectedRoom } from './selected-rooms.ts';

/** `GET …/update_settings` (reservation-update's `UpdateSettings`): what the change may keep. */
type UpdateSettings = Answer<'GET /book/hotels/:hotelId/reservations/:number/update_settings'>['data'];

/**
 * The reservation being changed from the results page (update mode, spec section 2). This module is
 * on the results page's first chunk: it holds only data and pure rules; loading and drawing live in
 * reservation-update's lazy `update-mode-panel.tsx`, which the results page gets as `UpdateModeParts`.
 */
export interface UpdateTarget {
  /** `current_reservation` of the address, or null outside update mode. */
  number: string | null;
  status: 'idle' | 'loading' | 'ready' | 'refused' | 'error';
  reservation: Reservation | null;
  settings: UpdateSettings | null;
}

export const idleUpdateTarget = (): UpdateTarget => ({
  number: null,
  status: 'idle',
  reservation: null,
  settings: null,
});

export const updateTargetStore: Store<UpdateTarget> = createStore(idleUpdateTarget());

export function useUpdateTarget(store: Store<UpdateTarget> = updateTargetStore): UpdateTarget {
  return useStore(store, (state) => state);
}

/** The room count the change may keep: never more than booked (spec section 6: rooms only go down). */
export function maxRoomsOf(target: UpdateTarget): number {
  const booked = target.reservation?.rooms.length ?? 0;
  const allowed = target.settings?.max_room_count ?? booked;
  return Math.min(booked, allowed);
}

const bookedKey = (roomTypeCode: string, roomPlanCode: string) => `${roomTypeCode}\u0000${roomPlanCode}`;

/**
 * Update mode shows only the booked room plans (spec section 6: the plan cannot change), and no room
 * type offers more rooms than the change may keep. Outside update mode the answer is returned as it is.
 */
export function restrictToBooked(data: SearchData, target: UpdateTarget): SearchData {
  if (!target.reservation) return data;
  const booked = new Set(target.reservation.rooms.map((r) => bookedKey(r.room_type_code, r.room_plan_code)));
  const cap = maxRoomsOf(target);
  const rooms = data.rooms
    .map((room) => ({
      ...room,
      room_count: Math.min(room.room_count, cap),
      room_plan: room.room_plan.filter((offer) =>
        booked.has(bookedKey(room.room_type_code, offer.room_plan_code)),
      ),
    }))
    .filter((room) => room.room_plan.length > 0);
  const plans = data.plans
    .map((plan) => ({
      ...plan,
      rooms: plan.rooms
        .filter((entry) => booked.has(bookedKey(entry.room_type_code, entry.room_plan_code)))
        .map((entry) => ({ ...entry, room_count: Math.min(entry.room_count, cap) })),
    }))
    .filter((plan) => plan.rooms.length > 0);
  return { ...data, rooms, plans };
}

/** The stepper's bound in update mode: the rooms left of the type, and no more rooms in all than booked. */
export function updateRoomBound(
  target: UpdateTarget,
  selected: readonly SelectedRoom[],
  roomTypeCode: string,
  roomCount: number,
): number {
  if (!target.reservation) return roomCount;
  const others = selected
    .filter((room) => room.roomTypeCode !== roomTypeCode)
    .reduce((sum, room) => sum + room.quantity, 0);
  return Math.max(0, Math.min(roomCount, maxRoomsOf(target) - others));
}
