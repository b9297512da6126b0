import type { StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { type DialogReturn, ModalDialog } from '../parts/modal-dialog.tsx';
import { retryFor } from '../parts/retry.ts';
import { AskForPaymentLink } from '../payment-links/ask-for-payment-link.tsx';
import { ErrorNotice, Loading, Page, StatusNotice } from '../shell/page.tsx';
import { AcquisitionSection } from './acquisition-section.tsx';
import { NotesSection } from './notes-section.tsx';
import { RESERVATION_ACTIONS_TEXTS } from './reservation-actions.texts.ts';
import { RESERVATION_DETAIL_TEXTS } from './reservation-detail.texts.ts';
import type { FromList } from './reservation-list-screen.tsx';
import { STAY_CHANGE_TEXTS } from './stay-change.texts.ts';
import { ChangeStayForm } from './stay-change-dialog.tsx';
import { CancelForm, NoShowForm, ResendForm, type StayActionProps } from './stay-dialogs.tsx';
import { MoneyForm } from './stay-money-dialogs.tsx';
import {
  AnswersSection,
  ExtrasSection,
  FilesSection,
  HistorySection,
  PaymentSection,
} from './stay-records.tsx';
import { GuestSection, RoomsSection, StaySummary } from './stay-sections.tsx';

type Action = 'change' | 'capture' | 'refund' | 'noShow' | 'cancel' | 'confirmation' | 'cancellation';

/** Today's date on the hotel's clock (no-shows count from the check-in date there). */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/** The actions the account and the stay allow now, in the order the buttons show them. */
function actionsFor(
  stay: StaffReservation,
  may: { handle: boolean; payments: boolean },
  timeZone: string | undefined,
): Action[] {
  const actions: Action[] = [];
  if (may.payments && stay.card_money.capturable !== null) actions.push('capture');
  if (may.payments && stay.card_money.refundable !== null) actions.push('refund');
  if (!may.handle) return actions;
  if (stay.status === 'confirmed') {
    const today = timeZone === undefined ? undefined : todayIn(timeZone);
    // The hotel changes a stay up to its check-in day (the API refuses later ones too).
    if (today === undefined || stay.checkin_date >= today) actions.unshift('change');
    const arrived = today === undefined || stay.checkin_date <= today;
    if (stay.no_show === null && stay.policy_fees.no_show !== null && arrived) actions.push('noShow');
    if (stay.policy_fees.cancellation !== null) actions.push('cancel');
    actions.push('confirmation');
  }
  if (stay.status === 'cancelled') actions.push('cancellation');
  return actions;
}

/**
 * `/hotels/:hotelId/reservations/:number`: the whole stay and what the account may do with it — notes,
 * a change of the stay, card money captured or refunded, no-show, cancellation, mails again — each confirmed in a dialog, the stay read again after it.
 */
export function ReservationScreen() {
  const t = useTexts(RESERVATION_DETAIL_TEXTS);
  const params = useParams<{ hotelId: string; number: string }>();
  const hotelId = Number(params.hotelId);
  const number = params.number.toUpperCase();
  const path = `/hotels/${hotelId}/reservations/${encodeURIComponent(number)}`;
  const stay = useResource(path, () =>
    api<{ data: StaffReservation }>('GET', path).then((answer) => answer.data),
  );
  const [message, setMessage] = useState<string | null>(null);
  const fromList = (window.history.state as Partial<FromList> | null)?.listSearch;
  const listHref = `/hotels/${hotelId}/reservations${fromList ? `?${fromList}` : ''}`;

  return (
    <Page
      title={t.title(number)}
      actions={<AskForPaymentLink hotelId={hotelId} reservationNumber={number} />}
    >
      <p>
        <Link href={listHref}>{t.backToList}</Link>
      </p>
      <StatusNotice message={message} />
      {stay.error ? <ErrorNotice error={stay.error} onRetry={retryFor(stay.error, stay.reload)} /> : null}
      {stay.data ? (
        <StayView
          stay={stay.data}
          path={path}
          hotelId={hotelId}
          announce={(text) => {
            setMessage(text);
            stay.reload();
          }}
          reload={stay.reload}
        />
      ) : stay.error ? null : (
        <Loading />
      )}
    </Page>
  );
}

function StayView({
  stay,
  path,
  hotelId,
  announce,
  reload,
}: {
  stay: StaffReservation;
  path: string;
  hotelId: number;
  announce: (message: string) => void;
  reload: () => void;
}) {
  const t = useTexts(RESERVATION_ACTIONS_TEXTS);
  const c = useTexts(STAY_CHANGE_TEXTS);
  const { me, may } = useSession();
  const [open, setOpen] = useState<Action | null>(null);
  const [returnFocus, setReturnFocus] = useState<DialogReturn>('opener');
  const timeZone = me?.hotels.find((hotel) => hotel.id === hotelId)?.time_zone;
  const actions = actionsFor(
    stay,
    { handle: may('reservations.handle'), payments: may('payments.handle') },
    timeZone,
  );
  const labels: Record<Action, string> = {
    change: c.changeStay,
    capture: c.capture,
    refund: c.refund,
    noShow: t.markNoShow,
    cancel: t.cancel,
    confirmation: t.resendConfirmation,
    cancellation: t.resendCancellation,
  };
  const titles: Record<Action, string> = {
    change: c.changeTitle,
    capture: c.captureTitle,
    refund: c.refundTitle,
    noShow: t.noShowTitle,
    cancel: t.cancelTitle,
    confirmation: t.resendConfirmationTitle,
    cancellation: t.resendCancellationTitle,
  };

  const formProps: StayActionProps = {
    stay,
    path,
    mayChargeOtherFees: may('payments.handle'),
    onDismiss: () => setOpen(null),
    onStale: reload,
    onDone: (text) => {
      // The button that opened the dialog may be gone with the change: the page's heading instead.
      setReturnFocus('heading');
      setOpen(null);
      announce(text);
    },
  };

  return (
    <>
      {actions.length > 0 ? (
        <section aria-labelledby="stay-actions" className="stay-actions">
          <h2 id="stay-actions">{t.actions}</h2>
          <div className="button-row">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={
                  action === 'cancel' || action === 'noShow' || action === 'refund'
                    ? 'button-danger'
                    : 'button-secondary'
                }
                onClick={() => {
                  setReturnFocus('opener');
                  setOpen(action);
                }}
              >
                {labels[action]}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <div className="stay-grid">
        <StaySummary stay={stay} />
        <GuestSection stay={stay} />
      </div>
      <RoomsSection stay={stay} />
      <NotesSection stay={stay} path={path} canWrite={may('reservations.handle')} onAdded={announce} />
      <AnswersSection stay={stay} />
      <FilesSection stay={stay} />
      <ExtrasSection stay={stay} />
      <PaymentSection stay={stay} />
      <AcquisitionSection stay={stay} />
      <HistorySection stay={stay} />
      <ModalDialog
        open={open !== null}
        title={open ? titles[open] : ''}
        onDismiss={() => setOpen(null)}
        returnFocus={returnFocus}
      >
        {open === 'change' ? <ChangeStayForm {...formProps} /> : null}
        {open === 'capture' || open === 'refund' ? <MoneyForm {...formProps} operation={open} /> : null}
        {open === 'noShow' ? <NoShowForm {...formProps} /> : null}
        {open === 'cancel' ? <CancelForm {...formProps} /> : null}
        {open === 'confirmation' || open === 'cancellation' ? (
          <ResendForm {...formProps} kind={open} />
        ) : null}
      </ModalDialog>
    </>
  );
}
