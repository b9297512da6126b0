import type { Extra } from '@yadori/contract/extras.schema';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { bookingTotal, extraLineTotal, roomsTotal } from '../booking-state/booking-rules.ts';
import { useBooking } from '../booking-state/booking-store.ts';

/** What the price check found (spec section 8: price became cheaper / more expensive). */
export type PriceCheck =
  | { status: 'checking' }
  | { status: 'ok' }
  | { status: 'moved'; move: 'cheaper' | 'more-expensive'; total: number }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string };

/** The chosen rooms, extras, coupon and total, with the price check's outcome. */
export function BookingSummary({ priceCheck, extras }: { priceCheck: PriceCheck; extras: readonly Extra[] }) {
  const { locale, t } = useI18n();
  const state = useBooking((s) => s);
  const details = state.bookingDetails;
  if (!details) return null;
  const money = (amount: number) => formatMoney(amount, details.currency, locale);
  const rooms = roomsTotal(details.rooms);
  const extraLines = Object.values(state.selectedExtras).filter((e) => extraLineTotal(e) > 0);
  const extrasTax = extraLines.reduce((sum, e) => sum + e.tax, 0);
  const total = bookingTotal(state);
  // Inside the quoted total and its tax (the search prices it in): said here, not first on the confirmation.
  const accommodationTax = details.rooms.reduce((sum, room) => sum + room.accommodationTax, 0);
  const nightsText = details.isDayUse
    ? t('booking.dayUse')
    : t(details.nights === 1 ? 'booking.nightsOne' : 'booking.nightsOther', { count: details.nights });

  return (
    <section className="gd-summary" aria-labelledby="gd-summary-heading">
      <h2 id="gd-summary-heading">{t('booking.summaryTitle')}</h2>
      <p>
        {t('booking.dates', {
          checkin: details.checkin.replaceAll('-', '/'),
          checkout: details.checkout.replaceAll('-', '/'),
        })}{' '}
        ({nightsText})
      </p>
      <ul className="gd-summary__rooms">
        {details.rooms.map((room, index) => (
          <li key={room.key}>
            <span>
              {t('booking.roomLine', { number: index + 1, room: room.roomTypeName })}
              <br />
              <span className="gd-hint">
                {room.roomPlanName} ·{' '}
                {t(room.party.adults === 1 ? 'results.adultsOne' : 'results.adultsOther', {
                  count: room.party.adults,
                })}
                {room.party.children > 0
                  ? ` · ${t(room.party.children === 1 ? 'results.childrenOne' : 'results.childrenOther', {
                      count: room.party.children,
                    })}`
                  : ''}
              </span>
            </span>
            <span>{money(room.salePrice)}</span>
          </li>
        ))}
        {extraLines.map((line) => (
          <li key={line.extraId}>
            <span>
              {extras.find((e) => e.id === line.extraId)?.name ?? t('booking.extrasLabel')} × {line.quantity}
              {line.deliveryDates.length > 1 ? ` × ${line.deliveryDates.length}` : ''}
            </span>
            <span>{money(extraLineTotal(line))}</span>
          </li>
        ))}
        {state.coupon && state.coupon.discountAmount > 0 ? (
          <li>
            <span>{t('booking.couponLine', { code: state.coupon.code })}</span>
            <span>−{money(state.coupon.discountAmount)}</span>
          </li>
        ) : null}
      </ul>
      <p className="gd-summary__total">
        <span>{t('booking.total')}</span> <strong data-testid="booking-total">{money(total)}</strong>
      </p>
      <p className="gd-hint" data-testid="booking-tax">
        {t('booking.taxIncluded', { tax: money(rooms.tax + extrasTax) })}
        {accommodationTax > 0
          ? ` ${t('booking.accommodationTaxPart', { tax: money(accommodationTax) })}`
          : ''}
      </p>
      <div role="status" aria-live="polite">
        {priceCheck.status === 'checking' ? <p>{t('booking.priceChecking')}</p> : null}
        {priceCheck.status === 'moved' ? (
          <p className="gd-warning">
            {t(priceCheck.move === 'cheaper' ? 'booking.priceCheaper' : 'booking.priceMoreExpensive', {
              price: money(priceCheck.total),
            })}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {priceCheck.status === 'unavailable' ? (
          <p className="gd-warning">
            {t('booking.priceUnavailable')}{' '}
            <a
              href={hrefWith(SEARCH_PATH)}
              onClick={(event) => {
                event.preventDefault();
                goWith(SEARCH_PATH);
              }}
            >
              {t('booking.backToResults')}
            </a>
          </p>
        ) : null}
        {priceCheck.status === 'failed' ? <p className="gd-warning">{priceCheck.message}</p> : null}
      </div>
    </section>
  );
}
