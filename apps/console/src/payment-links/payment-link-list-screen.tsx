import { PAYMENT_LINK_STATES } from '@yadori/contract/payment-links.constants';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Field, fieldErrors } from '../forms/field.tsx';
import type { ApiFailure } from '../lib/api.ts';
import { formatDateTime, formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { Pagination } from '../parts/pagination.tsx';
import { retryFor } from '../parts/retry.ts';
import { ErrorNotice, Loading, Page } from '../shell/page.tsx';
import { QrDownloads } from './link-page-section.tsx';
import { LIST_FILTER_KEYS, listQuery, pageCount } from './payment-link-rules.ts';
import { PAYMENT_LINK_TEXTS } from './payment-links.texts.ts';
import {
  hotelQrImagePath,
  type PaymentLink,
  type PaymentLinksAnswer,
  paymentLinksApi,
} from './payment-links-api.ts';
import { StateBadge } from './state-badge.tsx';
import './payment-links.css';

/** The console's addresses of a hotel's payment links. */
export const paymentLinksHref = (hotelId: number, query = '') =>
  `/hotels/${hotelId}/payment-links${query ? `?${query}` : ''}`;
export const paymentLinkHref = (hotelId: number, number: string) =>
  `/hotels/${hotelId}/payment-links/${number}`;
/** The new-link form, for a stay when `reservationNumber` is given. */
export const newPaymentLinkHref = (hotelId: number, reservationNumber?: string) =>
  `/hotels/${hotelId}/payment-links/new${reservationNumber ? `?reservation=${encodeURIComponent(reservationNumber)}` : ''}`;

/** What the detail page gets from the list: the list's filters, for its way back. */
export interface FromLinkList {
  linkListSearch: string;
}

/**
 * `/hotels/:hotelId/payment-links` (`reservations.read`): the hotel's payment links, newest first, 25 a
 * page, by state or searched, the filters in the address; the way to a new one.
 */
export function PaymentLinkListScreen() {
  const t = useTexts(PAYMENT_LINK_TEXTS);
  const { me, may } = useSession();
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = me?.hotels.find((candidate) => candidate.id === hotelId);
  const search = useSearch();
  const current = new URLSearchParams(search);
  const query = listQuery(current, Number(current.get('page')) || 1);
  const allowed = may('reservations.read');
  const list = useResource(hotel && allowed ? `payment-links:${hotelId}?${query}` : null, () =>
    paymentLinksApi.list(hotelId, query),
  );

  if (!me) return null;
  if (!hotel || !allowed) {
    return (
      <Page title={t.title}>
        <p>{hotel ? t.notAllowed : t.unknownHotel}</p>
      </Page>
    );
  }
  const filtered = LIST_FILTER_KEYS.some((key) => current.get(key));
  return (
    <Page
      title={`${t.title} · ${hotel.name}`}
      actions={
        may('reservations.handle') ? (
          <Link href={newPaymentLinkHref(hotelId)} className="button">
            {t.newLink}
          </Link>
        ) : undefined
      }
    >
      <p>{t.intro}</p>
      {/* A new address (back, forward, a page link) gives the form the address's values again. */}
      <LinkFilters key={search} hotelId={hotelId} search={search} failure={list.error} />
      {list.error ? <ErrorNotice error={list.error} onRetry={retryFor(list.error, list.reload)} /> : null}
      {list.data ? (
        <LinkTable
          answer={list.data}
          hotelId={hotelId}
          hotelName={hotel.name}
          search={search}
          filtered={filtered}
        />
      ) : list.error ? null : (
        <Loading />
      )}
      <section aria-labelledby="booking-qr">
        <h2 id="booking-qr">{t.bookingQrTitle}</h2>
        <p className="muted">{t.bookingQrIntro}</p>
        <QrDownloads
          path={(format) => hotelQrImagePath(hotelId, format)}
          fileName={(format) => `booking-page-${hotel.code}.${format}`}
        />
      </section>
    </Page>
  );
}

function LinkFilters({
  hotelId,
  search,
  failure,
}: {
  hotelId: number;
  search: string;
  failure: ApiFailure | undefined;
}) {
  const t = useTexts(PAYMENT_LINK_TEXTS);
  const [, navigate] = useLocation();
  const current = new URLSearchParams(search);
  const [status, setStatus] = useState(current.get('status') ?? '');
  const [q, setQ] = useState(current.get('q') ?? '');
  const errors = fieldErrors(failure);
  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(paymentLinksHref(hotelId, listQuery(new URLSearchParams({ status, q }))));
  }
  return (
    <form className="filters" aria-label={t.filters} onSubmit={submit}>
      <div className="form-row">
        <Field label={t.search} hint={t.searchHint} error={errors('q')} className="field-wide">
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              maxLength={100}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t.state} error={errors('status')}>
          {(control) => (
            <select
              {...control}
              name="status"
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value)}
            >
              <option value="">{t.any}</option>
              {PAYMENT_LINK_STATES.map((state) => (
                <option key={state} value={state}>
                  {t.states[state]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="button-row">
        <button type="submit">{t.apply}</button>
        <button
          type="button"
          className="button-secondary"
          onClick={() => navigate(paymentLinksHref(hotelId))}
        >
          {t.clear}
        </button>
      </div>
    </form>
  );
}

function LinkTable({
  answer,
  hotelId,
  hotelName,
  search,
  filtered,
}: {
  answer: PaymentLinksAnswer;
  hotelId: number;
  hotelName: string;
  search: string;
  filtered: boolean;
}) {
  const t = useTexts(PAYMENT_LINK_TEXTS);
  if (answer.data.length === 0) return <p>{filtered ? t.noneMatching : t.noneYet}</p>;
  const filters = new URLSearchParams(search);
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption>{t.caption(hotelName, answer.total)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col" className="number">
                {t.amount}
              </th>
              <th scope="col">{t.purpose}</th>
              <th scope="col">{t.guest}</th>
              <th scope="col">{t.reservation}</th>
              <th scope="col">{t.state}</th>
              <th scope="col">{t.created}</th>
              <th scope="col">{t.paid}</th>
            </tr>
          </thead>
          <tbody>
            {answer.data.map((link) => (
              <LinkRow key={link.number} link={link} hotelId={hotelId} search={search} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={answer.page}
        totalPages={pageCount(answer.total, answer.per_page)}
        href={(page) => paymentLinksHref(hotelId, listQuery(filters, page))}
      />
    </>
  );
}

function LinkRow({ link, hotelId, search }: { link: PaymentLink; hotelId: number; search: string }) {
  const t = useTexts(PAYMENT_LINK_TEXTS);
  const locale = useLocale();
  const state: FromLinkList = { linkListSearch: search };
  return (
    <tr data-testid="payment-link-row">
      <th scope="row">
        <Link
          href={paymentLinkHref(hotelId, link.number)}
          state={state}
          className="json-value payment-link-number"
        >
          {link.number}
        </Link>
      </th>
      <td className="number">{formatMoney(locale, link.amount, link.currency)}</td>
      <td>
        {t.purposes[link.purpose]}
        {link.description ? (
          <>
            <br />
            <span className="muted">{link.description}</span>
          </>
        ) : null}
      </td>
      <td>
        {link.guest_name}
        {link.guest_email ? (
          <>
            <br />
            <span className="muted">{link.guest_email}</span>
          </>
        ) : null}
      </td>
      <td>
        {link.reservation_number ? (
          <Link href={`/hotels/${hotelId}/reservations/${link.reservation_number}`}>
            {link.reservation_number}
          </Link>
        ) : null}
      </td>
      <td>
        <StateBadge link={link} />
      </td>
      <td>
        <time dateTime={link.created_at}>{formatDateTime(locale, link.created_at)}</time>
      </td>
      <td>
        {link.paid_at ? <time dateTime={link.paid_at}>{formatDateTime(locale, link.paid_at)}</time> : null}
      </td>
    </tr>
  );
}
