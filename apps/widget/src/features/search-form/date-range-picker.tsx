import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { MAX_NIGHTS } from '@yadori/contract/search.constants';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { formatCompactMoney } from '../../shared/compact-money.ts';
import { formatMoney } from '../../shared/format-money.ts';
import {
  addDays,
  daysBetween,
  daysInMonth,
  displayDate,
  monthOf,
  shiftMonth,
} from '../../shared/hotel-date.ts';
import { dateTimeFormat } from '../../shared/intl-formats.ts';
import type { MonthAvailability } from './availability-api.ts';
import { monthWeeks, moveFocus } from './calendar-keys.ts';
import { useMonthAvailability } from './use-month-availability.ts';

export interface DateRangePickerProps {
  checkin: string;
  checkout: string;
  /** One date only: check-out is the check-in day. */
  dayUse: boolean;
  /** Today in the hotel, and the first and last check-in dates it sells. */
  today: string;
  bookable: { first: string; last: string };
  currency: string;
  /** One month of per-day availability and lowest prices; prices are left out without it. */
  loadMonth?: (month: string) => Promise<MonthAvailability>;
  onChange: (checkin: string, checkout: string) => void;
  /** Escape, the close button, or a finished choice; the opener takes the focus back. */
  onClose: () => void;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

interface DayView {
  date: string;
  selectable: boolean;
  soldOut: boolean;
  price: string | null;
  /** The price shortened for narrow screens. */
  shortPrice: string | null;
  role: 'checkin' | 'checkout' | 'between' | null;
}

function describeDay(day: DayView, locale: Locale, today: string, t: Translate): string {
  const parts = [
    dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'full', timeZone: 'UTC' }).format(utcDate(day.date)),
  ];
  if (day.date === today) parts.push(t('searchForm.today'));
  if (day.role === 'checkin') parts.push(t('searchForm.checkin'));
  if (day.role === 'checkout') parts.push(t('searchForm.checkout'));
  if (day.soldOut) parts.push(t('searchForm.soldOut'));
  else if (day.price) parts.push(t('searchForm.priceFrom', { price: day.price }));
  else if (!day.selectable) parts.push(t('searchForm.unavailable'));
  return parts.join(', ');
}

/**
 * The date range picker: a dialog with one month's grid, used with the keyboard alone (arrows, Page
 * Up/Down, Home/End, Enter or Space) or by pointer. The first choice is the check-in, the second the
 * check-out (day use: one choice). Days before today or beyond the reservable period cannot be
 * chosen; sold-out days say so in text.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { checkin, checkout, dayUse, today, bookable, currency, onChange, onClose } = props;
  const { locale, t } = useI18n();
  const id = useId();
  const [focused, setFocused] = useState(
    checkin >= bookable.first && checkin <= bookable.last ? checkin : bookable.first,
  );
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState(t(dayUse ? 'searchForm.pickDayUse' : 'searchForm.pickCheckin'));
  const gridRef = useRef<HTMLTableElement>(null);
  const moveDomFocus = useRef(true);
  const month = monthOf(focused);
  const availability = useMonthAvailability(month, props.loadMonth);
  const bounds = {
    min: `${monthOf(bookable.first)}-01`,
    max: `${monthOf(addDays(bookable.last, 1))}-${daysInMonth(monthOf(addDays(bookable.last, 1)))}`,
  };

  useEffect(() => {
    if (!moveDomFocus.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const dayOf = (date: string) =>
    availability?.status === 'ready' ? availability.days.get(date) : undefined;
  const inRange = (date: string) => date >= bookable.first && date <= bookable.last;
  const canCheckin = (date: string) => inRange(date) && dayOf(date)?.bookable !== false;
  const canCheckout = (date: string) =>
    pending !== null &&
    date > pending &&
    daysBetween(pending, date) <= MAX_NIGHTS &&
    addDays(date, -1) <= bookable.last;

  const shownCheckin = pending ?? checkin;
  const shownCheckout = pending ? null : checkout;
  const view = (date: string): DayView => {
    const day = dayOf(date);
    const priced = day?.bookable && day.lowest_price !== null ? day.lowest_price : null;
    let role: DayView['role'] = null;
    if (date === shownCheckin) role = 'checkin';
    else if (!dayUse && date === shownCheckout) role = 'checkout';
    else if (shownCheckout && date > shownCheckin && date < shownCheckout) role = 'between';
    return {
      date,
      selectable: pending === null ? canCheckin(date) : canCheckout(date) || canCheckin(date),
      soldOut: inRange(date) && day?.bookable === false,
      price: priced !== null ? formatMoney(priced, currency, locale) : null,
      shortPrice: priced !== null ? formatCompactMoney(priced, currency, locale) : null,
      role,
    };
  };

  const choose = (date: string) => {
    if (pending !== null && canCheckout(date)) {
      onChange(pending, date);
      onClose();
      return;
    }
    if (!canCheckin(date)) return;
    if (dayUse) {
      onChange(date, date);
      onClose();
      return;
    }
    setPending(date);
    setMessage(t('searchForm.pickCheckout', { date: displayDate(date) }));
  };

  const onGridKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = moveFocus(focused, event.key, event.shiftKey, bounds);
    if (next === null) return;
    event.preventDefault();
    moveDomFocus.current = true;
    setFocused(next);
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep Tab inside the dialog while it is open.
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]):not([tabindex="-1"])'),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const stepMonth = (offset: number) => {
    moveDomFocus.current = false;
    const target = shiftMonth(month, offset);
    const day = Math.min(Number(focused.slice(8)), daysInMonth(target));
    const next = `${target}-${String(day).padStart(2, '0')}`;
    setFocused(next < bounds.min ? bounds.min : next > bounds.max ? bounds.max : next);
  };

  const tag = LOCALE_TAGS[locale];
  const monthTitle = dateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    utcDate(`${month}-01`),
  );
  // 2026-11-01 is a Sunday: the week's day names in the guest's language, Sunday first.
  const weekdays = Array.from({ length: 7 }, (_, i) => utcDate(addDays('2026-11-01', i)));
  const shortDay = dateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const longDay = dateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });

  return (
    <div
      className="date-picker"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-help`}
      onKeyDown={onDialogKey}
    >
      <div className="date-picker__header">
        <h2 id={`${id}-title`} className="date-picker__title">
          {t('searchForm.calendarTitle')}
        </h2>
        <button type="button" className="date-picker__close" onClick={onClose}>
          {t('searchForm.close')}
        </button>
      </div>
      <p id={`${id}-help`} className="date-picker__help">
        {t('searchForm.keyboardHelp')}
      </p>
      <div className="date-picker__nav">
        <button
          type="button"
          className="date-picker__month-button"
          aria-label={t('searchForm.previousMonth')}
          disabled={month <= monthOf(bounds.min)}
          onClick={() => stepMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={`${id}-month`} className="date-picker__month" aria-live="polite">
          {monthTitle}
        </h3>
        <button
          type="button"
          className="date-picker__month-button"
          aria-label={t('searchForm.nextMonth')}
          disabled={month >= monthOf(bounds.max)}
          onClick={() => stepMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={gridRef}
        className="date-picker__grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern is a table with the grid role
        role="grid"
        aria-labelledby={`${id}-month`}
        onKeyDown={onGridKey}
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={longDay.format(day)}>
                {shortDay.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell is known only by its column
                if (date === null) return <td key={`empty-${index}`} />;
                const day = view(date);
                const chosen = day.role === 'checkin' || day.role === 'checkout';
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: inside role=grid a cell is a gridcell, which has aria-selected
                  <td key={date} aria-selected={chosen}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-disabled={!day.selectable}
                      aria-label={describeDay(day, locale, today, t)}
                      className={`date-picker__day${day.role ? ` date-picker__day--${day.role}` : ''}${date === today ? ' date-picker__day--today' : ''}`}
                      onClick={() => {
                        setFocused(date);
                        choose(date);
                      }}
                    >
                      <span className="date-picker__date" aria-hidden="true">
                        {Number(date.slice(8))}
                      </span>
                      {day.soldOut ? (
                        <span className="date-picker__note" aria-hidden="true">
                          {t('searchForm.soldOutShort')}
                        </span>
                      ) : null}
                      {day.price ? (
                        <span className="date-picker__note" aria-hidden="true">
                          <span className="date-picker__price-full">{day.price}</span>
                          <span className="date-picker__price-short">{day.shortPrice}</span>
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="date-picker__status" role="status">
        {message}
        {availability?.status === 'loading' ? ` ${t('searchForm.pricesLoading')}` : ''}
        {availability?.status === 'failed' ? ` ${t('searchForm.pricesFailed')}` : ''}
      </p>
      {props.loadMonth ? <p className="date-picker__note-text">{t('searchForm.pricesNote')}</p> : null}
    </div>
  );
}
