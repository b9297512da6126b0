import type { Locale } from '@yadori/contract/locales';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { extrasTotal } from '../booking-state/booking-rules.ts';
import type { BookingState } from '../booking-state/booking-types.ts';
import { PointsUsedLine } from '../member-points/points-used-line.tsx';

/** What is being booked and what it costs (the member's points taken off), above the payment choice. */
export function PaymentSummary({
  state,
  total,
  tax,
}: {
  state: Pick<BookingState, 'bookingDetails' | 'selectedExtras' | 'coupon' | 'points'>;
  /** What is left to pay. */
  total: number;
  /** The tax inside it (points take theirs off). */
  tax: number;
}) {
  const { t, locale } = useI18n();
  const details = state.bookingDetails;
  if (!details) return null;
  const money = (amount: number) => formatMoney(amount, details.currency, locale as Locale);
  const extras = extrasTotal(state.selectedExtras);
  // Inside the total and its tax (the search prices it in): said before the confirmation does.
  const accommodationTax = details.rooms.reduce((sum, room) => sum + room.accommodationTax, 0);
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="payment-summary__title">
        {t('payment.summaryHeading')}
      </h2>
      <dl className="payment-summary__list">
        <div>
          <dt>{t('payment.stayLabel')}</dt>
          <dd>
            {details.isDayUse
              ? t('payment.dayUseValue', { date: displayDate(details.checkin) })
              : t('payment.stayValue', {
                  checkin: displayDate(details.checkin),
                  checkout: displayDate(details.checkout),
                  nights: details.nights,
                })}
          </dd>
        </div>
        {details.rooms.map((room, index) => (
          <div key={room.key}>
            <dt>{t('payment.roomLabel', { number: index + 1 })}</dt>
            <dd>
              {t('payment.roomLine', { room: room.roomTypeName, plan: room.roomPlanName })}
              <span className="payment-summary__amount">{money(room.salePrice)}</span>
            </dd>
          </div>
        ))}
        {extras > 0 ? (
          <div>
            <dt>{t('payment.extrasLabel')}</dt>
            <dd>
              <span className="payment-summary__amount">{money(extras)}</span>
            </dd>
          </div>
        ) : null}
        {state.coupon ? (
          <div>
            <dt>{t('payment.couponLabel', { code: state.coupon.code })}</dt>
            <dd>
              <span className="payment-summary__amount">−{money(state.coupon.discountAmount)}</span>
            </dd>
          </div>
        ) : null}
        <PointsUsedLine
          points={state.points.selectedSpendingPoint}
          money={money}
          className="payment-summary__amount"
          testId="payment-points-used"
        />
        <div className="payment-summary__total">
          <dt>{t('payment.total')}</dt>
          <dd>
            <span className="payment-summary__amount" data-testid="payment-total">
              {money(total)}
            </span>
            <span className="payment-summary__tax" data-testid="payment-tax">
              {t('payment.taxIncluded', { tax: money(tax) })}
              {accommodationTax > 0
                ? ` ${t('booking.accommodationTaxPart', { tax: money(accommodationTax) })}`
                : ''}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
