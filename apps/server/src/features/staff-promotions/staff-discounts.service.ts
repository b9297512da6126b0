import {
  checkDiscount,
  type StaffDiscount,
  type StaffDiscountCreateBody,
  type StaffDiscountPatchBody,
} from '@yadori/contract/staff-promotions.schema';
import type { Db } from '../../db/database.ts';
import type { StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { audit, changeIn, hotelFor, mergeChecked } from './promotion-access.ts';
import { staffPromotionErrors } from './staff-promotions.errors.ts';
import {
  type DiscountRecord,
  deleteDiscount,
  findDiscount,
  hotelPlanIdsAmong,
  insertDiscount,
  listDiscounts,
  updateDiscount,
} from './staff-promotions.repository.ts';

type DiscountFields = Omit<StaffDiscount, 'id' | 'hotel_id'>;

function toStaffDiscount(row: DiscountRecord): StaffDiscount {
  return {
    id: row.id,
    hotel_id: row.hotelId,
    hotel_plan_id: row.hotelPlanId,
    discount_type: row.discountType as StaffDiscount['discount_type'],
    kind: row.kind as StaffDiscount['kind'],
    value: row.value,
    min_nights: row.minNights,
    stay_starts_on: row.stayStartsOn,
    stay_ends_on: row.stayEndsOn,
    name_translations: row.nameTranslations,
  };
}

function columnsOf(input: DiscountFields) {
  return {
    hotelPlanId: input.hotel_plan_id,
    discountType: input.discount_type,
    kind: input.kind,
    value: input.value,
    minNights: input.min_nights,
    stayStartsOn: input.stay_starts_on,
    stayEndsOn: input.stay_ends_on,
    nameTranslations: input.name_translations,
  };
}

async function requireHotelPlan(db: Db, hotelId: number, planId: number | null): Promise<void> {
  if (planId !== null && (await hotelPlanIdsAmong(db, hotelId, [planId])).length === 0)
    throw staffPromotionErrors.unknownPlan('hotel_plan_id');
}

/** `GET …/discounts`. */
export async function discountsOf(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
): Promise<StaffDiscount[]> {
  await hotelFor(db, principal, hotelId, 'hotel.read');
  return (await listDiscounts(db, hotelId)).map(toStaffDiscount);
}

/** `POST …/discounts`. */
export async function createDiscount(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  input: StaffDiscountCreateBody,
  now: Date,
): Promise<StaffDiscount> {
  const hotel = await hotelFor(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    await requireHotelPlan(tx, hotelId, input.hotel_plan_id);
    const after = toStaffDiscount(await insertDiscount(tx, { hotelId, ...columnsOf(input) }));
    await audit(
      tx,
      principal,
      hotel,
      { action: 'discount.create', entityType: 'discount', entityId: after.id, after },
      now,
    );
    return after;
  });
}

/** `PATCH …/discounts/:id`: the merged discount keeps the rules a new one keeps. */
export async function changeDiscount(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  discountId: number,
  patch: StaffDiscountPatchBody,
  now: Date,
): Promise<StaffDiscount> {
  const hotel = await hotelFor(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findDiscount(tx, hotelId, discountId, { lock: true });
    if (!current) throw staffPromotionErrors.discountNotFound();
    const before = toStaffDiscount(current);
    const { id: _id, hotel_id: _hotel, ...stored } = before;
    const merged = mergeChecked(checkDiscount, stored, patch);
    if (patch.hotel_plan_id !== undefined) await requireHotelPlan(tx, hotelId, merged.hotel_plan_id);
    const after = toStaffDiscount(await updateDiscount(tx, discountId, columnsOf(merged)));
    await audit(
      tx,
      principal,
      hotel,
      { action: 'discount.update', entityType: 'discount', entityId: discountId, before, after },
      now,
    );
    return after;
  });
}

/** `DELETE …/discounts/:id`: booked stays keep the prices they were sold at. */
export async function removeDiscount(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  discountId: number,
  now: Date,
): Promise<{ id: number }> {
  const hotel = await hotelFor(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findDiscount(tx, hotelId, discountId, { lock: true });
    if (!current) throw staffPromotionErrors.discountNotFound();
    await deleteDiscount(tx, discountId);
    await audit(
      tx,
      principal,
      hotel,
      {
        action: 'discount.delete',
        entityType: 'discount',
        entityId: discountId,
        before: toStaffDiscount(current),
      },
      now,
    );
    return { id: discountId };
  });
}
