import type { CancellationPolicyRule } from '@yadori/contract/cancellation-policy.schema';
import type { CancelRefusal } from '@yadori/contract/reservation.constants';
import { hotelToday } from '../../lib/hotel-time.ts';
import type { HotelCatalog } from '../hotels/hotels.service.ts';
import { cancellationFee } from './cancellation-fee.ts';

/** What the terms of cancelling a reservation depend on (rows reduced to what matters). */
export interface CancelTermsInput {
  status: string;
  checkinDate: string;
  timeZone: string;
  now: Date;
  /** Each room's cost (room total plus the extras booked for it) and its plan's policy. */
  rooms: { cost: number; policy: CancellationPolicyRule | null }[];
}

/** Whether the guest may cancel online now, and the fee it costs. */
export type CancelTerms =
  | { cancellable: true; fee: number }
  | {
      cancellable: false;
      refusal: CancelRefusal;
      /** What the hotel charges (by phone) for `same_day`; null otherwise. */
      fee: number | null;
    };

/**
 * The cancellation terms of a stay on the hotel's clock: each room is charged by its own plan's policy
 * on its own cost (rooms of one stay share the check-in date, so they are refused together); a room
 * without a policy costs nothing. Not confirmed → refused (`already_cancelled` / `pending_payment`).
 * @example cancelTerms({ status: 'confirmed', checkinDate: '2026-05-10', timeZone: 'Asia/Tokyo', now, rooms: [{ cost: 30000, policy }] })
 */
export function cancelTerms(input: CancelTermsInput): CancelTerms {
  if (input.status === 'cancelled') return { cancellable: false, refusal: 'already_cancelled', fee: null };
  if (input.status !== 'confirmed') return { cancellable: false, refusal: 'pending_payment', fee: null };
  let fee = 0;
  let refused = false;
  for (const room of input.rooms) {
    if (!room.policy) continue;
    const result = cancellationFee({
      policy: room.policy,
      totalPrice: room.cost,
      checkinDate: input.checkinDate,
      timeZone: input.timeZone,
      now: input.now,
    });
    if (result.kind === 'refused') refused = true;
    fee += result.fee;
  }
  if (!refused && input.rooms.every((r) => !r.policy)) {
    // No policy at all: still nothing online on the check-in day or later (spec section 4).
    refused = input.checkinDate <= hotelToday(input.now, input.timeZone);
  }
  return refused ? { cancellable: false, refusal: 'same_day', fee } : { cancellable: true, fee };
}

/**
 * Each room's cost and policy: the room's total plus the extras booked for it (extras for the whole
 * stay go with the first room), under the policy of the room's plan in the hotel's catalogue.
 */
export function roomCosts(
  rooms: readonly { roomIndex: number; hotelPlanId: number; totalPrice: number }[],
  extras: readonly { roomIndex: number | null; totalPrice: number }[],
  catalog: Pick<HotelCatalog, 'plans' | 'policies'>,
): CancelTermsInput['rooms'] {
  const first = rooms[0]?.roomIndex;
  return rooms.map((room) => {
    const extrasCost = extras
      .filter((e) => (e.roomIndex ?? first) === room.roomIndex)
      .reduce((sum, e) => sum + e.totalPrice, 0);
    const policyId = catalog.plans.find((p) => p.id === room.hotelPlanId)?.cancellationPolicyId;
    const policy = policyId === undefined ? undefined : catalog.policies.get(policyId);
    return {
      cost: room.totalPrice + extrasCost,
      policy: policy
        ? {
            cancel_before_at: policy.cancelBeforeAt,
            cancellation_policy_parts: policy.parts,
            no_show_percentage_of_cost: policy.noShow,
          }
        : null,
    };
  });
}
