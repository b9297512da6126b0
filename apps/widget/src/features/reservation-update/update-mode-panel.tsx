import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { goWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { type RemoteError, toRemoteError } from '../../shared/use-remote.ts';
import { bookingStore, setUpdateMode, setUpdateSetting } from '../booking-state/booking-store.ts';
import { CONTINUE_ID } from '../layout/skip-link.tsx';
import { confirmationPath } from '../payment/payment-paths.ts';
import { getReservation } from '../payment/reservation-api.ts';
import type { UpdateSelectionProps } from '../search-results/update-mode-parts.ts';
import {
  idleUpdateTarget,
  maxRoomsOf,
  updateTargetStore,
  useUpdateTarget,
} from '../search-results/update-target.ts';
import { getUpdateSettings } from './update-api.ts';
import { keepProof, proofFor } from './update-proof.ts';
import { planUpdateRooms, UPDATE_ROOMS_KEY, updateGuestsPath, updateReviewPath } from './update-rooms.ts';
import {
  confirmationChanges,
  GoLink,
  lastChangeDay,
  nightsText,
  partyText,
  refusalText,
} from './update-ui.tsx';
import './reservation-update.css';

/**
 * Update mode on the results page (spec section 2, `current_reservation` with `bypass_token` or the
 * email this tab kept): loads the reservation and update_settings, says which reservation is being
 * changed, or why it cannot be, with a way back.
 */
export function UpdateModePanel({ number }: { number: string }) {
  const api = useApi();
  const { t, locale } = useI18n();
  const hotelId = useWidget((state) => state.settings?.hotel_id ?? null);
  const timeZone = useWidget((state) => state.settings?.hotel.time_zone ?? 'Asia/Tokyo');
  const search = useSearch();
  const proof = useMemo(() => proofFor(number, new URLSearchParams(search)), [number, search]);
  const proofKey = proof ? JSON.stringify(proof) : null;
  const target = useUpdateTarget();
  const [error, setError] = useState<RemoteError | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `proofKey` stands for `proof`; `attempt` retries.
  useEffect(() => {
    if (hotelId === null || !proof) return;
    let live = true;
    setError(null);
    updateTargetStore.update({ ...idleUpdateTarget(), number, status: 'loading' });
    setUpdateMode(bookingStore, true);
    Promise.all([
      getReservation(api, hotelId, number, proof),
      getUpdateSettings(api, hotelId, number, proof),
    ]).then(
      ([reservation, settings]) => {
        if (!live) return;
        keepProof(number, proof);
        setUpdateSetting(bookingStore, {
          is_active: settings.is_active,
          updatable: settings.updatable,
          reason: settings.reason,
        });
        updateTargetStore.update({
          number,
          reservation,
          settings,
          status: settings.updatable ? 'ready' : 'refused',
        });
      },
      (failure: unknown) => {
        if (!live) return;
        setError(toRemoteError(failure));
        updateTargetStore.update({ ...idleUpdateTarget(), number, status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, hotelId, number, proofKey, locale, attempt]);

  // Leaving the results page ends what it showed; the review step loads the reservation itself.
  useEffect(() => () => updateTargetStore.update(idleUpdateTarget()), []);

  if (!proof) {
    return (
      <div className="update-panel update-panel--refused" role="alert" data-testid="update-panel">
        <p>{t('update.noProof')}</p>
        <GoLink path="/search" changes={{ current_reservation: null }} className="button">
          {t('update.findReservation')}
        </GoLink>
      </div>
    );
  }
  if (target.status === 'error' || error) {
    return (
      <div className="update-panel update-panel--refused" role="alert" data-testid="update-panel">
        <p>
          <strong>{t('update.loadFailed')}</strong> {error?.message ?? error?.title}
        </p>
        <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('update.retry')}
        </button>
      </div>
    );
  }
  const reservation = target.number === number ? target.reservation : null;
  if (!reservation || !target.settings) return <Spinner label={t('update.loading')} />;
  const back = (
    <GoLink
      path={confirmationPath(number)}
      changes={confirmationChanges(proof)}
      className="button button--secondary"
    >
      {t('update.backToReservation')}
    </GoLink>
  );
  if (target.status === 'refused') {
    return (
      <div className="update-panel update-panel--refused" role="alert" data-testid="update-panel">
        <h2>{t('update.refusedTitle', { number })}</h2>
        <p data-testid="update-refusal">{refusalText(t, target.settings.reason)}</p>
        {back}
      </div>
    );
  }
  const max = maxRoomsOf(target);
  return (
    <section className="update-panel" aria-labelledby="update-panel-title" data-testid="update-panel">
      <h2 id="update-panel-title">{t('results.updateMode', { number })}</h2>
      <p>
        {t('update.bookedNow', {
          dates: t('booking.dates', {
            checkin: displayDate(reservation.checkin_date),
            checkout: displayDate(reservation.checkout_date),
          }),
          nights: nightsText(t, reservation.nights),
          total: formatMoney(reservation.total_price, reservation.currency, locale),
        })}
      </p>
      <ul className="update-panel__rooms">
        {reservation.rooms.map((room) => (
          <li key={room.room_index}>
            {t('booking.roomLine', { number: room.room_index + 1, room: room.room_type_name })} ·{' '}
            {room.room_plan_name} · {partyText(t, room.adults, room.children)}
          </li>
        ))}
      </ul>
      <p>{t('update.howTo', { count: max })}</p>
      {target.settings.deadline ? (
        <p>
          {t('update.deadline', { date: displayDate(lastChangeDay(target.settings.deadline, timeZone)) })}
        </p>
      ) : null}
      <p className="update-panel__links">
        <GoLink path={updateGuestsPath(number)} changes={{ current_reservation: null, update_rooms: null }}>
          {t('update.changeGuests')}
        </GoLink>
        {back}
      </p>
    </section>
  );
}

/**
 * Update mode's answer to the selection summary: the rooms chosen of the booked plan (never more than
 * booked) and the way on to the review step.
 */
export function UpdateSelection({ number, selected, parties, stay, currency }: UpdateSelectionProps) {
  const { t, locale } = useI18n();
  const target = useUpdateTarget();
  if (target.status !== 'ready' || !target.reservation) return null;
  const count = selected.reduce((sum, room) => sum + room.quantity, 0);
  const total = selected.reduce((sum, room) => sum + room.salePrice * room.quantity, 0);
  const rooms = planUpdateRooms(target.reservation.rooms, selected, parties);
  const onReview = () => {
    if (!rooms || !stay) return;
    goWith(updateReviewPath(number), {
      [UPDATE_ROOMS_KEY]: JSON.stringify(rooms),
      checkin: stay.checkin,
      checkout: stay.checkout,
      current_reservation: null,
    });
  };
  return (
    <section
      className="selection-summary"
      aria-label={t('results.selectionLabel')}
      data-testid="update-selection"
    >
      <p role="status">
        {t('update.chosen', { count, max: maxRoomsOf(target) })}
        {count > 0 ? (
          <>
            {' · '}
            <strong>{t('results.selectionTotal', { price: formatMoney(total, currency, locale) })}</strong>
          </>
        ) : null}
      </p>
      {count > 0 && rooms && stay ? (
        <button id={CONTINUE_ID} type="button" className="button" onClick={onReview}>
          {t('update.review')}
        </button>
      ) : null}
    </section>
  );
}
