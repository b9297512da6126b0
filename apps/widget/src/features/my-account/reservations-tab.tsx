import { useSearch } from 'wouter';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { displayDate } from '../../shared/hotel-date.ts';
import { goWith, hrefWith } from '../../shared/query-links.ts';
import { Spinner } from '../../shared/spinner.tsx';
import { useRemote } from '../../shared/use-remote.ts';
import {
  memberReservations,
  RESERVATION_TABS,
  type ReservationTab,
  type UserReservation,
} from './account-api.ts';
import { RESERVATIONS_PATH, reviewPath } from './member-only.ts';
import { Pager } from './pager.tsx';
import { TabList, TabPanel } from './tab-list.tsx';
import type { AccountKey, AccountT } from './texts.ts';

const TAB_LABEL: Readonly<Record<ReservationTab, AccountKey>> = {
  upcoming: 'reservations.tabUpcoming',
  completed: 'reservations.tabCompleted',
  cancelled: 'reservations.tabCancelled',
};
const EMPTY: Readonly<Record<ReservationTab, AccountKey>> = {
  upcoming: 'reservations.noneUpcoming',
  completed: 'reservations.noneCompleted',
  cancelled: 'reservations.noneCancelled',
};
/** Spec §3: a booked stay (done) reads "Reserved". */
const STATUS_LABEL: Readonly<Record<UserReservation['status'], AccountKey>> = {
  done: 'reservations.statusDone',
  cancelled: 'reservations.statusCancelled',
};

/** The list's tab and page from the address (spec §3: status upcoming and page 1 by default). */
export function listQuery(search: string): { status: ReservationTab; page: number } {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const page = Number(query.get('page'));
  return {
    status: RESERVATION_TABS.includes(status as ReservationTab) ? (status as ReservationTab) : 'upcoming',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The review address of a stay (spec §2 query hotelId, code): the hotel the stay is at; `code` stays
 * the widget's own hotel (spec §2 appends it from the settings), so the widget keeps its hotel while a
 * stay at another hotel of the brand is shown.
 */
export const reviewChanges = (stay: UserReservation) => ({
  hotelId: String(stay.hotel_id),
  status: null,
  page: null,
});

function StayItem({ stay, t }: { stay: UserReservation; t: AccountT }) {
  const { locale } = useI18n();
  const changes = reviewChanges(stay);
  return (
    <li className="account-stay" data-testid="member-reservation">
      <h3 className="account-stay__title">
        <a
          href={hrefWith(reviewPath(stay.number), changes)}
          onClick={(event) => {
            event.preventDefault();
            goWith(reviewPath(stay.number), changes);
          }}
        >
          {t('reservations.open', { number: stay.number })}
        </a>
      </h3>
      <p className="account-stay__hotel">{stay.hotel_name}</p>
      <p>
        {t('reservations.dates', {
          checkin: displayDate(stay.checkin_date),
          checkout: displayDate(stay.checkout_date),
          nights: stay.nights,
        })}
      </p>
      <p>
        {t('reservations.rooms', { rooms: stay.room_count, room: stay.room_type_name, plan: stay.plan_name })}
      </p>
      <p>{t('reservations.total', { amount: formatMoney(stay.total_price, stay.currency, locale) })}</p>
      <p>
        <span className="visually-hidden">{t('reservations.status')}: </span>
        <span
          className={`account-stay__status account-stay__status--${stay.status}`}
          data-testid="member-reservation-status"
        >
          {t(STATUS_LABEL[stay.status])}
        </span>
      </p>
    </li>
  );
}

/** The reservations tab: upcoming, completed and cancelled stays, a page at a time. */
export function ReservationsTab({ t }: { t: AccountT }) {
  const api = useApi();
  const { locale } = useI18n();
  const signedIn = useWidget((state) => state.user?.id ?? null);
  const { status, page } = listQuery(useSearch());
  const remote = useRemote(`${signedIn}|${status}|${page}|${locale}`, () =>
    memberReservations(api, status, page),
  );
  const go = (changes: { status?: ReservationTab; page?: number }) =>
    goWith(RESERVATIONS_PATH, {
      status: changes.status ?? status,
      page: String(changes.page ?? 1),
    });

  return (
    <section className="account-section" aria-labelledby="reservations-heading">
      <h2 id="reservations-heading">{t('reservations.heading')}</h2>
      <TabList
        label={t('reservations.statuses')}
        idPrefix="stays"
        tabs={RESERVATION_TABS.map((id) => ({ id, label: t(TAB_LABEL[id]) }))}
        current={status}
        onSelect={(next) => go({ status: next, page: 1 })}
      />
      <TabPanel idPrefix="stays" current={status}>
        {remote.status === 'loading' ? <Spinner label={t('account.loading')} /> : null}
        {remote.status === 'error' ? (
          <p className="payment-note payment-note--error" role="alert">
            {remote.error.message ?? remote.error.title}
          </p>
        ) : null}
        {remote.status === 'ready' ? (
          remote.data.data.length === 0 ? (
            <p data-testid="member-reservations-empty">{t(EMPTY[status])}</p>
          ) : (
            <>
              <ul className="account-stays">
                {remote.data.data.map((stay) => (
                  <StayItem key={stay.number} stay={stay} t={t} />
                ))}
              </ul>
              <Pager
                page={remote.data.page}
                pages={remote.data.total_pages}
                t={t}
                onPage={(next) => go({ page: next })}
              />
            </>
          )
        ) : null}
      </TabPanel>
    </section>
  );
}
