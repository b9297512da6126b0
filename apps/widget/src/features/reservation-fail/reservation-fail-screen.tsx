import { useSearch } from 'wouter';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { bookingStore, setCurrentStep, useBooking } from '../booking-state/booking-store.ts';
import { cardMessageKey } from '../payment/card-messages.ts';
import { readFailQuery } from '../payment/fail-query.ts';
import '../payment/payment.css';

const GUEST_DETAIL_PATH = '/reservation/guest-detail';

/**
 * /reservation/fail (spec section 2): why the booking did not go through (a card code's message of
 * section 8, else the `error` text), that no payment was made, and a way back to the same search.
 * While the tab still holds the booking, the guest can also go back to pay another way.
 */
export function ReservationFailScreen() {
  const { t } = useI18n();
  const fail = readFailQuery(new URLSearchParams(useSearch()));
  const hasBooking = useBooking((s) => s.bookingDetails !== null);
  const messageKey = cardMessageKey(fail.errorCode);
  // Back to the results of the same stay; this page's own keys are left behind.
  const searchChanges = {
    checkin: fail.checkin,
    checkout: fail.checkout,
    adults: fail.adults,
    error_code: null,
    error: null,
  };
  const retry = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setCurrentStep(bookingStore, 'payment');
    goWith(GUEST_DETAIL_PATH, { error_code: null, error: null });
  };

  return (
    <div className="booking-outcome">
      <h1 className="screen-title">{t('reservationFail.heading')}</h1>
      <div className="payment-note payment-note--error" role="alert">
        <p>{messageKey ? t(messageKey) : (fail.error ?? t('reservationFail.generic'))}</p>
        <p>{t('payment.noPaymentMade')}</p>
      </div>
      {fail.errorCode ? <p>{t('reservationFail.errorCode', { code: fail.errorCode })}</p> : null}
      {fail.checkin && fail.checkout ? (
        <p>
          {t('reservationFail.stay', {
            checkin: displayDate(fail.checkin),
            checkout: displayDate(fail.checkout),
          })}
        </p>
      ) : null}
      <div className="booking-outcome__actions">
        {hasBooking ? (
          <a
            className="button button--secondary"
            href={hrefWith(GUEST_DETAIL_PATH, { error_code: null, error: null })}
            onClick={retry}
          >
            {t('reservationFail.tryAgain')}
          </a>
        ) : null}
        <a
          className="button"
          href={hrefWith(SEARCH_PATH, searchChanges)}
          onClick={(event) => {
            event.preventDefault();
            goWith(SEARCH_PATH, searchChanges);
          }}
        >
          {t('reservationFail.searchAgain')}
        </a>
      </div>
    </div>
  );
}
