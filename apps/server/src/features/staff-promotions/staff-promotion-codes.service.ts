import type { PromotionCodeStatus } from '@yadori/contract/staff-promotions.constants';
import {
  checkPromotionCode,
  type StaffPromotionCode,
  type StaffPromotionCodeCreateBody,
  type StaffPromotionCodePatchBody,
} from '@yadori/contract/staff-promotions.schema';
import type { Db } from '../../db/database.ts';
import { hotelToday } from '../../lib/hotel-time.ts';
import type { StaffHotelRow, StaffPrincipal } from '../staff-accounts/staff-access.service.ts';
import { audit, changeIn, hotelFor, mergeChecked } from './promotion-access.ts';
import { staffPromotionErrors } from './staff-promotions.errors.ts';
import {
  deletePromotionCode,
  findPromotionCodeById,
  hotelPlanIdsAmong,
  hotelSettingsOf,
  insertPromotionCode,
  listPromotionCodes,
  type PromotionCodeRecord,
  promotionCodeReferenced,
  promotionCodeTaken,
  updatePromotionCode,
} from './staff-promotions.repository.ts';

type CodeFields = Omit<StaffPromotionCode, 'id' | 'hotel_id' | 'used_count' | 'status' | 'deactivated_at'>;

/** Where the code stands on the hotel's `today`, in the order the guest side refuses it. */
export function promotionCodeStatus(row: PromotionCodeRecord, today: string): PromotionCodeStatus {
  if (row.deactivatedAt !== null) return 'deactivated';
  if (today < row.validFrom) return 'scheduled';
  if (today > row.validUntil) return 'ended';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used_up';
  return 'active';
}

function toStaffCode(row: PromotionCodeRecord, today: string): StaffPromotionCode {
  return {
    id: row.id,
    hotel_id: row.hotelId,
    code_type: row.codeType as StaffPromotionCode['code_type'],
    code: row.code,
    name_translations: row.nameTranslations,
    kind: row.kind as StaffPromotionCode['kind'],
    value: row.value,
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    first_n_nights: row.firstNNights,
    hotel_plan_ids: row.hotelPlanIds,
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    status: promotionCodeStatus(row, today),
  };
}

function columnsOf(input: CodeFields) {
  return {
    codeType: input.code_type,
    code: input.code,
    nameTranslations: input.name_translations,
    kind: input.kind,
    value: input.value,
    validFrom: input.valid_from,
    validUntil: input.valid_until,
    usageLimit: input.usage_limit,
    firstNNights: input.first_n_nights,
    hotelPlanIds: input.hotel_plan_ids,
  };
}

/** The checks against the hotel: its plans, and the percentage-only setting guests would meet. */
async function checkAgainstHotel(
  db: Db,
  hotelId: number,
  input: { kind?: string; hotel_plan_ids?: number[] },
): Promise<void> {
  if (input.kind === 'amount' && (await hotelSettingsOf(db, hotelId))?.percentage_coupon_discount_only)
    throw staffPromotionErrors.percentageOnly();
  const planIds = input.hotel_plan_ids ?? [];
  if ((await hotelPlanIdsAmong(db, hotelId, planIds)).length !== planIds.length)
    throw staffPromotionErrors.unknownPlan('hotel_plan_ids');
}

const todayAt = (hotel: StaffHotelRow, now: Date) => hotelToday(now, hotel.timeZone);

/** `GET …/promotion_codes`: each with its uses and where it stands today (hotel time). */
export async function promotionCodesOf(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  now: Date,
): Promise<StaffPromotionCode[]> {
  const hotel = await hotelFor(db, principal, hotelId, 'hotel.read');
  const today = todayAt(hotel, now);
  return (await listPromotionCodes(db, hotelId)).map((row) => toStaffCode(row, today));
}

/** `POST …/promotion_codes`: 409 when the hotel has a code of the type spelt the same. */
export async function createPromotionCode(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  input: StaffPromotionCodeCreateBody,
  now: Date,
): Promise<StaffPromotionCode> {
  const hotel = await hotelFor(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    await checkAgainstHotel(tx, hotelId, input);
    if (await promotionCodeTaken(tx, hotelId, input.code_type, input.code))
      throw staffPromotionErrors.promotionCodeTaken();
    const row = await insertPromotionCode(tx, { hotelId, ...columnsOf(input) });
    const after = toStaffCode(row, todayAt(hotel, now));
    await audit(
      tx,
      principal,
      hotel,
      { action: 'promotion_code.create', entityType: 'promotion_code', entityId: row.id, after },
      now,
    );
    return after;
  });
}

/**
 * `{active}`'s switch: on clears `deactivated_at`; off sets it to `now`, or keeps the moment it was
 * first switched off (switching off twice changes nothing).
 */
function switchedAt(row: PromotionCodeRecord, active: boolean, now: Date): Date | null {
  if (active) return null;
  return row.deactivatedAt ?? now;
}

const switchAction = (active: boolean | undefined) =>
  active === undefined
    ? 'promotion_code.update'
    : active
      ? 'promotion_code.reactivate'
      : 'promotion_code.deactivate';

/**
 * The code's fields with `fields` over them, checked as a whole: a used code keeps its type and
 * spelling and its limit never falls below its uses; the hotel's plans and percentage-only setting.
 */
async function rewriteCode(
  tx: Db,
  current: PromotionCodeRecord,
  fields: Omit<StaffPromotionCodePatchBody, 'active'>,
  today: string,
): Promise<PromotionCodeRecord> {
  const {
    id: _id,
    hotel_id: hotelId,
    used_count: _used,
    status: _status,
    deactivated_at: _deactivatedAt,
    ...stored
  } = toStaffCode(current, today);
  const merged = mergeChecked(checkPromotionCode, stored, fields);
  if (current.usedCount > 0)
    for (const field of ['code_type', 'code'] as const)
      if (merged[field] !== stored[field]) throw staffPromotionErrors.promotionCodeFixedOnceUsed(field);
  if (merged.usage_limit !== null && merged.usage_limit < current.usedCount)
    throw staffPromotionErrors.usageLimitBelowUses();
  await checkAgainstHotel(tx, hotelId, fields);
  if (
    (merged.code !== stored.code || merged.code_type !== stored.code_type) &&
    (await promotionCodeTaken(tx, hotelId, merged.code_type, merged.code, current.id))
  )
    throw staffPromotionErrors.promotionCodeTaken();
  return updatePromotionCode(tx, current.id, columnsOf(merged));
}

/**
 * `PATCH …/promotion_codes/:id`, or `{active}` alone to switch it off or back on (its period and uses
 * are left as they are). The row is locked against bookings counting a use meanwhile, so the limit is
 * checked against the uses as they are, and a booking that reaches the row after a switch-off is
 * refused (`takeCodeUse` counts live codes only).
 */
export async function changePromotionCode(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  codeId: number,
  patch: StaffPromotionCodePatchBody,
  now: Date,
): Promise<StaffPromotionCode> {
  const hotel = await hotelFor(db, principal, hotelId, 'hotel.configure');
  const today = todayAt(hotel, now);
  return changeIn(db, async (tx) => {
    const current = await findPromotionCodeById(tx, hotelId, codeId, { lock: true });
    if (!current) throw staffPromotionErrors.promotionCodeNotFound();
    const { active, ...fields } = patch;
    const row =
      active === undefined
        ? await rewriteCode(tx, current, fields, today)
        : await updatePromotionCode(tx, codeId, { deactivatedAt: switchedAt(current, active, now) });
    const before = toStaffCode(current, today);
    const after = toStaffCode(row, today);
    await audit(
      tx,
      principal,
      hotel,
      { action: switchAction(active), entityType: 'promotion_code', entityId: codeId, before, after },
      now,
    );
    return after;
  });
}

/** `DELETE …/promotion_codes/:id`: only a code no booking has taken; a used one is deactivated instead. */
export async function removePromotionCode(
  db: Db,
  principal: StaffPrincipal,
  hotelId: number,
  codeId: number,
  now: Date,
): Promise<{ id: number }> {
  const hotel = await hotelFor(db, principal, hotelId, 'hotel.configure');
  return changeIn(db, async (tx) => {
    const current = await findPromotionCodeById(tx, hotelId, codeId, { lock: true });
    if (!current) throw staffPromotionErrors.promotionCodeNotFound();
    if (current.usedCount > 0 || (await promotionCodeReferenced(tx, codeId)))
      throw staffPromotionErrors.promotionCodeUsed();
    await deletePromotionCode(tx, codeId);
    await audit(
      tx,
      principal,
      hotel,
      {
        action: 'promotion_code.delete',
        entityType: 'promotion_code',
        entityId: codeId,
        before: toStaffCode(current, todayAt(hotel, now)),
      },
      now,
    );
    return { id: codeId };
  });
}
