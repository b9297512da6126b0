import { UNTIERED_CHILD_CODE } from '@yadori/contract/search.constants';
import {
  type StaffPlan,
  type StaffPlanCreateBody,
  type StaffPlanPatchBody,
  type StaffRoomPlanInput,
  staffPlanCreateBodySchema,
} from '@yadori/contract/staff-property.schema';
import type { Db } from '../../db/database.ts';
import { hotelToday } from '../../lib/hotel-time.ts';
import { planColumns, planInputOf, toStaffPlan } from './plan-shapes.ts';
import { auditInHotel, changeIn, hotelFor, mergeChecked, type PropertyActor } from './property-actor.ts';
import type { HotelRecord } from './property-hotels.repository.ts';
import {
  deleteRoomPlan,
  extraIdsOf,
  findPlan,
  insertPlan,
  insertRoomPlan,
  listPlans,
  type PlanRecord,
  planCodeTaken,
  planHasComingStays,
  replaceChildPrices,
  roomPlanCodesTaken,
  roomPlanEverBooked,
  switchedOffExtraIds,
  updatePlan,
  updateRoomPlan,
} from './property-plans.repository.ts';
import { findPolicy } from './property-policies.repository.ts';
import { roomTypeIdsOf } from './property-rooms.repository.ts';
import { checkFilters } from './property-rooms.service.ts';
import { staffPropertyErrors } from './staff-property.errors.ts';

/**
 * 422 when the plan names something the hotel does not have: a policy, search filter, room type,
 * extra or kids tier (the database would refuse a foreign policy or room type; the others it keeps).
 */
async function checkReferences(
  db: Db,
  hotel: HotelRecord,
  input: Partial<StaffPlanCreateBody>,
): Promise<void> {
  if (
    input.cancellation_policy_id !== undefined &&
    !(await findPolicy(db, hotel.id, input.cancellation_policy_id))
  )
    throw staffPropertyErrors.unknownPolicy('cancellation_policy_id');
  if (input.filter_ids) checkFilters(hotel.settings, input.filter_ids, 'filter_ids');
  if (!input.room_plans) return;
  const [roomTypeIds, extraIds] = await Promise.all([roomTypeIdsOf(db, hotel.id), extraIdsOf(db, hotel.id)]);
  const rooms = new Set(roomTypeIds);
  const extras = new Set(extraIds);
  const tiers = new Set([UNTIERED_CHILD_CODE, ...hotel.settings.kids_tiers.map((tier) => tier.code)]);
  input.room_plans.forEach((rp, i) => {
    if (!rooms.has(rp.room_type_id))
      throw staffPropertyErrors.unknownRoomType(`room_plans[${i}].room_type_id`);
    if (rp.inclusive_extra_ids.some((id) => !extras.has(id)))
      throw staffPropertyErrors.unknownExtra(`room_plans[${i}].inclusive_extra_ids`);
    rp.child_prices.forEach((price, j) => {
      if (!tiers.has(price.tier_code))
        throw staffPropertyErrors.unknownKidsTier(`room_plans[${i}].child_prices[${j}].tier_code`);
    });
  });
}

/** 409 2101 when a room plan of another plan of the hotel has one of the codes. */
async function refuseTakenRoomPlanCodes(
  tx: Db,
  hotelId: number,
  roomPlans: readonly StaffRoomPlanInput[],
  exceptPlanId?: number,
): Promise<void> {
  const taken = new Set(
    await roomPlanCodesTaken(
      tx,
      hotelId,
      roomPlans.map((rp) => rp.code),
      exceptPlanId,
    ),
  );
  const index = roomPlans.findIndex((rp) => taken.has(rp.code));
  if (index >= 0) throw staffPropertyErrors.roomPlanCodeTaken(`room_plans[${index}].code`);
}

/**
 * 409 when a room plan would newly include an extra staff switched off: the widget names a plan's
 * included extras, and guests can no longer see that one. What a room plan already included is left as
 * it is (switching off an extra a plan includes is refused, so normally nothing is).
 */
async function refuseSwitchedOffExtras(
  tx: Db,
  hotelId: number,
  wanted: readonly StaffRoomPlanInput[],
  current: PlanRecord['roomPlans'] = [],
): Promise<void> {
  const added = wanted.map((rp) => {
    const had = current.find((c) => c.roomTypeId === rp.room_type_id)?.inclusiveExtraIds ?? [];
    return rp.inclusive_extra_ids.filter((id) => !had.includes(id));
  });
  const off = new Set(await switchedOffExtraIds(tx, hotelId, added.flat()));
  const index = added.findIndex((ids) => ids.some((id) => off.has(id)));
  if (index >= 0) throw staffPropertyErrors.extraSwitchedOff(`room_plans[${index}].inclusive_extra_ids`);
}

const childPricesOf = (rp: StaffRoomPlanInput) =>
  rp.child_prices.map((p) => ({ tierCode: p.tier_code, priceType: p.price_type, value: p.value }));

async function addRoomPlan(tx: Db, hotelId: number, planId: number, rp: StaffRoomPlanInput): Promise<void> {
  const id = await insertRoomPlan(tx, {
    hotelId,
    hotelPlanId: planId,
    roomTypeId: rp.room_type_id,
    code: rp.code,
    inclusiveExtraIds: rp.inclusive_extra_ids,
    active: rp.active,
  });
  await replaceChildPrices(tx, id, childPricesOf(rp));
}

/**
 * Makes the plan's room plans `wanted` (one per room type): new room types are added, the others
 * updated. One left out goes with its rates when no reservation names it, else is switched off; either
 * is refused (409) while live reservations hold its coming nights.
 */
async function syncRoomPlans(
  tx: Db,
  hotelId: number,
  plan: PlanRecord,
  wanted: readonly StaffRoomPlanInput[],
  today: string,
): Promise<void> {
  await refuseTakenRoomPlanCodes(tx, hotelId, wanted, plan.id);
  await refuseSwitchedOffExtras(tx, hotelId, wanted, plan.roomPlans);
  const refuseWhileBooked = async (roomPlanId: number, field: string) => {
    if (await planHasComingStays(tx, { roomPlanId }, today))
      throw staffPropertyErrors.roomPlanHasUpcomingReservation(field);
  };
  // Those left out first: a code one of them gives up may go to another in the same change.
  for (const rp of plan.roomPlans) {
    if (wanted.some((w) => w.room_type_id === rp.roomTypeId)) continue;
    await refuseWhileBooked(rp.id, 'room_plans');
    if (await roomPlanEverBooked(tx, rp.id)) await updateRoomPlan(tx, rp.id, { active: false });
    else await deleteRoomPlan(tx, rp.id);
  }
  for (const [i, w] of wanted.entries()) {
    const found = plan.roomPlans.find((rp) => rp.roomTypeId === w.room_type_id);
    if (!found) {
      await addRoomPlan(tx, hotelId, plan.id, w);
      continue;
    }
    if (found.active && !w.active) await refuseWhileBooked(found.id, `room_plans[${i}].active`);
    await updateRoomPlan(tx, found.id, {
      code: w.code,
      inclusiveExtraIds: w.inclusive_extra_ids,
      active: w.active,
    });
    await replaceChildPrices(tx, found.id, childPricesOf(w));
  }
}

/** `GET …/plans`: the hotel's plans in their order, with room plans and child prices. */
export async function plansOf(db: Db, actor: PropertyActor, hotelId: number): Promise<StaffPlan[]> {
  await hotelFor(db, actor, hotelId, 'hotel.read');
  return (await listPlans(db, hotelId)).map(toStaffPlan);
}

/** `POST …/plans`: a plan with its room plans; it sells once they have rates and their rooms inventory. */
export async function createPlan(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  input: StaffPlanCreateBody,
  now: Date,
): Promise<StaffPlan> {
  const hotel = await hotelFor(db, actor, hotelId, 'hotel.configure');
  await checkReferences(db, hotel, input);
  return changeIn(db, async (tx) => {
    if (await planCodeTaken(tx, hotelId, input.code, input.site_controller_limited))
      throw staffPropertyErrors.planCodeTaken();
    await refuseTakenRoomPlanCodes(tx, hotelId, input.room_plans);
    await refuseSwitchedOffExtras(tx, hotelId, input.room_plans);
    const planId = await insertPlan(tx, { hotelId, ...planColumns(input) });
    for (const rp of input.room_plans) await addRoomPlan(tx, hotelId, planId, rp);
    const after = toStaffPlan((await findPlan(tx, hotelId, planId))!);
    await auditInHotel(
      tx,
      actor,
      hotel,
      { action: 'hotel_plan.create', entityType: 'hotel_plan', entityId: planId, after },
      now,
    );
    return after;
  });
}

/**
 * `PATCH …/plans/:id`: the fields given, checked with the stored ones as a whole; `room_plans`, when
 * given, is the whole list. Switching the plan off is refused (409) while live reservations hold its
 * coming nights: their cancellation terms come from the plan (end its sale period to stop selling it).
 */
export async function changePlan(
  db: Db,
  actor: PropertyActor,
  hotelId: number,
  planId: number,
  patch: StaffPlanPatchBody,
  now: Date,
): Promise<StaffPlan> {
  const hotel = await hotelFor(db, actor, hotelId, 'hotel.configure');
  await checkReferences(db, hotel, patch);
  return changeIn(db, async (tx) => {
    const current = await findPlan(tx, hotelId, planId, { lock: true });
    if (!current) throw staffPropertyErrors.planNotFound();
    const before = toStaffPlan(current);
    const merged = mergeChecked(staffPlanCreateBodySchema, planInputOf(before), patch);
    const renamed =
      merged.code !== current.code || merged.site_controller_limited !== current.siteControllerLimited;
    if (renamed && (await planCodeTaken(tx, hotelId, merged.code, merged.site_controller_limited, planId)))
      throw staffPropertyErrors.planCodeTaken();
    const today = hotelToday(now, hotel.timeZone);
    if (current.active && !merged.active && (await planHasComingStays(tx, { hotelPlanId: planId }, today)))
      throw staffPropertyErrors.planHasUpcomingReservation();
    await updatePlan(tx, planId, planColumns(merged));
    if (patch.room_plans) await syncRoomPlans(tx, hotelId, current, merged.room_plans, today);
    const after = toStaffPlan((await findPlan(tx, hotelId, planId))!);
    await auditInHotel(
      tx,
      actor,
      hotel,
      { action: 'hotel_plan.update', entityType: 'hotel_plan', entityId: planId, before, after },
      now,
    );
    return after;
  });
}
