import { RESERVATION_STATUSES } from '@yadori/contract/reservation.constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApi, useWidget } from '../../../app/widget-context.tsx';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { TextField } from '../../../shared/form-fields.tsx';
import { Spinner } from '../../../shared/spinner.tsx';
import { useRemote } from '../../../shared/use-remote.ts';
import { Pager } from '../pager.tsx';
import { periodErrors } from './export-rules.ts';
import {
  type OrganizationRef,
  organizationReservations,
  type ReservationFilters,
} from './organization-api.ts';
import { STATUS_LABEL } from './reservation-status.ts';
import { ReservationsTable } from './reservations-table.tsx';
import type { AdminT } from './texts.ts';

const NO_FILTERS: ReservationFilters = { checkinFrom: '', checkinTo: '', status: '' };
const FROM_ID = 'organization-filter-from';
const TO_ID = 'organization-filter-to';
const STATUS_ID = 'organization-filter-status';

/** The filters' form: check-in from and to (either may stay empty) and a status. */
function FiltersForm({ t, onApply }: { t: AdminT; onApply: (filters: ReservationFilters) => void }) {
  const [draft, setDraft] = useState<ReservationFilters>(NO_FILTERS);
  const [errors, setErrors] = useState<ReturnType<typeof periodErrors>>({});
  const set = (changes: Partial<ReservationFilters>) => setDraft((previous) => ({ ...previous, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(draft.checkinFrom, draft.checkinTo, { required: false });
    setErrors(found);
    const bad = found.from ? FROM_ID : found.to ? TO_ID : null;
    if (bad) {
      document.getElementById(bad)?.focus();
      return;
    }
    onApply(draft);
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setErrors({});
    onApply(NO_FILTERS);
  };
  return (
    <form className="organization-filters" noValidate onSubmit={submit} aria-label={t('list.filters')}>
      <TextField
        id={FROM_ID}
        label={t('list.from')}
        type="date"
        value={draft.checkinFrom}
        onChange={(value) => set({ checkinFrom: value })}
        error={errors.from ? t(errors.from) : undefined}
      />
      <TextField
        id={TO_ID}
        label={t('list.to')}
        type="date"
        value={draft.checkinTo}
        onChange={(value) => set({ checkinTo: value })}
        error={errors.to ? t(errors.to) : undefined}
      />
      <div className="gd-field">
        <label htmlFor={STATUS_ID}>{t('list.status')}</label>
        <select
          id={STATUS_ID}
          name={STATUS_ID}
          value={draft.status}
          onChange={(event) => set({ status: event.target.value as ReservationFilters['status'] })}
        >
          <option value="">{t('list.anyStatus')}</option>
          {RESERVATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABEL[status])}
            </option>
          ))}
        </select>
      </div>
      <div className="organization-filters__buttons">
        <button type="submit" className="button">
          {t('list.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={reset}>
          {t('list.reset')}
        </button>
      </div>
    </form>
  );
}

/**
 * The organization's reservations (spec §6 "stays"): filtered by check-in dates and status, a page at
 * a time; a new filter starts again at page 1. After a page change focus goes to the count above the
 * list, so a keyboard or screen reader user starts reading the new page from its top.
 */
export function OrganizationReservations({
  organization,
  name,
  t,
}: {
  organization: OrganizationRef;
  name: string;
  t: AdminT;
}) {
  const api = useApi();
  const { locale } = useI18n();
  const memberId = useWidget((state) => state.user?.id ?? null);
  const [filters, setFilters] = useState<ReservationFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [moved, setMoved] = useState(0);
  const count = useRef<HTMLParagraphElement>(null);
  const key = [
    memberId,
    organization.brandId,
    organization.organizationId,
    filters.checkinFrom,
    filters.checkinTo,
    filters.status,
    page,
    locale,
  ].join('|');
  const remote = useRemote(key, () => organizationReservations(api, organization, filters, page));
  const ready = remote.status === 'ready';
  useEffect(() => {
    if (moved > 0 && ready) count.current?.focus();
  }, [moved, ready]);

  return (
    <section className="account-section" aria-labelledby="organization-reservations-heading">
      <h2 id="organization-reservations-heading">{t('list.heading')}</h2>
      <FiltersForm
        t={t}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {remote.status === 'loading' ? <Spinner label={t('admin.loading')} /> : null}
      {remote.status === 'error' ? (
        <p className="payment-note payment-note--error" role="alert">
          {remote.error.message ?? t('admin.loadFailed')}
        </p>
      ) : null}
      {remote.status === 'ready' ? (
        <>
          <p ref={count} tabIndex={-1} className="organization-count" data-testid="organization-count">
            {t('list.found', { count: remote.data.total_entries })}
          </p>
          {remote.data.data.length === 0 ? (
            <p data-testid="organization-reservations-empty">{t('list.none')}</p>
          ) : (
            <ReservationsTable
              reservations={remote.data.data}
              caption={t('list.caption', { organization: name })}
              t={t}
            />
          )}
          <Pager
            page={remote.data.page}
            pages={remote.data.total_pages}
            t={t}
            onPage={(next) => {
              setPage(next);
              setMoved((n) => n + 1);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
