import { useEffect, useRef, useState } from 'react';
import type { DayAvailability, MonthAvailability } from './availability-api.ts';

export type MonthState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; days: Map<string, DayAvailability> };

/** One month's availability for the calendar: loaded once per month while the calendar is open. */
export function useMonthAvailability(
  month: string,
  loadMonth: ((month: string) => Promise<MonthAvailability>) | undefined,
) {
  const [months, setMonths] = useState<ReadonlyMap<string, MonthState>>(new Map());
  const loaded = useRef(new Set<string>());
  useEffect(() => {
    if (!loadMonth || loaded.current.has(month)) return;
    let live = true;
    const set = (state: MonthState) => {
      if (!live) return;
      if (state.status === 'ready') loaded.current.add(month);
      setMonths((all) => new Map(all).set(month, state));
    };
    setMonths((all) => new Map(all).set(month, { status: 'loading' }));
    loadMonth(month).then(
      (data) => set({ status: 'ready', days: new Map(data.days.map((day) => [day.date, day])) }),
      () => set({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [month, loadMonth]);
  return loadMonth ? months.get(month) : undefined;
}
