import type { Locale } from '@yadori/contract/locales';
import type { StaffRates } from '@yadori/contract/staff-rates.schema';
import { useState } from 'react';
import { formatDate, formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { nightsOf, weekdayOf } from './dates.ts';
import { RATES_TEXTS, type RatesTexts } from './rates.texts.ts';

type RoomType = StaffRates['room_types'][number];
type RatePlan = RoomType['plans'][number];

/** The adults a plan's row shows a price for: two where the room takes two, else its most. */
export function usualAdults(plan: Pick<RatePlan, 'max_adults'>): number {
  return Math.max(1, Math.min(2, plan.max_adults));
}

/**
 * The calendar of a hotel's nights: a column per night, a row group per room type (rooms to sell, sold,
 * sales) with a row per room plan under it (the usual adults' price and the plan's restrictions; the
 * other adult counts one button away). Sold out and closed say so in words, not in colour only.
 */
export function RatesGrid({
  rates,
  currency,
  today,
}: {
  rates: StaffRates;
  currency: string;
  today: string;
}) {
  const t = useTexts(RATES_TEXTS);
  const locale = useLocale();
  const nights = nightsOf(rates.from, rates.to);
  const caption = t.gridCaption(formatDate(locale, rates.from), formatDate(locale, rates.to));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="table-wrap rates-scroll" tabIndex={0} aria-label={caption}>
      <table className="rates-grid">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="rates-corner">
              {t.cornerHeader}
            </th>
            {nights.map((night) => (
              <NightHeader key={night} night={night} locale={locale} today={today} />
            ))}
          </tr>
        </thead>
        {rates.room_types.map((roomType) => (
          <RoomTypeRows
            key={roomType.id}
            roomType={roomType}
            nights={nights}
            currency={currency}
            locale={locale}
            t={t}
          />
        ))}
      </table>
    </section>
  );
}

function NightHeader({ night, locale, today }: { night: string; locale: Locale; today: string }) {
  const weekday = weekdayOf(night);
  const className = weekday === 0 || weekday === 6 ? 'rates-night rates-weekend' : 'rates-night';
  return (
    <th scope="col" className={className} aria-current={night === today ? 'date' : undefined}>
      <span className="rates-weekday">
        {formatDate(locale, night, { weekday: 'short', year: undefined, month: undefined, day: undefined })}
      </span>{' '}
      <span>{formatDate(locale, night, { year: undefined, month: 'numeric', day: 'numeric' })}</span>
    </th>
  );
}

function RoomTypeRows({
  roomType,
  nights,
  currency,
  locale,
  t,
}: {
  roomType: RoomType;
  nights: string[];
  currency: string;
  locale: Locale;
  t: RatesTexts;
}) {
  const byDate = new Map(roomType.nights.map((night) => [night.date, night]));
  const context = <span className="visually-hidden">{`${roomType.name}: `}</span>;
  return (
    <tbody className="rates-room-type">
      <tr className="rates-group-head">
        <th scope="rowgroup" colSpan={nights.length + 1}>
          <span className="rates-sticky">
            {roomType.name} <span className="muted">{roomType.code}</span>
          </span>
        </th>
      </tr>
      <tr>
        <th scope="row">
          {context}
          {t.rooms}
        </th>
        {nights.map((date) => (
          <td key={date} className="number">
            {byDate.get(date)?.allotment ?? 0}
          </td>
        ))}
      </tr>
      <tr>
        <th scope="row">
          {context}
          {t.sold}
        </th>
        {nights.map((date) => {
          const night = byDate.get(date);
          const sold = night?.sold ?? 0;
          const soldOut = night !== undefined && night.allotment > 0 && sold >= night.allotment;
          return (
            <td key={date} className={soldOut ? 'number rates-sold-out' : 'number'}>
              {sold}
              {soldOut ? (
                <span className="badge badge-warning rates-flag">
                  <span aria-hidden="true">● </span>
                  {t.soldOut}
                </span>
              ) : null}
            </td>
          );
        })}
      </tr>
      <tr>
        <th scope="row">
          {context}
          {t.sales}
        </th>
        {nights.map((date) => (
          <td key={date}>
            {byDate.get(date)?.closed ? <ClosedFlag t={t} /> : <span className="muted">{t.open}</span>}
          </td>
        ))}
      </tr>
      {roomType.plans.map((plan) => (
        <PlanRows
          key={plan.room_plan_id}
          roomType={roomType}
          plan={plan}
          nights={nights}
          currency={currency}
          locale={locale}
          t={t}
        />
      ))}
    </tbody>
  );
}

function ClosedFlag({ t }: { t: RatesTexts }) {
  return (
    <span className="badge badge-error rates-flag">
      <span aria-hidden="true">✕ </span>
      {t.closed}
    </span>
  );
}

function Price({
  price,
  currency,
  locale,
  t,
}: {
  price: number | undefined;
  currency: string;
  locale: Locale;
  t: RatesTexts;
}) {
  if (price === undefined)
    return (
      <span className="muted">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t.noPrice}</span>
      </span>
    );
  return <span className="rates-price">{formatMoney(locale, price, currency)}</span>;
}

function PlanRows({
  roomType,
  plan,
  nights,
  currency,
  locale,
  t,
}: {
  roomType: RoomType;
  plan: RatePlan;
  nights: string[];
  currency: string;
  locale: Locale;
  t: RatesTexts;
}) {
  const [expanded, setExpanded] = useState(false);
  const byDate = new Map(plan.nights.map((night) => [night.date, night]));
  const usual = usualAdults(plan);
  const others = Array.from({ length: plan.max_adults }, (_, i) => i + 1).filter((n) => n !== usual);
  const rowsId = `rates-plan-${plan.room_plan_id}-adults`;
  const context = <span className="visually-hidden">{`${roomType.name}: `}</span>;
  return (
    <>
      <tr className="rates-plan">
        <th scope="row">
          {context}
          <span className="rates-plan-name">{plan.name}</span> <span className="muted">{plan.code}</span>
          <span className="rates-plan-adults"> · {t.adults(usual)}</span>
          {others.length > 0 ? (
            <button
              type="button"
              className="button-secondary rates-toggle"
              aria-expanded={expanded}
              aria-controls={expanded ? others.map((n) => `${rowsId}-${n}`).join(' ') : undefined}
              onClick={() => setExpanded((open) => !open)}
            >
              {t.otherAdults}
              <span className="visually-hidden">{`: ${plan.name}`}</span>
            </button>
          ) : null}
        </th>
        {nights.map((date) => {
          const night = byDate.get(date);
          return (
            <td key={date} className="rates-plan-night">
              <Price price={night?.prices[String(usual)]} currency={currency} locale={locale} t={t} />
              {night?.closed ? <ClosedFlag t={t} /> : null}
              {night?.closed_to_arrival ? (
                <span className="badge rates-flag">
                  <span aria-hidden="true">⇥ </span>
                  {t.closedToArrival}
                </span>
              ) : null}
              {night?.min_nights ? (
                <span className="rates-flag rates-min">{t.minNights(night.min_nights)}</span>
              ) : null}
            </td>
          );
        })}
      </tr>
      {expanded
        ? others.map((adults) => (
            <tr key={adults} id={`${rowsId}-${adults}`} className="rates-plan-more">
              <th scope="row">
                <span className="visually-hidden">{`${roomType.name}: ${plan.name} `}</span>
                {t.adults(adults)}
              </th>
              {nights.map((date) => (
                <td key={date}>
                  <Price
                    price={byDate.get(date)?.prices[String(adults)]}
                    currency={currency}
                    locale={locale}
                    t={t}
                  />
                </td>
              ))}
            </tr>
          ))
        : null}
    </>
  );
}

/** Room types and plans named for the bulk edit's menus. */
export type { RatePlan, RoomType };
