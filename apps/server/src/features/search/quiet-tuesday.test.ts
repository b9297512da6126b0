import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietTuesday, quietTuesdays } from './search-test-kit.ts';

const noisy = (date: string) => {
  const day = Number(date.slice(8));
  return day <= 2 || (day >= 13 && day <= 17);
};

describe('the tests’ quiet Tuesdays', () => {
  afterEach(() => vi.useRealTimers());

  it('quietTuesdays gives different quiet Tuesdays, in order, whatever day today is', () => {
    for (let day = 0; day < 366; day += 1) {
      vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) + day * 86_400_000, toFake: ['Date'] });
      const dates = quietTuesdays(59, 4);
      expect(dates[0]).toBe(quietTuesday(59));
      for (let i = 1; i < dates.length; i += 1) expect(dates[i]! > dates[i - 1]!, dates.join(' ')).toBe(true);
      for (const date of dates) {
        expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(2);
        expect(noisy(date), date).toBe(false);
      }
    }
  });
});
