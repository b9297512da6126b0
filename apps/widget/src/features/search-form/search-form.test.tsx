import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { daysInMonth } from '../../shared/hotel-date.ts';
import { fakeApi, renderWithWidget } from '../search-results/test-harness.tsx';
import type { MonthAvailability } from './availability-api.ts';
import { readCriteriaCookie, SEARCH_CRITERIA_COOKIE } from './criteria-cookie.ts';
import { SearchForm } from './search-form.tsx';
import { tiersHotel } from './test-settings.ts';

// 2026-11-24 in Tokyo.
const NOW = new Date('2026-11-24T03:00:00Z');

function month(m: string): MonthAvailability {
  return {
    month: m,
    currency: 'JPY',
    days: Array.from({ length: daysInMonth(m) }, (_, i) => ({
      date: `${m}-${String(i + 1).padStart(2, '0')}`,
      bookable: true,
      lowest_price: 15000,
    })),
  };
}

function setup(query = 'code=hanami-tokyo', settings = tiersHotel(), now = NOW) {
  history.replaceState(null, '', `/booking/result?${query}`);
  const { api, calls } = fakeApi([
    [/\/rooms\/availability$/, (call) => ({ data: month(String(call.query.month)) })],
  ]);
  const view = renderWithWidget(<SearchForm now={now} />, { api, settings, query });
  return { calls, ...view };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));
// Lets the fake API's promise chains settle (a macrotask), then renders what they set: Preact's act,
// unlike React's, awaits only the callback's own promise.
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => i18n.use('en', en));
afterEach(() => {
  cleanup();
  document.cookie = `${SEARCH_CRITERIA_COOKIE}=; max-age=0; path=/`;
});

describe('SearchForm', () => {
  it('starts from the address query and searches with the changed party', async () => {
    setup('code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-03&adults=2&locale=en');
    expect(
      screen.getByRole('button', { name: /Check-in 2026\/12\/01.*Check-out 2026\/12\/03.*2 nights/ }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add one: Adults, Room 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one: Tier B, Room 1' }));
    submit();
    await flush();
    const query = new URLSearchParams(location.search);
    expect(location.pathname).toBe('/booking/result');
    expect(query.get('adults')).toBe('3');
    expect(query.get('kids_tiers')).toBe('[{"code":"B","children":1}]');
    expect(query.get('checkin')).toBe('2026-12-01');
    expect(query.get('locale')).toBe('en');
    expect(readCriteriaCookie()).toMatchObject({ adults: '3', checkin: '2026-12-01', room_count: '1' });
  });

  it('chooses dates in the calendar with the keyboard, with per-day prices', async () => {
    const { calls } = setup('code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-02');
    const opener = screen.getByRole('button', { name: /Check-in 2026\/12\/01/ });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
    // The lazily loaded calendar asks for its month in an effect Preact runs after the next frame,
    // outside any act(): wait for the prices rather than for one tick.
    expect(
      await within(dialog).findByRole('button', {
        name: 'Tuesday, December 1, 2026, Check-in, from ¥15,000',
      }),
    ).toBeTruthy();
    const active = () => document.activeElement as Element;
    fireEvent.keyDown(active(), { key: 'ArrowDown' });
    fireEvent.keyDown(active(), { key: 'Enter' });
    fireEvent.keyDown(active(), { key: 'ArrowRight' });
    fireEvent.keyDown(active(), { key: 'ArrowRight' });
    fireEvent.keyDown(active(), { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /Check-in 2026\/12\/08.*Check-out 2026\/12\/10/ }),
    );
    // Turning the dates off keeps the chosen stay's length as the nights.
    fireEvent.click(screen.getByRole('checkbox', { name: 'My dates are not fixed yet' }));
    expect((screen.getByRole('combobox', { name: 'Nights' }) as HTMLSelectElement).value).toBe('2');
    expect(calls[0]?.path).toBe('/hotels/1/rooms/availability');
    expect(calls[0]?.query).toMatchObject({ month: '2026-12', checkin_date: '2026-11-24' });
  });

  it('reads today in the hotel’s time zone: past days there cannot be chosen', async () => {
    // 20:00 UTC on 23 November is already 05:00 on 24 November in Tokyo.
    setup('code=hanami-tokyo', tiersHotel(), new Date('2026-11-23T20:00:00Z'));
    fireEvent.click(screen.getByRole('button', { name: /Check-in 2026\/11\/24.*Check-out 2026\/11\/25/ }));
    const dialog = await screen.findByRole('dialog');
    await flush();
    expect(
      within(dialog)
        .getByRole('button', { name: /November 23, 2026/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(dialog)
        .getByRole('button', { name: /November 24, 2026, Today, Check-in/ })
        .getAttribute('aria-disabled'),
    ).toBe('false');
  });

  it('closes the calendar on a press outside it', async () => {
    setup('code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-02');
    fireEvent.click(screen.getByRole('button', { name: /Check-in 2026\/12\/01/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.pointerDown(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a search it knows the hotel will refuse, saying why in an alert', async () => {
    const settings = tiersHotel();
    settings.kids_setting.max_children_per_adult = 1;
    setup(
      `code=hanami-tokyo&checkin=2028-01-01&checkout=2028-01-02&rooms=${encodeURIComponent('[{"adults":1,"kids_tiers":["B","B"]}]')}`,
      settings,
    );
    submit();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Reservations can be made up to 12 months from today.');
    expect(alert.textContent).toContain('Room 1: each adult can bring at most 1 children.');
    expect(location.search).toContain('2028-01-01');
    expect(screen.getByRole('button', { name: /Check-in 2028/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers day use, undated nights and rooms up to the limit', async () => {
    setup(
      'code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-02',
      tiersHotel({ multi_rooms_search_limit: 2 }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Day use (no overnight stay)' }));
    expect(screen.getByRole('button', { name: 'Date 2026/12/01' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    expect((screen.getByRole('button', { name: 'Add a room' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove one: Adults, Room 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'My dates are not fixed yet' }));
    // Day use has no nights to choose.
    expect(screen.queryByRole('combobox', { name: 'Nights' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Day use (no overnight stay)' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Nights' }), { target: { value: '3' } });
    submit();
    // Undated rooms must hold the same party.
    expect(screen.getByRole('alert').textContent).toContain(
      'A search without dates needs the same guests in every room.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove room 2' }));
    submit();
    await flush();
    const query = new URLSearchParams(location.search);
    expect(query.get('search_type')).toBe('undated');
    expect(query.get('nights')).toBe('3');
    expect(query.has('is_day_use')).toBe(false);
    expect(query.has('checkin')).toBe(false);
  });

  it('asks each child’s age in ages mode and takes codes', async () => {
    setup('code=hanami-tokyo', tiersHotel({ kids_setting: { mode: 'ages', max_children_per_adult: 2 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one: Children, Room 1' }));
    submit();
    expect(screen.getByRole('alert').textContent).toContain('Room 1: please choose the age of every child.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Age of child 1, Room 1' }), {
      target: { value: '7' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'SPRING' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'C10' } });
    submit();
    await flush();
    const query = new URLSearchParams(location.search);
    expect(JSON.parse(query.get('rooms') ?? '')).toEqual([
      {
        adults: 2,
        children: 1,
        kids_tiers: [],
        kids_age_range: [7],
        adult_companion: 0,
        kid_tier_A_companion: 0,
      },
    ]);
    expect(query.get('promo_code')).toBe('SPRING');
    expect(query.get('coupon_code')).toBe('C10');
  });

  it('hides what the hotel does not offer', () => {
    setup(
      'code=hanami-tokyo',
      tiersHotel({ day_use_search_active: false, coupon_active: false, multi_rooms_search_enabled: false }),
    );
    expect(screen.queryByRole('checkbox', { name: /Day use/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a room' })).toBeNull();
  });

  it('fills in the search stored in the last hour when the address has none', () => {
    document.cookie = `${SEARCH_CRITERIA_COOKIE}=${encodeURIComponent('{"checkin":"2026-12-20","checkout":"2026-12-22","adults":"1"}')}; path=/`;
    setup('code=hanami-tokyo');
    expect(screen.getByRole('button', { name: /Check-in 2026\/12\/20/ })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Adults: 1' }).textContent).toBe('1');
  });

  it('speaks Japanese when the guest does', () => {
    i18n.use('ja', ja);
    setup('code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-02');
    expect(screen.getByRole('button', { name: '検索' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /チェックイン 2026\/12\/01/ })).toBeTruthy();
  });

  it('folds into a one-line summary once a search has run, and opens again on Change', async () => {
    setup(
      `code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-03&rooms=${encodeURIComponent('[{"adults":2,"kids_tiers":["B"]},{"adults":1}]')}`,
    );
    const summary = screen.getByTestId('search-summary');
    expect(summary.textContent).toContain(
      '2026/12/01 – 2026/12/03 · 2 nights · 3 adults · 1 child · 2 rooms',
    );
    const form = document.querySelector('form.search-form') as HTMLFormElement;
    expect(form.closest('.search-form-region--collapsed')).toBeTruthy();
    const change = within(summary).getByRole('button', { name: en['searchForm.change'] });
    expect(change.getAttribute('aria-controls')).toBe(form.id);
    fireEvent.click(change);
    await flush();
    expect(screen.queryByTestId('search-summary')).toBeNull();
    expect(form.closest('.search-form-region--collapsed')).toBeNull();
    // The guest carries on in the form: its first control has focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Check-in 2026\/12\/01/ }));
  });

  it("shows the whole form before any search, and the summary in the guest's language", () => {
    setup('code=hanami-tokyo');
    expect(screen.queryByTestId('search-summary')).toBeNull();
    cleanup();
    i18n.use('ja', ja);
    setup('code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-02&adults=1');
    const summary = screen.getByTestId('search-summary');
    expect(summary.textContent).toContain('2026/12/01 – 2026/12/02 · 1泊 · 大人1名 · 1室');
    expect(within(summary).getByRole('button', { name: ja['searchForm.change'] })).toBeTruthy();
  });

  it('has no axe violations, with the calendar open too', async () => {
    const { container } = setup('code=hanami-tokyo&checkin=2026-12-01&checkout=2026-12-02');
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(container, { rules })).violations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /Check-in 2026\/12\/01/ }));
    await screen.findByRole('dialog');
    await flush();
    expect((await axe.run(container, { rules })).violations).toEqual([]);
    // axe in jsdom takes seconds when the whole suite runs at once.
  }, 30_000);
});
