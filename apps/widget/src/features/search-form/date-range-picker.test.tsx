import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { daysInMonth } from '../../shared/hotel-date.ts';
import type { MonthAvailability } from './availability-api.ts';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker.tsx';

beforeEach(() => i18n.use('en', en));
afterEach(cleanup);

/** A month where the 10th is sold out and every other day costs ¥12,000. */
function monthData(month: string): MonthAvailability {
  return {
    month,
    currency: 'JPY',
    days: Array.from({ length: daysInMonth(month) }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, '0')}`;
      const soldOut = date.endsWith('-10');
      return { date, bookable: !soldOut, lowest_price: soldOut ? null : 12000 };
    }),
  };
}

function renderPicker(overrides: Partial<DateRangePickerProps> = {}) {
  const onChange = vi.fn();
  const onClose = vi.fn();
  const loadMonth = vi.fn(async (month: string) => monthData(month));
  render(
    <DateRangePicker
      checkin="2026-12-01"
      checkout="2026-12-03"
      dayUse={false}
      today="2026-11-24"
      bookable={{ first: '2026-11-24', last: '2027-11-24' }}
      currency="JPY"
      loadMonth={loadMonth}
      onChange={onChange}
      onClose={onClose}
      {...overrides}
    />,
  );
  return { onChange, onClose, loadMonth };
}

const focusedDay = () => document.activeElement?.getAttribute('data-date');
const key = (name: string, shiftKey = false) =>
  fireEvent.keyDown(document.activeElement as Element, { key: name, shiftKey });
// Lets the fake API's promise chains settle (a macrotask), then renders what they set: Preact's act,
// unlike React's, awaits only the callback's own promise.
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('DateRangePicker', () => {
  it('opens as a labelled dialog with the check-in day focused', async () => {
    renderPicker();
    await flush();
    expect(screen.getByRole('dialog', { name: 'Choose your dates' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
    expect(focusedDay()).toBe('2026-12-01');
  });

  it('moves with arrows, Page Up/Down and Home/End, changing month as it goes', async () => {
    renderPicker();
    await flush();
    key('ArrowRight');
    expect(focusedDay()).toBe('2026-12-02');
    key('ArrowDown');
    expect(focusedDay()).toBe('2026-12-09');
    key('Home');
    expect(focusedDay()).toBe('2026-12-06');
    key('End');
    expect(focusedDay()).toBe('2026-12-12');
    key('PageDown');
    expect(focusedDay()).toBe('2027-01-12');
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeTruthy();
    key('PageUp');
    key('PageUp');
    expect(focusedDay()).toBe('2026-11-12');
    key('ArrowUp');
    key('ArrowUp');
    expect(focusedDay()).toBe('2026-11-01');
  });

  it('chooses check-in then check-out with Enter and closes', async () => {
    const { onChange, onClose } = renderPicker();
    await flush();
    key('ArrowRight');
    key('ArrowRight');
    key('ArrowRight');
    key('ArrowRight');
    key('Enter');
    expect(screen.getByRole('status').textContent).toContain(
      'Check-in 2026/12/05. Now choose your check-out date.',
    );
    expect(onChange).not.toHaveBeenCalled();
    key('ArrowRight');
    key('ArrowRight');
    key('Enter');
    expect(onChange).toHaveBeenCalledWith('2026-12-05', '2026-12-07');
    expect(onClose).toHaveBeenCalled();
  });

  it('does not let past days or sold-out days be the check-in, and says why in text', async () => {
    const { onChange } = renderPicker();
    await flush();
    key('PageUp');
    await flush();
    const past = screen.getByRole('button', { name: /November 23, 2026/ });
    expect(past.getAttribute('aria-disabled')).toBe('true');
    const today = screen.getByRole('button', { name: /November 24, 2026, Today/ });
    expect(today.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(past);
    key('PageDown');
    await flush();
    const soldOut = screen.getByRole('button', { name: 'Thursday, December 10, 2026, Sold out' });
    expect(soldOut.textContent).toContain('Full');
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(soldOut);
    expect(screen.getByRole('status').textContent).toContain('Choose your check-in date.');
    // A sold-out night may still be the check-out day.
    fireEvent.click(screen.getByRole('button', { name: /December 8, 2026/ }));
    fireEvent.click(soldOut);
    expect(onChange).toHaveBeenCalledWith('2026-12-08', '2026-12-10');
  });

  it('shows each day’s lowest price, asking once per month', async () => {
    const { loadMonth } = renderPicker();
    await flush();
    const day = screen.getByRole('button', { name: 'Friday, December 4, 2026, from ¥12,000' });
    // The full price on wide screens, a short one on phones (CSS shows one of them).
    expect(day.textContent).toBe('4¥12,000¥12K');
    key('PageDown');
    await flush();
    key('PageUp');
    await flush();
    expect(loadMonth.mock.calls.map(([month]) => month)).toEqual(['2026-12', '2027-01']);
  });

  it('says so when prices fail, and dates can still be chosen', async () => {
    const { onChange } = renderPicker({ loadMonth: async () => Promise.reject(new Error('down')) });
    await flush();
    expect(screen.getByRole('status').textContent).toContain('Prices could not be loaded');
    key('Enter');
    key('ArrowRight');
    key('Enter');
    expect(onChange).toHaveBeenCalledWith('2026-12-01', '2026-12-02');
  });

  it('chooses one date for day use', async () => {
    const { onChange } = renderPicker({ dayUse: true, checkout: '2026-12-01' });
    await flush();
    key('ArrowDown');
    key(' ');
    expect(onChange).toHaveBeenCalledWith('2026-12-08', '2026-12-08');
  });

  it('closes on Escape and keeps Tab inside the dialog', async () => {
    const { onClose } = renderPicker();
    await flush();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(focusedDay()).toBe('2026-12-01');
    key('Escape');
    expect(onClose).toHaveBeenCalled();
  });
});
