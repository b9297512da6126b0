import type {
  reservationAnswers,
  reservationExtras,
  reservationRooms,
  reservations,
} from '../../db/tables/reservations.table.ts';

/**
 * The reservation as the server knows it, for the features built on reservations (decision 034): they
 * import these types, the service and the errors — never the repository. The shapes are still those of
 * the stored rows (camelCase fields of `reservations`, `reservation_rooms`, …).
 */
export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationRoomRow = typeof reservationRooms.$inferSelect;
export type ReservationExtraRow = typeof reservationExtras.$inferSelect;
export type ReservationAnswerRow = typeof reservationAnswers.$inferSelect;

/** A reservation's rooms, the nights each holds, its extras and its answers. */
export interface ReservationParts {
  rooms: ReservationRoomRow[];
  nights: { reservationRoomId: number; stayDate: string; price: number }[];
  extras: ReservationExtraRow[];
  answers: ReservationAnswerRow[];
}

/** Why a pending (card) reservation is given up. */
export type PendingCancelReason = 'payment_declined' | 'challenge_failed' | 'expired';
