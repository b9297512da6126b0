import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { UPDATE_MODE_PARTS } from '../features/reservation-update/update-mode-parts.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { i18n } from '../i18n/i18n.ts';
import { MAINTENANCE_PATH, SEARCH_PATH } from './navigation.ts';
import {
  CHAT_AUTH_PATHS,
  MEMBER_AUTH_PATHS,
  type MemberAuthPath,
  SCREEN_PATHS,
  type ScreenPath,
} from './route-paths.ts';

export interface RouteDef {
  path: string;
  /** The page's name in the document title; null when the screen names it from its own section texts. */
  titleKey: MessageKey | null;
  screen: LazyExoticComponent<ComponentType>;
  /** Spec section 2: no language selector on guest detail, payment and error pages. */
  hideLanguageSelector?: boolean;
  /** Spec section 2: the chat sign-in and sign-up variants show a header with only a close button. */
  closeButtonOnly?: boolean;
}

/**
 * A screen past the results page: its chunk resolves once the catalog's booking part (guest details,
 * payment, confirmation, cancellation, update, the shared form fields) is loaded too, so it never
 * draws a text missing; the results page never loads that part (decision 045).
 */
const withBookingTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), i18n.loadBooking()]).then(([loaded]) => loaded);

// Each screen is its own chunk, so screens added later never grow the first screen.
// The results page draws update mode with reservation-update's (lazy) parts: search-results sits
// below reservation-update and does not import it (decision 035).
const SearchResultsScreen = lazy(() =>
  import('../features/search-results/search-results-screen.tsx').then((m) => ({
    default: () => createElement(m.SearchResultsScreen, { updateMode: UPDATE_MODE_PARTS }),
  })),
);
const RecommenderScreen = lazy(() =>
  import('../features/recommender/recommender-screen.tsx').then((m) => ({ default: m.RecommenderScreen })),
);
const FacilitiesScreen = lazy(() =>
  import('../features/facilities/facilities-screen.tsx').then((m) => ({ default: m.FacilitiesScreen })),
);
const GuestDetailScreen = lazy(
  withBookingTexts(() =>
    import('../features/guest-detail/guest-detail-screen.tsx').then((m) => ({
      default: m.GuestDetailScreen,
    })),
  ),
);
const CancellationPolicyScreen = lazy(
  withBookingTexts(() =>
    import('../features/cancellation-policy/cancellation-policy-screen.tsx').then((m) => ({
      default: m.CancellationPolicyScreen,
    })),
  ),
);
const ConfirmationScreen = lazy(
  withBookingTexts(() =>
    import('../features/confirmation/confirmation-screen.tsx').then((m) => ({
      default: m.ConfirmationScreen,
    })),
  ),
);
const ReservationFailScreen = lazy(
  withBookingTexts(() =>
    import('../features/reservation-fail/reservation-fail-screen.tsx').then((m) => ({
      default: m.ReservationFailScreen,
    })),
  ),
);
const ThreeDSecurePendingScreen = lazy(
  withBookingTexts(() =>
    import('../features/payment/three-d-secure-pending-screen.tsx').then((m) => ({
      default: m.ThreeDSecurePendingScreen,
    })),
  ),
);
const CancellationScreen = lazy(
  withBookingTexts(() =>
    import('../features/cancellation/cancellation-screen.tsx').then((m) => ({
      default: m.CancellationScreen,
    })),
  ),
);
const FindReservationScreen = lazy(
  withBookingTexts(() =>
    import('../features/find-reservation/find-reservation-screen.tsx').then((m) => ({
      default: m.FindReservationScreen,
    })),
  ),
);
const VoucherScreen = lazy(
  withBookingTexts(() =>
    import('../features/voucher/voucher-screen.tsx').then((m) => ({ default: m.VoucherScreen })),
  ),
);
const UpdateReviewScreen = lazy(
  withBookingTexts(() =>
    import('../features/reservation-update/update-review-screen.tsx').then((m) => ({
      default: m.UpdateReviewScreen,
    })),
  ),
);
const UpdateGuestsScreen = lazy(
  withBookingTexts(() =>
    import('../features/reservation-update/update-guests-screen.tsx').then((m) => ({
      default: m.UpdateGuestsScreen,
    })),
  ),
);
// Member area (issue 13): one chunk for its screens; the account's three addresses share one screen,
// so switching tabs keeps it.
const memberArea = withBookingTexts(() => import('../features/my-account/member-area-screens.ts'));
const MyAccountScreen = lazy(() => memberArea().then((m) => ({ default: m.MyAccountScreen })));
const ReviewReservationScreen = lazy(() =>
  memberArea().then((m) => ({ default: m.ReviewReservationScreen })),
);
const MemberDeletedScreen = lazy(() => memberArea().then((m) => ({ default: m.MemberDeletedScreen })));
const MaintenanceScreen = lazy(() =>
  import('../features/maintenance/maintenance-screen.tsx').then((m) => ({ default: m.MaintenanceScreen })),
);
const NoHotelCodeScreen = lazy(() =>
  import('../features/errors/no-hotel-code-screen.tsx').then((m) => ({ default: m.NoHotelCodeScreen })),
);

// Member sign-in and sign-up (issue 13): one chunk holds all their screens, which set the document
// title from their section texts (the main catalog is on the results page's budget).
const memberAuthRoutes = () =>
  Object.fromEntries(
    [...MEMBER_AUTH_PATHS, ...CHAT_AUTH_PATHS].map((path) => [
      path,
      {
        titleKey: null,
        closeButtonOnly: path.startsWith('/chat-'),
        screen: lazy(
          withBookingTexts(() =>
            import('../features/member-auth/member-auth-screens.ts').then((m) => ({
              default: m.MEMBER_AUTH_SCREENS[path],
            })),
          ),
        ),
      },
    ]),
  ) as Record<MemberAuthPath, Omit<RouteDef, 'path'>>;

/** Each path's screen (route-paths.ts lists the paths, in the order they are matched). */
const SCREENS: Record<ScreenPath, Omit<RouteDef, 'path'>> = {
  [SEARCH_PATH]: { titleKey: 'title.searchResults', screen: SearchResultsScreen },
  '/booking/recommender': { titleKey: 'recommender.title', screen: RecommenderScreen },
  '/facilities': { titleKey: 'facilities.title', screen: FacilitiesScreen },
  // The booking steps' screens draw the progress bar themselves (guest detail's payment step shares
  // its address), so the first screen's code does not carry it.
  '/reservation/guest-detail': {
    titleKey: 'guestDetail.title',
    screen: GuestDetailScreen,
    hideLanguageSelector: true,
  },
  '/cancellation-policy': { titleKey: 'policy.title', screen: CancellationPolicyScreen },
  '/reservation/confirmation/:number': { titleKey: 'confirmation.title', screen: ConfirmationScreen },
  '/reservation/fail': {
    titleKey: 'reservationFail.title',
    screen: ReservationFailScreen,
    hideLanguageSelector: true,
  },
  '/reservation/three-d-secure': {
    titleKey: 'payment.pendingTitle',
    screen: ThreeDSecurePendingScreen,
    hideLanguageSelector: true,
  },
  '/reservation/cancel/:number': { titleKey: 'cancel.title', screen: CancellationScreen },
  '/search': { titleKey: 'findReservation.title', screen: FindReservationScreen },
  // Member area (issue 13).
  '/my-account': { titleKey: 'title.myAccount', screen: MyAccountScreen },
  '/my-account/profile': { titleKey: 'title.myAccount', screen: MyAccountScreen },
  '/my-account/reservations': { titleKey: 'title.myAccount', screen: MyAccountScreen },
  '/my-account/payment-options': { titleKey: 'title.myAccount', screen: MyAccountScreen },
  '/my-account/points': { titleKey: 'title.myAccount', screen: MyAccountScreen },
  '/review-reservation/:number': { titleKey: 'title.reviewReservation', screen: ReviewReservationScreen },
  '/member-deleted-confirmation': { titleKey: 'title.memberDeleted', screen: MemberDeletedScreen },
  '/reservation/voucher/:number': { titleKey: 'voucher.title', screen: VoucherScreen },
  '/reservation/update/:number': { titleKey: 'update.reviewTitle', screen: UpdateReviewScreen },
  '/reservation/update/:number/guests': { titleKey: 'update.guestsTitle', screen: UpdateGuestsScreen },
  ...memberAuthRoutes(),
  [MAINTENANCE_PATH]: {
    titleKey: 'title.maintenance',
    screen: MaintenanceScreen,
    hideLanguageSelector: true,
  },
};

/** The screens this build has. An empty path and unknown paths go to search. */
export const ROUTES: readonly RouteDef[] = SCREEN_PATHS.map((path) => ({ path, ...SCREENS[path] }));

/** Shown on any path when the address has no hotel code (spec section 8). */
export const NO_HOTEL_CODE_ROUTE: RouteDef = {
  path: '',
  titleKey: 'title.error',
  screen: NoHotelCodeScreen,
  hideLanguageSelector: true,
};
