import type { StaffPlan, StaffPlanCreateBody } from '@yadori/contract/staff-property.schema';
import type { PlanRecord } from './property-plans.repository.ts';

// A plan between its wire shape (requests, answers, the audit log) and its columns.

/** A stored plan on the wire. The CHECK constraints keep meals, payment methods and visibility within the contract's lists. */
export function toStaffPlan(row: PlanRecord): StaffPlan {
  return {
    id: row.id,
    hotel_id: row.hotelId,
    code: row.code,
    name: row.name,
    description: row.description,
    translations: row.translations,
    meals: row.meals as StaffPlan['meals'],
    payment_methods: row.paymentMethods as StaffPlan['payment_methods'],
    deposit_percent: row.depositPercent,
    cancellation_policy_id: row.cancellationPolicyId,
    visibility: row.visibility as StaffPlan['visibility'],
    member_labels: row.memberLabels,
    sale_starts_on: row.saleStartsOn,
    sale_ends_on: row.saleEndsOn,
    stay_starts_on: row.stayStartsOn,
    stay_ends_on: row.stayEndsOn,
    min_days_in_advance: row.minDaysInAdvance,
    max_days_in_advance: row.maxDaysInAdvance,
    deadline_days_before: row.deadlineDaysBefore,
    deadline_hour: row.deadlineHour,
    min_nights: row.minNights,
    max_nights: row.maxNights,
    is_day_use: row.isDayUse,
    day_use_start_hour: row.dayUseStartHour,
    day_use_end_hour: row.dayUseEndHour,
    filter_ids: row.filterIds,
    site_controller_limited: row.siteControllerLimited,
    japanese_only: row.japaneseOnly,
    sort_order: row.sortOrder,
    active: row.active,
    room_plans: row.roomPlans.map((rp) => ({
      id: rp.id,
      room_type_id: rp.roomTypeId,
      code: rp.code,
      inclusive_extra_ids: rp.inclusiveExtraIds,
      active: rp.active,
      child_prices: rp.childPrices.map((p) => ({
        tier_code: p.tierCode,
        price_type: p.priceType,
        value: p.value,
      })),
    })),
  };
}

/** A stored plan as a request would give it (what a PATCH is merged into). */
export function planInputOf(plan: StaffPlan): StaffPlanCreateBody {
  const { id: _id, hotel_id: _hotelId, room_plans, ...fields } = plan;
  return { ...fields, room_plans: room_plans.map(({ id: _roomPlanId, ...rp }) => rp) };
}

/** The hotel_plans columns of a whole plan. */
export function planColumns(input: StaffPlanCreateBody) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    translations: input.translations,
    meals: input.meals,
    paymentMethods: input.payment_methods,
    depositPercent: input.deposit_percent,
    cancellationPolicyId: input.cancellation_policy_id,
    visibility: input.visibility,
    memberLabels: input.member_labels,
    saleStartsOn: input.sale_starts_on,
    saleEndsOn: input.sale_ends_on,
    stayStartsOn: input.stay_starts_on,
    stayEndsOn: input.stay_ends_on,
    minDaysInAdvance: input.min_days_in_advance,
    maxDaysInAdvance: input.max_days_in_advance,
    deadlineDaysBefore: input.deadline_days_before,
    deadlineHour: input.deadline_hour,
    minNights: input.min_nights,
    maxNights: input.max_nights,
    isDayUse: input.is_day_use,
    dayUseStartHour: input.day_use_start_hour,
    dayUseEndHour: input.day_use_end_hour,
    filterIds: input.filter_ids,
    siteControllerLimited: input.site_controller_limited,
    japaneseOnly: input.japanese_only,
    sortOrder: input.sort_order,
    active: input.active,
  };
}
