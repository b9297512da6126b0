import { describe, expect, it } from 'vitest';
import { monthWeeks, moveFocus } from './calendar-keys.ts';

const bounds = { min: '2026-11-01', max: '2027-11-30' };

describe('monthWeeks', () => {
  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2026-12');
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]?.slice(0, 5)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    expect(weeks[4]?.[5]).toBeNull();
  });
});

describe('moveFocus', () => {
  it('moves by a day and a week across month ends', () => {
    expect(moveFocus('2026-11-30', 'ArrowRight', false, bounds)).toBe('2026-12-01');
    expect(moveFocus('2026-12-01', 'ArrowLeft', false, bounds)).toBe('2026-11-30');
    expect(moveFocus('2026-12-29', 'ArrowDown', false, bounds)).toBe('2027-01-05');
    expect(moveFocus('2026-12-03', 'ArrowUp', false, bounds)).toBe('2026-11-26');
  });

  it('moves by a month with Page Up/Down and a year with Shift', () => {
    expect(moveFocus('2027-01-31', 'PageDown', false, bounds)).toBe('2027-02-28');
    expect(moveFocus('2026-12-15', 'PageUp', false, bounds)).toBe('2026-11-15');
    expect(moveFocus('2026-11-15', 'PageDown', true, bounds)).toBe('2027-11-15');
  });

  it('goes to the start and end of the week with Home and End', () => {
    // 2026-12-02 is a Wednesday.
    expect(moveFocus('2026-12-02', 'Home', false, bounds)).toBe('2026-11-29');
    expect(moveFocus('2026-12-02', 'End', false, bounds)).toBe('2026-12-05');
  });

  it('stays inside the bounds and ignores other keys', () => {
    expect(moveFocus('2026-11-03', 'ArrowUp', false, bounds)).toBe('2026-11-01');
    expect(moveFocus('2027-11-20', 'PageDown', false, bounds)).toBe('2027-11-30');
    expect(moveFocus('2026-12-02', 'a', false, bounds)).toBeNull();
  });
});
