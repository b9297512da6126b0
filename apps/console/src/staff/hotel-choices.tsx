import { useId } from 'react';
import type { StaffHotel } from '../lib/session.tsx';

/**
 * The hotels an account works on, as a group of checkboxes with the API's words about the choice
 * next to the group's legend.
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
  const id = useId();
  const errorId = error && error.length > 0 ? `${id}-error` : undefined;
  const toggle = (hotelId: number, on: boolean) =>
    onChange(on ? [...selected, hotelId] : selected.filter((chosen) => chosen !== hotelId));
  return (
    <fieldset aria-describedby={[errorId, `${id}-hint`].filter(Boolean).join(' ')} className="hotel-choices">
      <legend>{legend}</legend>
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
      {errorId ? (
        <p id={errorId} className="field-error">
          {error!.join(' ')}
        </p>
      ) : null}
      <ul className="plain-list">
        {hotels.map((hotel) => (
          <li key={hotel.id}>
            <label className="field-inline">
              <input
                type="checkbox"
                checked={selected.includes(hotel.id)}
                aria-invalid={errorId ? true : undefined}
                onChange={(event) => toggle(hotel.id, event.currentTarget.checked)}
              />
              {hotel.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
