import type { StaffBulkRatesResult, StaffRates } from '@yadori/contract/staff-rates.schema';
import { type FormEvent, useState } from 'react';
import { CheckboxField, Field, fieldErrors, numberOrUndefined, RequiredNote } from '../forms/field.tsx';
import { FORMS_TEXTS } from '../forms/forms.texts.ts';
import { moneyStep, toMinorUnits } from '../forms/money.ts';
import { ApiFailure, api } from '../lib/api.ts';
import { formatDate, useLocale, useTexts } from '../lib/i18n.ts';
import { StatusNotice } from '../shell/page.tsx';
import { addDays } from './dates.ts';
import { RATES_TEXTS } from './rates.texts.ts';
import { usualAdults } from './rates-grid.tsx';

type Choice = '' | 'true' | 'false';
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** A Sunday: the weekday names are read from the week that starts on it. */
const A_SUNDAY = '2023-01-01';

/** The body of `POST /staff/hotels/:hotelId/rates/bulk` (contract staffBulkRatesBodySchema's input). */
interface BulkBody {
  from: string;
  to: string;
  weekdays?: number[];
  room_type_id: number;
  allotment?: number;
  room_closed?: boolean;
  room_plan_id?: number;
  prices?: Record<string, number>;
  plan_closed?: boolean;
  closed_to_arrival?: boolean;
  min_nights?: number | null;
  below_sold: 'refuse' | 'clamp';
}

/** The nights of a 409 refusal (`details.nights`: the dates whose rooms sold exceed the allotment asked). */
export function refusedNights(failure: ApiFailure | undefined): string[] {
  const nights = failure?.details.nights;
  return Array.isArray(nights) ? nights.filter((night): night is string => typeof night === 'string') : [];
}

const choice = (value: Choice) => (value === '' ? undefined : value === 'true');

/**
 * One change over many nights: a room type's rooms to sell and stop-sell, and (with one of its room
 * plans) the plan's prices by adults and its restrictions. Fields left empty are not sent, so each
 * night keeps its own value.
 */
export function BulkEditForm({
  hotelId,
  rates,
  currency,
  onApplied,
}: {
  hotelId: number;
  rates: StaffRates;
  currency: string;
  onApplied: () => void;
}) {
  const t = useTexts(RATES_TEXTS);
  const forms = useTexts(FORMS_TEXTS);
  const locale = useLocale();
  const [from, setFrom] = useState(rates.from);
  const [to, setTo] = useState(rates.to);
  const [weekdays, setWeekdays] = useState<number[]>([...WEEKDAYS]);
  const [roomTypeId, setRoomTypeId] = useState(String(rates.room_types[0]?.id ?? ''));
  const [roomPlanId, setRoomPlanId] = useState('');
  const [allotment, setAllotment] = useState('');
  const [roomClosed, setRoomClosed] = useState<Choice>('');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [planClosed, setPlanClosed] = useState<Choice>('');
  const [closedToArrival, setClosedToArrival] = useState<Choice>('');
  const [minNights, setMinNights] = useState('');
  const [clearMinNights, setClearMinNights] = useState(false);
  const [belowSold, setBelowSold] = useState<'refuse' | 'clamp'>('refuse');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [done, setDone] = useState<string | null>(null);

  const roomType = rates.room_types.find((type) => String(type.id) === roomTypeId);
  const plan = roomType?.plans.find((p) => String(p.room_plan_id) === roomPlanId);
  const errors = fieldErrors(failure);
  const adultCounts = plan ? Array.from({ length: plan.max_adults }, (_, i) => i + 1) : [];
  const weekdayName = (day: number) =>
    formatDate(locale, addDays(A_SUNDAY, day), {
      weekday: 'long',
      year: undefined,
      month: undefined,
      day: undefined,
    });

  function body(): BulkBody {
    const out: BulkBody = { from, to, room_type_id: Number(roomTypeId), below_sold: belowSold };
    if (weekdays.length < WEEKDAYS.length) out.weekdays = [...weekdays].sort();
    const rooms = numberOrUndefined(allotment);
    if (rooms !== undefined) out.allotment = rooms;
    const closed = choice(roomClosed);
    if (closed !== undefined) out.room_closed = closed;
    if (plan) {
      out.room_plan_id = plan.room_plan_id;
      const typed = Object.entries(prices).flatMap(([adults, value]) => {
        const minor = toMinorUnits(value, currency);
        return minor === undefined ? [] : [[adults, minor] as const];
      });
      if (typed.length > 0) out.prices = Object.fromEntries(typed);
      const shut = choice(planClosed);
      if (shut !== undefined) out.plan_closed = shut;
      const arrival = choice(closedToArrival);
      if (arrival !== undefined) out.closed_to_arrival = arrival;
      if (clearMinNights) out.min_nights = null;
      else if (numberOrUndefined(minNights) !== undefined) out.min_nights = Number(minNights);
    }
    return out;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    setDone(null);
    try {
      const answer = await api<{ data: StaffBulkRatesResult }>(
        'POST',
        `/hotels/${hotelId}/rates/bulk`,
        body(),
      );
      const clamped = answer.data.clamped_nights.map((night) => formatDate(locale, night)).join(', ');
      setDone([t.applied(answer.data.nights), clamped ? t.clamped(clamped) : ''].filter(Boolean).join(' '));
      onApplied();
    } catch (error) {
      setFailure(error instanceof ApiFailure ? error : undefined);
      if (error instanceof ApiFailure && error.status === 409) onApplied();
    } finally {
      setBusy(false);
    }
  }

  const nights = refusedNights(failure);
  const tri = (
    value: Choice,
    set: (v: Choice) => void,
    yes: string,
    no: string,
    label: string,
    name: string,
  ) => (
    <Field label={label} error={errors(name)}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => set(event.currentTarget.value as Choice)}>
          <option value="">{forms.unchanged}</option>
          <option value="false">{no}</option>
          <option value="true">{yes}</option>
        </select>
      )}
    </Field>
  );

  return (
    <section className="bulk-edit" aria-labelledby="bulk-edit-title">
      <h2 id="bulk-edit-title">{t.bulkTitle}</h2>
      <p>{t.bulkIntro}</p>
      <RequiredNote />
      {failure ? (
        <div className="notice notice-error" role="alert">
          <p>{failure.message}</p>
          {nights.length > 0 ? (
            <>
              <p>{t.refusedNights}</p>
              <ul className="refused-nights">
                {nights.map((night) => (
                  <li key={night}>{formatDate(locale, night, { weekday: 'short' })}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <form onSubmit={submit}>
        <div className="form-row">
          <Field label={t.from} required error={errors('from')}>
            {(control) => (
              <input {...control} type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
            )}
          </Field>
          <Field label={t.to} required error={errors('to')}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={to}
                min={from}
                onChange={(e) => setTo(e.currentTarget.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="weekday-boxes">
          <legend>{t.weekdays}</legend>
          {WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              label={weekdayName(day)}
              checked={weekdays.includes(day)}
              onChange={(on) => setWeekdays((days) => (on ? [...days, day] : days.filter((d) => d !== day)))}
            />
          ))}
          {errors('weekdays', true) ? (
            <p className="field-error">{errors('weekdays', true)!.join(' ')}</p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{t.roomLegend}</legend>
          <div className="form-row">
            <Field label={t.roomType} required error={errors('room_type_id')}>
              {(control) => (
                <select
                  {...control}
                  value={roomTypeId}
                  onChange={(event) => {
                    setRoomTypeId(event.currentTarget.value);
                    setRoomPlanId('');
                    setPrices({});
                  }}
                >
                  {rates.room_types.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name} ({type.code})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t.allotment} hint={t.blankKeeps} error={errors('allotment')}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={allotment}
                  onChange={(event) => setAllotment(event.currentTarget.value)}
                />
              )}
            </Field>
            {tri(roomClosed, setRoomClosed, t.sellClosed, t.sellOpen, t.roomSales, 'room_closed')}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t.planLegend}</legend>
          <Field label={t.roomPlan} error={errors('room_plan_id')}>
            {(control) => (
              <select
                {...control}
                value={roomPlanId}
                onChange={(event) => {
                  setRoomPlanId(event.currentTarget.value);
                  setPrices({});
                }}
              >
                <option value="">{t.roomTypeOnly}</option>
                {roomType?.plans.map((p) => (
                  <option key={p.room_plan_id} value={p.room_plan_id}>
                    {p.name} ({p.code})
                  </option>
                ))}
              </select>
            )}
          </Field>
          {plan ? (
            <>
              <fieldset className="price-boxes">
                <legend>{t.pricesLegend(currency)}</legend>
                <p className="muted">{t.pricesHint}</p>
                <div className="form-row">
                  {adultCounts.map((adults) => (
                    <Field key={adults} label={t.adults(adults)} error={errors(`prices.${adults}`)}>
                      {(control) => (
                        <input
                          {...control}
                          type="number"
                          inputMode="decimal"
                          min={0}
                          step={moneyStep(currency)}
                          className={adults === usualAdults(plan) ? 'price-usual' : undefined}
                          value={prices[adults] ?? ''}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setPrices((all) => ({ ...all, [adults]: value }));
                          }}
                        />
                      )}
                    </Field>
                  ))}
                </div>
                {errors('prices') ? <p className="field-error">{errors('prices')!.join(' ')}</p> : null}
              </fieldset>
              <div className="form-row">
                {tri(planClosed, setPlanClosed, t.sellClosed, t.sellOpen, t.planSales, 'plan_closed')}
                {tri(
                  closedToArrival,
                  setClosedToArrival,
                  t.arrivalsClosed,
                  t.arrivalsAllowed,
                  t.arrivals,
                  'closed_to_arrival',
                )}
                <Field label={t.minNightsField} hint={t.blankKeeps} error={errors('min_nights')}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      disabled={clearMinNights}
                      value={minNights}
                      onChange={(event) => setMinNights(event.currentTarget.value)}
                    />
                  )}
                </Field>
                <CheckboxField
                  label={t.clearMinNights}
                  checked={clearMinNights}
                  onChange={setClearMinNights}
                />
              </div>
            </>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{t.belowSold}</legend>
          {(['refuse', 'clamp'] as const).map((value) => (
            <label key={value} className="field-inline radio-line">
              <input
                type="radio"
                name="below_sold"
                value={value}
                checked={belowSold === value}
                onChange={() => setBelowSold(value)}
              />
              {value === 'refuse' ? t.belowSoldRefuse : t.belowSoldClamp}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={busy || !roomType}>
          {busy ? t.applying : t.apply}
        </button>
      </form>
      <StatusNotice message={done} />
    </section>
  );
}
