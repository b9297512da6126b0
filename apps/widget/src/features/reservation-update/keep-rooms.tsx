import type { Reservation } from '@yadori/contract/reservation.schema';
import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { goWith } from '../../shared/query-links.ts';
import type { UpdateRoom } from './update-api.ts';
import { keepOtherRooms, UPDATE_ROOMS_KEY } from './update-rooms.ts';

/**
 * Which booked rooms stay when the change keeps fewer (spec section 6: rooms only go down): a box per
 * booked room; a valid pick rewrites the address, so the review prices and sends that pick.
 */
export function KeepRooms({
  reservation,
  rooms,
  path,
  onValidity,
}: {
  reservation: Reservation;
  rooms: readonly UpdateRoom[];
  path: string;
  onValidity: (valid: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const [keep, setKeep] = useState<number[]>(() => rooms.map((room) => room.room_index));
  const valid = keepOtherRooms(reservation.rooms, rooms, keep) !== null;
  const toggle = (index: number, checked: boolean) => {
    const next = checked ? [...keep, index] : keep.filter((i) => i !== index);
    setKeep(next);
    const change = keepOtherRooms(reservation.rooms, rooms, next);
    onValidity(change !== null);
    if (change) goWith(path, { [UPDATE_ROOMS_KEY]: JSON.stringify(change) }, { replace: true });
  };
  return (
    <fieldset className="update-keep" aria-describedby="update-keep-hint">
      <legend>{t('update.keepLegend')}</legend>
      <p
        id="update-keep-hint"
        className={valid ? 'update-keep__hint' : 'update-keep__hint update-keep__hint--error'}
      >
        {t('update.keepHint', { count: rooms.length })}
      </p>
      {reservation.rooms.map((room) => {
        const guest = room.guest
          ? locale === 'en'
            ? ` (${room.guest.first_name} ${room.guest.last_name})`
            : ` (${room.guest.last_name} ${room.guest.first_name})`
          : '';
        const id = `update-keep-${room.room_index}`;
        return (
          <div key={room.room_index} className="update-keep__room">
            <input
              id={id}
              type="checkbox"
              checked={keep.includes(room.room_index)}
              onChange={(event) => toggle(room.room_index, event.target.checked)}
            />
            <label htmlFor={id}>
              {t('booking.roomLine', { number: room.room_index + 1, room: room.room_type_name })}
              {guest}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
