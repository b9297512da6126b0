import type {
  StaffReservationRow,
  StaffReservationsResponse,
} from '@yadori/contract/staff-reservations.schema';
import { Link, useParams, useSearch } from 'wouter';
import { FUNNEL_TEXTS } from '../analytics/funnel.texts.ts';
import { sourceName } from '../analytics/funnel-rules.ts';
import { api } from '../lib/api.ts';
import { formatDate, formatDateTime, formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { Pagination } from '../parts/pagination.tsx';
import { retryFor } from '../parts/retry.ts';
import { ErrorNotice, Loading, Page } from '../shell/page.tsx';
import { FILTER_KEYS, listHref, ReservationFilters } from './reservation-filters.tsx';
import { RESERVATION_LIST_TEXTS } from './reservation-list.texts.ts';
import { RESERVATION_TERMS_TEXTS } from './reservation-terms.texts.ts';
import { StatusBadges } from './status-badges.tsx';

/** What the detail page gets from the list: the list's filters, for its way back. */
export interface FromList {
  listSearch: string;
}

/**
 * `/hotels/:hotelId/reservations`: the hotel's reservations, 50 a page, with the filters in the
 * address (decision 058).
 */
export function ReservationListScreen() {
  const t = useTexts(RESERVATION_LIST_TEXTS);
  const params = useParams<{ hotelId: string }>();
  const hotelId = Number(params.hotelId);
  const search = useSearch();
  const current = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const key of [...FILTER_KEYS, 'page'] as const) {
    const value = current.get(key);
    if (value) query.set(key, value);
  }
  const path = `/hotels/${hotelId}/reservations${query.toString() ? `?${query}` : ''}`;
  const list = useResource(path, () => api<StaffReservationsResponse>('GET', path));

  return (
    <Page title={t.title}>
      {/* A new address (back, forward, a page link) gives the form the address's values again. */}
      <ReservationFilters key={search} hotelId={hotelId} search={search} failure={list.error} />
      {list.error ? <ErrorNotice error={list.error} onRetry={retryFor(list.error, list.reload)} /> : null}
      {list.data ? (
        <ReservationTable answer={list.data} hotelId={hotelId} search={search} />
      ) : list.error ? null : (
        <Loading />
      )}
    </Page>
  );
}

function ReservationTable({
  answer,
  hotelId,
  search,
}: {
  answer: StaffReservationsResponse;
  hotelId: number;
  search: string;
}) {
  const t = useTexts(RESERVATION_LIST_TEXTS);
  const funnel = useTexts(FUNNEL_TEXTS);
  const { me } = useSession();
  const hotel = me?.hotels.find((candidate) => candidate.id === hotelId);
  if (answer.data.length === 0) return <p>{t.none}</p>;
  const filters = new URLSearchParams(search);
  return (
    <>
      <div className="table-wrap">
        <table className="reservation-table">
          <caption>{t.caption(hotel?.name ?? `#${hotelId}`, answer.total_entries)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.guest}</th>
              <th scope="col">{t.checkin}</th>
              <th scope="col">{t.checkout}</th>
              <th scope="col" className="number">
                {t.rooms}
              </th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.payment}</th>
              <th scope="col" className="number">
                {t.total}
              </th>
              <th scope="col">{t.booked}</th>
              <th scope="col">{funnel.source}</th>
            </tr>
          </thead>
          <tbody>
            {answer.data.map((row) => (
              <ReservationRow key={row.number} row={row} hotelId={hotelId} search={search} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={answer.page}
        totalPages={answer.total_pages}
        href={(page) => listHref(hotelId, filters, page)}
      />
    </>
  );
}

function ReservationRow({
  row,
  hotelId,
  search,
}: {
  row: StaffReservationRow;
  hotelId: number;
  search: string;
}) {
  const t = useTexts(RESERVATION_LIST_TEXTS);
  const terms = useTexts(RESERVATION_TERMS_TEXTS);
  const funnel = useTexts(FUNNEL_TEXTS);
  const locale = useLocale();
  const state: FromList = { listSearch: search };
  return (
    <tr data-testid="reservation-row">
      <th scope="row">
        <Link href={`/hotels/${hotelId}/reservations/${row.number}`} state={state}>
          {row.number}
        </Link>
      </th>
      <td>
        {row.guest_name}
        <br />
        <span className="muted">{row.email}</span>
        {row.member || row.organization_name ? (
          <>
            <br />
            <span className="muted">{row.organization_name ?? t.member}</span>
          </>
        ) : null}
      </td>
      <td>{formatDate(locale, row.checkin_date)}</td>
      <td>
        {formatDate(locale, row.checkout_date)}
        <br />
        <span className="muted">{t.nights(row.nights)}</span>
      </td>
      <td className="number">{row.room_count}</td>
      <td>
        <StatusBadges status={row.status} noShow={row.no_show} staffModified={row.staff_modified} />
      </td>
      <td>
        {terms.paymentMethods[row.payment_method]}
        <br />
        <span className="muted">{terms.paymentStates[row.payment_state]}</span>
      </td>
      <td className="number">{formatMoney(locale, row.total_price, row.currency)}</td>
      <td>
        <time dateTime={row.created_at}>{formatDateTime(locale, row.created_at)}</time>
      </td>
      <td>{sourceName(row.source, funnel.direct)}</td>
    </tr>
  );
}
