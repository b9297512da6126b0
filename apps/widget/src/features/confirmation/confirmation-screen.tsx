import type { Reservation } from '@yadori/contract/reservation.schema';
import { type FormEvent, useEffect, useState } from 'react';
import { useRoute, useSearch } from 'wouter';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { useAnalytics } from '../analytics/use-analytics.ts';
import { QuestionsToAnswer } from '../answers-after-booking/questions-to-answer.tsx';
import { postToHost } from '../host/host-messages.ts';
import { useStepStart } from '../host/step-start.ts';
import { ProgressBar } from '../layout/progress-bar.tsx';
import { CONFIRMATION_ROUTE, confirmationPath, wasJustBooked } from '../payment/payment-paths.ts';
import { getReservation, type ReservationProof } from '../payment/reservation-api.ts';
import { getUpdateSettings } from '../reservation-update/update-api.ts';
import { ManageActions } from './manage-actions.tsx';
import type { ManagedReservation, UpdateSettings } from './manage-api.ts';
import { proofFrom } from './manage-links.ts';
import { ReservationDetails } from './reservation-details.tsx';
import '../payment/payment.css';
import '../guest-detail/guest-detail.css';
import './confirmation.css';

const HEADING: Readonly<Record<Reservation['status'], MessageKey>> = {
  done: 'confirmation.heading',
  pending_payment: 'confirmation.headingPending',
  cancelled: 'confirmation.headingCancelled',
};

/**
 * The page's heading: thanks only right after booking in this tab; a stay opened from /search or a
 * link reads "Your reservation" (its status said where it is not plain confirmed).
 */
function headingKey(status: Reservation['status'] | null, justBooked: boolean): MessageKey {
  if (status === null) return justBooked ? 'confirmation.title' : 'confirmation.headingFound';
  return status === 'done' && !justBooked ? 'confirmation.headingFound' : HEADING[status];
}

/** Asks for the booking email when the address carries neither it nor the bypass token. */
function LookupForm({ onEmail }: { onEmail: (email: string) => void }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onEmail(email.trim());
  };
  return (
    <form className="lookup-form booking-outcome__section" onSubmit={submit}>
      <label htmlFor="confirmation-email">{t('confirmation.lookupEmail')}</label>
      <input
        id="confirmation-email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button">
        {t('confirmation.lookupSubmit')}
      </button>
    </form>
  );
}

/**
 * /reservation/confirmation/{number} (spec section 2; query email, bypass_token, code): the booked
 * stay read with the guest's email or bypass token — dates, rooms, extras, prices with tax, payment
 * state and bank transfer details, a cancelled stay with its fee — and what the guest may do with it
 * now (change, cancel, receipt, voucher, the questions still to answer).
 */
export function ConfirmationScreen() {
  const api = useApi();
  const { t, locale } = useI18n();
  const [, params] = useRoute<{ number: string }>(CONFIRMATION_ROUTE);
  const number = params?.number ?? '';
  const query = new URLSearchParams(useSearch());
  const hotelId = useWidget((s) => s.settings?.hotel_id ?? null);
  const chatbotEnabled = useWidget((s) => s.settings?.chatbot_setting.enabled ?? false);
  const inChatbot = useWidget((s) => s.startQuery.inChatbotIframe);
  const proof = proofFrom(query);
  const proofKey = proof ? ('email' in proof ? `e:${proof.email}` : `t:${proof.bypassToken}`) : '';
  const key = hotelId !== null && proof && number ? `${hotelId}|${number}|${proofKey}|${locale}` : null;
  const remote = useRemote<ManagedReservation>(key, () =>
    getReservation(api, hotelId as number, number, proof as ReservationProof),
  );
  // Only a confirmed stay can change; a refusal or an older server means no Change entry.
  const settingsKey = remote.status === 'ready' && remote.data.status === 'done' ? key : null;
  const settings = useRemote<UpdateSettings | null>(settingsKey, () =>
    getUpdateSettings(api, hotelId as number, number, proof as ReservationProof).catch(() => null),
  );

  // Spec section 2: with the chatbot on (and not inside it), the host hides its sign-in here.
  useEffect(() => {
    if (chatbotEnabled && !inChatbot) postToHost({ type: 'hide-chatbot-sign-in' });
  }, [chatbotEnabled, inChatbot]);

  // Just booked: the confirmation starts at the top, focus on its heading.
  useStepStart('confirmation', true);

  const backToSearch = { email: null, bypass_token: null };
  const reservation = remote.status === 'ready' ? remote.data : null;

  // The analytics event layer (decision 061): a booking made in this tab counts once, reloads aside.
  const track = useAnalytics();
  useEffect(() => {
    if (reservation?.status === 'done' && wasJustBooked(reservation.number))
      track((events, analytics) => events.purchaseEvent(analytics, reservation), {
        once: `purchase:${reservation.number}`,
      });
  }, [track, reservation]);
  return (
    <>
      <ProgressBar current="confirmation" />
      <div className="booking-outcome">
        <h1 className="screen-title" tabIndex={-1}>
          {t(headingKey(reservation?.status ?? null, wasJustBooked(number)))}
        </h1>
        {reservation && proof ? (
          <>
            <p>
              {t('confirmation.number')}{' '}
              <span className="booking-outcome__number" data-testid="confirmation-number">
                {reservation.number}
              </span>
            </p>
            {reservation.status === 'done' ? (
              <p className="payment-note payment-note--info">
                {t('confirmation.emailSent', { email: reservation.email })}
              </p>
            ) : null}
            <ReservationDetails reservation={reservation} />
            <QuestionsToAnswer reservation={reservation} proof={proof} />
            <ManageActions
              reservation={reservation}
              proof={proof}
              updateSettings={settings.status === 'ready' ? settings.data : null}
            />
          </>
        ) : null}
        {key === null ? (
          <LookupForm onEmail={(value) => goWith(confirmationPath(number), { email: value })} />
        ) : null}
        {remote.status === 'loading' && key !== null ? <Spinner label={t('app.loading')} /> : null}
        {remote.status === 'error' ? (
          <div className="payment-note payment-note--error" role="alert">
            <p>{remote.error.message ?? remote.error.title}</p>
          </div>
        ) : null}
        <a
          className="button button--secondary"
          href={hrefWith(SEARCH_PATH, backToSearch)}
          onClick={(event) => {
            event.preventDefault();
            goWith(SEARCH_PATH, backToSearch);
          }}
        >
          {t('confirmation.backToSearch')}
        </a>
      </div>
    </>
  );
}
