import type { Reservation } from '@yadori/contract/reservation.schema';
import { SEARCH_PATH } from '../../app/navigation.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { PointsUsedLine } from '../member-points/points-used-line.tsx';
import type { UpdateFailure, UpdateRoom } from './update-api.ts';
import type { ChangedRoomPrice } from './update-pricing.ts';
import { UPDATE_ROOMS_KEY } from './update-rooms.ts';
import { GoLink, nightsText, partyText, refusalText } from './update-ui.tsx';

/** Nights between two hotel-local dates. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** One side of the review: a stay's dates, its rooms (kept or cancelled) and its total. */
export function StayColumn({
  title,
  reservation,
  checkin,
  checkout,
  rooms,
  prices,
  total,
  points,
  testId,
}: {
  title: string;
  reservation: Reservation;
  checkin: string;
  checkout: string;
  /** The rooms after the change (null: as booked). */
  rooms: readonly UpdateRoom[] | null;
  prices: readonly ChangedRoomPrice[] | null;
  total: number;
  /**
   * Member points taken off `total` (the booking's point_discount, or what the change keeps); null when
   * the stay has no points to show (then no points line and no amount to pay).
   */
  points: number | null;
  testId: string;
}) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  const extras = reservation.extras_total;
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`}>{title}</h2>
      <p>
        {t('booking.dates', { checkin: displayDate(checkin), checkout: displayDate(checkout) })} (
        {nightsText(t, daysBetween(checkin, checkout))})
      </p>
      <ul>
        {reservation.rooms.map((booked) => {
          const line = t('booking.roomLine', { number: booked.room_index + 1, room: booked.room_type_name });
          const kept = rooms ? rooms.find((r) => r.room_index === booked.room_index) : booked;
          if (!kept) {
            return (
              <li key={booked.room_index} className="update-room--removed" data-testid="update-room-removed">
                {line} · {t('update.roomRemoved')}
              </li>
            );
          }
          const price = prices
            ? prices.find((p) => p.roomIndex === booked.room_index)?.totalPrice
            : booked.total_price;
          return (
            <li key={booked.room_index} data-testid="update-room">
              {line} · {booked.room_plan_name} · {partyText(t, kept.adults, kept.children)}
              {price !== undefined ? ` · ${money(price)}` : null}
            </li>
          );
        })}
      </ul>
      {extras > 0 ? <p>{t('update.extrasLine', { price: money(extras) })}</p> : null}
      <p className="update-total">
        {t('booking.total')}: <span data-testid={`${testId}-total`}>{money(total)}</span>
      </p>
      {points !== null ? (
        <dl className="update-points">
          <PointsUsedLine points={points} money={money} testId={`${testId}-points`} />
          <div>
            <dt>{t('update.toPay')}</dt>
            <dd data-testid={`${testId}-to-pay`}>{money(total - points)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

export function FailureNote({
  failure,
  currency,
  number,
  onReload,
}: {
  failure: UpdateFailure;
  currency: string;
  number: string;
  onReload: () => void;
}) {
  const { t, locale } = useI18n();
  const backToResults = (
    <GoLink
      path={SEARCH_PATH}
      changes={{ current_reservation: number, [UPDATE_ROOMS_KEY]: null }}
      className="button"
    >
      {t('update.chooseOther')}
    </GoLink>
  );
  const body = (() => {
    switch (failure.kind) {
      case 'price-moved':
        return <p>{t('update.priceMoved', { price: formatMoney(failure.totalPrice, currency, locale) })}</p>;
      case 'sold-out':
        return (
          <>
            <p>{t('update.soldOut')}</p>
            {backToResults}
          </>
        );
      case 'version-conflict':
        return (
          <>
            <p>{t('update.versionConflict')}</p>
            <button type="button" className="button" onClick={onReload}>
              {t('update.reload')}
            </button>
          </>
        );
      case 'not-updatable':
        return <p>{refusalText(t, failure.reason)}</p>;
      case 'pay-not-updatable':
        return (
          <>
            <p>{t('update.payNotUpdatable')}</p>
            {backToResults}
          </>
        );
      case 'not-found':
        return <p>{t('update.notFound')}</p>;
      default:
        return (
          <p>
            <strong>{failure.title}</strong> {failure.message}
          </p>
        );
    }
  })();
  return (
    <div
      className={`payment-note ${failure.kind === 'price-moved' ? 'payment-note--warning' : 'payment-note--error'}`}
      role="alert"
      data-testid="update-failure"
    >
      {body}
    </div>
  );
}
