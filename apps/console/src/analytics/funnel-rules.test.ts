import { describe, expect, it } from 'vitest';
import {
  conversion,
  defaultFunnelRange,
  funnelRangeOf,
  funnelRangeProblem,
  rowsByDate,
  sourceName,
} from './funnel-rules.ts';

const counts = { searches: 0, selections: 0, checkouts: 0, bookings: 0 };

describe('the funnel’s range', () => {
  it('is the last 30 days of the hotel’s calendar by default, today included', () => {
    expect(defaultFunnelRange('2025-03-10')).toEqual({ from: '2025-02-09', to: '2025-03-10' });
  });

  it('takes the address’s range when the API reads it, else the default', () => {
    expect(funnelRangeOf('from=2025-01-01&to=2025-01-31', '2025-03-10')).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
    });
    for (const search of [
      '',
      'from=2025-02-01&to=2025-01-01',
      'from=2025-01-01&to=2025-04-03',
      'from=x&to=y',
    ]) {
      expect(funnelRangeOf(search, '2025-03-10'), search).toEqual(defaultFunnelRange('2025-03-10'));
    }
  });

  it('is at most 92 days, both ends counted, and never backwards', () => {
    expect(funnelRangeProblem('2025-01-01', '2025-04-02')).toBeNull();
    expect(funnelRangeProblem('2025-01-01', '2025-04-03')).toBe('tooLong');
    expect(funnelRangeProblem('2025-01-02', '2025-01-01')).toBe('backwards');
    expect(funnelRangeProblem('2025-01-01', '')).toBe('backwards');
    expect(funnelRangeProblem('2025-01-01', '2025-01-01')).toBeNull();
  });
});

describe('conversion', () => {
  it('is bookings over searches, none without a search', () => {
    expect(conversion({ ...counts, searches: 40, bookings: 3 })).toBe(0.075);
    expect(conversion({ ...counts, searches: 0, bookings: 2 })).toBeNull();
    expect(conversion({ ...counts, searches: 5, bookings: 0 })).toBe(0);
  });
});

describe('the per-day table', () => {
  it('groups the rows by date, earliest first, keeping each day’s sources in order', () => {
    const row = (date: string, source: string) => ({ ...counts, date, source, searches: 1 });
    expect(
      rowsByDate([row('2025-03-02', 'google'), row('2025-03-01', 'direct'), row('2025-03-02', 'trivago')]),
    ).toEqual([
      { date: '2025-03-01', rows: [row('2025-03-01', 'direct')] },
      { date: '2025-03-02', rows: [row('2025-03-02', 'google'), row('2025-03-02', 'trivago')] },
    ]);
    expect(rowsByDate([])).toEqual([]);
  });
});

describe('a source’s name', () => {
  it('is the staff member’s word for direct, any other as it came', () => {
    expect(sourceName('direct', 'Direct')).toBe('Direct');
    expect(sourceName('google', 'Direct')).toBe('google');
  });
});
