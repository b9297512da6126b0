import { addDays, addMonths, daysInMonth, weekday } from '../../shared/hotel-date.ts';

/** The weeks of `month` (`YYYY-MM`), Sunday first; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Where a key moves the calendar's focus (the date-picker keys of the WAI-ARIA practices): arrows by a
 * day or a week, Page Up/Down by a month (with Shift by a year), Home/End to the week's start and end.
 * The result stays inside [min, max]; null for keys the grid does not use.
 */
export function moveFocus(
  date: string,
  key: string,
  shift: boolean,
  bounds: { min: string; max: string },
): string | null {
  let next: string;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
      next = addDays(date, -7);
      break;
    case 'ArrowDown':
      next = addDays(date, 7);
      break;
    case 'PageUp':
      next = addMonths(date, shift ? -12 : -1);
      break;
    case 'PageDown':
      next = addMonths(date, shift ? 12 : 1);
      break;
    case 'Home':
      next = addDays(date, -weekday(date));
      break;
    case 'End':
      next = addDays(date, 6 - weekday(date));
      break;
    default:
      return null;
  }
  if (next < bounds.min) return bounds.min;
  if (next > bounds.max) return bounds.max;
  return next;
}
