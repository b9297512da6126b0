import type { Locale } from '@yadori/contract/locales';
import type { MemberProvider } from '@yadori/contract/membership.schema';

/** A brand's point programme as the service reads it. */
export interface PointProgramView {
  brandId: number;
  enabled: boolean;
  /** The points' name in the brand's own language. */
  name: string;
  names: Partial<Record<Locale, string>>;
  currency: string;
  timeZone: string;
  defaultEarnPercent: number;
  spendingIncrement: number;
  spendingMinimum: number;
  expiryMonths: number | null;
  giftCodeExchange: boolean;
  /** Earn percent by rank id (ranks without one earn `defaultEarnPercent`). */
  earnRates: ReadonlyMap<number, number>;
}

/** What a booking's transaction gives to spend a member's points on a reservation (spec §5). */
export interface SpendPointsInput {
  memberId: number;
  brandId: number;
  reservationId: number;
  amount: number;
  now: Date;
  /** The most that may be spent (the total price): more is refused. */
  limit?: number;
  /** The reservation's currency: points spend only at stays priced in the programme's. */
  currency?: string;
  /** How the member signed in: accounts of a partner that keeps its own points cannot spend ours. */
  provider?: MemberProvider;
  /** The request field refusals name (default `point`). */
  field?: string;
}

/** What a stay earns, computed by the caller's transaction (see earnForStay for the usual one). */
export interface FutureEarningInput {
  reservationId: number;
  memberId: number;
  brandId: number;
  /** The member's rank when they booked (null: the programme's default rate). */
  rankId: number | null;
  /** The amount points are earned on, in `currency` (e.g. the total less accommodation tax). */
  basis: number;
  currency: string;
  /** Hotel-local check-out day: credited POINT_CREDIT_DELAY_DAYS later. */
  checkoutDate: string;
  now: Date;
}

/** A member's points at a brand (spec §3 points). */
export interface PointBalanceView {
  available: number;
  future: number;
  expired: number;
  gained: number;
  spent: number;
  refunded: number;
  exchanged: number;
}
