import { useSearch } from 'wouter';
import { useWidget } from '../../app/widget-context.tsx';

/**
 * Spec section 6: sign-up needs sign-up active, membership login enabled, no voucher mode, not signed
 * in and no custom auth (the header menu applies the same rule).
 */
export function useSignUpAllowed(): boolean {
  const loginWidget = useWidget((state) => state.loginWidget);
  const customAuth = useWidget((state) => Boolean(state.settings?.brand_custom_auth_token_name));
  const signedIn = useWidget((state) => state.user !== null);
  const voucher = new URLSearchParams(useSearch()).get('mode') === 'voucher';
  return Boolean(loginWidget?.is_active && loginWidget.allow_signup) && !customAuth && !signedIn && !voucher;
}
