import { describe, expect, it } from 'vitest';
import { type MenuContext, menuItems } from './menu-items.ts';

const ALL_PATHS = new Set([
  '/organization-admin',
  '/my-account',
  '/my-account/reservations',
  '/my-account/points',
  '/my-account/payment-options',
  '/sign-in',
  '/organization-sign-in',
  '/sign-up',
  '/sign-out',
]);

const base: MenuContext = {
  settings: {
    hotel_brand_id: 1,
    hotel_brand: { point_program: { translations: [] } } as never,
    brand_custom_auth_token_name: null,
  },
  loginWidget: { is_active: true, allow_signup: true, organization_login_widget_enabled: true },
  user: null,
  registeredPaths: ALL_PATHS,
  inChatbotIframe: false,
  updateMode: false,
  voucherMode: false,
};
const ids = (context: Partial<MenuContext>) => menuItems({ ...base, ...context }).map((item) => item.id);

describe('menuItems', () => {
  it('offers nothing while no menu screen exists (the shell today)', () => {
    expect(ids({ registeredPaths: new Set(['/booking/result', '/503']) })).toEqual([]);
  });

  it('offers sign-in, corporate sign-in and sign-up to a guest when the login widget allows them', () => {
    expect(ids({})).toEqual(['member-sign-in', 'corporate-sign-in', 'sign-up']);
    expect(
      ids({
        loginWidget: { is_active: true, allow_signup: false, organization_login_widget_enabled: false },
      }),
    ).toEqual(['member-sign-in']);
    expect(ids({ loginWidget: null })).toEqual([]);
  });

  it('offers only items whose screen is registered', () => {
    expect(ids({ registeredPaths: new Set(['/sign-in']) })).toEqual(['member-sign-in']);
  });

  it('offers the member items to a signed-in member, admin only to organization admins', () => {
    expect(ids({ user: { organization_role: [], provider: 'password' } })).toEqual([
      'account',
      'reservations',
      'points',
      'payment-options',
      'logout',
    ]);
    expect(ids({ user: { organization_role: ['admin'], provider: 'password' } })[0]).toBe('admin');
  });

  it('hides points without a point program', () => {
    expect(
      ids({
        user: { organization_role: [], provider: 'password' },
        settings: {
          hotel_brand_id: 1,
          hotel_brand: { point_program: null } as never,
          brand_custom_auth_token_name: null,
        },
      }),
    ).not.toContain('points');
  });

  it('hides points from a loyalty-programme or brand-token sign-in, not from a social one (spec section 6)', () => {
    for (const provider of ['creansmaerd', 'brand_custom_auth'] as const) {
      const items = ids({ user: { organization_role: [], provider } });
      expect(items, provider).not.toContain('points');
      expect(items, provider).toContain('account');
    }
    for (const provider of ['line', 'facebook', 'open_id'] as const)
      expect(ids({ user: { organization_role: [], provider } }), provider).toContain('points');
  });

  it('offers sign-up only outside voucher mode (spec section 6)', () => {
    expect(ids({ voucherMode: true })).toEqual(['member-sign-in', 'corporate-sign-in']);
  });

  it('offers neither member sign-in nor sign-up when the brand signs members in with its own token', () => {
    const settings = {
      ...base.settings,
      brand_custom_auth_token_name: 'hanami_token',
    } as MenuContext['settings'];
    expect(ids({ settings })).toEqual(['corporate-sign-in']);
  });

  it('offers nothing inside the chatbot iframe or in update mode', () => {
    expect(ids({ inChatbotIframe: true })).toEqual([]);
    expect(ids({ updateMode: true })).toEqual([]);
  });
});
