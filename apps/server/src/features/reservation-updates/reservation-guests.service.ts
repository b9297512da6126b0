import type { ReservationChangeActor } from '@yadori/contract/reservation.constants';
import type { Reservation } from '@yadori/contract/reservation.schema';
import type { updateGuestsBodySchema } from '@yadori/contract/reservation-update.schema';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { HotelWithBrand } from '../hotels/hotels.service.ts';
import {
  bumpReservationVersion,
  checkGuest,
  findReservationById,
  loadReservationDto,
  loadReservationParts,
} from '../reservations/reservations.service.ts';
import type { StoredReservation } from '../reservations/reservations.types.ts';
import { recordReservationEvent, reservationEvent } from '../webhooks/webhook-events.service.ts';
import { type GuestRequest, type UpdateDeps, withLockedReservation } from './guest-change.ts';
import { updateErrors } from './reservation-updates.errors.ts';
import {
  insertReservationChange,
  updateReservationFields,
  updateRoomGuests,
} from './reservation-updates.repository.ts';
import { updateMailJob } from './update-mail.job.ts';
import { UPDATE_MAIL_KIND } from './update-mail.ts';

export type UpdateGuestsBody = z.output<typeof updateGuestsBodySchema>;

/**
 * The change of the booker's details and the room names, in the caller's transaction on the locked
 * row: the version goes up (409 when it is not `version`) and the change is recorded with its mail.
 */
async function applyGuestsChange(
  tx: Db,
  change: {
    body: Pick<UpdateGuestsBody, 'guest' | 'rooms'>;
    requirements: HotelWithBrand['settings']['guest_field_requirements'];
    version: number;
    actor: ReservationChangeActor;
    now: Date;
  },
  row: StoredReservation,
): Promise<void> {
  const { body, now } = change;
  const guest = checkGuest({ terms_accepted: true, guest: body.guest }, change.requirements);
  const parts = await loadReservationParts(tx, row.id);
  const seen = new Set<number>();
  const names = (body.rooms ?? []).map((input, position) => {
    const room = parts.rooms.find((r) => r.roomIndex === input.room_index);
    if (!room || seen.has(input.room_index)) throw updateErrors.roomNotBooked(position, input.room_index);
    seen.add(input.room_index);
    return { roomId: room.id, firstName: input.first_name, lastName: input.last_name };
  });
  if (!(await bumpReservationVersion(tx, row.id, change.version, now))) throw updateErrors.versionConflict();
  const { email_confirmation: _drop, ...before } = row.guest;
  await updateReservationFields(tx, row.id, { guest, email: guest.email }, now);
  await updateRoomGuests(tx, names);
  const roomNames = (rooms: typeof parts.rooms) =>
    rooms.map((r) => ({
      room_index: r.roomIndex,
      first_name: r.guestFirstName,
      last_name: r.guestLastName,
    }));
  const changeId = await insertReservationChange(tx, {
    reservationId: row.id,
    kind: 'guests',
    actor: change.actor,
    before: { guest: before, rooms: roomNames(parts.rooms) },
    after: { guest, rooms: roomNames((await loadReservationParts(tx, row.id)).rooms) },
    priceBefore: row.totalPrice,
    priceAfter: row.totalPrice,
    createdAt: now,
  });
  await updateMailJob.enqueue(
    tx,
    { reservationId: row.id, changeId },
    { dedupeKey: `${UPDATE_MAIL_KIND}:${changeId}` },
  );
}

/**
 * `PUT …/reservations/{number}/guests`: the booker's details (a new email becomes the one the booking
 * is found by) and the guest named in each room, under the same lock, version check and rules as a
 * change of the stay; recorded in the history with its mail and a `reservation.modified` event.
 */
export async function updateGuests(
  deps: UpdateDeps,
  request: GuestRequest & { body: UpdateGuestsBody },
): Promise<Reservation> {
  const { body } = request;
  // Checked before the lock too: a wrong field is told without waiting for the row.
  checkGuest({ terms_accepted: true, guest: body.guest }, request.hotel.settings.guest_field_requirements);
  const now = deps.now();
  const id = await withLockedReservation(deps, request, body.version, async (tx, row) => {
    await applyGuestsChange(
      tx,
      {
        body,
        requirements: request.hotel.settings.guest_field_requirements,
        version: body.version,
        actor: request.caller.memberId !== null ? 'member' : 'guest',
        now,
      },
      row,
    );
    // The booker's details are the PMS's guest record: told in the change's transaction (decision 059).
    const changed = { ...row, version: row.version + 1, updatedAt: now };
    await recordReservationEvent(tx, reservationEvent('reservation.modified', changed), now);
    return row.id;
  });
  const row = (await findReservationById(deps.db, id))!;
  return loadReservationDto(deps.db, row, await deps.catalogOf(request.hotel.id), request.locale);
}

/**
 * The hotel's change of the booker's details and room names (decision 058), in the staff's transaction
 * on the row they locked and checked, at `version` (the stay's, or the one a change before it in the
 * same transaction left); recorded as the staff's, with the guest's mail. The caller tells the hotel's
 * PMS (one event for its whole change).
 */
export async function changeGuestsAsStaff(
  tx: Db,
  input: {
    hotel: HotelWithBrand;
    body: Pick<UpdateGuestsBody, 'guest' | 'rooms'>;
    version: number;
    now: Date;
  },
  row: StoredReservation,
): Promise<void> {
  await applyGuestsChange(
    tx,
    {
      body: input.body,
      requirements: input.hotel.settings.guest_field_requirements,
      version: input.version,
      actor: 'staff',
      now: input.now,
    },
    row,
  );
}
