import type { MemberProvider } from './membership.schema.ts';

/**
 * Plain constants of member points (spec sections 3, 5, 7 and 9). No Zod here: the widget imports these
 * by value.
 */

/** Spec §9: the point history shows 5 entries a page by default, from page 1. */
export const POINT_HISTORY_PAGE_SIZE = 5;
/** The most entries one page of the history or of the exchanges may ask for. */
export const POINT_HISTORY_MAX_PER_PAGE = 100;
/** Spec §9: points for a stay are credited 3 days after check-out (hotel-local dates). */
export const POINT_CREDIT_DELAY_DAYS = 3;
/** Spec §9: a code exchanged for points is valid for 180 days. */
export const GIFT_CODE_VALID_DAYS = 180;

/** Spec §3 point exchange: exchange_type, `digico` by default (a gift code, Japan only). */
export const POINT_EXCHANGE_TYPES = ['digico'] as const;
export type PointExchangeType = (typeof POINT_EXCHANGE_TYPES)[number];

/** `scope` of points_timeline (spec §7): what moved the balance, or what a stay will credit. */
export const POINT_TIMELINE_SCOPES = ['current', 'future'] as const;
export type PointTimelineScope = (typeof POINT_TIMELINE_SCOPES)[number];

/**
 * Entries of the point history (spec §3 points: gained, spent, refunded, expired; and exchanged for a
 * gift code). `future` is a stay's points waiting for their credit date (scope `future`).
 */
export const POINT_ENTRY_KINDS = ['gained', 'spent', 'refunded', 'expired', 'exchanged', 'future'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/**
 * Sign-ins whose points live elsewhere (spec §6: points only while third-party login is inactive): a
 * loyalty programme's account keeps its points at the programme, and a brand's own sign-in at the brand.
 * Facebook, LINE and OpenID are sign-ins, not point programmes: their members use the brand's points.
 */
export const THIRD_PARTY_POINT_PROVIDERS: readonly MemberProvider[] = ['creansmaerd', 'brand_custom_auth'];

/** Spec §6: a member signed in this way may use the brand's own points (when it has a programme on). */
export function pointsOpenTo(provider: MemberProvider | undefined): boolean {
  return !(provider && THIRD_PARTY_POINT_PROVIDERS.includes(provider));
}
