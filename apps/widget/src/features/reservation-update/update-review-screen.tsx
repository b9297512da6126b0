import { ERROR_CODES } from '@yadori/contract/error-codes';
import type { Reservation } from '@yadori/contract/reservation.schema';
import { useMemo, useState } from 'react';
import { useRoute, useSearch } from 'wouter';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { goWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import { bookingStore, setUpdateMode, setUpdateSetting } from '../booking-state/booking-store.ts';
import { usePointBalance } from '../member-points/use-point-balance.ts';
import { confirmationPath } from '../payment/payment-paths.ts';
import { getReservation, type ReservationProof } from '../payment/reservation-api.ts';
import { KeepRooms } from './keep-rooms.tsx';
import { daysBetween, FailureNote, StayColumn } from './review-parts.tsx';
import {
  getUpdateSettings,
  type UpdateFailure,
  type UpdateSettings,
  updateFailureOf,
  updateReservation,
} from './update-api.ts';
import { changedTotal, pointsAfterChange, priceChange } from './update-pricing.ts';
import { forgetProof, keepProof, proofFor } from './update-proof.ts';
import { parseUpdateRooms, UPDATE_ROOMS_KEY, updateReviewPath } from './update-rooms.ts';
import { confirmationChanges, GoLink, refusalText } from './update-ui.tsx';
import '../payment/payment.css';
import './reservation-update.css';

export const UPDATE_REVIEW_ROUTE = '/reservation/update/:number';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The new stay of the address, checked against the booked rooms; null when the address is off. */
function requestedChange(query: URLSearchParams, reservation: Reservation) {
  const checkin = query.get('checkin') ?? '';
  const checkout = query.get('checkout') ?? '';
  if (!ISO_DATE.test(checkin) || !ISO_DATE.test(checkout) || daysBetween(checkin, checkout) < 1) return null;
  const rooms = parseUpdateRooms(
    query.get(UPDATE_ROOMS_KEY),
    reservation.rooms.map((room) => room.room_index),
  );
  return rooms ? { checkin, checkout, rooms } : null;
}

function Review({
  reservation,
  settings,
  proof,
  query,
  onReload,
}: {
  reservation: Reservation;
  settings: UpdateSettings;
  proof: ReservationProof;
  query: URLSearchParams;
  onReload: () => void;
}) {
  const api = useApi();
  const { t, locale } = useI18n();
  const number = reservation.number;
  const change = requestedChange(query, reservation);
  const priceKey = change
    ? JSON.stringify([number, settings.version, change.checkin, change.checkout, change.rooms, locale])
    : null;
  const priced = useRemote(priceKey, () =>
    priceChange(api, reservation, change as NonNullable<typeof change>, proof),
  );
  const [accepted, setAccepted] = useState<{ key: string | null; total: number } | null>(null);
  const [failure, setFailure] = useState<UpdateFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [keepValid, setKeepValid] = useState(true);
  // Points spent on the booking: the change keeps them as far as its new total allows (the programme's
  // rules come with the member's balance; a member who may no longer use points keeps none).
  const bookedPoints = reservation.point_discount;
  const pointBalance = usePointBalance(bookedPoints > 0 ? reservation.hotel_id : null);
  const backToResults = (
    <GoLink
      path={SEARCH_PATH}
      changes={{ current_reservation: number, [UPDATE_ROOMS_KEY]: null }}
      className="button button--secondary"
    >
      {t('update.chooseOther')}
    </GoLink>
  );

  if (!settings.updatable) {
    return (
      <div className="payment-note payment-note--error" role="alert">
        <p>{refusalText(t, settings.reason)}</p>
        <GoLink path={confirmationPath(number)} changes={confirmationChanges(proof)} className="button">
          {t('update.backToReservation')}
        </GoLink>
      </div>
    );
  }
  if (!change) {
    return (
      <div className="payment-note payment-note--error" role="alert">
        <p>{t('update.invalidChange')}</p>
        {backToResults}
      </div>
    );
  }
  const prices = priced.status === 'ready' ? priced.data : null;
  const shownTotal =
    accepted && accepted.key === priceKey
      ? accepted.total
      : prices
        ? changedTotal(reservation, prices)
        : null;

  const submit = async () => {
    if (shownTotal === null || sending || !keepValid) return;
    setSending(true);
    setFailure(null);
    try {
      const updated = await updateReservation(api, reservation.hotel_id, number, proof, {
        version: settings.version,
        checkin_date: change.checkin,
        checkout_date: change.checkout,
        rooms: [...change.rooms],
        total_price: shownTotal,
        ...(reservation.coupon_code ? { coupon_code: reservation.coupon_code } : {}),
      });
      // The old token no longer opens the reservation: only the new one goes on.
      setUpdateMode(bookingStore, false);
      forgetProof();
      goWith(
        confirmationPath(number),
        { ...confirmationChanges({ bypassToken: updated.bypass_token }), checkin: null, checkout: null },
        { replace: true },
      );
    } catch (error) {
      const next = updateFailureOf(error);
      if (next.kind === 'price-moved') setAccepted({ key: priceKey, total: next.totalPrice });
      setFailure(next);
      setSending(false);
    }
  };

  const difference = shownTotal === null ? null : shownTotal - reservation.total_price;
  const program =
    pointBalance.balance?.program_enabled && pointBalance.balance.program?.currency === reservation.currency
      ? pointBalance.balance.program
      : null;
  // Null while unknown (no booked points, or the balance not read): the column then shows no points.
  const pointsAfter =
    bookedPoints > 0 && shownTotal !== null && pointBalance.balance
      ? pointsAfterChange(
          bookedPoints,
          shownTotal,
          program ? { increment: program.spending_increment, minimum: program.spending_minimum } : null,
        )
      : null;
  return (
    <>
      {change.rooms.length < reservation.rooms.length ? (
        <KeepRooms
          reservation={reservation}
          rooms={change.rooms}
          path={updateReviewPath(number)}
          onValidity={setKeepValid}
        />
      ) : null}
      <div className="update-compare">
        <StayColumn
          title={t('update.before')}
          reservation={reservation}
          checkin={reservation.checkin_date}
          checkout={reservation.checkout_date}
          rooms={null}
          prices={null}
          total={reservation.total_price}
          points={bookedPoints > 0 ? bookedPoints : null}
          testId="update-before"
        />
        {prices && shownTotal !== null ? (
          <StayColumn
            title={t('update.after')}
            reservation={reservation}
            checkin={change.checkin}
            checkout={change.checkout}
            rooms={change.rooms}
            prices={prices}
            total={shownTotal}
            points={pointsAfter}
            testId="update-after"
          />
        ) : null}
      </div>
      {priced.status === 'loading' ? <Spinner label={t('update.pricing')} /> : null}
      {priced.status === 'error' ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>
            {priced.error.code === ERROR_CODES.noLongerSold || priced.error.code === 404
              ? t('update.priceUnavailable')
              : (priced.error.message ?? priced.error.title)}
          </p>
          {backToResults}
        </div>
      ) : null}
      {difference !== null ? (
        <p data-testid="update-difference">
          {t(difference > 0 ? 'update.morePay' : difference < 0 ? 'update.lessPay' : 'update.samePrice', {
            price: formatMoney(Math.abs(difference), reservation.currency, locale),
          })}
        </p>
      ) : null}
      {failure ? (
        <FailureNote failure={failure} currency={reservation.currency} number={number} onReload={onReload} />
      ) : null}
      {shownTotal !== null && failure?.kind !== 'version-conflict' && failure?.kind !== 'not-updatable' ? (
        <div className="update-actions">
          <button
            type="button"
            className="button"
            onClick={() => void submit()}
            disabled={sending || !keepValid}
          >
            {sending
              ? t('update.submitting')
              : failure?.kind === 'price-moved'
                ? t('update.confirmAt', { price: formatMoney(shownTotal, reservation.currency, locale) })
                : t('update.confirm')}
          </button>
          {backToResults}
        </div>
      ) : null}
    </>
  );
}

/**
 * /reservation/update/{number}: the booked stay and the asked-for one side by side (dates, rooms kept,
 * prices), then `PUT …/reservations/{number}`; on success the confirmation page with the new bypass token.
 */
export function UpdateReviewScreen() {
  const api = useApi();
  const { t, locale } = useI18n();
  const [, params] = useRoute<{ number: string }>(UPDATE_REVIEW_ROUTE);
  const number = params?.number ?? '';
  const search = useSearch();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const proof = useMemo(() => proofFor(number, query), [number, query]);
  const hotelId = useWidget((state) => state.settings?.hotel_id ?? null);
  const [reloads, setReloads] = useState(0);
  const key =
    hotelId !== null && proof && number ? JSON.stringify([hotelId, number, proof, locale, reloads]) : null;
  const loaded = useRemote(key, async () => {
    const [reservation, settings] = await Promise.all([
      getReservation(api, hotelId as number, number, proof as ReservationProof),
      getUpdateSettings(api, hotelId as number, number, proof as ReservationProof),
    ]);
    keepProof(number, proof as ReservationProof);
    setUpdateMode(bookingStore, true);
    setUpdateSetting(bookingStore, {
      is_active: settings.is_active,
      updatable: settings.updatable,
      reason: settings.reason,
    });
    return { reservation, settings };
  });

  return (
    <div className="booking-outcome update-review">
      <h1 className="screen-title">{t('update.reviewTitle')}</h1>
      <p>{t('update.number', { number })}</p>
      {!proof ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>{t('update.noProof')}</p>
          <GoLink path="/search" className="button">
            {t('update.findReservation')}
          </GoLink>
        </div>
      ) : null}
      {loaded.status === 'loading' && key !== null ? <Spinner label={t('update.loading')} /> : null}
      {loaded.status === 'error' ? (
        <div className="payment-note payment-note--error" role="alert">
          <p>
            <strong>{t('update.loadFailed')}</strong> {loaded.error.message ?? loaded.error.title}
          </p>
        </div>
      ) : null}
      {loaded.status === 'ready' && proof ? (
        <Review
          key={reloads}
          reservation={loaded.data.reservation}
          settings={loaded.data.settings}
          proof={proof}
          query={query}
          onReload={() => setReloads((n) => n + 1)}
        />
      ) : null}
    </div>
  );
}
