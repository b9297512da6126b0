import type { PriceChangedDetails } from '@yadori/contract/reservation.schema';
import type { PaymentMethod } from '@yadori/contract/search.constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { readWidgetConfig } from '../../config/widget-config.ts';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { keepAttribution } from '../analytics/attribution.ts';
import { useAnalytics } from '../analytics/use-analytics.ts';
import { bookingTotal } from '../booking-state/booking-rules.ts';
import {
  type BookingStore,
  bookingStore,
  clearBooking,
  setCurrentStep,
  setRoomPrices,
  useBooking,
} from '../booking-state/booking-store.ts';
import { askForStep } from '../host/step-start.ts';
import { leaveForChallenge } from './browser.ts';
import { CardFieldsError, HostedCardFields, hostedFieldsUrl } from './hosted-card-fields.tsx';
import type { MemberCardHandle } from './member-card-choice.tsx';
import { isCardMethod, METHOD_LABEL, methodChoice, paymentSplit } from './payment-methods.ts';
import { confirmationPath, markJustBooked } from './payment-paths.ts';
import { readSlot, writeSlot } from './payment-slot.ts';
import { PaymentSummary } from './payment-summary.tsx';
import { payableAfterPoints } from './points-price.ts';
import { overlappingStay } from './recent-stays.ts';
import { PointsCoverAllNote, SpendPoints } from './spend-points.tsx';
import { agreedTotal, type Problem, submitBooking } from './submit-booking.ts';
import './payment.css';

// A signed-in member's saved cards: their code and texts load only for members.
const MemberCardChoice = lazy(() =>
  import('./member-card-choice.tsx').then((m) => ({ default: m.MemberCardChoice })),
);

/** One short note per method, under its radio. */
const METHOD_NOTE: Readonly<Record<PaymentMethod, MessageKey>> = {
  on_site: 'payment.methodOnSiteNote',
  credit_card: 'payment.methodCardNote',
  credit_card_full: 'payment.methodCardNote',
  credit_card_deposit: 'payment.methodCardDepositNote',
  on_site_credit_card_required: 'payment.methodOnSiteCardRequiredNote',
  deferred_payment: 'payment.methodDeferredNote',
  bank_transfer: 'payment.methodBankTransferNote',
};

/**
 * The payment step after guest details (spec sections 2, 4, 5 and 8): what is booked, the methods
 * the plans allow, the hosted card fields, deposit / remaining amounts, and `POST /reservations` with
 * an Idempotency-Key kept for retries of the same attempt. Cards needing 3-D Secure leave for the
 * challenge page, which returns to the pending page.
 */
export function PaymentStep({ store = bookingStore }: { store?: BookingStore } = {}) {
  const api = useApi();
  const { t, locale } = useI18n();
  const settings = useWidget((s) => s.settings);
  const signedIn = useWidget((s) => s.user !== null);
  const startQuery = useWidget((s) => s.startQuery);
  const track = useAnalytics();
  const details = useBooking((s) => s.bookingDetails, store);
  const selectedExtras = useBooking((s) => s.selectedExtras, store);
  const coupon = useBooking((s) => s.coupon, store);
  const points = useBooking((s) => s.points, store);
  // Read for its re-render: the slot (chosen method, accepted price) lives in the booking state.
  useBooking((s) => s.payment, store);
  // A member's card fields also tell the saved-card choice (MemberCardChoice).
  const cardFields = useRef<MemberCardHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const problemNote = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  // The card was refused: the guest is told what to do next (another card, another method).
  const [cardRefused, setCardRefused] = useState(false);
  const [priceChange, setPriceChange] = useState<PriceChangedDetails | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // A refusal (a declined card, a failed call): focus goes to what went wrong and what to do next,
  // not to the page's body (the Book button was disabled while it ran).
  useEffect(() => {
    if (problem) problemNote.current?.focus();
  }, [problem]);

  if (!details || !settings) {
    return (
      <div className="payment-step">
        <h1 className="screen-title">{t('payment.title')}</h1>
        <p>{t('payment.nothingToPay')}</p>
        <a className="button" href={hrefWith(SEARCH_PATH)}>
          {t('payment.backToSearch')}
        </a>
      </div>
    );
  }

  const state = { bookingDetails: details, selectedExtras, coupon, points };
  // The price sent (before points) and, once the member's points are off, what is left to pay.
  const price = agreedTotal(store);
  const paid = payableAfterPoints(state, price);
  const total = paid.payable;
  const choice = methodChoice(details.rooms);
  const slot = readSlot(store);
  const methods = choice.kind === 'ok' ? choice.methods : [];
  // Spec §5: points that leave nothing to pay leave nothing for a card to pay either.
  const pointsCoverAll = points.selectedSpendingPoint > 0 && total === 0;
  const offered = pointsCoverAll ? methods.filter((m) => !isCardMethod(m)) : methods;
  const method: PaymentMethod | null =
    slot.method && offered.includes(slot.method) ? slot.method : (offered[0] ?? null);
  // The server takes the smallest deposit percent of the plans.
  const depositPercent = Math.min(...details.rooms.map((room) => room.depositPercent));
  const split = method ? paymentSplit(method, total, depositPercent) : null;
  const money = (amount: number) => formatMoney(amount, details.currency, locale);
  const overlap = overlappingStay(details.hotelId, details.checkin, details.checkout);
  const card = method !== null && isCardMethod(method);
  const fieldsOptions = {
    apiBase: readWidgetConfig().apiBase,
    locale,
    validThrough: details.checkout,
    brands: settings.payment_gateway_setting.card_brands,
  };
  const fieldsSrc = card ? hostedFieldsUrl(fieldsOptions) : null;

  const chooseMethod = (next: PaymentMethod) => {
    writeSlot(store, { method: next });
    setProblem(null);
  };

  const back = () => setCurrentStep(store, 'guest-details');

  async function book() {
    if (!method || busy || !details) return;
    setBusy(true);
    setProblem(null);
    setUnanswered(false);
    setCardRefused(false);
    // The analytics event layer (decision 061): the guest submits a payment method.
    const { rooms } = details;
    const value = agreedTotal(store);
    track((events, analytics) =>
      events.analyticsEvent('add_payment_info', analytics, events.bookedLines(rooms), {
        payment_type: method,
        value,
      }),
    );
    const outcome = await submitBooking({
      api,
      store,
      locale,
      method,
      depositPercent,
      attribution: keepAttribution(startQuery),
      tokenize: () => cardFields.current?.tokenize() ?? Promise.reject(new CardFieldsError('unavailable')),
      cardExtras: cardFields.current?.extras?.(),
    });
    setBusy(false);
    if (outcome.kind === 'challenge') {
      leaveForChallenge(outcome.challengeUrl);
    } else if (outcome.kind === 'confirmed') {
      setCurrentStep(store, 'confirmation');
      markJustBooked(outcome.number);
      askForStep('confirmation');
      goWith(confirmationPath(outcome.number), { bypass_token: outcome.bypassToken });
      clearBooking(store);
    } else if (outcome.kind === 'price-changed') {
      setPriceChange(outcome.change);
    } else if (outcome.kind === 'unanswered') {
      // No answer: the same attempt (key, body, card token) goes again when the guest retries.
      setUnanswered(true);
      setProblem({ key: 'errors.network' });
    } else {
      setProblem(outcome.problem);
      if (outcome.cardRefused) {
        // The card page still says the refused card "is ready for payment": empty it.
        cardFields.current?.reset();
        setCardRefused(true);
      }
    }
  }

  const acceptNewPrice = () => {
    if (!priceChange || !details) return;
    setRoomPrices(
      store,
      priceChange.rooms.flatMap((room) => {
        const before = details.rooms[room.room_index];
        return before
          ? [
              {
                key: before.key,
                salePrice: room.total_price,
                tax: room.tax,
                accommodationTax: before.accommodationTax,
              },
            ]
          : [];
      }),
    );
    writeSlot(store, { acceptedTotal: { total: priceChange.total_price, basis: bookingTotal(store.get()) } });
    setPriceChange(null);
    void book();
  };

  return (
    <div className="payment-step">
      <h1 className="screen-title" ref={heading} tabIndex={-1}>
        {t('payment.title')}
      </h1>
      <PaymentSummary state={state} total={total} tax={paid.tax} />
      <SpendPoints store={store} hotelId={details.hotelId} total={price} currency={details.currency} />

      {overlap ? (
        <p className="payment-note payment-note--warning" role="note">
          {t('payment.overlapWarning', {
            number: overlap.number,
            checkin: displayDate(overlap.checkin),
            checkout: displayDate(overlap.checkout),
          })}
        </p>
      ) : null}

      {choice.kind === 'differ' || choice.kind === 'none' ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>{t(choice.kind === 'differ' ? 'payment.methodsDiffer' : 'payment.noMethods')}</p>
          <a className="button" href={hrefWith(SEARCH_PATH)}>
            {t('payment.backToSearch')}
          </a>
        </div>
      ) : (
        <form
          className="payment-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void book();
          }}
        >
          {pointsCoverAll ? <PointsCoverAllNote otherMethod={offered.length > 0} /> : null}
          <fieldset className="payment-methods">
            <legend>{t('payment.methodLegend')}</legend>
            {methods.map((m) => {
              const mSplit = paymentSplit(m, total, depositPercent);
              return (
                <div key={m} className="payment-method">
                  <input
                    type="radio"
                    id={`payment-method-${m}`}
                    name="payment_method"
                    value={m}
                    checked={m === method}
                    disabled={!offered.includes(m)}
                    onChange={() => chooseMethod(m)}
                    aria-describedby={`payment-method-${m}-note`}
                  />
                  <label htmlFor={`payment-method-${m}`}>{t(METHOD_LABEL[m])}</label>
                  <p id={`payment-method-${m}-note`} className="payment-method__note">
                    {t(METHOD_NOTE[m], {
                      amount: money(m === 'credit_card_deposit' ? mSplit.dueNow : total),
                      percent: mSplit.depositPercent,
                      remaining: money(mSplit.remaining),
                    })}
                  </p>
                </div>
              );
            })}
          </fieldset>

          {split && method ? (
            <dl className="payment-amounts">
              <div>
                <dt>{t('payment.dueNow')}</dt>
                <dd data-testid="payment-due-now">{money(split.dueNow)}</dd>
              </div>
              <div>
                <dt>{t(method === 'bank_transfer' ? 'payment.remainingTransfer' : 'payment.remaining')}</dt>
                <dd data-testid="payment-remaining">{money(split.remaining)}</dd>
              </div>
            </dl>
          ) : null}

          {fieldsSrc ? (
            <section className="payment-card" aria-labelledby="payment-card-title">
              <h2 id="payment-card-title" className="payment-card__title">
                {t('payment.cardHeading')}
              </h2>
              <p className="payment-card__note">{t('payment.cardSecureNote')}</p>
              {signedIn ? (
                <Suspense fallback={<Spinner label={t('payment.cardLoading')} />}>
                  <MemberCardChoice
                    hotelId={details.hotelId}
                    checkout={details.checkout}
                    brands={fieldsOptions.brands}
                    newCardSrc={fieldsSrc}
                    codeSrc={(brand) => hostedFieldsUrl({ ...fieldsOptions, securityCodeFor: brand })}
                    frameTitle={t('payment.cardFrameTitle')}
                    loadingLabel={t('payment.cardLoading')}
                    cardFields={cardFields}
                  />
                </Suspense>
              ) : (
                <HostedCardFields
                  ref={cardFields}
                  src={fieldsSrc}
                  title={t('payment.cardFrameTitle')}
                  loadingLabel={t('payment.cardLoading')}
                />
              )}
            </section>
          ) : null}

          {priceChange ? (
            <div className="payment-note payment-note--warning" role="alert">
              <p>
                {t(
                  priceChange.reason === 'price_became_cheaper'
                    ? 'payment.priceCheaper'
                    : 'payment.priceMoreExpensive',
                  {
                    total: money(priceChange.total_price),
                    previous: money(priceChange.previous_total_price || price),
                  },
                )}
              </p>
              <button type="button" className="button" onClick={acceptNewPrice} disabled={busy}>
                {t('payment.confirmNewPrice', { total: money(priceChange.total_price) })}
              </button>
            </div>
          ) : null}

          {problem ? (
            <div className="payment-note payment-note--error" role="alert" tabIndex={-1} ref={problemNote}>
              <p>{'key' in problem ? t(problem.key) : problem.text}</p>
              <p>{t(unanswered ? 'payment.retrySafe' : 'payment.noPaymentMade')}</p>
              {cardRefused ? (
                <p>{t(methods.length > 1 ? 'payment.nextAnotherCardOrMethod' : 'payment.nextAnotherCard')}</p>
              ) : null}
            </div>
          ) : null}

          <div className="payment-actions">
            <button type="button" className="button button--secondary" onClick={back} disabled={busy}>
              {t('payment.back')}
            </button>
            {priceChange ? null : (
              <button
                type="submit"
                className="button"
                disabled={busy || !method}
                aria-disabled={busy || !method}
              >
                {busy
                  ? t('payment.submitting')
                  : split && split.dueNow > 0
                    ? t('payment.bookAndPay', { amount: money(split.dueNow) })
                    : t('payment.book')}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
