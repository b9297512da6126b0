import type { Locale } from '@yadori/contract/locales';
import type { Reservation } from '@yadori/contract/reservation.schema';

/** One receipt: one room of a confirmed stay, or the cancellation fee of a cancelled one. */
export interface ReceiptPage {
  kind: 'stay' | 'cancellation_fee';
  /** The reservation number, with `-n` for the n-th room when the stay has several. */
  receiptNumber: string;
  /** 0-based room index, null for the cancellation fee. */
  roomIndex: number | null;
  roomName: string | null;
  /** What the guest pays for this receipt, tax included (minor units). */
  total: number;
  /** Room (or fee) without accommodation tax, consumption tax included. */
  charge: number;
  extras: number;
  consumptionTax: number;
  accommodationTax: number;
  /** What the member's points took off this receipt (the reservation's point_discount, shared out). */
  points: number;
  paid: number;
  remaining: number;
}

/** The money of a reservation after booking, as stored (fee charged, card money taken and given back). */
export interface ReceiptMoney {
  cancellationFee: number | null;
  capturedAmount: number;
  refundedAmount: number;
}

/** Money already taken from the guest (card authorised, or captured less refunds). */
export function paidAmount(payment: Reservation['payment'], money: ReceiptMoney): number {
  switch (payment.state) {
    case 'authorized':
      return payment.amount_due_now;
    case 'captured':
    case 'partially_refunded':
    case 'refunded':
      return Math.max(0, money.capturedAmount - money.refundedAmount);
    default:
      return 0;
  }
}

/**
 * The receipts of a reservation (pure): one per room of a confirmed stay — each room with its extras
 * (extras not tied to a room go with the first), the money paid shared out over the rooms in order —
 * or one for the fee of a cancelled stay that was charged one. Empty when no receipt can be issued.
 * @example receiptPages(reservation, money).map((p) => p.total) // [12000, 9000]
 */
export function receiptPages(reservation: Reservation, money: ReceiptMoney): ReceiptPage[] {
  if (reservation.status === 'cancelled') {
    const fee = money.cancellationFee ?? 0;
    if (fee <= 0) return [];
    const paid = Math.min(fee, paidAmount(reservation.payment, money));
    return [
      {
        kind: 'cancellation_fee',
        receiptNumber: reservation.number,
        roomIndex: null,
        roomName: null,
        total: fee,
        charge: fee,
        extras: 0,
        // A cancellation fee is compensation, outside consumption tax in Japan.
        consumptionTax: 0,
        accommodationTax: 0,
        points: 0,
        paid,
        remaining: fee - paid,
      },
    ];
  }
  if (reservation.status !== 'done') return [];
  const several = reservation.rooms.length > 1;
  const first = reservation.rooms[0]?.room_index;
  let paidLeft = paidAmount(reservation.payment, money);
  // Points are shared out over the rooms in order, as the money paid is (after the points).
  let pointsLeft = reservation.point_discount;
  return reservation.rooms.map((room) => {
    const extras = reservation.extras.filter(
      (e) => e.room_index === room.room_index || (e.room_index === null && room.room_index === first),
    );
    const extrasTotal = extras.reduce((sum, e) => sum + e.total_price, 0);
    const extrasTax = extras.reduce((sum, e) => sum + e.tax, 0);
    const total = room.total_price + extrasTotal;
    const points = Math.min(total, pointsLeft);
    pointsLeft -= points;
    const paid = Math.min(total - points, paidLeft);
    paidLeft -= paid;
    return {
      kind: 'stay',
      receiptNumber: several ? `${reservation.number}-${room.room_index + 1}` : reservation.number,
      roomIndex: room.room_index,
      roomName: room.room_type_name,
      total,
      charge: room.total_price - room.accommodation_tax,
      extras: extrasTotal,
      // A room's `tax` is its consumption tax plus its accommodation tax.
      consumptionTax: room.tax - room.accommodation_tax + extrasTax,
      accommodationTax: room.accommodation_tax,
      points,
      paid,
      remaining: total - points - paid,
    };
  });
}

/** `2026-05-01` as receipts write it (spec section 9: YYYY/MM/DD). */
export const displayDate = (isoDate: string) => isoDate.replaceAll('-', '/');

/**
 * The receipt's addressee when none is asked for: the kanji name when the guest gave one, in every
 * language (a receipt is made out to the name the guest is known by in Japan, and the kanji name is
 * asked only on Japanese pages); else the name in the language's order (spec section 9: English first
 * last, others last first).
 */
export function defaultAddressee(guest: Reservation['guest'], locale: Locale): string {
  const kanji = guest.kanji_name?.trim();
  if (kanji) return kanji;
  return locale === 'en'
    ? `${guest.first_name} ${guest.last_name}`
    : `${guest.last_name} ${guest.first_name}`;
}
