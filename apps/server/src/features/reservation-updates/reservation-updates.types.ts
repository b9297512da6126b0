import type { ReservationChangeActor, ReservationChangeKind } from '@yadori/contract/reservation.constants';

/**
 * One entry of a reservation's history: what changed (`kind`), who changed it, the changed parts before
 * and after and the price either side.
 */
export interface ReservationChange {
  id: number;
  reservationId: number;
  /** Guaranteed by the `reservation_changes_kind_known` CHECK. */
  kind: ReservationChangeKind;
  /** Guaranteed by the `reservation_changes_actor_known` CHECK. */
  actor: ReservationChangeActor;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  priceBefore: number;
  priceAfter: number;
  createdAt: Date;
}
