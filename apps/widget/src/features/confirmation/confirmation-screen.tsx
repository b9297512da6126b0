import type { PaymentState } from '@yadori/contract/reservation.constants';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useRoute, useSearch } from 'wouter';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../branding/format-money.ts';
import { policySteps } from '../cancellation-policy/policy-steps.ts';
import { postToHost } from '../host/host-messages.ts';
import { Spinner } from '../layout/spinner.tsx';
import { METHOD_LABEL } from '../payment/payment-methods.ts';
import { CONFIRMATION_ROUTE, confirmationPath } from '../payment/payment-paths.ts';
import { getReservation, type ReservationProof } from '../payment/reservation-api.ts';
import { displayDate } from '../search-results/dates.ts';
import { goWith, hrefWith } from '../search-results/results-links.ts';
import { useRemote } from '../search-results/use-remote.ts';
import '../payment/payment.css';

const STATE_LABEL: Readonly<Record<PaymentState, MessageKey>> = {
  pay_at_hotel: 'confirmation.statePayAtHotel',
  deferred: 'confirmation.stateDeferred',
  awaiting_transfer: 'confirmation.stateAwaitingTransfer',
  challenge_pending: 'confirmation.stateChallengePending',
  authorized: 'confirmation.stateAuthorized',
  declined: 'confirmation.stateDeclined',
  voided: 'confirmation.stateVoided',
  captured: 'confirmation.stateCaptured',
  partially_refunded: 'confirmation.statePartiallyRefunded',
  refunded: 'confirmation.stateRefunded',
};

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'VISA',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

type RoomPolicy = NonNullable<Reservation['rooms'][number]['cancellation_policy']>;

/** The room plan's cancellation policy: its name and what cancelling costs when (spec section 4). */
function CancellationRule({ policy }: { policy: RoomPolicy }) {
  const { t } = useI18n();
  return (
    <>
      <span className="booking-outcome__policy-name">{policy.name}</span>
      <ul className="booking-outcome__policy">
        {policySteps(policy).map((step) => (
          <li key={`${step.whenKey}-${step.whenParams?.days ?? ''}`}>
            <span>{t(step.whenKey, step.whenParams)}</span>
            <span>
              {step.percentage === 0
                ? t('policy.free')
                : t('policy.percentage', { percent: step.percentage })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The whole stay as booked: dates, rooms, extras, amounts, payment and bank transfer details. */
function ReservationDetails({ reservation }: { reservation: Reservation }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  const { payment, bank_transfer: bank } = reservation;
  const guestName =
    locale === 'en'
      ? `${reservation.guest.first_name} ${reservation.guest.last_name}`
      : `${reservation.guest.last_name} ${reservation.guest.first_name}`;
  return (
    <>
      <section className="booking-outcome__section" aria-labelledby="confirmation-stay">
        <h2 id="confirmation-stay">{t('confirmation.stay')}</h2>
        <dl className="booking-outcome__list">
          <Row label={t('confirmation.checkin')}>{displayDate(reservation.checkin_date)}</Row>
          <Row label={t('confirmation.checkout')}>{displayDate(reservation.checkout_date)}</Row>
          <Row label={t('confirmation.nightsLabel')}>{reservation.nights}</Row>
          <Row label={t('confirmation.guest')}>{guestName}</Row>
          {reservation.guest.kanji_name ? (
            <Row label={t('confirmation.kanjiName')}>{reservation.guest.kanji_name}</Row>
          ) : null}
          <Row label={t('confirmation.email')}>{reservation.email}</Row>
        </dl>
      </section>

      <section className="booking-outcome__section" aria-labelledby="confirmation-rooms">
        <h2 id="confirmation-rooms">{t('confirmation.rooms')}</h2>
        {reservation.rooms.map((room) => (
          <div key={room.room_index} className="booking-outcome__room" data-testid="confirmation-room">
            <h3>
              {t('confirmation.roomHeading', { number: room.room_index + 1, room: room.room_type_name })}
            </h3>
            <dl className="booking-outcome__list">
              <Row label={t('confirmation.plan')}>{room.room_plan_name}</Row>
              <Row label={t('confirmation.party')}>
                {room.children > 0
                  ? t('confirmation.partyValue', {
                      adults: t(room.adults === 1 ? 'results.adultsOne' : 'results.adultsOther', {
                        count: room.adults,
                      }),
                      children: t(room.children === 1 ? 'results.childrenOne' : 'results.childrenOther', {
                        count: room.children,
                      }),
                    })
                  : t(room.adults === 1 ? 'results.adultsOne' : 'results.adultsOther', {
                      count: room.adults,
                    })}
              </Row>
              {room.guest ? (
                <Row label={t('confirmation.roomGuest')}>
                  {locale === 'en'
                    ? `${room.guest.first_name} ${room.guest.last_name}`
                    : `${room.guest.last_name} ${room.guest.first_name}`}
                </Row>
              ) : null}
              <Row label={t('confirmation.roomPrice')}>{money(room.total_price)}</Row>
              {room.cancellation_policy ? (
                <Row label={t('results.cancellationLink')}>
                  <CancellationRule policy={room.cancellation_policy} />
                </Row>
              ) : null}
            </dl>
          </div>
        ))}
      </section>

      {reservation.extras.length > 0 ? (
        <section className="booking-outcome__section" aria-labelledby="confirmation-extras">
          <h2 id="confirmation-extras">{t('confirmation.extras')}</h2>
          <dl className="booking-outcome__list">
            {reservation.extras.map((extra, index) => (
              <Row
                // biome-ignore lint/suspicious/noArrayIndexKey: an extra may repeat by date; the order is fixed.
                key={index}
                label={t('confirmation.extraLine', { name: extra.name, quantity: extra.quantity })}
              >
                {extra.service_date ? `${displayDate(extra.service_date)} ` : ''}
                {money(extra.total_price)}
              </Row>
            ))}
          </dl>
        </section>
      ) : null}

      <section className="booking-outcome__section" aria-labelledby="confirmation-payment">
        <h2 id="confirmation-payment">{t('confirmation.payment')}</h2>
        <dl className="booking-outcome__list">
          {reservation.discount > 0 ? (
            <Row label={t('confirmation.discount')}>−{money(reservation.discount)}</Row>
          ) : null}
          <Row label={t('confirmation.total')} testId="confirmation-total">
            {money(reservation.total_price)}
          </Row>
          <Row label={t('confirmation.tax')}>{money(reservation.tax)}</Row>
          {reservation.accommodation_tax > 0 ? (
            <Row label={t('confirmation.accommodationTax')}>{money(reservation.accommodation_tax)}</Row>
          ) : null}
          <Row label={t('confirmation.paymentMethod')}>{t(METHOD_LABEL[payment.method])}</Row>
          <Row label={t('confirmation.paymentState')} testId="confirmation-payment-state">
            {t(STATE_LABEL[payment.state])}
          </Row>
          {payment.card_brand && payment.card_last4 ? (
            <Row label={t('confirmation.card')}>
              {t('confirmation.cardValue', {
                brand: BRAND_NAMES[payment.card_brand] ?? payment.card_brand,
                last4: payment.card_last4,
              })}
            </Row>
          ) : null}
          {payment.method === 'credit_card_deposit' ? (
            <Row label={t('confirmation.deposit', { percent: payment.deposit_percent })}>
              {money(payment.amount_due_now)}
            </Row>
          ) : payment.amount_due_now > 0 ? (
            <Row label={t('confirmation.paidByCard')}>{money(payment.amount_due_now)}</Row>
          ) : null}
          {payment.remaining_amount > 0 ? (
            <Row label={t('confirmation.remaining')} testId="confirmation-remaining">
              {money(payment.remaining_amount)}
            </Row>
          ) : null}
        </dl>
      </section>

      {bank ? (
        <section className="booking-outcome__section" aria-labelledby="confirmation-bank">
          <h2 id="confirmation-bank">{t('confirmation.bankHeading')}</h2>
          <p className="payment-note payment-note--info">
            {t('confirmation.bankDeadlineNote', {
              amount: money(bank.amount),
              deadline: displayDate(bank.deadline),
            })}
          </p>
          <dl className="booking-outcome__list">
            <Row label={t('confirmation.bankName')}>{bank.bank_name}</Row>
            <Row label={t('confirmation.bankBranch')}>{bank.branch_name}</Row>
            <Row label={t('confirmation.bankAccountType')}>{bank.account_type}</Row>
            <Row label={t('confirmation.bankAccountNumber')}>{bank.account_number}</Row>
            <Row label={t('confirmation.bankAccountHolder')}>{bank.account_holder}</Row>
            <Row label={t('confirmation.bankAmount')}>{money(bank.amount)}</Row>
            <Row label={t('confirmation.bankDeadline')}>{displayDate(bank.deadline)}</Row>
          </dl>
          {bank.instructions ? <p>{bank.instructions}</p> : null}
        </section>
      ) : null}
    </>
  );
}

const HEADING: Readonly<Record<Reservation['status'], MessageKey>> = {
  confirmed: 'confirmation.heading',
  pending_payment: 'confirmation.headingPending',
  cancelled: 'confirmation.headingCancelled',
};

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
 * stay read from the server with the guest's email or bypass token, its payment state, deposit and
 * remaining amount, and bank transfer instructions with the deadline.
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
  const email = query.get('email');
  const bypassToken = query.get('bypass_token');
  const proof: ReservationProof | null = bypassToken ? { bypassToken } : email ? { email } : null;
  const key =
    hotelId !== null && proof && number
      ? `${hotelId}|${number}|${bypassToken ?? ''}|${email ?? ''}|${locale}`
      : null;
  const remote = useRemote(key, () =>
    getReservation(api, hotelId as number, number, proof as ReservationProof),
  );

  // Spec section 2: with the chatbot on (and not inside it), the host hides its sign-in here.
  useEffect(() => {
    if (chatbotEnabled && !inChatbot) postToHost({ type: 'hide-chatbot-sign-in' });
  }, [chatbotEnabled, inChatbot]);

  const backToSearch = { email: null, bypass_token: null };
  return (
    <div className="booking-outcome">
      <h1 className="screen-title">
        {remote.status === 'ready' ? t(HEADING[remote.data.status]) : t('confirmation.title')}
      </h1>
      {remote.status === 'ready' ? (
        <>
          <p>
            {t('confirmation.number')}{' '}
            <span className="booking-outcome__number" data-testid="confirmation-number">
              {remote.data.number}
            </span>
          </p>
          {remote.data.status === 'confirmed' ? (
            <p className="payment-note payment-note--info">
              {t('confirmation.emailSent', { email: remote.data.email })}
            </p>
          ) : null}
          <ReservationDetails reservation={remote.data} />
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
  );
}
