import { MAINTENANCE_PATH, SEARCH_PATH } from './navigation.ts';

/**
 * Member sign-in, sign-up and passwords (spec section 2, issue 13: features/member-auth), and the
 * corporate sign-in through an organization (spec §6), which keeps its session as a member's.
 */
export const MEMBER_AUTH_PATHS = [
  '/sign-in',
  '/organization-sign-in',
  '/sign-up',
  '/sign-up-result',
  '/sign-up-done',
  '/sign-out',
  '/forgot-password',
  '/change-password',
  '/member-confirmation',
  '/resend-confirmation-email',
] as const;
/** Their chat variants: a header with only a close button, on white. */
export const CHAT_AUTH_PATHS = [
  '/chat-sign-in',
  '/chat-sign-up',
  '/chat-sign-up-form',
  '/chat-sign-up-result',
  '/chat-sign-up-done',
] as const;
export type MemberAuthPath = (typeof MEMBER_AUTH_PATHS)[number] | (typeof CHAT_AUTH_PATHS)[number];

/**
 * The paths of the screens this build has, in the order they are matched (routes.ts gives each its
 * screen). Features ask `REGISTERED_PATHS` whether a screen exists here, not in routes.ts: that one
 * loads the screens, so importing it from a screen would be an import cycle (decision 035).
 */
export const SCREEN_PATHS = [
  SEARCH_PATH,
  '/booking/recommender',
  '/facilities',
  '/reservation/guest-detail',
  '/cancellation-policy',
  '/reservation/confirmation/:number',
  '/reservation/fail',
  '/reservation/three-d-secure',
  '/reservation/cancel/:number',
  '/search',
  // Member area (issue 13): my account with its tabs, a member's own stay, the deleted account.
  '/my-account',
  '/my-account/profile',
  '/my-account/reservations',
  '/my-account/payment-options',
  '/my-account/points',
  '/review-reservation/:number',
  '/member-deleted-confirmation',
  // An organization's quota, stays and exports, for its admins (spec §2 protected, §6).
  '/organization-admin',
  '/reservation/voucher/:number',
  '/reservation/update/:number',
  '/reservation/update/:number/guests',
  ...MEMBER_AUTH_PATHS,
  ...CHAT_AUTH_PATHS,
  // Payment links (issue 19, spec §2 top-level routes): the payments page, the front desk's display of
  // it, and where PayPal returns to.
  '/payments/:paymentNumber',
  '/payments/:paymentNumber/display',
  '/iframe-token',
  MAINTENANCE_PATH,
] as const;

export type ScreenPath = (typeof SCREEN_PATHS)[number];

export const REGISTERED_PATHS: ReadonlySet<string> = new Set(SCREEN_PATHS);
