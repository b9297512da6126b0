import { useWidget } from '../../app/widget-context.tsx';
import { displayDate, todayInZone } from '../../shared/hotel-date.ts';

/** The day an instant falls on at the hotel, written YYYY/MM/DD (a gift code's last day). */
export function useHotelDay(): (instant: string) => string {
  const timeZone = useWidget((state) => state.settings?.hotel.time_zone ?? 'Asia/Tokyo');
  return (instant) => {
    const at = new Date(instant);
    return Number.isNaN(at.getTime()) ? '' : displayDate(todayInZone(timeZone, at));
  };
}
