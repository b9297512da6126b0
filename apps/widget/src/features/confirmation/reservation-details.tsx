import { ownValue } from '@yadori/contract/own-value';
import type { PaymentState } from '@yadori/contract/reservation.constants';
import type { ReactNode } from 'react';
import { useWidget } from '../../app/widget-context.tsx';
import type { MessageKey } from '../../i18n/catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { displayDate, todayInZone } from '../../shared/hotel-date.ts';
import { REASON_LABEL } from '../cancellation/cancel-reasons.ts';
import { policySteps } from '../cancellation-policy/policy-steps.ts';
import { PointsUsedLine } from '../member-points/points-used-line.tsx';
import { METHOD_LABEL } from '../payment/payment-methods.ts';
import type { ManagedReservation } from './manage-api.ts';

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

export function Row({
  label,
  children,
  testId,
  stacked = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** The value under its label, full width (a table of its own, such as the cancellation policy). */
  stacked?: boolean;
}) {
  return (
    <div className={stacked ? 'booking-outcome__row--stacked' : undefined}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A person's name in the order the language writes it (family name first in ja, zh, ko). */
export function personName(person: { first_name: string; last_name: string }, locale: string): string {
  return locale === 'en'
    ? `${person.first_name} ${person.last_name}`
    : `${person.last_name} ${person.first_name}`;
}

type RoomPolicy = NonNullable<ManagedReservation['rooms'][number]['cancellation_policy']>;

/** The room plan's cancellation policy: its name and what cancelling costs when (spec section 4). */
function CancellationRule({ policy }: { policy: RoomPolicy }) {
  const { t } = useI18n();
  return (
    <>
      <span className="booking-outcome__policy-name">{policy.name}</span>
      <ul className="booking-outcome__policy">
        {policySteps(policy).map((step) => (
          <li key={`${step.whenKey}-${step.whenParams?.days ?? ''}`}>
            <span className="booking-outcome__policy-when">{t(step.whenKey, step.whenParams)}</span>
            <span className="booking-outcome__policy-charge">
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

function Party({ adults, kids }: { adults: number; kids: number }) {
  const { t } = useI18n();
  const adultText = t(adults === 1 ? 'results.adultsOne' : 'results.adultsOther', { count: adults });
  if (kids === 0) return <>{adultText}</>;
  const childText = t(kids === 1 ? 'results.childrenOne' : 'results.childrenOther', { count: kids });
  return <>{t('confirmation.partyValue', { adults: adultText, children: childText })}</>;
}

/** Cancelled: when, the fee charged (spec section 3: cancellation fee) and what came back to the card. */
function CancellationOutcome({ reservation }: { reservation: ManagedReservation }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  const fee = reservation.cancellation_fee ?? null;
  const timeZone = useWidget((s) => s.settings?.hotel.time_zone ?? 'UTC');
  // The day it was cancelled at the hotel (the policy counts days in the hotel's time zone).
  const cancelledOn = reservation.cancelled_at
    ? todayInZone(timeZone, new Date(reservation.cancelled_at))
    : null;
  return (
    <section
      className="booking-outcome__section booking-outcome__section--cancelled"
      aria-labelledby="confirmation-cancelled"
      data-testid="confirmation-cancelled"
    >
      <h2 id="confirmation-cancelled">{t('confirmation.cancelledHeading')}</h2>
      <dl className="booking-outcome__list">
        {cancelledOn ? <Row label={t('confirmation.cancelledAt')}>{displayDate(cancelledOn)}</Row> : null}
        {reservation.reason ? (
          <Row label={t('confirmation.cancelReason')}>
            {t(REASON_LABEL[reservation.reason])}
            {reservation.details ? <span className="booking-outcome__tax">{reservation.details}</span> : null}
          </Row>
        ) : null}
        <Row label={t('confirmation.cancellationFee')} testId="confirmation-cancellation-fee">
          {fee === null || fee === 0 ? t('confirmation.noCancellationFee') : money(fee)}
        </Row>
      </dl>
    </section>
  );
}

/**
 * The whole stay as booked: dates, rooms (type, plan, party, staying guest, price with tax, policy),
 * extras, amounts with the tax breakdown, payment state (captured and refunded money included) and
 * bank transfer details. Shared by the confirmation and the voucher page.
 */
export function ReservationDetails({
  reservation,
  hotelName,
}: {
  reservation: ManagedReservation;
  /** Shown on the voucher, which may be printed away from the widget. */
  hotelName?: string;
}) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  const { payment, bank_transfer: bank } = reservation;
  const captured = payment.captured_amount ?? 0;
  const refunded = payment.refunded_amount ?? 0;
  const cancelled = reservation.status === 'cancelled';
  return (
    <>
      {cancelled ? <CancellationOutcome reservation={reservation} /> : null}

      <section className="booking-outcome__section" aria-labelledby="confirmation-stay">
        <h2 id="confirmation-stay">{t('confirmation.stay')}</h2>
        <dl className="booking-outcome__list">
          {hotelName ? <Row label={t('confirmation.hotel')}>{hotelName}</Row> : null}
          <Row label={t('confirmation.checkin')} testId="confirmation-checkin">
            {displayDate(reservation.checkin_date)}
          </Row>
          <Row label={t('confirmation.checkout')} testId="confirmation-checkout">
            {displayDate(reservation.checkout_date)}
          </Row>
          <Row label={t('confirmation.nightsLabel')}>{reservation.nights}</Row>
          <Row label={t('confirmation.guest')}>{personName(reservation.guest, locale)}</Row>
          {reservation.guest.kanji_name ? (
            <Row label={t('confirmation.kanjiName')}>{reservation.guest.kanji_name}</Row>
          ) : null}
          <Row label={t('confirmation.email')}>{reservation.email}</Row>
          <Row label={t('confirmation.phone')}>{reservation.guest.phone}</Row>
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
                <Party adults={room.adults} kids={room.children} />
              </Row>
              {room.guest ? (
                <Row label={t('confirmation.roomGuest')}>{personName(room.guest, locale)}</Row>
              ) : null}
              <Row label={t('confirmation.roomPrice')}>
                {money(room.total_price)}
                <span className="booking-outcome__tax">
                  {t('confirmation.roomTax', { tax: money(room.tax) })}
                  {room.accommodation_tax > 0
                    ? ` ${t('confirmation.roomAccommodationTax', { tax: money(room.accommodation_tax) })}`
                    : ''}
                </span>
              </Row>
              {room.cancellation_policy ? (
                <Row label={t('results.cancellationLink')} stacked>
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
                {extra.answer ? <span className="booking-outcome__tax">{extra.answer}</span> : null}
              </Row>
            ))}
          </dl>
        </section>
      ) : null}

      <section className="booking-outcome__section" aria-labelledby="confirmation-payment">
        <h2 id="confirmation-payment">{t('confirmation.payment')}</h2>
        <dl className="booking-outcome__list">
          <Row label={t('confirmation.roomsTotal')}>{money(reservation.rooms_total)}</Row>
          {reservation.extras_total > 0 ? (
            <Row label={t('confirmation.extrasTotal')}>{money(reservation.extras_total)}</Row>
          ) : null}
          {reservation.discount > 0 ? (
            <Row label={t('confirmation.discount')}>−{money(reservation.discount)}</Row>
          ) : null}
          <Row label={t('confirmation.total')} testId="confirmation-total">
            {money(reservation.total_price)}
          </Row>
          <PointsUsedLine
            points={reservation.point_discount}
            money={money}
            testId="confirmation-point-discount"
          />
          <Row label={t('confirmation.tax')} testId="confirmation-tax">
            {money(reservation.tax)}
          </Row>
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
                brand: ownValue(BRAND_NAMES, payment.card_brand) ?? payment.card_brand,
                last4: payment.card_last4,
              })}
            </Row>
          ) : null}
          {cancelled ? null : payment.method === 'credit_card_deposit' ? (
            <Row label={t('confirmation.deposit', { percent: payment.deposit_percent })}>
              {money(payment.amount_due_now)}
            </Row>
          ) : payment.amount_due_now > 0 && captured === 0 ? (
            <Row label={t('confirmation.paidByCard')}>{money(payment.amount_due_now)}</Row>
          ) : null}
          {captured > 0 ? (
            <Row label={t('confirmation.capturedAmount')} testId="confirmation-captured">
              {money(captured)}
            </Row>
          ) : null}
          {refunded > 0 ? (
            <Row label={t('confirmation.refundedAmount')} testId="confirmation-refunded">
              {money(refunded)}
            </Row>
          ) : null}
          {!cancelled && payment.remaining_amount > 0 ? (
            <Row label={t('confirmation.remaining')} testId="confirmation-remaining">
              {money(payment.remaining_amount)}
            </Row>
          ) : null}
        </dl>
      </section>

      {bank && !cancelled ? (
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
