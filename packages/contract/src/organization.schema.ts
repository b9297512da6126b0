import { z } from 'zod';
import { databaseId, emailSchema, PASSWORD_MAX_LENGTH } from './membership.schema.ts';
import {
  ORGANIZATION_EXPORT_MAX_DAYS,
  ORGANIZATION_EXPORT_PASSWORD_MAX,
  ORGANIZATION_EXPORT_PASSWORD_MIN,
  ORGANIZATION_EXPORT_STATUSES,
  ORGANIZATION_RESERVATIONS_MAX_PER_PAGE,
  ORGANIZATION_RESERVATIONS_PAGE_SIZE,
  QUOTA_PERIODS,
} from './organization.constants.ts';
import { queryInt } from './query.ts';
import { RESERVATION_STATUSES } from './reservation.constants.ts';
import { isoDateSchema } from './search.schema.ts';
import { currencySchema } from './settings.schema.ts';
import { text as storableText } from './text.ts';

/**
 * Corporate organizations (spec §1, §3, §6, §7): a brand's corporate clients, whose people sign in
 * through the organization (`POST /book/hotels/{code}/organization/sign_in`) and whose admins see the
 * organization's stays and quota (`GET /book/hotel_brands/{brand}/organizations/{id}` and
 * `…/reservations`).
 */

/** An organization's referrer code (spec §2): letters, digits, `_` and `-`. */
export const referrerCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a referrer code is 1–64 letters, digits, _ or -');

/**
 * POST organization/sign_in: the person's email and password (their own account, linked to the
 * organization), and the organization when the sign-in address named one — by `organization_id`, by
 * `referrer_code`, or both (spec §2) — needed only when the person belongs to more than one; a named
 * organization the person does not belong to is refused like a wrong password.
 */
export const organizationSignInBodySchema = z.object({
  email: emailSchema,
  password: storableText().min(1).max(PASSWORD_MAX_LENGTH),
  organization_id: databaseId.optional(),
  referrer_code: referrerCodeSchema.optional(),
});

const idParam = (what: string) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${what} is a positive whole number`)
    .transform(Number)
    .pipe(databaseId);

export const organizationParamsSchema = z.object({
  brandId: idParam('a brand id'),
  organizationId: idParam('an organization id'),
});

/** `GET …/organizations/{id}`: the organization, its quota of stays and where it stands (spec §6). */
export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  program_id: z.number().int().nullable(),
  referrer_code: z.string(),
  /** Room-nights the organization may book in the current period. */
  max_stays: z.number().int(),
  /** Room-nights of its live (not cancelled) bookings in the current period. */
  reserved_nights: z.number().int(),
  /** max_stays − reserved_nights, never below 0. */
  remaining_nights: z.number().int(),
  quota_period: z.enum(QUOTA_PERIODS),
  /** The current period, first and last night (inclusive). */
  period_start: z.string(),
  period_end: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;
export const organizationResponseSchema = z.object({ data: organizationSchema });

/** `GET …/organizations/{id}/reservations`: paged, by check-in dates (inclusive) and status. */
export const organizationReservationsQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    per_page: queryInt(1, ORGANIZATION_RESERVATIONS_MAX_PER_PAGE).default(
      ORGANIZATION_RESERVATIONS_PAGE_SIZE,
    ),
    checkin_from: isoDateSchema.optional(),
    checkin_to: isoDateSchema.optional(),
    status: z.enum(RESERVATION_STATUSES).optional(),
  })
  .refine((q) => !q.checkin_from || !q.checkin_to || q.checkin_from <= q.checkin_to, {
    message: 'checkin_from must not be after checkin_to',
    path: ['checkin_to'],
  });

export const organizationReservationSchema = z.object({
  number: z.string(),
  hotel_id: z.number().int(),
  hotel_name: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number().int(),
  room_count: z.number().int(),
  /** Room-nights: what the booking counts against the quota. */
  room_nights: z.number().int(),
  guest_name: z.string(),
  /** The organization's person who booked. */
  booker_name: z.string().nullable(),
  booker_email: z.string().nullable(),
  total_price: z.number().int(),
  currency: currencySchema,
  referrer_code: z.string().nullable(),
  created_at: z.string(),
});
export type OrganizationReservation = z.infer<typeof organizationReservationSchema>;

export const organizationReservationsResponseSchema = z.object({
  data: z.array(organizationReservationSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});

/**
 * POST …/exports: the reservations checking in from `checkin_from` to `checkin_to` (inclusive), as a
 * CSV in a zip encrypted (AES-256) with the password the admin chose (typed twice).
 */
export const organizationExportBodySchema = z
  .object({
    checkin_from: isoDateSchema,
    checkin_to: isoDateSchema,
    password: storableText().min(ORGANIZATION_EXPORT_PASSWORD_MIN).max(ORGANIZATION_EXPORT_PASSWORD_MAX),
    password_confirmation: storableText().max(ORGANIZATION_EXPORT_PASSWORD_MAX),
  })
  .refine((b) => b.checkin_from <= b.checkin_to, {
    message: 'checkin_from must not be after checkin_to',
    path: ['checkin_to'],
  })
  .refine(
    (b) =>
      (Date.parse(`${b.checkin_to}T00:00:00Z`) - Date.parse(`${b.checkin_from}T00:00:00Z`)) / 86_400_000 <
      ORGANIZATION_EXPORT_MAX_DAYS,
    { message: `an export covers at most ${ORGANIZATION_EXPORT_MAX_DAYS} days`, path: ['checkin_to'] },
  )
  .refine((b) => b.password === b.password_confirmation, {
    message: 'the passwords differ',
    path: ['password_confirmation'],
  });

export const organizationExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORGANIZATION_EXPORT_STATUSES),
  checkin_from: z.string(),
  checkin_to: z.string(),
  /** Reservations in the file, once built. */
  row_count: z.number().int().nullable(),
  file_name: z.string(),
  created_at: z.string(),
  /** Until when a ready export can be downloaded. */
  expires_at: z.string().nullable(),
});
export type OrganizationExport = z.infer<typeof organizationExportSchema>;
export const organizationExportResponseSchema = z.object({ data: organizationExportSchema });
export const organizationExportsResponseSchema = z.object({ data: z.array(organizationExportSchema) });

export const organizationExportParamsSchema = organizationParamsSchema.extend({
  exportId: idParam('an export id'),
});
