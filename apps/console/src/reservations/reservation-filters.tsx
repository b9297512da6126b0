import { PAYMENT_METHODS, RESERVATION_STATUSES } from '@yadori/contract/reservation.constants';
import type { StaffReservationSort } from '@yadori/contract/staff-reservations.schema';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Field, fieldErrors } from '../forms/field.tsx';
import type { ApiFailure } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { RESERVATION_LIST_TEXTS } from './reservation-list.texts.ts';
import { RESERVATION_TERMS_TEXTS } from './reservation-terms.texts.ts';

/** The list's filters as the address keeps them (`page` aside), each one the API's query parameter. */
export const FILTER_KEYS = [
  'q',
  'status',
  'no_show',
  'checkin_from',
  'checkin_to',
  'created_from',
  'created_to',
  'payment_method',
  'sort',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Filters = Record<FilterKey, string>;

/** The address of the list of `hotelId` under `filters` at `page` (empty filters and page 1 left out). */
export function listHref(hotelId: number, filters: URLSearchParams, page = 1): string {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters.get(key)?.trim();
    if (value) query.set(key, value);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/hotels/${hotelId}/reservations${text ? `?${text}` : ''}`;
}

/**
 * The filter form: starts from the address's filters and, when sent, puts its values in the address
 * (page 1), so back, forward and reload show the same list. `failure` is the list's refusal, whose
 * words about a field (e.g. a check-in range ending before it starts) go next to that field.
 */
export function ReservationFilters({
  hotelId,
  search,
  failure,
}: {
  hotelId: number;
  search: string;
  failure: ApiFailure | undefined;
}) {
  const t = useTexts(RESERVATION_LIST_TEXTS);
  const terms = useTexts(RESERVATION_TERMS_TEXTS);
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<Filters>(() => {
    const current = new URLSearchParams(search);
    return Object.fromEntries(FILTER_KEYS.map((key) => [key, current.get(key) ?? ''])) as Filters;
  });
  const errors = fieldErrors(failure);
  const set = (key: FilterKey) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setFilters((previous) => ({ ...previous, [key]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(listHref(hotelId, new URLSearchParams(filters)));
  }

  const dateField = (key: FilterKey, label: string) => (
    <Field label={label} error={errors(key)}>
      {(control) => <input {...control} type="date" name={key} value={filters[key]} onChange={set(key)} />}
    </Field>
  );

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
              value={filters.q}
              onChange={set('q')}
            />
          )}
        </Field>
        <Field label={t.status} error={errors('status')}>
          {(control) => (
            <select {...control} name="status" value={filters.status} onChange={set('status')}>
              <option value="">{t.any}</option>
              {RESERVATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {terms.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.noShow} error={errors('no_show')}>
          {(control) => (
            <select {...control} name="no_show" value={filters.no_show} onChange={set('no_show')}>
              <option value="">{t.any}</option>
              <option value="true">{t.noShowOnly}</option>
              <option value="false">{t.noShowLeftOut}</option>
            </select>
          )}
        </Field>
        <Field label={t.paymentMethod} error={errors('payment_method')}>
          {(control) => (
            <select
              {...control}
              name="payment_method"
              value={filters.payment_method}
              onChange={set('payment_method')}
            >
              <option value="">{t.any}</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {terms.paymentMethods[method]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="form-row">
        {dateField('checkin_from', t.checkinFrom)}
        {dateField('checkin_to', t.checkinTo)}
        {dateField('created_from', t.createdFrom)}
        {dateField('created_to', t.createdTo)}
        <Field label={t.sort} error={errors('sort')}>
          {(control) => (
            <select {...control} name="sort" value={filters.sort || 'checkin_asc'} onChange={set('sort')}>
              {(Object.keys(t.sorts) as StaffReservationSort[]).map((sort) => (
                <option key={sort} value={sort}>
                  {t.sorts[sort]}
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
          onClick={() => navigate(listHref(hotelId, new URLSearchParams()))}
        >
          {t.clear}
        </button>
      </div>
    </form>
  );
}
