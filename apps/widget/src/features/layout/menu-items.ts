import { pointsOpenTo } from '@yadori/contract/points.constants';
import type { WhoamiUser } from '@yadori/contract/session.schema';
import type { BookingWidgetSettings, LoginWidget } from '@yadori/contract/settings.schema';
import type { MessageKey } from '../../i18n/catalog.ts';

export interface MenuItem {
  id: string;
  labelKey: MessageKey;
  path: string;
}

/** Spec section 2 hides logout for three brand ids it does not name; none are known here yet. */
export const LOGOUT_HIDDEN_BRAND_IDS: ReadonlySet<number> = new Set();

export interface MenuContext {
  settings: Pick<
    BookingWidgetSettings,
    'hotel_brand_id' | 'hotel_brand' | 'brand_custom_auth_token_name'
  > | null;
  loginWidget: Pick<LoginWidget, 'is_active' | 'allow_signup' | 'organization_login_widget_enabled'> | null;
  user: Pick<WhoamiUser, 'organization_role' | 'provider'> | null;
  /** Paths of the screens this build has; an item shows only when its screen exists. */
  registeredPaths: ReadonlySet<string>;
  inChatbotIframe: boolean;
  /** Changing an existing reservation on the results page hides the login menu. */
  updateMode: boolean;
  /** The address's search mode is `voucher` (no sign-up then, spec section 6). */
  voucherMode: boolean;
}

interface Rule extends MenuItem {
  available(context: MenuContext): boolean;
}

const signedOut = (c: MenuContext) => c.user === null;
const signedIn = (c: MenuContext) => c.user !== null;
/** The brand signs its members in with its own token: no member sign-in or sign-up here (spec §6). */
const customAuth = (c: MenuContext) => Boolean(c.settings?.brand_custom_auth_token_name);
/** Spec section 6: member login needs the login widget active and no custom auth token setup. */
const memberLogin = (c: MenuContext) => Boolean(c.loginWidget?.is_active) && !customAuth(c);

// Spec section 2's order: admin, account, reservations, points, payment options, member sign-in,
// corporate sign-in, sign-up, logout.
const RULES: readonly Rule[] = [
  {
    id: 'admin',
    labelKey: 'menu.admin',
    path: '/organization-admin',
    available: (c) => signedIn(c) && (c.user?.organization_role.includes('admin') ?? false),
  },
  { id: 'account', labelKey: 'menu.myAccount', path: '/my-account', available: signedIn },
  {
    id: 'reservations',
    labelKey: 'menu.reservations',
    path: '/my-account/reservations',
    available: signedIn,
  },
  {
    id: 'points',
    labelKey: 'menu.points',
    path: '/my-account/points',
    // Spec §6: the brand's points, unless the member signed in through a third-party point programme.
    available: (c) =>
      signedIn(c) && Boolean(c.settings?.hotel_brand.point_program) && pointsOpenTo(c.user?.provider),
  },
  {
    id: 'payment-options',
    labelKey: 'menu.paymentOptions',
    path: '/my-account/payment-options',
    available: signedIn,
  },
  {
    id: 'member-sign-in',
    labelKey: 'menu.memberSignIn',
    path: '/sign-in',
    available: (c) => signedOut(c) && memberLogin(c),
  },
  {
    id: 'corporate-sign-in',
    labelKey: 'menu.corporateSignIn',
    path: '/organization-sign-in',
    available: (c) => signedOut(c) && Boolean(c.loginWidget?.organization_login_widget_enabled),
  },
  {
    id: 'sign-up',
    labelKey: 'menu.signUp',
    path: '/sign-up',
    // Spec section 6: sign-up active, membership login enabled, no voucher mode, not signed in, no
    // custom auth.
    available: (c) =>
      signedOut(c) && memberLogin(c) && Boolean(c.loginWidget?.allow_signup) && !c.voucherMode,
  },
  {
    id: 'logout',
    labelKey: 'menu.logout',
    path: '/sign-out',
    available: (c) => signedIn(c) && !LOGOUT_HIDDEN_BRAND_IDS.has(c.settings?.hotel_brand_id ?? -1),
  },
];

/**
 * The menu items to offer. The menu button shows only when this is not empty (spec section 2).
 * @example menuItems({ ...context, registeredPaths: new Set(['/sign-in']) }) // [member sign-in]
 */
export function menuItems(context: MenuContext): MenuItem[] {
  if (context.inChatbotIframe || context.updateMode) return [];
  return RULES.filter((rule) => context.registeredPaths.has(rule.path) && rule.available(context)).map(
    ({ id, labelKey, path }) => ({ id, labelKey, path }),
  );
}
