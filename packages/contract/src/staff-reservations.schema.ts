import { z } from 'zod';
import { attributionSchema } from './analytics.schema.ts';
import { pathIdSchema } from './cancellation-policy.schema.ts';
import { queryInt } from './query.ts';
import {
  MAX_CHANGE_DETAILS_LENGTH,
  MAX_ROOMS_PER_BOOKING,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  RESERVATION_CHANGE_ACTORS,
  RESERVATION_CHANGE_KINDS,
  RESERVATION_STATUSES,
} from './reservation.constants.ts';
import { reservationSchema, roomGuestSchema } from './reservation.schema.ts';
import { updateGuestSchema, updateRoomInputSchema } from './reservation-update.schema.ts';
import { isoDateSchema } from './search.schema.ts';
import { currencySchema } from './settings.schema.ts';
import { STAFF_RESERVATIONS_PAGE_SIZE } from './staff.constants.ts';
import {
  STAFF_CANCEL_FEE_CHOICES,
  STAFF_NOTE_MAX_LENGTH,
  STAFF_RESEND_MAIL_KINDS,
  STAFF_RESERVATION_QUERY_MAX,
  STAFF_RESERVATION_SORTS,
  STAFF_RESERVATIONS_MAX_PER_PAGE,
} from './staff-reservations.constants.ts';

import { text } from './text.ts';

/**
 * The console's reservations of one hotel (decision 058): the list, one stay in full, and what the
 * hotel does with it — notes, no-shows, cancellations, mails sent again. Money is integer minor units
 * of the stay's currency; dates are the hotel's calendar dates.
 */

export {
  STAFF_CANCEL_FEE_CHOICES,
  STAFF_MONEY_OPERATIONS,
  STAFF_NOTE_MAX_LENGTH,
  STAFF_RESEND_MAIL_KINDS,
  STAFF_RESERVATION_QUERY_MAX,
  STAFF_RESERVATION_REFUSALS,
  STAFF_RESERVATION_SORTS,
  STAFF_RESERVATIONS_MAX_PER_PAGE,
  type StaffMoneyOperation,
  type StaffResendMailKind,
  type StaffReservationRefusal,
  type StaffReservationSort,
} from './staff-reservations.constants.ts';

export const staffReservationsParamsSchema = z.object({ hotelId: pathIdSchema });

/** A reservation number as typed (any case; stored upper case). */
export const staffReservationParamsSchema = staffReservationsParamsSchema.extend({
  number: z
    .string()
    .regex(/^[0-9A-Za-z]{6,16}$/, 'a reservation number is 6–16 letters and digits')
    .transform((value) => value.toUpperCase()),
});

/** One file of a stay, by the id its upload answered (the shape the file store allows). */
export const staffReservationFileParamsSchema = staffReservationParamsSchema.extend({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'a file id is 20–64 letters, digits, "-" and "_"'),
});

/**
 * `GET /staff/hotels/{hotelId}/reservations`: paged; `q` matches a reservation number's beginning, the
 * guest's name (either order, kana too) or email, ignoring case; dates are inclusive, `created_*` on
 * the hotel's calendar.
 */
export const staffReservationsQuerySchema = z
  .object({
    page: queryInt(1, 100_000).default(1),
    per_page: queryInt(1, STAFF_RESERVATIONS_MAX_PER_PAGE).default(STAFF_RESERVATIONS_PAGE_SIZE),
    q: text()
      .trim()
      .max(STAFF_RESERVATION_QUERY_MAX)
      .transform((value) => value || undefined)
      .optional(),
    status: z.enum(RESERVATION_STATUSES).optional(),
    no_show: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    checkin_from: isoDateSchema.optional(),
    checkin_to: isoDateSchema.optional(),
    created_from: isoDateSchema.optional(),
    created_to: isoDateSchema.optional(),
    payment_method: z.enum(PAYMENT_METHODS).optional(),
    sort: z.enum(STAFF_RESERVATION_SORTS).default('checkin_asc'),
  })
  .refine((q) => !q.checkin_from || !q.checkin_to || q.checkin_from <= q.checkin_to, {
    message: 'checkin_from must not be after checkin_to',
    path: ['checkin_to'],
  })
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, {
    message: 'created_from must not be after created_to',
    path: ['created_to'],
  });
export type StaffReservationsQuery = z.infer<typeof staffReservationsQuerySchema>;

/** One row of the console's list. */
export const staffReservationRowSchema = z.object({
  number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  no_show: z.boolean(),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number().int(),
  room_count: z.number().int(),
  /** The booker's name, in the order of the staff member's language. */
  guest_name: z.string(),
  email: z.string(),
  phone: z.string(),
  total_price: z.number().int(),
  currency: currencySchema,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_state: z.enum(PAYMENT_STATES),
  /** Booked by a signed-in member of the brand. */
  member: z.boolean(),
  /** A corporate booking: its organization's name. */
  organization_name: z.string().nullable(),
  created_at: z.string(),
  /** Hotel staff changed the stay (no-show, cancellation): the guest can no longer change it online. */
  staff_modified: z.boolean(),
  /** The funnel's source of the booking (decision 061): metasearch_source, else utm_source, else `direct`. */
  source: z.string(),
});
export type StaffReservationRow = z.infer<typeof staffReservationRowSchema>;

export const staffReservationsResponseSchema = z.object({
  data: z.array(staffReservationRowSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
});
export type StaffReservationsResponse = z.infer<typeof staffReservationsResponseSchema>;

/** A staff note: for the hotel only, never shown to the guest. */
export const staffReservationNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The email of the staff member who wrote it. */
  author: z.string(),
  created_at: z.string(),
});
export type StaffReservationNote = z.infer<typeof staffReservationNoteSchema>;

/** One row of the stay's history: who changed what (the parts before and after) and the price either side. */
export const staffReservationChangeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RESERVATION_CHANGE_KINDS),
  actor: z.enum(RESERVATION_CHANGE_ACTORS),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  price_before: z.number().int(),
  price_after: z.number().int(),
  created_at: z.string(),
});

/**
 * A file the guest uploaded with an answer; its bytes are `GET …/reservations/{number}/files/{id}`
 * (reservations.read), always as a download.
 */
export const staffReservationFileSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** The question it answers and the room (null: the whole booking), when an answer names it. */
  question_id: z.number().int().nullable(),
  room_index: z.number().int().nullable(),
  created_at: z.string(),
});

/**
 * `GET …/reservations/{number}`: the whole stay as the guest's confirmation shows it (rooms with their
 * nightly prices, guest, answers, extras, payment, the guest's cancellation), with its stored `status`
 * and what only the hotel sees: the fees the policy sets now, the no-show, the organization, the files,
 * the history and the notes.
 */
export const staffReservationSchema = reservationSchema
  .omit({
    status: true,
    cancellable: true,
    cancel_refusal: true,
    cancellation_fee: true,
    three_d_secure: true,
  })
  .extend({
    status: z.enum(RESERVATION_STATUSES),
    /** What the cancellation charged; null while the stay is not cancelled. */
    cancellation_fee: z.number().int().nullable(),
    /**
     * What `cancel {fee: 'policy'}` and `no_show` without a fee charge now, by the rooms' policies on
     * the hotel's clock (a cancellation on the check-in day or later costs the day-of or no-show step);
     * null when the stay cannot be cancelled or marked (not confirmed, or marked already).
     */
    policy_fees: z.object({
      cancellation: z.number().int().nullable(),
      no_show: z.number().int().nullable(),
    }),
    no_show: z.object({ at: z.string(), fee: z.number().int() }).nullable(),
    /**
     * What `capture` and `refund` may move now (payments.handle): the card authorisation not captured
     * yet (a confirmed stay's), and the captured money not given back; null when nothing (or no card).
     */
    card_money: z.object({
      capturable: z.number().int().nullable(),
      refundable: z.number().int().nullable(),
    }),
    staff_modified_at: z.string().nullable(),
    member_id: z.number().int().nullable(),
    organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    files: z.array(staffReservationFileSchema),
    changes: z.array(staffReservationChangeSchema),
    notes: z.array(staffReservationNoteSchema),
    /** Where the guest came from (decision 061). */
    attribution: attributionSchema,
  });
export type StaffReservation = z.infer<typeof staffReservationSchema>;
export const staffReservationResponseSchema = z.object({ data: staffReservationSchema });

/** The stay's version as the console read it: another change since answers 409 `version_conflict`. */
const version = z.number().int().min(1).max(2_147_483_647).optional();
const fee = z.number().int().min(0).max(2_147_483_647);

/** `POST …/notes`. */
export const staffNoteBodySchema = z.object({
  body: text().trim().min(1).max(STAFF_NOTE_MAX_LENGTH),
});
export const staffNoteResponseSchema = z.object({ data: staffReservationNoteSchema });

/** `POST …/no_show`: `fee` defaults to the rooms' policies' no-show percentage of their cost. */
export const staffNoShowBodySchema = z.object({ fee: fee.optional(), version });

/**
 * `POST …/cancel`: cancelled by the hotel, at the policy's fee as of now, with no fee, or for an amount
 * up to the stay's total; `reason` is kept in the history and the audit log (the guest never sees it).
 */
export const staffCancelBodySchema = z.object({
  fee: z.union([z.enum(STAFF_CANCEL_FEE_CHOICES), fee]),
  reason: text().trim().max(MAX_CHANGE_DETAILS_LENGTH).optional(),
  version,
});
export type StaffCancelBody = z.infer<typeof staffCancelBodySchema>;

/** `POST …/resend_mail`: the guest's confirmation or cancellation mail, once more. */
export const staffResendMailBodySchema = z.object({ kind: z.enum(STAFF_RESEND_MAIL_KINDS) });
export const staffResendMailResponseSchema = z.object({
  data: z.object({ kind: z.enum(STAFF_RESEND_MAIL_KINDS), email: z.string() }),
});

const amount = z.number().int().min(1).max(2_147_483_647);

/**
 * `POST …/capture`: takes `amount` (default: all) of a confirmed stay's card authorisation; what is
 * not taken is released (one capture per authorisation).
 */
export const staffCaptureBodySchema = z.object({ amount: amount.optional(), version });
export type StaffCaptureBody = z.infer<typeof staffCaptureBodySchema>;

/** `POST …/refund`: gives `amount` of the captured card money back (several refunds up to it all). */
export const staffRefundBodySchema = z.object({ amount, version });
export type StaffRefundBody = z.infer<typeof staffRefundBodySchema>;

/**
 * `POST …/change`: the hotel changes a confirmed stay, also after the guest's online deadline — new
 * dates and each kept room's party (`stay`, re-priced on what is free then; `total_price`, when sent,
 * must be the new total or 409 answers it), and the booker's details and room names (`guests`). The
 * guest can then no longer change it online.
 */
export const staffChangeBodySchema = z
  .object({
    version: z.number().int().min(1).max(2_147_483_647),
    stay: z
      .object({
        checkin_date: isoDateSchema,
        checkout_date: isoDateSchema,
        rooms: z.array(updateRoomInputSchema).min(1).max(MAX_ROOMS_PER_BOOKING),
        total_price: z.number().int().min(0).max(2_147_483_647).optional(),
      })
      .refine((stay) => stay.checkin_date < stay.checkout_date, {
        message: 'checkout_date must be after checkin_date',
        path: ['checkout_date'],
      })
      .optional(),
    guests: z
      .object({
        guest: updateGuestSchema,
        rooms: z
          .array(roomGuestSchema.extend({ room_index: updateRoomInputSchema.shape.room_index }))
          .max(MAX_ROOMS_PER_BOOKING)
          .optional(),
      })
      .optional(),
  })
  .refine((body) => body.stay !== undefined || body.guests !== undefined, {
    message: 'send stay, guests or both',
    path: ['stay'],
  });
export type StaffChangeBody = z.infer<typeof staffChangeBodySchema>;
