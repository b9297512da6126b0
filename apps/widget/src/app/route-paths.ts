import { MAINTENANCE_PATH, SEARCH_PATH } from './navigation.ts';

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
  '/review-reservation/:number',
  '/member-deleted-confirmation',
  '/reservation/voucher/:number',
  '/reservation/update/:number',
  '/reservation/update/:number/guests',
  MAINTENANCE_PATH,
] as const;

export type ScreenPath = (typeof SCREEN_PATHS)[number];

export const REGISTERED_PATHS: ReadonlySet<string> = new Set(SCREEN_PATHS);
