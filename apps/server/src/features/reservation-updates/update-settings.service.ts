import type { UpdateSettings } from '@yadori/contract/reservation-update.schema';
import { loadReservationParts } from '../reservations/reservations.service.ts';
import { findOwn, type GuestRequest, refusalOf, type UpdateDeps } from './guest-change.ts';
import { updateDeadline } from './update-rules.ts';

/** Refusals after which the booking can never change online again (no deadline to show). */
const FINAL = new Set(['cancelled', 'pending_payment', 'modified_by_staff', 'deadline_passed']);

/** `GET …/update_settings`: whether this caller may change the reservation now, and until when. */
export async function getUpdateSettings(deps: UpdateDeps, request: GuestRequest): Promise<UpdateSettings> {
  const row = await findOwn(deps.db, request);
  const parts = await loadReservationParts(deps.db, row.id);
  const reason = refusalOf(row, request.hotel, request.caller, deps.now());
  return {
    is_active: true,
    updatable: reason === null,
    reason,
    deadline:
      reason !== null && FINAL.has(reason)
        ? null
        : updateDeadline(row.checkinDate, request.hotel.timeZone).toISOString(),
    max_room_count: parts.rooms.length,
    version: row.version,
  };
}
