import type { CancelRefusal, UpdateRefusal } from '@yadori/contract/reservation.constants';
import { type MouseEvent, useRef, useState } from 'react';
import { useWidget } from '../../app/widget-context.tsx';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { displayDate, todayInZone } from '../../shared/hotel-date.ts';
import { goWith, hrefWith, type QueryChanges } from '../../shared/query-links.ts';
import { PhoneSentence, useHotelPhone } from '../branding/hotel-phone.tsx';
import { cancelPath } from '../cancellation/cancel-paths.ts';
import type { ReservationProof } from '../payment/reservation-api.ts';
import type { ManagedReservation, UpdateSettings } from './manage-api.ts';
import { changeTarget, proofChanges, voucherPath } from './manage-links.ts';
import { ReceiptDialog, receiptName } from './receipt-dialog.tsx';

const UPDATE_REFUSAL: Readonly<Record<UpdateRefusal, MessageKey | null>> = {
  deadline_passed: 'confirmation.updateRefusedDeadline',
  modified_by_staff: 'confirmation.updateRefusedStaff',
  // A cancelled or unpaid stay says so at the top already.
  cancelled: null,
  pending_payment: null,
  member_login_required: 'confirmation.updateRefusedMember',
  corporate_login_required: 'confirmation.updateRefusedCorporate',
  sign_out_required: 'confirmation.updateRefusedSignOut',
  updates_disabled: 'confirmation.updateRefusedDisabled',
};

const CANCEL_REFUSAL: Readonly<Record<CancelRefusal, MessageKey | null>> = {
  already_cancelled: null,
  pending_payment: null,
  same_day: 'confirmation.cancelRefusedSameDay',
};

/** A link inside the widget: a real href (open in a new tab works), client-side navigation on click. */
function WidgetLink({
  path,
  changes,
  className = 'button button--secondary',
  children,
  testId,
}: {
  path: string;
  changes: QueryChanges;
  className?: string;
  children: string;
  testId?: string;
}) {
  return (
    <a
      className={className}
      href={hrefWith(path, changes)}
      data-testid={testId}
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
 * What the guest may do with the stay now, each entry only when allowed: Change (update_settings says
 * updatable), Cancel (`cancellable`), Receipt, the voucher, and the hotel's cancellation policies. A
 * refusal the guest can act on (past the deadline, same day: call the hotel) is said in words.
 */
export function ManageActions({
  reservation,
  proof,
  updateSettings,
}: {
  reservation: ManagedReservation;
  proof: ReservationProof;
  /** null while loading or when the server did not answer (no Change entry then). */
  updateSettings: UpdateSettings | null;
}) {
  const { t, locale } = useI18n();
  const [receiptOpen, setReceiptOpen] = useState(false);
  const receiptButton = useRef<HTMLButtonElement>(null);
  const timeZone = useWidget((s) => s.settings?.hotel.time_zone ?? 'UTC');
  const phone = useHotelPhone();
  // A deadline instant shows as its day at the hotel.
  const hotelDay = (iso: string) => (iso.length > 10 ? todayInZone(timeZone, new Date(iso)) : iso);
  const confirmed = reservation.status === 'done';
  const updatable = confirmed && updateSettings?.is_active !== false && updateSettings?.updatable === true;
  const updateRefusal =
    confirmed && updateSettings && !updateSettings.updatable && updateSettings.reason
      ? UPDATE_REFUSAL[updateSettings.reason]
      : null;
  const cancellable = confirmed && reservation.cancellable === true;
  const cancelRefusal = reservation.cancel_refusal ? CANCEL_REFUSAL[reservation.cancel_refusal] : null;
  const paidSomething = (reservation.payment.captured_amount ?? 0) > 0;
  const receiptAllowed = confirmed || (reservation.status === 'cancelled' && paidSomething);
  const change = changeTarget(reservation, proof);
  const keepProof = proofChanges(proof);
  // The policy page lists the policies of the booked plans; the proof stays out of its address.
  const policyChanges = {
    room_plan_codes: [...new Set(reservation.rooms.map((room) => room.room_plan_code))].join(','),
    email: null,
    bypass_token: null,
  };

  return (
    <section className="booking-outcome__section manage-actions" aria-labelledby="confirmation-manage">
      <h2 id="confirmation-manage">{t('confirmation.manageHeading')}</h2>
      <div className="manage-actions__buttons">
        {updatable ? (
          <WidgetLink path={change.path} changes={change.changes} testId="confirmation-change">
            {t('confirmation.change')}
          </WidgetLink>
        ) : null}
        {cancellable ? (
          <WidgetLink path={cancelPath(reservation.number)} changes={keepProof} testId="confirmation-cancel">
            {t('confirmation.cancel')}
          </WidgetLink>
        ) : null}
        {receiptAllowed ? (
          <button
            ref={receiptButton}
            type="button"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={() => setReceiptOpen(true)}
          >
            {t('confirmation.receipt')}
          </button>
        ) : null}
        {confirmed ? (
          <WidgetLink
            path={voucherPath(reservation.number)}
            changes={keepProof}
            testId="confirmation-voucher"
          >
            {t('confirmation.voucher')}
          </WidgetLink>
        ) : null}
      </div>
      {updatable && updateSettings?.deadline ? (
        <p className="manage-actions__note">
          {t('confirmation.changeDeadline', { date: displayDate(hotelDay(updateSettings.deadline)) })}
        </p>
      ) : null}
      {updateRefusal ? <p className="manage-actions__note">{t(updateRefusal)}</p> : null}
      {confirmed && cancelRefusal ? (
        <p className="manage-actions__note">
          {t(cancelRefusal)}
          {reservation.cancel_refusal === 'same_day' && phone ? (
            <>
              {' '}
              <PhoneSentence phone={phone} />
            </>
          ) : null}
        </p>
      ) : null}
      <p>
        <WidgetLink path="/cancellation-policy" changes={policyChanges} className="manage-actions__link">
          {t('confirmation.policyLink')}
        </WidgetLink>
      </p>
      {receiptOpen ? (
        <ReceiptDialog
          hotelId={reservation.hotel_id}
          number={reservation.number}
          proof={proof}
          defaultName={receiptName(reservation.guest, locale)}
          returnFocus={receiptButton}
          onClose={() => setReceiptOpen(false)}
        />
      ) : null}
    </section>
  );
}
