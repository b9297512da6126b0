import { CheckboxList } from '../forms/checkbox-list.tsx';
import type { StaffHotel } from '../lib/session.tsx';

/**
 * The hotels an account works on, as a group of checkboxes with the API's words about the choice
 * next to the group's legend. A chosen hotel the list does not show stays chosen.
 */
export function HotelChoices({
  legend,
  hint,
  hotels,
  selected,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  hotels: readonly StaffHotel[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error: readonly string[] | undefined;
}) {
  const shown = hotels.map((hotel) => hotel.id);
  const names = new Map(hotels.map((hotel) => [hotel.id, hotel.name]));
  // The list keeps only the options it shows; an account's hotel missing from the signed-in admin's
  // list (one added since the list was read) must not be dropped by ticking another.
  const unshown = selected.filter((id) => !names.has(id));
  return (
    <CheckboxList
      legend={legend}
      hint={hint}
      name="hotel_ids"
      options={shown}
      selected={selected}
      onChange={(ticked) => onChange([...unshown, ...ticked])}
      error={error}
      label={(id) => names.get(id)}
    />
  );
}
