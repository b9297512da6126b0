import { FUNNEL_MAX_DAYS, FUNNEL_STEPS, type FunnelStep } from '@yadori/contract/analytics.constants';
import type { FunnelCounts } from '@yadori/contract/analytics.schema';
import { type FormEvent, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { Field } from '../forms/field.tsx';
import { formatDate, LANGUAGE_TAGS, useLocale, useTexts } from '../lib/i18n.ts';
import { useSession } from '../lib/session.tsx';
import { useResource } from '../lib/use-resource.ts';
import { retryFor } from '../parts/retry.ts';
import { todayIn } from '../rates/dates.ts';
import { ErrorNotice, Loading, Page } from '../shell/page.tsx';
import { analyticsApi, type StaffFunnel } from './analytics-api.ts';
import { FUNNEL_TEXTS } from './funnel.texts.ts';
import {
  conversion,
  defaultFunnelRange,
  FUNNEL_DEFAULT_DAYS,
  type FunnelRange,
  funnelRangeOf,
  funnelRangeProblem,
  rowsByDate,
  sourceName,
} from './funnel-rules.ts';

/**
 * `/hotels/:hotelId/funnel` (`reservations.read`): searches, room selections, checkouts and bookings
 * on the hotel's calendar days — the last 30 unless the address (`?from&to`) names up to 92 — by
 * source with their totals, and by day (decision 061).
 */
export function FunnelScreen() {
  const t = useTexts(FUNNEL_TEXTS);
  const { me, may } = useSession();
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const hotel = me?.hotels.find((candidate) => candidate.id === hotelId);
  const allowed = may('reservations.read');
  const today = todayIn(hotel?.time_zone ?? 'UTC');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const range = funnelRangeOf(search, today);
  const funnel = useResource(hotel && allowed ? `funnel:${hotelId}:${range.from}:${range.to}` : null, () =>
    analyticsApi.funnel(hotelId, range),
  );

  if (!me) return null;
  if (!hotel || !allowed) {
    return (
      <Page title={t.title}>
        <p>{hotel ? t.notAllowed : t.unknownHotel}</p>
      </Page>
    );
  }
  const show = (next: FunnelRange) =>
    navigate(`${location}?from=${next.from}&to=${next.to}`, { replace: true });
  return (
    <Page title={`${t.title} · ${hotel.name}`}>
      <p>{t.intro}</p>
      <RangeForm
        key={`${range.from}:${range.to}`}
        range={range}
        onShow={show}
        onDefault={() => show(defaultFunnelRange(today))}
      />
      {funnel.error ? (
        <ErrorNotice error={funnel.error} onRetry={retryFor(funnel.error, funnel.reload)} />
      ) : null}
      {funnel.data ? <FunnelTables funnel={funnel.data} /> : funnel.error ? null : <Loading />}
    </Page>
  );
}

function RangeForm({
  range,
  onShow,
  onDefault,
}: {
  range: FunnelRange;
  onShow: (range: FunnelRange) => void;
  onDefault: () => void;
}) {
  const t = useTexts(FUNNEL_TEXTS);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = funnelRangeProblem(from, to);
    if (wrong === 'backwards') return setProblem(t.rangeBackwards);
    if (wrong === 'tooLong') return setProblem(t.rangeTooLong(FUNNEL_MAX_DAYS));
    onShow({ from, to });
  }
  const dateField = (label: string, value: string, set: (value: string) => void, error?: string) => (
    <Field label={label} required error={error ? [error] : undefined}>
      {(control) => (
        <input
          {...control}
          type="date"
          value={value}
          onChange={(event) => {
            set(event.currentTarget.value);
            setProblem(null);
          }}
        />
      )}
    </Field>
  );
  return (
    <form className="filters" aria-label={t.rangeLegend} onSubmit={submit}>
      <div className="form-row">
        {dateField(t.from, from, setFrom)}
        {dateField(t.to, to, setTo, problem ?? undefined)}
      </div>
      <div className="button-row">
        <button type="submit">{t.show}</button>
        <button type="button" className="button-secondary" onClick={onDefault}>
          {t.lastDays(FUNNEL_DEFAULT_DAYS)}
        </button>
      </div>
    </form>
  );
}

/** The four steps' counts and the conversion, as cells, in the console's language. */
function CountCells({ counts }: { counts: FunnelCounts }) {
  const locale = useLocale();
  const numbers = new Intl.NumberFormat(LANGUAGE_TAGS[locale]);
  const percent = new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const rate = conversion(counts);
  return (
    <>
      {FUNNEL_STEPS.map((step) => (
        <td key={step} className="number">
          {numbers.format(counts[step])}
        </td>
      ))}
      <td className="number">{rate === null ? '—' : percent.format(rate)}</td>
    </>
  );
}

function StepHeads({ steps }: { steps: Record<FunnelStep, string> }) {
  const t = useTexts(FUNNEL_TEXTS);
  return (
    <>
      {FUNNEL_STEPS.map((step) => (
        <th key={step} scope="col" className="number">
          {steps[step]}
        </th>
      ))}
      <th scope="col" className="number">
        {t.conversion}
      </th>
    </>
  );
}

function FunnelTables({ funnel }: { funnel: StaffFunnel }) {
  const t = useTexts(FUNNEL_TEXTS);
  const locale = useLocale();
  const from = formatDate(locale, funnel.from);
  const to = formatDate(locale, funnel.to);
  const days = rowsByDate(funnel.rows);
  return (
    <>
      <p className="muted">{t.stepsExplained}</p>
      <section aria-labelledby="funnel-by-source">
        <h2 id="funnel-by-source">{t.bySourceTitle}</h2>
        <div className="table-wrap">
          <table>
            <caption>{t.bySourceCaption(from, to)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.source}</th>
                <StepHeads steps={t.steps} />
              </tr>
            </thead>
            <tbody>
              {funnel.sources.map((row) => (
                <tr key={row.source} data-testid="funnel-source-row">
                  <th scope="row">{sourceName(row.source, t.direct)}</th>
                  <CountCells counts={row} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.allSources}</th>
                <CountCells counts={funnel.totals} />
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="muted">{t.conversionHint}</p>
      </section>
      <section aria-labelledby="funnel-by-day">
        <h2 id="funnel-by-day">{t.byDayTitle}</h2>
        {days.length === 0 ? (
          <p>{t.noDays}</p>
        ) : (
          <>
            <p className="muted">{t.byDayHint}</p>
            <div className="table-wrap">
              <table>
                <caption>{t.byDayCaption(from, to)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.date}</th>
                    <th scope="col">{t.source}</th>
                    <StepHeads steps={t.steps} />
                  </tr>
                </thead>
                {days.map((day) => (
                  <tbody key={day.date}>
                    {day.rows.map((row, index) => (
                      <tr key={row.source}>
                        {index === 0 ? (
                          <th scope="rowgroup" rowSpan={day.rows.length}>
                            <time dateTime={day.date}>
                              {formatDate(locale, day.date, { weekday: 'short' })}
                            </time>
                          </th>
                        ) : null}
                        <th scope="row">{sourceName(row.source, t.direct)}</th>
                        <CountCells counts={row} />
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}
