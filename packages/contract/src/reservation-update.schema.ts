import { z } from 'zod';
import { MAX_ROOMS_PER_BOOKING, UPDATE_REFUSALS } from './reservation.constants.ts';
import { reservationGuestSchema, reservationSchema, roomGuestSchema } from './reservation.schema.ts';
import { isoDateSchema } from './search.schema.ts';
import { text } from './text.ts';

/**
 * Changing a booking after it was made (spec sections 4, 6 and 7): `GET …/reservations/{number}/update_settings`,
 * `PUT …/reservations/{number}` (dates, fewer rooms, the party of each room; the plan stays) and
 * `PUT …/reservations/{number}/guests` (the booker's details and the name in each room). Every call
 * carries `?email=` or `?bypass_token=` like the GET; money is integer minor units, tax included.
 */

const version = z.number().int().min(1).max(2_147_483_647);

/** What the widget needs to offer the change (spec §4 updateSetting). */
export const updateSettingsSchema = z.object({
  /** The hotel takes changes online at all. */
  is_active: z.boolean(),
  /** This reservation can be changed now by this caller. */
  updatable: z.boolean(),
  reason: z.enum(UPDATE_REFUSALS).nullable(),
  /** The last instant a change is accepted (ISO), null once the booking cannot change any more. */
  deadline: z.string().nullable(),
  /** Rooms can only go down: at most the rooms booked. */
  max_room_count: z.number().int(),
  /** Send it back with the change; another change in between answers 409 `version_conflict`. */
  version: z.number().int(),
});
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;
export const updateSettingsResponseSchema = z.object({ data: updateSettingsSchema });

/** One room kept by the change: the booked `room_index` and its (new) party. */
export const updateRoomInputSchema = z.object({
  room_index: z
    .number()
    .int()
    .min(0)
    .max(MAX_ROOMS_PER_BOOKING - 1),
  adults: z.number().int().min(1).max(99),
  children: z.number().int().min(0).max(99).default(0),
  kids_tiers: z.array(text().min(1).max(8)).max(99).default([]),
  kids_age_range: z.array(z.number().int().min(0).max(17)).max(99).default([]),
});
export type UpdateRoomInput = z.input<typeof updateRoomInputSchema>;

/**
 * `PUT …/reservations/{number}`: the new stay. `rooms` are a subset of the booked rooms (by
 * `room_index`); `total_price` is the total the guest was shown for the new stay (rooms + the booked
 * extras). `coupon_code`, when sent, must be the booked code (it is re-applied to the new dates).
 */
export const updateReservationBodySchema = z.object({
  version,
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  rooms: z.array(updateRoomInputSchema).min(1).max(MAX_ROOMS_PER_BOOKING),
  total_price: z.number().int().min(0).max(2_147_483_647),
  coupon_code: text().max(64).optional(),
  /**
   * Points the member spends on the changed stay (decision 040): the booking's are given back and these
   * spent instead, in the programme's steps, up to the new total (2401 when short). Left out, the
   * booking keeps its points as far as the new total allows them.
   */
  spending_point: z.number().int().min(0).max(100_000_000).optional(),
});
export type UpdateReservationBody = z.input<typeof updateReservationBodySchema>;

/** The changed reservation with its new bypass token (the old one no longer opens it). */
export const updateReservationResponseSchema = z.object({
  data: reservationSchema.extend({ bypass_token: z.string() }),
});
export type UpdateReservationResponse = z.infer<typeof updateReservationResponseSchema>;

/** The booker's details as they can be changed (the email confirmation is not asked again). */
export const updateGuestSchema = reservationGuestSchema.omit({ email_confirmation: true });

/** `PUT …/reservations/{number}/guests`: the booker and, optionally, the guest named in each room. */
export const updateGuestsBodySchema = z.object({
  version,
  guest: updateGuestSchema,
  rooms: z
    .array(roomGuestSchema.extend({ room_index: updateRoomInputSchema.shape.room_index }))
    .max(MAX_ROOMS_PER_BOOKING)
    .optional(),
});
export type UpdateGuestsBody = z.input<typeof updateGuestsBodySchema>;

export const updateGuestsResponseSchema = z.object({ data: reservationSchema });

/** `details` of 422 `not_updatable`: why (UPDATE_REFUSALS). */
export const notUpdatableDetailsSchema = z.object({
  code: z.literal('not_updatable'),
  reason: z.enum(UPDATE_REFUSALS),
});

/**
 * `details.code` of the update's own refusals that have no number in spec §8 (the price-moved 1103 and
 * sold-out 1105 are the booking's). `coupon_not_changeable` is the `details.reason` beside 1500
 * ("coupon invalid"): only the booked code may be sent with a change.
 */
export const UPDATE_ERROR_CODES = {
  notUpdatable: 'not_updatable',
  versionConflict: 'version_conflict',
  extrasOutsideStay: 'extras_outside_stay',
  couponNotChangeable: 'coupon_not_changeable',
} as const;
