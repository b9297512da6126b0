import type {
  CancelReason,
  GuestCancelReason,
  PaymentMethod,
  PaymentState,
  ReservationStatus,
} from '@yadori/contract/reservation.constants';
import type { ReservationGuest } from '@yadori/contract/reservation.schema';
import type { Translation } from '@yadori/contract/settings.schema';

/**
 * The reservation as the server knows it, for the features built on reservations (decision 034): they
 * import these types, the service and the errors — never the repository. The repository maps the stored
 * rows to them, so a table change that no longer fits fails the build there. Money is integer minor
 * units of `currency`, tax included.
 */
export interface StoredReservation {
  id: number;
  hotelId: number;
  number: string;
  /** Guaranteed by the `reservations_status_known` CHECK. */
  status: ReservationStatus;
  cancelReason: CancelReason | null;
  email: string;
  /** The member who booked (spec §6: only that member, signed in, changes it); null for a guest booking. */
  memberId: number | null;
  /** The program and rank the member held when booking (their member plans are found with them again). */
  memberProgramId: number | null;
  memberRankId: number | null;
  /** A corporate booking's organization (spec §6: only its people, signed in through it, change it). */
  organizationId: number | null;
  referrerCode: string | null;
  bypassTokenHash: string;
  locale: string;
  currency: string;
  checkinDate: string;
  checkoutDate: string;
  nights: number;
  guest: ReservationGuest;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  paymentId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  threeDSecureUrl: string | null;
  returnUrl: string | null;
  roomsTotal: number;
  extrasTotal: number;
  totalPrice: number;
  tax: number;
  accommodationTax: number;
  discount: number;
  /** What the member's points took off total_price; amount_due_now + remaining_amount pay the rest. */
  pointDiscount: number;
  depositPercent: number;
  amountDueNow: number;
  remainingAmount: number;
  bankTransferDeadline: string | null;
  promotionCodeId: number | null;
  promoCode: string | null;
  couponCode: string | null;
  termsAcceptedAt: Date;
  holdExpiresAt: Date | null;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  guestCancelReason: GuestCancelReason | null;
  cancelDetails: string | null;
  cancellationFee: number | null;
  cancellationFeeDisplayed: number | null;
  capturedAmount: number;
  refundedAmount: number;
  staffModifiedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** One room of a reservation: the room plan, the party, the guest named for the room and its price. */
export interface StoredReservationRoom {
  id: number;
  reservationId: number;
  /** Position in the booking (0-based): answers and extras name the room by it. */
  roomIndex: number;
  roomTypeId: number;
  roomPlanId: number;
  hotelPlanId: number;
  roomTypeCode: string;
  roomPlanCode: string;
  hotelPlanCode: string;
  adults: number;
  children: number;
  kidsTiers: string[];
  kidsAgeRange: number[];
  adultCompanion: number;
  kidTierACompanion: number;
  guestFirstName: string | null;
  guestLastName: string | null;
  totalPrice: number;
  tax: number;
  accommodationTax: number;
  priceBeforeDiscounts: number;
  discounts: { discount_type: string; discount_amount: number }[];
  codeDiscount: number;
}

/** An extra bought with the stay, for one service date (null: not dated) and optionally one room. */
export interface ReservationExtra {
  id: number;
  reservationId: number;
  extraId: number;
  roomIndex: number | null;
  serviceDate: string | null;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  tax: number;
  /** Whether the quantity was taken from the extra's daily stock (and is given back on cancel). */
  inventoryTaken: number;
  answer: string | null;
}

/** A guest's answer to an additional question, per booking or per room, with its uploaded files' ids. */
export interface ReservationAnswer {
  id: number;
  reservationId: number;
  questionId: number;
  roomIndex: number | null;
  answer: unknown;
  attachmentIds: string[];
}

/** A reservation's rooms, the nights each holds, its extras and its answers. */
export interface ReservationParts {
  rooms: StoredReservationRoom[];
  nights: { reservationRoomId: number; stayDate: string; price: number }[];
  extras: ReservationExtra[];
  answers: ReservationAnswer[];
}

/** How a hotel takes bank transfers: the account shown to the guest and the days the money may take. */
export interface BankTransferSettings {
  hotelId: number;
  bankName: string;
  branchName: string;
  accountType: string;
  accountNumber: string;
  accountHolder: string;
  deadlineDays: number;
  /** Extra instructions per locale (name = the instruction text). */
  instructions: Translation[];
}

/** One Idempotency-Key of `POST /reservations` and the answer kept for it (sealed). */
export interface IdempotencyRecord {
  hotelId: number;
  keyHash: string;
  requestHash: string;
  reservationId: number | null;
  responseStatus: number | null;
  responseSealed: string | null;
  tokenCiphertext: string | null;
  createdAt: Date;
}

/** Why a pending (card) reservation is given up. */
export type PendingCancelReason = 'payment_declined' | 'challenge_failed' | 'expired';
