import { z } from 'zod';
import {
  cancellationPolicyPartSchema,
  cancellationPolicyRuleSchema,
  pathIdSchema,
} from './cancellation-policy.schema.ts';
import { brandSettingsSchema, hotelSettingsSchema } from './hotel-settings.schema.ts';
import { LOCALES } from './locales.ts';
import { CHILD_PRICE_TYPES, MEALS, PAYMENT_METHODS, SEARCH_MODES } from './search.constants.ts';
import { bedSchema, isoDateSchema, namedTranslationSchema, roomImageSchema } from './search.schema.ts';
import { currencySchema, localeSchema, translationSchema } from './settings.schema.ts';
import { isStorableText, text } from './text.ts';

/**
 * The console's property set-up (decision 058, issue 17): the brand, its hotels, their room types,
 * plans with their room plans, and cancellation policies, under `/staff`. Request bodies accept exactly
 * what the tables' CHECK constraints accept (a bad value is a field error, never a refused row); a
 * PATCH names only what changes and the merged row is checked again as a whole.
 */

const MAX_INT4 = 2_147_483_647;
const idSchema = z.number().int().min(1).max(MAX_INT4);

/** A code of a hotel, room type, plan, room plan or policy (their tables' `*_code_format`). */
export const staffCodeSchema = text().regex(
  /^[A-Za-z0-9_-]{1,64}$/,
  'a code holds 1 to 64 letters, digits, "-" and "_"',
);

const nameText = text().trim().min(1).max(200);
const descriptionText = text().max(5000);
const sortOrderSchema = z.number().int().min(-1_000_000).max(1_000_000);

/** True when no two items share a key (one translation per language, one price per tier…). */
function distinct<T>(list: readonly T[], key: (item: T) => unknown = (item) => item): boolean {
  return new Set(list.map(key)).size === list.length;
}

/** True when every string in a JSON value is text PostgreSQL can keep in `jsonb` (no NUL, no lone surrogate). */
export function isStorableJson(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (Array.isArray(value)) return value.every(isStorableJson);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => isStorableText(key) && isStorableJson(item));
  return true;
}

/** True for a time zone name the runtime knows (IANA: `Asia/Tokyo`, `UTC`), not an offset like `+09:00`. */
export function isTimeZoneName(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone, stored under its canonical name (`asia/tokyo` → `Asia/Tokyo`). */
export const timeZoneSchema = text()
  .max(64)
  .refine(isTimeZoneName, 'an IANA time zone such as Asia/Tokyo')
  .transform((value) => new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone);

/** The number guests call, as written for them (`hotels_phone_format`). */
export const hotelPhoneSchema = text().regex(
  /^\+?[0-9][0-9 -]{3,30}$/,
  'digits with an optional leading +, spaces and dashes',
);

const nameTranslationsInput = z
  .array(z.strictObject({ locale: localeSchema, name: nameText }))
  .max(LOCALES.length)
  .refine((list) => distinct(list, (t) => t.locale), 'one translation per language');

const namedTranslationsInput = z
  .array(z.strictObject({ locale: localeSchema, name: nameText, description: descriptionText.default('') }))
  .max(LOCALES.length)
  .refine((list) => distinct(list, (t) => t.locale), 'one translation per language');

const idListSchema = z
  .array(idSchema)
  .max(100)
  .refine((list) => distinct(list), 'each id once');

/** Something to change: an empty PATCH is refused rather than audited as a change of nothing. */
const somethingToChange = (body: object) => Object.keys(body).length > 0;
const SOMETHING = 'name at least one field to change';

// ---------------------------------------------------------------------------------------------
// The brand

export const staffBrandSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_translations: z.array(translationSchema),
  settings: brandSettingsSchema,
});
export type StaffBrand = z.infer<typeof staffBrandSchema>;
export const staffBrandResponseSchema = z.object({ data: staffBrandSchema });

/** `PATCH /staff/brand`: `settings` replaces the blocks it names (each block whole). */
export const staffBrandPatchBodySchema = z
  .strictObject({
    name: nameText,
    name_translations: nameTranslationsInput,
    settings: z
      .strictObject(brandSettingsSchema.partial().shape)
      .refine(isStorableJson, 'text without NUL or broken characters'),
  })
  .partial()
  .refine(somethingToChange, SOMETHING);
export type StaffBrandPatchBody = z.infer<typeof staffBrandPatchBodySchema>;

// ---------------------------------------------------------------------------------------------
// Hotels

export const staffHotelSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_translations: z.array(translationSchema),
  time_zone: z.string(),
  locale: localeSchema,
  currency: currencySchema,
  phone: z.string().nullable(),
  /** False: the hotel does not sell online (the widget shows it closed). */
  active: z.boolean(),
  settings: hotelSettingsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffHotel = z.infer<typeof staffHotelSchema>;
export const staffHotelResponseSchema = z.object({ data: staffHotelSchema });

export const staffHotelSummarySchema = staffHotelSchema.pick({
  id: true,
  code: true,
  name: true,
  name_translations: true,
  time_zone: true,
  locale: true,
  currency: true,
  active: true,
});
export type StaffHotelSummary = z.infer<typeof staffHotelSummarySchema>;
export const staffHotelsResponseSchema = z.object({ data: z.array(staffHotelSummarySchema) });

/** Hotel settings as a request gives them: the blocks it names, each whole, over the current (or default) ones. */
const hotelSettingsInput = z
  .strictObject(hotelSettingsSchema.partial().shape)
  .refine(isStorableJson, 'text without NUL or broken characters');

const hotelFields = {
  name: nameText,
  name_translations: nameTranslationsInput,
  time_zone: timeZoneSchema,
  locale: localeSchema,
  phone: hotelPhoneSchema.nullable(),
  active: z.boolean(),
  settings: hotelSettingsInput,
};

/** `POST /staff/hotels`: a new hotel of the caller's brand; settings not given take the defaults. */
export const staffHotelCreateBodySchema = z.strictObject({
  ...hotelFields,
  /** Unique across the installation (the widget's `code`); fixed once created. */
  code: staffCodeSchema,
  /** Fixed once created: rates and reservations are amounts of it. */
  currency: currencySchema,
  name_translations: nameTranslationsInput.default([]),
  phone: hotelFields.phone.default(null),
  active: z.boolean().default(true),
  settings: hotelSettingsInput.default({}),
});
export type StaffHotelCreateBody = z.infer<typeof staffHotelCreateBodySchema>;

/** `PATCH /staff/hotels/:hotelId`: code and currency stay as they are. */
export const staffHotelPatchBodySchema = z
  .strictObject(hotelFields)
  .partial()
  .refine(somethingToChange, SOMETHING);
export type StaffHotelPatchBody = z.infer<typeof staffHotelPatchBodySchema>;

export const staffHotelParamsSchema = z.object({ hotelId: pathIdSchema });
const pathId = staffHotelParamsSchema.shape.hotelId;

// ---------------------------------------------------------------------------------------------
// Room types

const roomImageInput = z.strictObject({
  url: text()
    .max(2000)
    .regex(/^(https?:\/\/|\/)[^\s"'<>\\]*$/, 'an http(s) address or a path on this server'),
  translations: z
    .array(z.strictObject({ locale: localeSchema, name: text().trim().max(300) }))
    .max(LOCALES.length)
    .refine((list) => distinct(list, (t) => t.locale), 'one translation per language'),
});

const roomTypeFields = {
  code: staffCodeSchema,
  name: nameText,
  description: descriptionText,
  translations: namedTranslationsInput,
  /** Most guests (adults and children who need a bed) one room takes. */
  capacity: z.number().int().min(1).max(99),
  /** Fewest guests the room is sold to; at most `capacity`. */
  min_guests: z.number().int().min(1).max(99),
  beds: z.array(bedSchema).max(20),
  size_square_meters: z.number().int().min(1).max(100_000).nullable(),
  images: z.array(roomImageInput).max(30),
  /** Ids of the hotel's `room_search_filters` (its settings) the room matches. */
  filter_ids: idListSchema,
  sort_order: sortOrderSchema,
  active: z.boolean(),
};

/** `POST …/room_types`; also what a PATCH's merged room type must still be. */
export const staffRoomTypeCreateBodySchema = z
  .strictObject({
    ...roomTypeFields,
    description: descriptionText.default(''),
    translations: namedTranslationsInput.default([]),
    min_guests: roomTypeFields.min_guests.default(1),
    beds: roomTypeFields.beds.default([]),
    size_square_meters: roomTypeFields.size_square_meters.default(null),
    images: roomTypeFields.images.default([]),
    filter_ids: idListSchema.default([]),
    sort_order: sortOrderSchema.default(0),
    active: z.boolean().default(true),
  })
  .refine((room) => room.min_guests <= room.capacity, {
    message: 'min_guests is at most capacity',
    path: ['min_guests'],
  });
export type StaffRoomTypeCreateBody = z.infer<typeof staffRoomTypeCreateBodySchema>;

export const staffRoomTypePatchBodySchema = z
  .strictObject(roomTypeFields)
  .partial()
  .refine(somethingToChange, SOMETHING);
export type StaffRoomTypePatchBody = z.infer<typeof staffRoomTypePatchBodySchema>;

export const staffRoomTypeSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  translations: z.array(namedTranslationSchema),
  capacity: z.number().int(),
  min_guests: z.number().int(),
  beds: z.array(bedSchema),
  size_square_meters: z.number().int().nullable(),
  images: z.array(roomImageSchema),
  filter_ids: z.array(z.number().int()),
  sort_order: z.number().int(),
  /** False: not sold, kept for the stays that used it. */
  active: z.boolean(),
});
export type StaffRoomType = z.infer<typeof staffRoomTypeSchema>;
export const staffRoomTypeResponseSchema = z.object({ data: staffRoomTypeSchema });
export const staffRoomTypesResponseSchema = z.object({ data: z.array(staffRoomTypeSchema) });

export const staffRoomTypeParamsSchema = z.object({ hotelId: pathId, roomTypeId: pathId });

/** `DELETE …/room_types/:id`: deleted, or switched off and kept because past stays name it. */
export const staffRoomTypeDeleteResponseSchema = z.object({
  data: z.object({ id: z.number().int(), outcome: z.enum(['deleted', 'deactivated']) }),
});

// ---------------------------------------------------------------------------------------------
// Cancellation policies

const policyFields = {
  code: staffCodeSchema,
  name: nameText,
  translations: namedTranslationsInput,
  cancel_before_at: cancellationPolicyRuleSchema.shape.cancel_before_at,
  cancellation_policy_parts: z
    .array(cancellationPolicyPartSchema)
    .max(30)
    .refine((list) => distinct(list, (part) => part.days_before), 'each days_before once'),
  no_show_percentage_of_cost: cancellationPolicyRuleSchema.shape.no_show_percentage_of_cost,
};

export const staffPolicyCreateBodySchema = z.strictObject({
  ...policyFields,
  translations: namedTranslationsInput.default([]),
  cancel_before_at: policyFields.cancel_before_at.default(null),
  cancellation_policy_parts: policyFields.cancellation_policy_parts.default([]),
});
export type StaffPolicyCreateBody = z.infer<typeof staffPolicyCreateBodySchema>;

export const staffPolicyPatchBodySchema = z
  .strictObject(policyFields)
  .partial()
  .refine(somethingToChange, SOMETHING);
export type StaffPolicyPatchBody = z.infer<typeof staffPolicyPatchBodySchema>;

export const staffPolicySchema = cancellationPolicyRuleSchema.extend({
  id: z.number().int(),
  hotel_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  translations: z.array(namedTranslationSchema),
});
export type StaffPolicy = z.infer<typeof staffPolicySchema>;
export const staffPolicyResponseSchema = z.object({ data: staffPolicySchema });
export const staffPoliciesResponseSchema = z.object({ data: z.array(staffPolicySchema) });

export const staffPolicyParamsSchema = z.object({ hotelId: pathId, policyId: pathId });

// ---------------------------------------------------------------------------------------------
// Plans and their room plans

/** What a child of a kids tier costs per night on a room plan (`room_plan_child_prices`). */
export const staffChildPriceSchema = z.strictObject({
  /** A kids tier code of the hotel's settings, or `child` when children share a bed or go by age. */
  tier_code: text().min(1).max(8),
  price_type: z.enum(CHILD_PRICE_TYPES),
  /** Minor units per night (fixed), or a percentage of one adult's share (at most 100). */
  value: z.number().int().min(0).max(100_000_000),
});

const roomPlanInput = z.strictObject({
  /** The room type sold under the plan: it names the room plan within its plan. */
  room_type_id: idSchema,
  code: staffCodeSchema,
  inclusive_extra_ids: idListSchema.default([]),
  active: z.boolean().default(true),
  child_prices: z
    .array(
      staffChildPriceSchema.refine((price) => price.price_type !== 'percentage' || price.value <= 100, {
        message: 'a percentage is at most 100',
        path: ['value'],
      }),
    )
    .max(20)
    .refine((list) => distinct(list, (price) => price.tier_code), 'one price per tier')
    .default([]),
});

/**
 * `membership_program_{id}`, `membership_rank_{id}`, `membership_rank_all`, and corporate rates'
 * `membership_organization_{id}` and `membership_organization_all` (spec §3 label filters).
 */
const memberLabelSchema = text().regex(
  /^membership_(program_[0-9]{1,10}|rank_[0-9]{1,10}|rank_all|organization_[0-9]{1,10}|organization_all)$/,
);
const hourSchema = z.number().int().min(0).max(24);
const dateOrNull = isoDateSchema.nullable();

const planFields = {
  /** hotel_plan_code; a site-controller limited variant may share its ordinary plan's code. */
  code: staffCodeSchema,
  name: nameText,
  description: descriptionText,
  translations: namedTranslationsInput,
  meals: z.array(z.enum(MEALS)).refine((list) => distinct(list), 'each meal once'),
  payment_methods: z
    .array(z.enum(PAYMENT_METHODS))
    .min(1)
    .refine((list) => distinct(list), 'each payment method once'),
  deposit_percent: z.number().int().min(0).max(100),
  cancellation_policy_id: idSchema,
  /** Which search mode shows the plan. */
  visibility: z.enum(SEARCH_MODES),
  /** Who of the members sees a member plan; empty: every signed-in member of the brand. */
  member_labels: z
    .array(memberLabelSchema)
    .max(50)
    .refine((list) => distinct(list), 'each label once'),
  sale_starts_on: dateOrNull,
  sale_ends_on: dateOrNull,
  stay_starts_on: dateOrNull,
  stay_ends_on: dateOrNull,
  min_days_in_advance: z.number().int().min(0).max(3650),
  max_days_in_advance: z.number().int().min(0).max(3650).nullable(),
  deadline_days_before: z.number().int().min(0).max(365),
  deadline_hour: hourSchema,
  min_nights: z.number().int().min(0).max(365),
  max_nights: z.number().int().min(0).max(365).nullable(),
  is_day_use: z.boolean(),
  day_use_start_hour: hourSchema.nullable(),
  day_use_end_hour: hourSchema.nullable(),
  filter_ids: idListSchema,
  site_controller_limited: z.boolean(),
  japanese_only: z.boolean(),
  sort_order: sortOrderSchema,
  active: z.boolean(),
  /** Every room type sold under the plan; on a PATCH the whole list (a room type left out is removed). */
  room_plans: z
    .array(roomPlanInput)
    .max(100)
    .refine((list) => distinct(list, (rp) => rp.room_type_id), 'each room type once')
    .refine((list) => distinct(list, (rp) => rp.code), 'each room plan code once'),
};

type PlanRuleFields = {
  sale_starts_on: string | null;
  sale_ends_on: string | null;
  stay_starts_on: string | null;
  stay_ends_on: string | null;
  min_days_in_advance: number;
  max_days_in_advance: number | null;
  min_nights: number;
  max_nights: number | null;
  day_use_start_hour: number | null;
  day_use_end_hour: number | null;
};

/** The plan's rules across fields (`hotel_plans_sale_period`, `…_stay_period`, `…_advance_window`, `…_nights`). */
function checkPlanRules(plan: PlanRuleFields, ctx: z.RefinementCtx): void {
  const after = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (plan.sale_starts_on && plan.sale_ends_on && plan.sale_ends_on < plan.sale_starts_on)
    after('sale_ends_on', 'the sale ends on or after it starts');
  if (plan.stay_starts_on && plan.stay_ends_on && plan.stay_ends_on < plan.stay_starts_on)
    after('stay_ends_on', 'the stay period ends on or after it starts');
  if (plan.max_days_in_advance !== null && plan.max_days_in_advance < plan.min_days_in_advance)
    after('max_days_in_advance', 'at least min_days_in_advance');
  if (plan.max_nights !== null && plan.max_nights < plan.min_nights)
    after('max_nights', 'at least min_nights');
  if (
    plan.day_use_start_hour !== null &&
    plan.day_use_end_hour !== null &&
    plan.day_use_end_hour <= plan.day_use_start_hour
  )
    after('day_use_end_hour', 'day use ends after it starts');
}

/** `POST …/plans`; also what a PATCH's merged plan must still be. */
export const staffPlanCreateBodySchema = z
  .strictObject({
    ...planFields,
    description: descriptionText.default(''),
    translations: namedTranslationsInput.default([]),
    meals: planFields.meals.default([]),
    deposit_percent: planFields.deposit_percent.default(100),
    visibility: planFields.visibility.default('all'),
    member_labels: planFields.member_labels.default([]),
    sale_starts_on: dateOrNull.default(null),
    sale_ends_on: dateOrNull.default(null),
    stay_starts_on: dateOrNull.default(null),
    stay_ends_on: dateOrNull.default(null),
    min_days_in_advance: planFields.min_days_in_advance.default(0),
    max_days_in_advance: planFields.max_days_in_advance.default(null),
    deadline_days_before: planFields.deadline_days_before.default(0),
    deadline_hour: hourSchema.default(24),
    min_nights: planFields.min_nights.default(1),
    max_nights: planFields.max_nights.default(null),
    is_day_use: z.boolean().default(false),
    day_use_start_hour: hourSchema.nullable().default(null),
    day_use_end_hour: hourSchema.nullable().default(null),
    filter_ids: idListSchema.default([]),
    site_controller_limited: z.boolean().default(false),
    japanese_only: z.boolean().default(false),
    sort_order: sortOrderSchema.default(0),
    active: z.boolean().default(true),
    room_plans: planFields.room_plans.default([]),
  })
  .superRefine(checkPlanRules);
export type StaffPlanCreateBody = z.infer<typeof staffPlanCreateBodySchema>;
export type StaffRoomPlanInput = StaffPlanCreateBody['room_plans'][number];

export const staffPlanPatchBodySchema = z
  .strictObject(planFields)
  .partial()
  .refine(somethingToChange, SOMETHING);
export type StaffPlanPatchBody = z.infer<typeof staffPlanPatchBodySchema>;

export const staffRoomPlanSchema = z.object({
  id: z.number().int(),
  room_type_id: z.number().int(),
  code: z.string(),
  inclusive_extra_ids: z.array(z.number().int()),
  active: z.boolean(),
  child_prices: z.array(
    z.object({ tier_code: z.string(), price_type: z.enum(CHILD_PRICE_TYPES), value: z.number().int() }),
  ),
});
export type StaffRoomPlan = z.infer<typeof staffRoomPlanSchema>;

export const staffPlanSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  translations: z.array(namedTranslationSchema),
  meals: z.array(z.enum(MEALS)),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  deposit_percent: z.number().int(),
  cancellation_policy_id: z.number().int(),
  visibility: z.enum(SEARCH_MODES),
  member_labels: z.array(z.string()),
  sale_starts_on: z.string().nullable(),
  sale_ends_on: z.string().nullable(),
  stay_starts_on: z.string().nullable(),
  stay_ends_on: z.string().nullable(),
  min_days_in_advance: z.number().int(),
  max_days_in_advance: z.number().int().nullable(),
  deadline_days_before: z.number().int(),
  deadline_hour: z.number().int(),
  min_nights: z.number().int(),
  max_nights: z.number().int().nullable(),
  is_day_use: z.boolean(),
  day_use_start_hour: z.number().int().nullable(),
  day_use_end_hour: z.number().int().nullable(),
  filter_ids: z.array(z.number().int()),
  site_controller_limited: z.boolean(),
  japanese_only: z.boolean(),
  sort_order: z.number().int(),
  active: z.boolean(),
  room_plans: z.array(staffRoomPlanSchema),
});
export type StaffPlan = z.infer<typeof staffPlanSchema>;
export const staffPlanResponseSchema = z.object({ data: staffPlanSchema });
export const staffPlansResponseSchema = z.object({ data: z.array(staffPlanSchema) });

export const staffPlanParamsSchema = z.object({ hotelId: pathId, hotelPlanId: pathId });

// ---------------------------------------------------------------------------------------------
// Sign-in button (spec §3 "login widget"): one per hotel, read by guests at
// /book/hotels/{code}/settings/sign_in_button.

/** A privacy or terms page; the service refuses one that is not http(s) (the table's CHECK) with a 422. */
const loginWidgetUrlInput = text().trim().max(2000).nullable();

/** The sign-in button as a PUT replaces it: every field, one translation per language. */
export const staffLoginWidgetBodySchema = z.strictObject({
  is_active: z.boolean(),
  allow_signup: z.boolean(),
  organization_login_widget_enabled: z.boolean(),
  translations: z
    .array(
      z.strictObject({
        locale: localeSchema,
        title: text().trim().min(1).max(200),
        description: text().trim().max(1000),
      }),
    )
    .max(LOCALES.length)
    .refine((list) => distinct(list, (t) => t.locale), 'one translation per language'),
  privacy_url: loginWidgetUrlInput,
  term_of_use_url: loginWidgetUrlInput,
});
export type StaffLoginWidgetBody = z.infer<typeof staffLoginWidgetBodySchema>;

/**
 * The hotel's sign-in button; `configured` is false while the hotel has none, and the fields are then
 * what guests get (an inactive button).
 */
export const staffLoginWidgetSchema = z.object({
  hotel_id: z.number().int(),
  configured: z.boolean(),
  is_active: z.boolean(),
  allow_signup: z.boolean(),
  organization_login_widget_enabled: z.boolean(),
  translations: z.array(z.object({ locale: localeSchema, title: z.string(), description: z.string() })),
  privacy_url: z.string().nullable(),
  term_of_use_url: z.string().nullable(),
});
export type StaffLoginWidget = z.infer<typeof staffLoginWidgetSchema>;
export const staffLoginWidgetResponseSchema = z.object({ data: staffLoginWidgetSchema });
