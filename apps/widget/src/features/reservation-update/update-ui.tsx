import { ownValue } from '@yadori/contract/own-value';
import type { UpdateRefusal } from '@yadori/contract/reservation.constants';
import type { MouseEvent, ReactNode } from 'react';
import type { MessageKey } from '../../i18n/catalog.ts';
import type { Translate } from '../../i18n/translate.ts';
import { dateTimeFormat } from '../../shared/intl-formats.ts';
import { goWith, hrefWith, type QueryChanges } from '../../shared/query-links.ts';
import type { ReservationProof } from '../payment/reservation-api.ts';

/** Why a change is refused (update_settings.reason, 422 not_updatable), in the guest's words. */
export const REFUSAL_KEYS: Readonly<Record<UpdateRefusal, MessageKey>> = {
  deadline_passed: 'update.reasonDeadlinePassed',
  modified_by_staff: 'update.reasonModifiedByStaff',
  cancelled: 'update.reasonCancelled',
  pending_payment: 'update.reasonPendingPayment',
  member_login_required: 'update.reasonMemberLogin',
  corporate_login_required: 'update.reasonCorporateLogin',
  sign_out_required: 'update.reasonSignOut',
  updates_disabled: 'update.reasonDisabled',
};

export const refusalText = (t: Translate, reason: string | null): string =>
  t((reason === null ? undefined : ownValue(REFUSAL_KEYS, reason)) ?? 'update.reasonUnknown');

/** "2 adults, 1 child" with the catalogs' plural forms. */
export function partyText(t: Translate, adults: number, children: number): string {
  const grown = t(adults === 1 ? 'results.adultsOne' : 'results.adultsOther', { count: adults });
  if (children === 0) return grown;
  return t('confirmation.partyValue', {
    adults: grown,
    children: t(children === 1 ? 'results.childrenOne' : 'results.childrenOther', { count: children }),
  });
}

export const nightsText = (t: Translate, nights: number) =>
  t(nights === 1 ? 'booking.nightsOne' : 'booking.nightsOther', { count: nights });

/** The address changes that lead back to the confirmation page with the proof the guest holds. */
export function confirmationChanges(proof: ReservationProof): QueryChanges {
  return {
    current_reservation: null,
    update_rooms: null,
    bypass_token: 'bypassToken' in proof ? proof.bypassToken : null,
    email: 'email' in proof ? proof.email : null,
  };
}

/** A link inside the widget that keeps the address style and the query (changed by `changes`). */
export function GoLink({
  path,
  changes = {},
  className,
  children,
}: {
  path: string;
  changes?: QueryChanges;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={hrefWith(path, changes)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        goWith(path, changes);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The last hotel-local day a change is possible: the deadline is an instant (the start of the day
 * it closes), so the day shown is that of one second earlier (spec section 9: "offset format
 * subtracts one second").
 * @example lastChangeDay('2027-01-09T15:00:00Z', 'Asia/Tokyo') // '2027-01-09'
 */
export function lastChangeDay(deadline: string, timeZone: string): string {
  const instant = new Date(Date.parse(deadline) - 1000);
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
