import { useEffect } from 'react';
import { useRoute, useSearch } from 'wouter';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useSection } from '../../i18n/section-catalog.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { ReservationDetails } from '../confirmation/reservation-details.tsx';
import { postToHost } from '../host/host-messages.ts';
import { ownReservation } from './account-api.ts';
import { RESERVATIONS_PATH, REVIEW_ROUTE, useMemberOnly } from './member-only.ts';
import { accountTexts } from './texts.ts';
import '../payment/payment.css';
import '../guest-detail/guest-detail.css';
import '../confirmation/confirmation.css';
import './my-account.css';

/** The hotel of the stay: `hotelId` in the address (spec §2), else the widget's own hotel. */
export function reviewHotelId(search: string, fallback: number | null): number | null {
  const raw = new URLSearchParams(search).get('hotelId');
  if (raw !== null && /^[1-9][0-9]{0,9}$/.test(raw)) return Number(raw);
  return fallback;
}

/**
 * /review-reservation/{number} (spec §2; protected; query hotelId, code): one of the member's own
 * stays, read as its owner, drawn as the confirmation page draws a stay.
 */
export function ReviewReservationScreen() {
  const signedIn = useMemberOnly();
  const api = useApi();
  const t = useSection(accountTexts);
  const { t: main, locale } = useI18n();
  const [, params] = useRoute<{ number: string }>(REVIEW_ROUTE);
  const number = params?.number ?? '';
  const ownHotel = useWidget((s) => s.settings?.hotel_id ?? null);
  const hotelId = reviewHotelId(useSearch(), ownHotel);
  const chatbotEnabled = useWidget((s) => s.settings?.chatbot_setting.enabled ?? false);
  const inChatbot = useWidget((s) => s.startQuery.inChatbotIframe);
  const key = signedIn && hotelId !== null && number ? `${hotelId}|${number}|${locale}` : null;
  const remote = useRemote(key, () => ownReservation(api, hotelId as number, number));

  // Spec section 2: with the chatbot on (and not inside it), the host hides its sign-in on review.
  useEffect(() => {
    if (chatbotEnabled && !inChatbot) postToHost({ type: 'hide-chatbot-sign-in' });
  }, [chatbotEnabled, inChatbot]);

  if (!signedIn) return null;
  if (!t) return <Spinner label={main('app.loading')} />;
  const back = { hotelId: null, status: null, page: null };
  return (
    <div className="booking-outcome account-review">
      <a
        className="account-back"
        href={hrefWith(RESERVATIONS_PATH, back)}
        onClick={(event) => {
          event.preventDefault();
          goWith(RESERVATIONS_PATH, back);
        }}
      >
        <span aria-hidden="true">‹ </span>
        {t('review.back')}
      </a>
      <h1 className="screen-title">{t('review.heading')}</h1>
      {remote.status === 'loading' ? <Spinner label={t('account.loading')} /> : null}
      {remote.status === 'error' ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>{t('review.notFound')}</p>
        </div>
      ) : null}
      {remote.status === 'ready' ? (
        <>
          <p>
            {t('review.number')}{' '}
            <span className="booking-outcome__number" data-testid="review-number">
              {remote.data.number}
            </span>
          </p>
          <ReservationDetails reservation={remote.data} />
        </>
      ) : null}
    </div>
  );
}
