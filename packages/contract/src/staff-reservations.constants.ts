/**
 * The console's reservations (decision 058), without Zod so the console imports them as they are.
 */

/** The most reservations one console page may hold. */
export const STAFF_RESERVATIONS_MAX_PER_PAGE = 100;
/** The longest search text (reservation number prefix, guest name or email). */
export const STAFF_RESERVATION_QUERY_MAX = 100;
/** A staff note's length. */
export const STAFF_NOTE_MAX_LENGTH = 2000;
/** How the list is ordered: check-in first (the default), check-in last, newest booking first. */
export const STAFF_RESERVATION_SORTS = ['checkin_asc', 'checkin_desc', 'created_desc'] as const;
export type StaffReservationSort = (typeof STAFF_RESERVATION_SORTS)[number];
/** The mails a stay's guest can be sent again. */
export const STAFF_RESEND_MAIL_KINDS = ['confirmation', 'cancellation'] as const;
export type StaffResendMailKind = (typeof STAFF_RESEND_MAIL_KINDS)[number];
/** What a cancellation charges: the policy's fee as of now, nothing, or an amount up to the total. */
export const STAFF_CANCEL_FEE_CHOICES = ['policy', 'none'] as const;
/** What staff do with a stay's card money (payments.handle). */
export const STAFF_MONEY_OPERATIONS = ['capture', 'refund'] as const;
export type StaffMoneyOperation = (typeof STAFF_MONEY_OPERATIONS)[number];

/**
 * `details.reason` of the console's refusals about a stay (the top-level `code` is the HTTP status),
 * so the console can branch without reading the sentence.
 */
export const STAFF_RESERVATION_REFUSALS = {
  /** 404: no such reservation at this hotel. */
  notFound: 'reservation_not_found',
  /** 404: the stay has no file of that id. */
  fileNotFound: 'file_not_found',
  /** 410: the file's bytes are gone from the server's disk. */
  fileMissing: 'file_missing',
  /** 409: the stay is cancelled already. */
  alreadyCancelled: 'already_cancelled',
  /** 409: the card still waits for 3-D Secure (the hold ends it either way). */
  pendingPayment: 'pending_payment',
  /** 409: the guest is marked a no-show already. */
  alreadyNoShow: 'already_no_show',
  /** 422: a no-show before the check-in date (on the hotel's clock). */
  beforeCheckin: 'before_checkin',
  /** 422: a fee above the stay's total. */
  feeAboveTotal: 'fee_above_total',
  /** 409: the stay changed since the version the console sent. */
  versionConflict: 'version_conflict',
  /** 422: a cancellation mail for a stay that is not cancelled. */
  notCancelled: 'not_cancelled',
  /** 422: a confirmation mail for a stay that is not confirmed. */
  notConfirmed: 'not_confirmed',
  /** 422: a cancellation mail for a stay that ended without one (a declined card, an expired hold). */
  noCancellationMail: 'no_cancellation_mail',
  /** 422: card money moved on a stay not paid by card. */
  notCard: 'not_card',
  /** 422: a capture with no card authorisation waiting to be captured (or of a stay not confirmed). */
  nothingToCapture: 'nothing_to_capture',
  /** 422: a capture above what the card authorised. */
  aboveAuthorised: 'above_authorised',
  /** 422: a refund with no captured card money left to give back. */
  nothingToRefund: 'nothing_to_refund',
  /** 422: a refund above what was captured and not given back yet. */
  aboveRefundable: 'above_refundable',
  /** 502: the gateway did not answer; the same operation is retried until it does. */
  gatewayUnavailable: 'gateway_unavailable',
  /** 422: a change of a stay whose check-in day is over, or to a check-in date in the past. */
  stayStarted: 'stay_started',
} as const;
export type StaffReservationRefusal =
  (typeof STAFF_RESERVATION_REFUSALS)[keyof typeof STAFF_RESERVATION_REFUSALS];
