import type { Reservation } from '@yadori/contract/reservation.schema';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { isApiError } from '../../api/api-error.ts';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import {
  type BookingStore,
  bookingStore,
  clearBooking,
  setCurrentStep,
} from '../booking-state/booking-store.ts';
import { ProgressBar } from '../layout/progress-bar.tsx';
import { fitFrameToChallenge } from './browser.ts';
import { cardMessageKey } from './card-messages.ts';
import { FAIL_PATH, failQuery } from './fail-query.ts';
import { confirmationPath, markJustBooked } from './payment-paths.ts';
import { type PendingChallenge, readSlot, writeSlot } from './payment-slot.ts';
import { rememberStay } from './recent-stays.ts';
import { cardCodeOf, completeThreeDSecure } from './reservation-api.ts';
import './payment.css';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'still-pending'; challengeUrl: string | null }
  | { kind: 'error'; message: string }
  | { kind: 'missing' };

/** The reservation to finish: from the return address (number, bypass_token), else the tab's booking. */
function pendingFrom(
  query: URLSearchParams,
  hotelId: number | null,
  store: BookingStore,
): PendingChallenge | null {
  const kept = readSlot(store).threeDSecure ?? null;
  const number = query.get('number');
  const bypassToken = query.get('bypass_token');
  if (number && bypassToken && /^[0-9A-Za-z]{1,32}$/.test(number)) {
    const same = kept?.number === number ? kept : null;
    const id = same?.hotelId ?? hotelId;
    if (id === null) return null;
    return {
      hotelId: id,
      number,
      bypassToken,
      checkin: same?.checkin ?? '',
      checkout: same?.checkout ?? '',
      adults: same?.adults ?? 0,
      ...(same?.challengeUrl ? { challengeUrl: same.challengeUrl } : {}),
    };
  }
  return kept;
}

/**
 * The 3-D Secure pending page (spec sections 2, 4 and 9): the challenge page returns here; it asks
 * the server how the challenge ended (`POST …/three_d_secure`) and goes on to the confirmation, or
 * to /reservation/fail with the card code (3006 failed, 3008 cancelled, 3009 suspended…). While it
 * waits it gives the spec's advice: the rooms are held 15 minutes, and wait 10 minutes for the email.
 */
export function ThreeDSecurePendingScreen({ store = bookingStore }: { store?: BookingStore } = {}) {
  const api = useApi();
  const { t } = useI18n();
  const hotelId = useWidget((s) => s.settings?.hotel_id ?? null);
  const search = useSearch();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const [round, setRound] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per round, also under StrictMode's double effects: the call settles the payment.
    if (started.current === round) return;
    started.current = round;
    const pending = pendingFrom(new URLSearchParams(search), hotelId, store);
    if (!pending) {
      setOutcome({ kind: 'missing' });
      return;
    }
    setOutcome({ kind: 'checking' });
    completeThreeDSecure(api, pending.hotelId, pending.number, pending.bypassToken).then(
      (reservation: Reservation) => {
        if (reservation.status === 'done') {
          rememberStay({
            hotelId: pending.hotelId,
            number: reservation.number,
            checkin: reservation.checkin_date,
            checkout: reservation.checkout_date,
          });
          setCurrentStep(store, 'confirmation');
          markJustBooked(reservation.number);
          goWith(
            confirmationPath(reservation.number),
            { bypass_token: pending.bypassToken, number: null },
            { replace: true },
          );
          clearBooking(store);
          return;
        }
        if (reservation.status === 'pending_payment') {
          setOutcome({
            kind: 'still-pending',
            challengeUrl: reservation.three_d_secure?.challenge_url ?? null,
          });
          return;
        }
        // Cancelled meanwhile (the 15 minutes ran out): the nights are back, nothing was charged.
        writeSlot(store, { threeDSecure: null });
        goWith(FAIL_PATH, failQuery(pending, reservation.cancel_reason === 'expired' ? 3001 : 3006), {
          replace: true,
        });
      },
      (error: unknown) => {
        const code = cardCodeOf(error);
        if (code !== null && cardMessageKey(code)) {
          writeSlot(store, { threeDSecure: null });
          goWith(FAIL_PATH, failQuery(pending, code), { replace: true });
          return;
        }
        // 409: the guest came back before finishing the challenge; the rooms are still held.
        if (isApiError(error) && error.status === 409) {
          setOutcome({ kind: 'still-pending', challengeUrl: pending.challengeUrl ?? null });
          return;
        }
        setOutcome({ kind: 'error', message: isApiError(error) ? error.message : String(error) });
      },
    );
  }, [api, hotelId, search, store, round]);

  return (
    <>
      <ProgressBar current="payment" />
      <div className="booking-outcome" aria-live="polite">
        <h1 className="screen-title">{t('payment.pendingTitle')}</h1>
        {outcome.kind === 'checking' ? (
          <>
            <Spinner label={t('payment.pendingChecking')} />
            <p>{t('payment.pendingChecking')}</p>
          </>
        ) : null}
        {outcome.kind === 'still-pending' ? (
          <div className="payment-note payment-note--warning" role="alert">
            <p>{t('payment.pendingStill')}</p>
            <div className="booking-outcome__actions">
              {outcome.challengeUrl ? (
                <a className="button" href={outcome.challengeUrl} onClick={() => fitFrameToChallenge()}>
                  {t('payment.pendingContinue')}
                </a>
              ) : null}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setRound((r) => r + 1)}
              >
                {t('payment.pendingRetry')}
              </button>
            </div>
          </div>
        ) : null}
        {outcome.kind === 'error' ? (
          <div className="payment-note payment-note--error" role="alert">
            <p>{outcome.message}</p>
            <button type="button" className="button" onClick={() => setRound((r) => r + 1)}>
              {t('payment.pendingRetry')}
            </button>
          </div>
        ) : null}
        {outcome.kind === 'missing' ? (
          <div className="payment-note payment-note--error" role="alert">
            <p>{t('payment.pendingMissing')}</p>
            <p>{t('payment.noPaymentMade')}</p>
          </div>
        ) : null}
        <section className="payment-note payment-note--info" aria-label={t('payment.pendingAdviceLabel')}>
          <p>{t('payment.pendingHold')}</p>
          <p>{t('payment.pendingEmail')}</p>
        </section>
        {outcome.kind === 'missing' ? (
          <a className="button" href={hrefWith(SEARCH_PATH, { number: null, bypass_token: null })}>
            {t('payment.backToSearch')}
          </a>
        ) : null}
      </div>
    </>
  );
}
