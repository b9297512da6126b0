import { useRoute, useSearch } from 'wouter';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { hotelDisplayName } from '../branding/hotel-name.ts';
import type { ManagedReservation } from '../confirmation/manage-api.ts';
import { proofChanges, proofFrom, VOUCHER_ROUTE } from '../confirmation/manage-links.ts';
import { ReservationDetails } from '../confirmation/reservation-details.tsx';
import { confirmationPath } from '../payment/payment-paths.ts';
import { getReservation, type ReservationProof } from '../payment/reservation-api.ts';
import '../payment/payment.css';
import '../confirmation/confirmation.css';
import './voucher.css';

/**
 * The voucher page (spec section 2, "a voucher page"; /reservation/voucher/{number} with the same
 * email or bypass_token as the confirmation page): the stay on one printable sheet — hotel, number,
 * guest, dates, rooms, amounts and payment — with a Print button. The print stylesheet leaves the
 * widget's header, footer and buttons off the paper.
 */
export function VoucherScreen() {
  const api = useApi();
  const { t, locale } = useI18n();
  const [, params] = useRoute<{ number: string }>(VOUCHER_ROUTE);
  const number = params?.number ?? '';
  const settings = useWidget((s) => s.settings);
  const proof = proofFrom(new URLSearchParams(useSearch()));
  const proofKey = proof ? ('email' in proof ? `e:${proof.email}` : `t:${proof.bypassToken}`) : '';
  const hotelId = settings?.hotel_id ?? null;
  const key = hotelId !== null && proof && number ? `${hotelId}|${number}|${proofKey}|${locale}` : null;
  const remote = useRemote<ManagedReservation>(key, () =>
    getReservation(api, hotelId as number, number, proof as ReservationProof),
  );
  const reservation = remote.status === 'ready' ? remote.data : null;
  const back = proof ? proofChanges(proof) : {};

  return (
    <div className="booking-outcome voucher">
      <h1 className="screen-title">{t('voucher.title')}</h1>
      {reservation && settings ? (
        <>
          <p className="voucher__number">
            {t('confirmation.number')}{' '}
            <span className="booking-outcome__number" data-testid="voucher-number">
              {reservation.number}
            </span>
          </p>
          {reservation.status === 'cancelled' ? (
            <p className="payment-note payment-note--error">{t('voucher.cancelled')}</p>
          ) : (
            <p>{t('voucher.present')}</p>
          )}
          <ReservationDetails reservation={reservation} hotelName={hotelDisplayName(settings, locale)} />
          <div className="voucher__actions">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('voucher.print')}
            </button>
          </div>
        </>
      ) : null}
      {key === null ? (
        <p className="payment-note payment-note--error" role="alert">
          {t('voucher.noProof')}
        </p>
      ) : null}
      {remote.status === 'loading' && key !== null ? <Spinner label={t('app.loading')} /> : null}
      {remote.status === 'error' ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>{remote.error.message ?? remote.error.title}</p>
        </div>
      ) : null}
      <a
        className="button button--secondary voucher__back"
        href={hrefWith(confirmationPath(number), back)}
        onClick={(event) => {
          event.preventDefault();
          goWith(confirmationPath(number), back);
        }}
      >
        {t('voucher.back')}
      </a>
    </div>
  );
}
