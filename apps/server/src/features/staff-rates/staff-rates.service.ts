import { STAFF_BULK_EDIT_MAX_DAYS, STAFF_GRID_MAX_DAYS } from '@yadori/contract/staff.constants';
import type {
  StaffBulkRatesBody,
  StaffBulkRatesResult,
  StaffRates,
} from '@yadori/contract/staff-rates.schema';
import type { Db } from '../../db/database.ts';
import { daysBetween, stayNights } from '../../lib/hotel-time.ts';
import { databaseErrorCode } from '../../lib/safe-error.ts';
import {
  recordAudit,
  requireStaffHotel,
  type StaffPrincipal,
} from '../staff-accounts/staff-access.service.ts';
import { staffRatesErrors } from './staff-rates.errors.ts';
import {
  type ClosureChange,
  deleteRates,
  type EditNights,
  findEditTarget,
  type GridRows,
  loadGridRows,
  lockHotelRateEdits,
  lockRoomNights,
  summarizeRange,
  upsertRates,
  upsertRoomNights,
  writeClosures,
} from './staff-rates.repository.ts';

/**
 * The console's rates and availability of a hotel (decision 058): the grid of its nights, and one bulk
 * edit over up to a year of them, written in one transaction under the row locks bookings take.
 */

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/**
 * The staff CLI or a seed data file (as staff-property's CliActor): a brand admin of its one brand,
 * audited as `cli`, or not at all with `audit: false` (the demo seed).
 */
export interface RatesCliActor {
  cli: true;
  brandId: number;
  audit?: boolean;
}

function staffOf(actor: StaffPrincipal | RatesCliActor): StaffPrincipal {
  if (!('cli' in actor)) return actor;
  const { brandId } = actor;
  return {
    sessionId: 0,
    id: 0,
    brandId,
    email: 'cli',
    name: 'cli',
    role: 'brand_admin',
    locale: 'en',
    hotelIds: 'all',
  };
}

/** `GET /staff/hotels/:hotelId/rates`: room types and room plans night by night (rates.read). */
export async function ratesGrid(
  db: Db,
  input: { principal: StaffPrincipal; hotelId: number; from: string; to: string },
): Promise<StaffRates> {
  const hotel = await requireStaffHotel(db, input.principal, input.hotelId, 'rates.read');
  const count = daysBetween(input.from, input.to) + 1;
  if (count > STAFF_GRID_MAX_DAYS) throw staffRatesErrors.gridTooLong();
  const rows = await loadGridRows(db, hotel.id, input.from, input.to);
  return { from: input.from, to: input.to, room_types: toGrid(rows, stayNights(input.from, count)) };
}

function toGrid(rows: GridRows, dates: string[]): StaffRates['room_types'] {
  const inventory = new Map(rows.inventory.map((row) => [`${row.roomTypeId}|${row.date}`, row]));
  const closures = new Map(rows.closures.map((row) => [`${row.hotelPlanId}|${row.date}`, row]));
  const prices = new Map<string, Record<string, number>>();
  for (const rate of rows.rates) {
    const key = `${rate.roomPlanId}|${rate.date}`;
    const night = prices.get(key) ?? {};
    night[String(rate.adults)] = rate.price;
    prices.set(key, night);
  }
  return rows.roomTypes.map((type) => ({
    id: type.id,
    code: type.code,
    name: type.name,
    capacity: type.capacity,
    nights: dates.map((date) => {
      // A night without a row has no rooms to sell, and is not closed.
      const row = inventory.get(`${type.id}|${date}`);
      return { date, allotment: row?.allotment ?? 0, sold: row?.sold ?? 0, closed: row?.closed ?? false };
    }),
    plans: rows.roomPlans
      .filter((plan) => plan.roomTypeId === type.id)
      .map((plan) => ({
        room_plan_id: plan.id,
        hotel_plan_id: plan.hotelPlanId,
        code: plan.code,
        name: plan.name,
        min_nights: plan.minNights,
        max_adults: type.capacity,
        nights: dates.map((date) => {
          const closure = closures.get(`${plan.hotelPlanId}|${date}`);
          return {
            date,
            prices: prices.get(`${plan.id}|${date}`) ?? {},
            closed: closure?.closed ?? false,
            closed_to_arrival: closure?.closedToArrival ?? false,
            min_nights: closure?.minNights ?? null,
          };
        }),
      })),
  }));
}

/** How many of the nights `from`…`to` fall on `weekdays` (0 Sunday … 6 Saturday). */
function chosenCount(nights: EditNights): number {
  const count = daysBetween(nights.from, nights.to) + 1;
  return stayNights(nights.from, count).filter((date) =>
    nights.weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay()),
  ).length;
}

/** What the body asks to change, as the audit log keeps it (absent fields left out). */
function changeOf(body: StaffBulkRatesBody): Record<string, unknown> {
  const keys = [
    'allotment',
    'room_closed',
    'prices',
    'plan_closed',
    'closed_to_arrival',
    'min_nights',
  ] as const;
  return Object.fromEntries(keys.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}

const ATTEMPTS = 3;

/** A bulk edit checked against the hotel's rows: what it writes, where, and how it is audited. */
interface CheckedEdit {
  principal: StaffPrincipal | RatesCliActor;
  hotel: RatesHotel;
  body: StaffBulkRatesBody;
  nights: EditNights;
  count: number;
  roomTypeId: number;
  roomPlan: { id: number; hotelPlanId: number } | null;
  prices: { adults: number; price: number | null }[];
  closureChange: ClosureChange | null;
  audited: boolean;
  now: Date;
}

/** The hotel an edit is written for, as `requireStaffHotel` answered it. */
export interface RatesHotel {
  id: number;
  brandId: number;
}

/** One edit of a hotel's nights, whose caller checked the principal may edit the hotel's rates. */
export interface RatesEdit {
  principal: StaffPrincipal | RatesCliActor;
  hotel: RatesHotel;
  body: StaffBulkRatesBody;
  now: Date;
  /** `false`: the caller audits the change itself (a partner push is audited once, not per edit). */
  audit?: false;
}

/**
 * `POST /staff/hotels/:hotelId/rates/bulk` (rates.edit): sets what the body names on the chosen nights
 * of the room type, the room plan and its hotel plan, in one transaction of set-based statements,
 * audited once. Refuses (409, nothing written) when an allotment falls below what is sold, unless
 * `below_sold` is `clamp`: then those nights get `sold`.
 */
export async function bulkEditRates(
  db: Db,
  input: { principal: StaffPrincipal | RatesCliActor; hotelId: number; body: StaffBulkRatesBody; now: Date },
): Promise<StaffBulkRatesResult> {
  const hotel = await requireStaffHotel(db, staffOf(input.principal), input.hotelId, 'rates.edit');
  const edit = { principal: input.principal, hotel, body: input.body, now: input.now };
  return inRatesTransaction(db, (tx) => applyRatesEdit(tx, edit));
}

/**
 * Runs `write` in a transaction, again (up to three times in all) when the database broke it off on a
 * deadlock with a writer that locks nights in another order, or on a serialization failure: the
 * transaction was rolled back as a whole, so running it again is safe.
 */
export async function inRatesTransaction<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((transaction) => write(transaction as unknown as Db));
    } catch (error) {
      const code = databaseErrorCode(error);
      if (attempt >= ATTEMPTS || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

/**
 * The body of one bulk edit, in the caller's transaction `tx` (the console's edit runs one per
 * transaction, a partner's ARI push many in one): checks the room type, the room plan and the nights
 * against the hotel's rows, then writes them under the row locks bookings take (`writeEdit`). A refusal
 * throws, and the caller's transaction rolls back with everything written in it.
 */
export async function applyRatesEdit(tx: Db, input: RatesEdit): Promise<StaffBulkRatesResult> {
  const { body, hotel } = input;
  if (daysBetween(body.from, body.to) + 1 > STAFF_BULK_EDIT_MAX_DAYS) throw staffRatesErrors.bulkTooLong();
  const target = await findEditTarget(tx, hotel.id, body.room_type_id, body.room_plan_id ?? null);
  if (!target) throw staffRatesErrors.unknownRoomType();
  const { roomType, roomPlan } = target;
  if (body.room_plan_id !== undefined && !roomPlan) throw staffRatesErrors.unknownRoomPlan();
  const prices = Object.entries(body.prices ?? {}).map(([adults, price]) => ({
    adults: Number(adults),
    price,
  }));
  if (prices.some((p) => p.adults > roomType.capacity)) throw staffRatesErrors.tooManyAdults();
  const nights: EditNights = { from: body.from, to: body.to, weekdays: body.weekdays ?? ALL_WEEKDAYS };
  const count = chosenCount(nights);
  if (count === 0) throw staffRatesErrors.noNightChosen();
  const closureChange: ClosureChange | null =
    body.plan_closed === undefined && body.closed_to_arrival === undefined && body.min_nights === undefined
      ? null
      : {
          closed: body.plan_closed ?? null,
          closedToArrival: body.closed_to_arrival ?? null,
          minNights: body.min_nights === undefined ? null : { value: body.min_nights },
        };
  const { principal } = input;
  return writeEdit(tx, {
    principal,
    hotel,
    body,
    nights,
    count,
    roomTypeId: roomType.id,
    roomPlan,
    prices,
    closureChange,
    audited: input.audit !== false && (!('cli' in principal) || principal.audit !== false),
    now: input.now,
  });
}

/**
 * The edit's transaction. The room type's nights are locked first, in the order bookings lock them: a
 * booking waiting on them then sees the new allotment, and none can take a night between the check
 * against `sold` and the write.
 */
async function writeEdit(tx: Db, edit: CheckedEdit): Promise<StaffBulkRatesResult> {
  const { body, nights, roomPlan, closureChange } = edit;
  const touchesRooms = body.allotment !== undefined || body.room_closed !== undefined;
  // The audit's summaries cover what the edit touches: the room type's nights, the prices, the plan's.
  const scope = {
    roomTypeId: touchesRooms ? edit.roomTypeId : null,
    roomPlanId: roomPlan && edit.prices.length > 0 ? roomPlan.id : null,
    hotelPlanId: roomPlan && closureChange ? roomPlan.hotelPlanId : null,
  };
  await lockHotelRateEdits(tx, edit.hotel.id);
  const beyond = touchesRooms
    ? await lockRoomNights(tx, edit.roomTypeId, nights, body.allotment ?? null)
    : [];
  const clamped = beyond.map((night) => night.date);
  if (clamped.length > 0 && body.below_sold === 'refuse') throw staffRatesErrors.belowSold(clamped);
  const { audited } = edit;
  const before = audited ? await summarizeRange(tx, nights, scope) : {};
  if (touchesRooms) {
    await upsertRoomNights(tx, edit.roomTypeId, nights, {
      allotment: body.allotment ?? null,
      closed: body.room_closed ?? null,
    });
  }
  if (roomPlan) {
    const set = edit.prices.filter((p): p is { adults: number; price: number } => p.price !== null);
    await upsertRates(tx, roomPlan.id, nights, set);
    const deleted = edit.prices.filter((p) => p.price === null).map((p) => p.adults);
    await deleteRates(tx, roomPlan.id, nights, deleted);
    if (closureChange) await writeClosures(tx, roomPlan.hotelPlanId, nights, closureChange);
  }
  const result = { from: body.from, to: body.to, nights: edit.count, clamped_nights: clamped };
  if (!audited) return result;
  await recordAudit(
    tx,
    {
      principal: 'cli' in edit.principal ? null : edit.principal,
      brandId: edit.hotel.brandId,
      hotelId: edit.hotel.id,
      action: 'rates.bulk_edit',
      entityType: 'room_type',
      entityId: edit.roomTypeId,
      before: {
        from: body.from,
        to: body.to,
        weekdays: nights.weekdays,
        nights: edit.count,
        room_plan_id: roomPlan?.id ?? null,
        hotel_plan_id: roomPlan?.hotelPlanId ?? null,
        ...before,
      },
      after: {
        set: changeOf(body),
        below_sold: body.below_sold,
        clamped_nights: clamped,
        ...(await summarizeRange(tx, nights, scope)),
      },
    },
    edit.now,
  );
  return result;
}
