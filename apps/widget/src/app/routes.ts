import { type ComponentType, createElement } from 'react';
import { PageNotices } from '../features/notices/page-notices.tsx';
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
  screen: ScreenComponent;
  /** Spec section 2: no language selector on guest detail, payment and error pages. */
  hideLanguageSelector?: boolean;
  /** Spec section 2: the chat sign-in and sign-up variants show a header with only a close button. */
  closeButtonOnly?: boolean;
  /**
   * Spec section 2: the payment pages and /iframe-token sit at the top level, outside the main layout:
   * the header shows the brand alone (no menu, sign-in or language selector).
   */
  outsideMainLayout?: boolean;
}

/** A screen's component, whose chunk can be asked for before it first renders. */
export type ScreenComponent = ComponentType & {
  /**
   * Starts loading the screen's chunk (once); settles when it is in, or failed (a failed preload
   * leaves the loading to the render).
   */
  preload(): Promise<void>;
};

/**
 * `lazy()` whose chunk start-up can ask for ahead of the first render (`preloadScreen`): a screen whose
 * chunk is in by then renders with the shell at once instead of suspending, which would draw it in a
 * render (and a long task) of its own after the first paint. Until then it suspends as `lazy()` does,
 * and a chunk that fails to load while it renders throws its error there, as `lazy()` does.
 */
function screen(load: () => Promise<{ default: ComponentType }>): ScreenComponent {
  let loading: Promise<void> | undefined;
  let loaded: ComponentType | undefined;
  let failure: { error: unknown } | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  function Screen() {
    if (failure) throw failure.error;
    if (loaded) return createElement(loaded);
    throw start().catch((error: unknown) => {
      failure = { error };
    });
  }
  return Object.assign(Screen, {
    preload: () =>
      start().catch(() => {
        loading = undefined;
      }),
  });
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
// Both pages show the hotel's banners and notices (decision 061) under their heading.
const SearchResultsScreen = screen(() =>
  import('../features/search-results/search-results-screen.tsx').then((m) => ({
    default: () =>
      createElement(m.SearchResultsScreen, {
        updateMode: UPDATE_MODE_PARTS,
        notices: createElement(PageNotices, { placement: 'results' }),
      }),
  })),
);
const RecommenderScreen = screen(() =>
  import('../features/recommender/recommender-screen.tsx').then((m) => ({ default: m.RecommenderScreen })),
);
const FacilitiesScreen = screen(() =>
  import('../features/facilities/facilities-screen.tsx').then((m) => ({ default: m.FacilitiesScreen })),
);
const GuestDetailScreen = screen(
  withBookingTexts(() =>
    import('../features/guest-detail/guest-detail-screen.tsx').then((m) => ({
      default: () =>
        createElement(m.GuestDetailScreen, {
          notices: createElement(PageNotices, { placement: 'guest_detail' }),
        }),
    })),
  ),
);
const CancellationPolicyScreen = screen(
  withBookingTexts(() =>
    import('../features/cancellation-policy/cancellation-policy-screen.tsx').then((m) => ({
      default: m.CancellationPolicyScreen,
    })),
  ),
);
const ConfirmationScreen = screen(
  withBookingTexts(() =>
    import('../features/confirmation/confirmation-screen.tsx').then((m) => ({
      default: m.ConfirmationScreen,
    })),
  ),
);
const ReservationFailScreen = screen(
  withBookingTexts(() =>
    import('../features/reservation-fail/reservation-fail-screen.tsx').then((m) => ({
      default: m.ReservationFailScreen,
    })),
  ),
);
const ThreeDSecurePendingScreen = screen(
  withBookingTexts(() =>
    import('../features/payment/three-d-secure-pending-screen.tsx').then((m) => ({
      default: m.ThreeDSecurePendingScreen,
    })),
  ),
);
const CancellationScreen = screen(
  withBookingTexts(() =>
    import('../features/cancellation/cancellation-screen.tsx').then((m) => ({
      default: m.CancellationScreen,
    })),
  ),
);
const FindReservationScreen = screen(
  withBookingTexts(() =>
    import('../features/find-reservation/find-reservation-screen.tsx').then((m) => ({
      default: m.FindReservationScreen,
    })),
  ),
);
const VoucherScreen = screen(
  withBookingTexts(() =>
    import('../features/voucher/voucher-screen.tsx').then((m) => ({ default: m.VoucherScreen })),
  ),
);
const UpdateReviewScreen = screen(
  withBookingTexts(() =>
    import('../features/reservation-update/update-review-screen.tsx').then((m) => ({
      default: m.UpdateReviewScreen,
    })),
  ),
);
const UpdateGuestsScreen = screen(
  withBookingTexts(() =>
    import('../features/reservation-update/update-guests-screen.tsx').then((m) => ({
      default: m.UpdateGuestsScreen,
    })),
  ),
);
// Member area (issue 13): one chunk for its screens; the account's three addresses share one screen,
// so switching tabs keeps it.
const memberArea = withBookingTexts(() => import('../features/my-account/member-area-screens.ts'));
const MyAccountScreen = screen(() => memberArea().then((m) => ({ default: m.MyAccountScreen })));
const ReviewReservationScreen = screen(() =>
  memberArea().then((m) => ({ default: m.ReviewReservationScreen })),
);
const MemberDeletedScreen = screen(() => memberArea().then((m) => ({ default: m.MemberDeletedScreen })));
// An organization's admin page: a chunk of its own, which few members ever open.
const OrganizationAdminScreen = screen(
  withBookingTexts(() =>
    import('../features/my-account/organization-admin/organization-admin-screen.tsx').then((m) => ({
      default: m.OrganizationAdminScreen,
    })),
  ),
);
// Payment links (issue 19): the payments page needs the booking part of the catalog for the card
// messages (features/payment); the display and PayPal's return page need only their section's texts.
const PaymentLinkScreen = screen(
  withBookingTexts(() =>
    import('../features/payment-link/payment-link-screen.tsx').then((m) => ({
      default: m.PaymentLinkScreen,
    })),
  ),
);
const PaymentDisplayScreen = screen(() =>
  import('../features/payment-link/payment-display-screen.tsx').then((m) => ({
    default: m.PaymentDisplayScreen,
  })),
);
const IframeTokenScreen = screen(() =>
  import('../features/payment-link/iframe-token-screen.tsx').then((m) => ({ default: m.IframeTokenScreen })),
);
const MaintenanceScreen = screen(() =>
  import('../features/maintenance/maintenance-screen.tsx').then((m) => ({ default: m.MaintenanceScreen })),
);
const NoHotelCodeScreen = screen(() =>
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
        screen: screen(
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
  '/organization-admin': { titleKey: 'menu.admin', screen: OrganizationAdminScreen },
  '/reservation/voucher/:number': { titleKey: 'voucher.title', screen: VoucherScreen },
  '/reservation/update/:number': { titleKey: 'update.reviewTitle', screen: UpdateReviewScreen },
  '/reservation/update/:number/guests': { titleKey: 'update.guestsTitle', screen: UpdateGuestsScreen },
  ...memberAuthRoutes(),
  // Spec §2: payment pages show no language selector (the link was sent in the guest's language); the
  // screens name the document title from their section's texts.
  '/payments/:paymentNumber': {
    titleKey: null,
    screen: PaymentLinkScreen,
    hideLanguageSelector: true,
    outsideMainLayout: true,
  },
  '/payments/:paymentNumber/display': {
    titleKey: null,
    screen: PaymentDisplayScreen,
    hideLanguageSelector: true,
    outsideMainLayout: true,
  },
  '/iframe-token': {
    titleKey: null,
    screen: IframeTokenScreen,
    hideLanguageSelector: true,
    outsideMainLayout: true,
  },
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

/** Whether `path` is one of `pattern`'s (`:name` stands for one segment), as the router matches it. */
const matchesPattern = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`, 'i').test(path);

/** The route of `path` (`undefined`: no screen, search shows), as the shell finds it. */
export const routeOf = (path: string, hasHotelCode: boolean): RouteDef | undefined =>
  hasHotelCode ? ROUTES.find((route) => matchesPattern(route.path, path)) : NO_HOTEL_CODE_ROUTE;

/**
 * Starts loading the chunk of the screen `path` will show (an empty or unknown path shows search)
 * while start-up waits for the server, so the screen draws with the first render. Call once the first
 * catalog is in: the booking flow's screens load its second part with their chunk.
 */
export function preloadScreen(path: string, hasHotelCode: boolean): Promise<void> {
  const route = routeOf(path, hasHotelCode) ?? ROUTES.find((candidate) => candidate.path === SEARCH_PATH);
  return route ? route.screen.preload() : Promise.resolve();
}
