import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { policySteps } from '../cancellation-policy/policy-steps.ts';
import type { CancellableReservation } from './cancel-api.ts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The stay about to be cancelled: dates, rooms with their plan and cancellation steps, and the total. */
export function StaySummary({ reservation }: { reservation: CancellableReservation }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(amount, reservation.currency, locale);
  return (
    <section className="booking-outcome__section" aria-labelledby="cancel-stay">
      <h2 id="cancel-stay">{t('cancel.stay')}</h2>
      <dl className="booking-outcome__list">
        <Row label={t('confirmation.checkin')}>{displayDate(reservation.checkin_date)}</Row>
        <Row label={t('confirmation.checkout')}>{displayDate(reservation.checkout_date)}</Row>
        <Row label={t('confirmation.total')}>{money(reservation.total_price)}</Row>
      </dl>
      {reservation.rooms.map((room) => (
        <div key={room.room_index} className="booking-outcome__room" data-testid="cancel-room">
          <h3>{t('confirmation.roomHeading', { number: room.room_index + 1, room: room.room_type_name })}</h3>
          <dl className="booking-outcome__list">
            <Row label={t('confirmation.plan')}>{room.room_plan_name}</Row>
            <Row label={t('confirmation.roomPrice')}>{money(room.total_price)}</Row>
          </dl>
          {room.cancellation_policy ? (
            <table className="cancel-policy">
              <caption>{t('policy.tableCaption', { name: room.cancellation_policy.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('policy.when')}</th>
                  <th scope="col">{t('policy.fee')}</th>
                </tr>
              </thead>
              <tbody>
                {policySteps(room.cancellation_policy).map((step) => (
                  <tr key={`${step.whenKey}-${step.whenParams?.days ?? ''}`}>
                    <th scope="row">{t(step.whenKey, step.whenParams)}</th>
                    <td>
                      {step.percentage === 0
                        ? t('policy.free')
                        : t('policy.percentage', { percent: step.percentage })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ))}
    </section>
  );
}
