import { useEffect } from 'react';
import { navigateTo, SEARCH_PATH } from '../../app/navigation.ts';
import { REGISTERED_PATHS } from '../../app/route-paths.ts';
import { useWidget } from '../../app/widget-context.tsx';

export const SIGN_IN_PATH = '/sign-in';
export const ORGANIZATION_SIGN_IN_PATH = '/organization-sign-in';
export const MY_ACCOUNT_PATH = '/my-account';
export const PROFILE_PATH = '/my-account/profile';
export const RESERVATIONS_PATH = '/my-account/reservations';
export const PAYMENT_OPTIONS_PATH = '/my-account/payment-options';
export const REVIEW_ROUTE = '/review-reservation/:number';
export const MEMBER_DELETED_PATH = '/member-deleted-confirmation';

export const reviewPath = (number: string) => `/review-reservation/${encodeURIComponent(number)}`;

let leavingDeletedAccount = false;

/** The account was deleted: its screens go to the deleted confirmation, not to sign-in. */
export function markAccountDeleted(): void {
  leavingDeletedAccount = true;
}

/**
 * A protected route (spec §2, §6): a signed-out visitor goes to sign-in (`signInPath`: the organization
 * admin page's is the corporate one), or to search when this build has no such screen. Returns whether
 * a member is signed in.
 */
export function useMemberOnly(signInPath: string = SIGN_IN_PATH): boolean {
  const signedIn = useWidget((state) => state.user !== null);
  useEffect(() => {
    if (signedIn || leavingDeletedAccount) return;
    navigateTo(REGISTERED_PATHS.has(signInPath) ? signInPath : SEARCH_PATH, { replace: true });
  }, [signedIn, signInPath]);
  return signedIn;
}

/** Entering the deleted confirmation ends the deletion's grace (a later sign-out redirects again). */
export function clearAccountDeleted(): void {
  leavingDeletedAccount = false;
}
