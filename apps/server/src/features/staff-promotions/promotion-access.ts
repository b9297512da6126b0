import type { StaffAbility } from '@yadori/contract/staff.constants';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  recordAudit,
  requireStaffHotel,
  type StaffHotelRow,
  type StaffPrincipal,
} from '../staff-accounts/staff-access.service.ts';
import { mergedRowRefused } from '../staff-accounts/staff-changes.errors.ts';
import { changeInRefusing } from '../staff-accounts/staff-changes.service.ts';
import { asCodeTaken } from './staff-promotions.errors.ts';

/** The hotel `hotelId` if the principal may act on it with `ability` (404 outside its hotels, 403 without). */
export function hotelFor(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  ability: StaffAbility,
): Promise<StaffHotelRow> {
  return requireStaffHotel(db, principal, hotelId, ability);
}

/** One audited change of the hotel's promotions, written in the transaction that makes it. */
export function audit(
  tx: Db,
  principal: StaffPrincipal,
  hotel: StaffHotelRow,
  change: { action: string; entityType: string; entityId: number; before?: unknown; after?: unknown },
  now: Date,
): Promise<void> {
  return recordAudit(tx, { ...change, principal, brandId: hotel.brandId, hotelId: hotel.id }, now);
}

/** Runs `work` in one transaction; a code a concurrent write took first comes out as its 409. */
export function changeIn<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return changeInRefusing(db, work, asCodeTaken);
}

/**
 * The stored row's request fields with a PATCH over them, checked by the rules across fields the
 * create body keeps (`check`), so they hold for the result and not just the patch: 422 per field.
 */
export function mergeChecked<T extends object>(
  check: (row: T, context: z.RefinementCtx) => void,
  stored: T,
  patch: Partial<T>,
): T {
  const merged = { ...stored, ...patch } as T;
  const result = z
    .custom<T>(() => true)
    .superRefine(check)
    .safeParse(merged);
  if (!result.success) throw mergedRowRefused(result.error.issues, merged);
  return merged;
}
