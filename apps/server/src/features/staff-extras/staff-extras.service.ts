import type { ExtraType } from '@yadori/contract/search.constants';
import {
  STAFF_EXTRA_STOCK_EDIT_DAYS,
  STAFF_EXTRA_STOCK_READ_DAYS,
} from '@yadori/contract/staff-extras.constants';
import {
  type StaffExtra,
  type StaffExtraCreateBody,
  type StaffExtraPatchBody,
  type StaffExtraStockBody,
  type StaffExtraStockDay,
  staffExtraCreateBodySchema,
} from '@yadori/contract/staff-extras.schema';
import type { Db } from '../../db/database.ts';
import { addDays, daysBetween } from '../../lib/hotel-time.ts';
import { requireStaffHotel, type StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { staffExtrasErrors } from './staff-extras.errors.ts';
import {
  deleteExtra,
  type ExtraRecord,
  extraCodeTaken,
  findExtra,
  insertExtra,
  listExtras,
  roomPlansIncluding,
  soldByDay,
  stockRows,
  updateExtra,
  writeStock,
} from './staff-extras.repository.ts';
import { audit, changeIn, mergeChecked } from './staff-extras-access.ts';

function toStaffExtra(row: ExtraRecord): StaffExtra {
  return {
    id: row.id,
    hotel_id: row.hotelId,
    code: row.code,
    // The table's CHECK keeps it one of EXTRA_TYPES.
    extra_type: row.extraType as ExtraType,
    name: row.name,
    translations: row.translations,
    price: row.price,
    min_quantity: row.minQuantity,
    max_quantity: row.maxQuantity,
    sort_order: row.sortOrder,
    active: row.active,
    booked: row.booked,
  };
}

function extraColumns(input: StaffExtraCreateBody) {
  return {
    code: input.code,
    extraType: input.extra_type,
    name: input.name,
    translations: input.translations,
    price: input.price,
    minQuantity: input.min_quantity,
    maxQuantity: input.max_quantity,
    sortOrder: input.sort_order,
    active: input.active,
  };
}

const entity = (hotel: { id: number; brandId: number }, action: string, entityId: number) => ({
  brandId: hotel.brandId,
  hotelId: hotel.id,
  action: `extra.${action}`,
  entityType: 'extra',
  entityId,
});

/** `GET …/extras`: the hotel's extras in their order. */
export async function extrasOf(db: Db, principal: StaffPrincipal, hotelId: number): Promise<StaffExtra[]> {
  await requireStaffHotel(db, principal, hotelId, 'hotel.read');
  return (await listExtras(db, hotelId)).map(toStaffExtra);
}

/** `POST …/extras`. It sells on the days it is given stock (`setExtraStock`). */
export async function createExtra(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  input: StaffExtraCreateBody,
  now: Date,
): Promise<StaffExtra> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    if (await extraCodeTaken(tx, hotelId, input.code)) throw staffExtrasErrors.extraCodeTaken();
    const after = toStaffExtra(await insertExtra(tx, { hotelId, ...extraColumns(input) }));
    await audit(tx, principal, { ...entity(hotel, 'create', after.id), after }, now);
    return after;
  });
}

/**
 * 409 while room plans include the extra in their price: guests would see a plan offer an extra they
 * can no longer see (deleted or switched off).
 */
async function refuseWhileIncluded(tx: Db, hotelId: number, extraId: number): Promise<void> {
  const including = await roomPlansIncluding(tx, hotelId, extraId);
  if (including.length > 0) throw staffExtrasErrors.extraIncludedInPlan(including);
}

/**
 * `PATCH …/extras/:id`: booked stays keep what they were booked at (their rows hold the price).
 * `active` switches it off for guests or back on; stays that took it keep it either way.
 */
export async function changeExtra(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  extraId: number,
  patch: StaffExtraPatchBody,
  now: Date,
): Promise<StaffExtra> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findExtra(tx, hotelId, extraId, { lock: 'no key update' });
    if (!current) throw staffExtrasErrors.extraNotFound();
    const before = toStaffExtra(current);
    const { id: _id, hotel_id: _hotelId, booked: _booked, ...stored } = before;
    const merged = mergeChecked(staffExtraCreateBodySchema, stored, patch);
    if (merged.code !== current.code && (await extraCodeTaken(tx, hotelId, merged.code, extraId)))
      throw staffExtrasErrors.extraCodeTaken();
    if (current.active && !merged.active) await refuseWhileIncluded(tx, hotelId, extraId);
    const after = toStaffExtra(await updateExtra(tx, extraId, extraColumns(merged), current.booked));
    await audit(tx, principal, { ...entity(hotel, 'update', extraId), before, after }, now);
    return after;
  });
}

/**
 * `DELETE …/extras/:id`: an extra no reservation has included goes with its stock; one a reservation
 * has included is switched off instead (`outcome: 'deactivated'`), so that stay keeps it. Refused (409)
 * while a room plan includes it in its price. The row is locked first, so a booking cannot take it
 * between the check and the delete.
 */
export async function removeExtra(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  extraId: number,
  now: Date,
): Promise<{ id: number; outcome: 'deleted' | 'deactivated' }> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findExtra(tx, hotelId, extraId, { lock: 'update' });
    if (!current) throw staffExtrasErrors.extraNotFound();
    await refuseWhileIncluded(tx, hotelId, extraId);
    const before = toStaffExtra(current);
    let after: StaffExtra | null = null;
    if (current.booked) {
      after = toStaffExtra(await updateExtra(tx, extraId, { active: false }, true));
    } else {
      await deleteExtra(tx, extraId);
    }
    await audit(tx, principal, { ...entity(hotel, 'delete', extraId), before, after }, now);
    return { id: extraId, outcome: after ? 'deactivated' : 'deleted' };
  });
}

/** Every date from `from` to `to`, both included. */
function datesOf(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

/** `GET …/extras/:id/stock?from&to`: each day's units left, price and units sold. */
export async function extraStockOf(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  extraId: number,
  range: { from: string; to: string },
): Promise<{ from: string; to: string; days: StaffExtraStockDay[] }> {
  await requireStaffHotel(db, principal, hotelId, 'hotel.read');
  const span = daysBetween(range.from, range.to);
  if (span < 0 || span >= STAFF_EXTRA_STOCK_READ_DAYS) throw staffExtrasErrors.stockReadTooLong();
  if (!(await findExtra(db, hotelId, extraId))) throw staffExtrasErrors.extraNotFound();
  const [rows, sold] = await Promise.all([stockRows(db, extraId, range), soldByDay(db, extraId, range)]);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const days = datesOf(range.from, range.to).map((date) => ({
    date,
    inventory: byDate.get(date)?.inventory ?? null,
    price: byDate.get(date)?.price ?? null,
    sold: sold.get(date) ?? 0,
  }));
  return { ...range, days };
}

/**
 * `POST …/extras/:id/stock`: the units left to sell (and the price) on each day of the range, on the
 * weekdays named. A booking at the same moment either lands before (and this sets what is left after
 * it) or after (and takes from what this set): stock never goes below zero.
 */
export async function setExtraStock(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  extraId: number,
  input: StaffExtraStockBody,
  now: Date,
): Promise<{ days: number }> {
  const hotel = await requireStaffHotel(db, principal, hotelId, 'hotel.configure');
  if (daysBetween(input.from, input.to) >= STAFF_EXTRA_STOCK_EDIT_DAYS)
    throw staffExtrasErrors.stockEditTooLong();
  const weekdays = input.weekdays ? new Set(input.weekdays) : null;
  const dates = datesOf(input.from, input.to).filter(
    (date) => !weekdays || weekdays.has(new Date(`${date}T00:00:00Z`).getUTCDay()),
  );
  return changeIn(db, async (tx) => {
    const extra = await findExtra(tx, hotelId, extraId, { lock: 'no key update' });
    if (!extra) throw staffExtrasErrors.extraNotFound();
    const days = await writeStock(tx, extraId, dates, input.inventory, input.price);
    await audit(
      tx,
      principal,
      {
        brandId: hotel.brandId,
        hotelId,
        action: 'extra.stock_edit',
        entityType: 'extra',
        entityId: extraId,
        after: { ...input, days },
      },
      now,
    );
    return { days };
  });
}
