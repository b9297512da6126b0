import { useI18n } from '../../i18n/use-i18n.ts';
import { type ShownErrors, TextField } from '../../shared/form-fields.tsx';
import { isBookingForSomeoneElse } from '../booking-state/booking-rules.ts';
import { bookingStore, setRoomGuest, useBooking } from '../booking-state/booking-store.ts';
import type { RoomGuest } from '../booking-state/booking-types.ts';
import { guestFieldLabelKey, nameFieldsOf } from './guest-form.tsx';

/** DOM id of a room guest's name field. */
export const roomGuestFieldId = (roomKey: string, field: keyof RoomGuest) => `${roomKey}-guest-${field}`;

/**
 * Who stays in each room (spec sections 3 and 4): blank means the booker; a different name in the
 * first room makes it a booking for someone else, which the form says.
 */
export function RoomGuests({ errors }: { errors: ShownErrors }) {
  const { locale, t } = useI18n();
  const rooms = useBooking((state) => state.bookingDetails?.rooms ?? null);
  const guest = useBooking((state) => state.guest);
  if (!rooms || rooms.length === 0) return null;
  const fields = nameFieldsOf(locale).filter(
    (f): f is keyof RoomGuest => f === 'firstName' || f === 'lastName',
  );
  const someoneElse = isBookingForSomeoneElse(guest, rooms);
  return (
    <section className="gd-section" aria-labelledby="gd-stay-heading">
      <h2 id="gd-stay-heading">{t('guestDetail.staySection')}</h2>
      <p className="gd-hint">{t('guestDetail.stayHint')}</p>
      {rooms.map((room, index) => (
        <fieldset key={room.key} className="gd-fieldset">
          <legend>
            {t('guestDetail.roomGuest', { number: index + 1 })} — {room.roomTypeName}
          </legend>
          <div className="gd-grid">
            {fields.map((field) => {
              const id = roomGuestFieldId(room.key, field);
              return (
                <TextField
                  key={field}
                  id={id}
                  label={t(guestFieldLabelKey(field, locale))}
                  value={room.guest[field]}
                  error={errors[id]}
                  lang={locale === 'ja' ? 'ja' : undefined}
                  onChange={(value) => setRoomGuest(bookingStore, room.key, { [field]: value })}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <p role="status" className="gd-note">
        {someoneElse ? t('guestDetail.someoneElse') : ''}
      </p>
    </section>
  );
}
