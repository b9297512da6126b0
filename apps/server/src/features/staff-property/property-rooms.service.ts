import type { HotelSettings } from '@yadori/contract/hotel-settings.schema';
import {
  type StaffRoomType,
  type StaffRoomTypeCreateBody,
  type StaffRoomTypePatchBody,
  staffRoomTypeCreateBodySchema,
} from '@yadori/contract/staff-property.schema';
import type { Db } from '../../db/database.ts';
import { hotelToday } from '../../lib/hotel-time.ts';
import { auditInHotel, changeIn, hotelFor, mergeChecked, type PropertyActor } from './property-actor.ts';
import {
  closeComingNights,
  deleteRoomType,
  findRoomType,
  insertRoomType,
  listRoomTypes,
  lockComingNights,
  type RoomTypeRecord,
  roomTypeCodeTaken,
  roomTypeEverBooked,
  roomTypeHasComingStays,
  updateRoomType,
} from './property-rooms.repository.ts';
import { staffPropertyErrors } from './staff-property.errors.ts';

function toStaffRoomType(row: RoomTypeRecord): StaffRoomType {
  return {
    id: row.id,
    hotel_id: row.hotelId,
    code: row.code,
    name: row.name,
    description: row.description,
    translations: row.translations,
    capacity: row.capacity,
    min_guests: row.minGuests,
    beds: row.beds,
    size_square_meters: row.sizeSquareMeters,
    images: row.images,
    filter_ids: row.filterIds,
    sort_order: row.sortOrder,
    active: row.active,
  };
}

/** The columns of a room type's request fields. */
function roomTypeColumns(input: Partial<StaffRoomTypeCreateBody>) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    translations: input.translations,
    capacity: input.capacity,
    minGuests: input.min_guests,
    beds: input.beds,
    sizeSquareMeters: input.size_square_meters,
    images: input.images,
    filterIds: input.filter_ids,
    sortOrder: input.sort_order,
    active: input.active,
  };
}

/** 422 unless every id is one of the hotel's search filters (its settings' room_search_filters). */
export function checkFilters(settings: HotelSettings, ids: readonly number[], field: string): void {
  const known = new Set(settings.room_search_filters.map((filter) => filter.id));
  if (ids.some((id) => !known.has(id))) throw staffPropertyErrors.unknownFilter(field);
}

/** `GET …/room_types`: the hotel's room types in their order, switched-off ones too. */
export async function roomTypesOf(db: Db, actor: PropertyActor, hotelId: number): Promise<StaffRoomType[]> {
  await hotelFor(db, actor, hotelId, 'hotel.read');
  return (await listRoomTypes(db, hotelId)).map(toStaffRoomType);
}

/** `POST …/room_types`. A new room type sells once it has room plans, inventory and rates. */
export async function createRoomType(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  input: StaffRoomTypeCreateBody,
  now: Date,
): Promise<StaffRoomType> {
  const hotel = await hotelFor(db, actor, hotelId, 'hotel.configure');
  checkFilters(hotel.settings, input.filter_ids, 'filter_ids');
  return changeIn(db, async (tx) => {
    if (await roomTypeCodeTaken(tx, hotelId, input.code)) throw staffPropertyErrors.roomTypeCodeTaken();
    const after = toStaffRoomType(
      await insertRoomType(tx, {
        hotelId,
        ...roomTypeColumns(input),
        code: input.code,
        name: input.name,
        capacity: input.capacity,
      }),
    );
    await auditInHotel(
      tx,
      actor,
      hotel,
      { action: 'room_type.create', entityType: 'room_type', entityId: after.id, after },
      now,
    );
    return after;
  });
}

/**
 * Refuses (2201) while live reservations hold nights of the room type from the hotel's today on. Locks
 * those nights first, as bookings do, so no booking lands between the check and the change.
 */
async function refuseWhileBooked(tx: Db, roomTypeId: number, today: string): Promise<void> {
  await lockComingNights(tx, roomTypeId, today);
  if (await roomTypeHasComingStays(tx, roomTypeId, today))
    throw staffPropertyErrors.roomTypeHasUpcomingReservation();
}

/**
 * `PATCH …/room_types/:id`. Switching it off is refused (2201) while live reservations hold its coming
 * nights, and closes those nights, so no instance still holding it in its cache sells them.
 */
export async function changeRoomType(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  roomTypeId: number,
  patch: StaffRoomTypePatchBody,
  now: Date,
): Promise<StaffRoomType> {
  const hotel = await hotelFor(db, actor, hotelId, 'hotel.configure');
  if (patch.filter_ids) checkFilters(hotel.settings, patch.filter_ids, 'filter_ids');
  return changeIn(db, async (tx) => {
    const current = await findRoomType(tx, hotelId, roomTypeId, { lock: true });
    if (!current) throw staffPropertyErrors.roomTypeNotFound();
    const before = toStaffRoomType(current);
    const { id: _id, hotel_id: _hotelId, ...stored } = before;
    const merged = mergeChecked(staffRoomTypeCreateBodySchema, stored, patch);
    if (merged.code !== current.code && (await roomTypeCodeTaken(tx, hotelId, merged.code, roomTypeId)))
      throw staffPropertyErrors.roomTypeCodeTaken();
    if (current.active && !merged.active) {
      const today = hotelToday(now, hotel.timeZone);
      await refuseWhileBooked(tx, roomTypeId, today);
      await closeComingNights(tx, roomTypeId, today);
    }
    const after = toStaffRoomType(await updateRoomType(tx, roomTypeId, roomTypeColumns(merged)));
    await auditInHotel(
      tx,
      actor,
      hotel,
      { action: 'room_type.update', entityType: 'room_type', entityId: roomTypeId, before, after },
      now,
    );
    return after;
  });
}

/**
 * `DELETE …/room_types/:id`: refused (2201) while live reservations hold its coming nights. A room
 * type no reservation names goes with its nights, room plans and rates; one past or cancelled stays
 * name is switched off instead and its coming nights closed, so those stays keep their room.
 */
export async function removeRoomType(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  roomTypeId: number,
  now: Date,
): Promise<{ id: number; outcome: 'deleted' | 'deactivated' }> {
  const hotel = await hotelFor(db, actor, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findRoomType(tx, hotelId, roomTypeId, { lock: true });
    if (!current) throw staffPropertyErrors.roomTypeNotFound();
    const today = hotelToday(now, hotel.timeZone);
    await refuseWhileBooked(tx, roomTypeId, today);
    const before = toStaffRoomType(current);
    let after: StaffRoomType | null = null;
    if (await roomTypeEverBooked(tx, roomTypeId)) {
      await closeComingNights(tx, roomTypeId, today);
      after = toStaffRoomType(await updateRoomType(tx, roomTypeId, { active: false }));
    } else {
      await deleteRoomType(tx, roomTypeId);
    }
    await auditInHotel(
      tx,
      actor,
      hotel,
      { action: 'room_type.delete', entityType: 'room_type', entityId: roomTypeId, before, after },
      now,
    );
    return { id: roomTypeId, outcome: after ? 'deactivated' : 'deleted' };
  });
}
