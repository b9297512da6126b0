import type { CancelRefusal } from '@yadori/contract/reservation.constants';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useRoute, useSearch } from 'wouter';
import { isApiError } from '../../api/api-error.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { useAnalytics } from '../analytics/use-analytics.ts';
import { PhoneSentence, useHotelPhone } from '../branding/hotel-phone.tsx';
import { confirmationPath } from '../payment/payment-paths.ts';
import type { ReservationProof } from '../payment/reservation-api.ts';
import {
  type CancellableReservation,
  cancelReservation,
  feeChangeOf,
  loadCancellable,
  refusalOf,
} from './cancel-api.ts';
import { type CancelChoice, CancelForm } from './cancel-form.tsx';
import { CANCEL_ROUTE } from './cancel-paths.ts';
import { CancelResult } from './cancel-result.tsx';
import { StaySummary } from './stay-summary.tsx';
import '../guest-detail/guest-detail.css';
import '../payment/payment.css';
import './cancellation.css';

const REFUSAL_TEXT: Readonly<Record<CancelRefusal, MessageKey>> = {
  same_day: 'cancel.refusedSameDay',
  already_cancelled: 'cancel.refusedAlreadyCancelled',
  pending_payment: 'cancel.refusedPending',
};

/** A message the guest must not miss: announced (role="alert") and focused when it appears. */
function Notice({
  kind,
  lines,
  testId,
  children,
}: {
  kind: 'error' | 'warning';
  lines: string[];
  testId?: string;
  /** More after the lines (the hotel's phone as a link). */
  children?: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const text = lines.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again whenever the message changes.
  useEffect(() => {
    box.current?.focus();
  }, [text]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className={`payment-note payment-note--${kind}`}
      data-testid={testId}
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {children}
    </div>
  );
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'feeChanged'; fee: number; previous: number }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * /reservation/cancel/{number}?email=|bypass_token= (spec section 2, the cancellation flow with
 * reasons): the reservation read fresh, the stay and its cancellation steps, the fee due now, a
 * reason and optional details, then `PUT …/cancel` with the fee shown. A changed fee (409) is shown
 * and asked again; a refusal (same day, already cancelled) shows the server's message.
 */
export function CancellationScreen() {
  const api = useApi();
  const { t, locale } = useI18n();
  const [, params] = useRoute<{ number: string }>(CANCEL_ROUTE);
  const number = params?.number ?? '';
  const query = new URLSearchParams(useSearch());
  const hotelId = useWidget((s) => s.settings?.hotel_id ?? null);
  const phone = useHotelPhone();
  const email = query.get('email');
  const bypassToken = query.get('bypass_token');
  const proof: ReservationProof | null = bypassToken ? { bypassToken } : email ? { email } : null;
  const key =
    hotelId !== null && proof && number
      ? `${hotelId}|${number}|${bypassToken ?? ''}|${email ?? ''}|${locale}`
      : null;
  const remote = useRemote(key, () =>
    loadCancellable(api, hotelId as number, number, proof as ReservationProof),
  );
  const [cancelled, setCancelled] = useState<CancellableReservation | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const track = useAnalytics();

  useEffect(() => {
    if (cancelled) resultHeading.current?.focus();
  }, [cancelled]);

  const reservation = remote.status === 'ready' ? remote.data : null;
  const shownFee = outcome.kind === 'feeChanged' ? outcome.fee : (reservation?.cancellation_fee ?? null);
  const money = (amount: number) => formatMoney(amount, reservation?.currency ?? 'JPY', locale);
  const backHref = hrefWith(confirmationPath(number));
  const back = (
    <a
      className="button button--secondary"
      href={backHref}
      onClick={(event) => {
        event.preventDefault();
        goWith(confirmationPath(number));
      }}
    >
      {cancelled || reservation?.status === 'cancelled' ? t('cancel.backToReservation') : t('cancel.keep')}
    </a>
  );

  const confirm = async (choice: CancelChoice) => {
    if (!reservation || shownFee === null || !proof || hotelId === null) return;
    setBusy(true);
    try {
      const done = await cancelReservation(api, hotelId, number, proof, {
        reason: choice.reason,
        ...(choice.details ? { details: choice.details } : {}),
        cancellation_fee_displayed: shownFee,
      });
      setOutcome({ kind: 'none' });
      setCancelled(done);
      // The analytics event layer (decision 061): what the guest no longer pays.
      track((events, analytics) => events.refundEvent(analytics, done), { once: `refund:${done.number}` });
    } catch (error) {
      const newFee = feeChangeOf(error);
      const refusal = refusalOf(error);
      const serverText = isApiError(error) ? error.message : null;
      if (newFee !== null) setOutcome({ kind: 'feeChanged', fee: newFee, previous: shownFee });
      else if (refusal) setOutcome({ kind: 'refused', message: serverText || t(REFUSAL_TEXT[refusal]) });
      else setOutcome({ kind: 'failed', message: serverText || t('cancel.failed') });
    } finally {
      setBusy(false);
    }
  };

  const done = cancelled ?? (reservation?.status === 'cancelled' ? reservation : null);
  if (done)
    return (
      <div className="booking-outcome cancel-screen">
        <CancelResult reservation={done} ref={resultHeading} />
        {back}
      </div>
    );

  const refusedNow =
    reservation && (!reservation.cancellable || reservation.cancellation_fee === null)
      ? t(REFUSAL_TEXT[reservation.cancel_refusal ?? 'same_day'])
      : outcome.kind === 'refused'
        ? outcome.message
        : null;
  return (
    <div className="booking-outcome cancel-screen">
      <h1 className="screen-title">{t('cancel.heading')}</h1>
      {reservation ? (
        <>
          <p>
            {t('cancel.numberLabel')}{' '}
            <span className="booking-outcome__number" data-testid="cancel-number">
              {reservation.number}
            </span>
          </p>
          <StaySummary reservation={reservation} />
          {refusedNow ? (
            <Notice kind="error" lines={[refusedNow]} testId="cancel-refused">
              {phone ? (
                <p>
                  <PhoneSentence phone={phone} />
                </p>
              ) : null}
            </Notice>
          ) : (
            <>
              <section className="booking-outcome__section" aria-labelledby="cancel-fee-heading">
                <h2 id="cancel-fee-heading">{t('cancel.feeHeading')}</h2>
                <p className="cancel-fee" data-testid="cancel-fee">
                  {shownFee === 0 ? t('cancel.feeFree') : money(shownFee ?? 0)}
                </p>
                <p className="gd-hint">{t('cancel.feeNote')}</p>
              </section>
              {outcome.kind === 'feeChanged' ? (
                <Notice
                  kind="warning"
                  testId="cancel-fee-changed"
                  lines={[
                    t('cancel.feeChanged', {
                      fee: outcome.fee === 0 ? t('cancel.feeFree') : money(outcome.fee),
                      previous: outcome.previous === 0 ? t('cancel.feeFree') : money(outcome.previous),
                    }),
                  ]}
                />
              ) : null}
              {outcome.kind === 'failed' ? <Notice kind="error" lines={[outcome.message]} /> : null}
              <CancelForm
                busy={busy}
                feeText={
                  shownFee === 0
                    ? t('cancel.confirmFree')
                    : t('cancel.confirmFee', { fee: money(shownFee ?? 0) })
                }
                onConfirm={(choice) => void confirm(choice)}
              />
            </>
          )}
        </>
      ) : null}
      {key === null ? <Notice kind="error" lines={[t('cancel.needProof')]} testId="cancel-no-proof" /> : null}
      {remote.status === 'loading' && key !== null ? <Spinner label={t('app.loading')} /> : null}
      {remote.status === 'error' ? (
        <Notice kind="error" lines={[remote.error.message ?? remote.error.title]} />
      ) : null}
      {back}
    </div>
  );
}
