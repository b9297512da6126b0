import { STAFF_GRID_MAX_DAYS } from '@yadori/contract/staff.constants';
import type { StaffRates } from '@yadori/contract/staff-rates.schema';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Field } from '../forms/field.tsx';
import { api } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { ErrorNotice, Loading, Page } from '../shell/page.tsx';
import { BulkEditForm } from './bulk-edit-form.tsx';
import { addDays, isIsoDate, monthEnd, monthStart, nightsIncluded, todayIn } from './dates.ts';
import { RATES_TEXTS } from './rates.texts.ts';
import { RatesGrid } from './rates-grid.tsx';

/** The nights of the address (`?from&to`), else the hotel's current month. */
function rangeOf(search: string, today: string): { from: string; to: string } {
  const query = new URLSearchParams(search);
  const from = query.get('from');
  const to = query.get('to');
  if (isIsoDate(from) && isIsoDate(to) && from <= to && nightsIncluded(from, to) <= STAFF_GRID_MAX_DAYS)
    return { from, to };
  return { from: monthStart(today), to: monthEnd(today) };
}

/**
 * `/hotels/:hotelId/rates`: the rates and availability calendar of a month or of a chosen range (at
 * most 93 nights), moved by weeks or months, and the bulk edit for those whose role may change rates.
 */
export function RatesScreen() {
  const t = useTexts(RATES_TEXTS);
  const { me, may } = useSession();
  const params = useParams<{ hotelId: string }>();
  const hotelId = Number(params.hotelId);
  const hotel = me?.hotels.find((h) => h.id === hotelId);
  const today = todayIn(hotel?.time_zone ?? 'UTC');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { from, to } = rangeOf(search, today);
  const grid = useResource(hotel ? `${hotelId}:${from}:${to}` : null, () =>
    api<{ data: StaffRates }>('GET', `/hotels/${hotelId}/rates?from=${from}&to=${to}`).then((a) => a.data),
  );

  const show = (range: { from: string; to: string }) =>
    navigate(`${location}?from=${range.from}&to=${range.to}`, { replace: true });
  const byWeeks = (weeks: number) => show({ from: addDays(from, 7 * weeks), to: addDays(to, 7 * weeks) });
  const byMonths = (months: number) => {
    const start = monthStart(from, months);
    return show({ from: start, to: monthEnd(start) });
  };

  if (!hotel) {
    return (
      <Page title={t.title}>
        <p>{t.unknownHotel}</p>
      </Page>
    );
  }

  return (
    <Page title={`${t.title} · ${hotel.name}`}>
      <RangePicker
        key={`${from}:${to}`}
        from={from}
        to={to}
        onShow={show}
        onWeeks={byWeeks}
        onMonths={byMonths}
        onThisMonth={() => show({ from: monthStart(today), to: monthEnd(today) })}
      />
      <ErrorNotice error={grid.error} onRetry={grid.reload} />
      {grid.data ? (
        grid.data.room_types.length === 0 ? (
          <p>
            {t.noRoomTypes}{' '}
            {may('hotel.configure') ? (
              <Link href={`/hotels/${hotelId}/setup/room-types`}>{t.toSetup}</Link>
            ) : null}
          </p>
        ) : (
          <>
            <RatesGrid rates={grid.data} currency={hotel.currency} today={today} />
            {may('rates.edit') ? (
              <BulkEditForm
                key={`${grid.data.from}:${grid.data.to}`}
                hotelId={hotelId}
                rates={grid.data}
                currency={hotel.currency}
                onApplied={grid.reload}
              />
            ) : (
              <p className="notice notice-info">{t.readOnly}</p>
            )}
          </>
        )
      ) : grid.loading ? (
        <Loading />
      ) : null}
    </Page>
  );
}

function RangePicker({
  from,
  to,
  onShow,
  onWeeks,
  onMonths,
  onThisMonth,
}: {
  from: string;
  to: string;
  onShow: (range: { from: string; to: string }) => void;
  onWeeks: (weeks: number) => void;
  onMonths: (months: number) => void;
  onThisMonth: () => void;
}) {
  const t = useTexts(RATES_TEXTS);
  const [first, setFirst] = useState(from);
  const [last, setLast] = useState(to);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isIsoDate(first) || !isIsoDate(last) || last < first) return setProblem(t.rangeBackwards);
    if (nightsIncluded(first, last) > STAFF_GRID_MAX_DAYS)
      return setProblem(t.rangeTooLong(STAFF_GRID_MAX_DAYS));
    onShow({ from: first, to: last });
  }

  return (
    <form className="rates-range" onSubmit={submit} aria-label={t.rangeLegend}>
      <div className="form-row">
        <Field label={t.from} required error={problem ? [problem] : undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={first}
              onChange={(e) => {
                setFirst(e.currentTarget.value);
                setProblem(null);
              }}
            />
          )}
        </Field>
        <Field label={t.to} required>
          {(control) => (
            <input
              {...control}
              type="date"
              value={last}
              onChange={(e) => {
                setLast(e.currentTarget.value);
                setProblem(null);
              }}
            />
          )}
        </Field>
        <div className="field">
          <button type="submit">{t.show}</button>
        </div>
      </div>
      <div className="rates-moves">
        <button type="button" className="button-secondary" onClick={() => onMonths(-1)}>
          <span aria-hidden="true">«</span>
          {t.previousMonth}
        </button>
        <button type="button" className="button-secondary" onClick={() => onWeeks(-1)}>
          <span aria-hidden="true">‹</span>
          {t.previousWeek}
        </button>
        <button type="button" className="button-secondary" onClick={onThisMonth}>
          {t.thisMonth}
        </button>
        <button type="button" className="button-secondary" onClick={() => onWeeks(1)}>
          {t.nextWeek}
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="button-secondary" onClick={() => onMonths(1)}>
          {t.nextMonth}
          <span aria-hidden="true">»</span>
        </button>
      </div>
    </form>
  );
}
