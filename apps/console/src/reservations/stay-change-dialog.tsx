import type { StaffChangeBody } from '@yadori/contract/staff-reservations.schema';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldErrors } from '../forms/field.tsx';
import { ApiFailure, api } from '../lib/api.ts';
import { formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { PARTS_TEXTS } from '../parts/parts.texts.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { STAY_CHANGE_TEXTS } from './stay-change.texts.ts';
import { DialogButtons, type StayActionProps, useStayAction } from './stay-dialogs.tsx';

type GuestField = 'first_name' | 'last_name' | 'email' | 'phone';
const GUEST_FIELDS: readonly GuestField[] = ['first_name', 'last_name', 'email', 'phone'];

/**
 * `POST …/change` (reservations.handle): new dates and adults per room, and the booker's name, email
 * and phone; only what was changed is sent. A new price is shown first (the API's 409 with the new
 * total) and taken once the person saves again.
 */
export function ChangeStayForm({ stay, path, onDone, onDismiss, onStale }: StayActionProps) {
  const t = useTexts(STAY_CHANGE_TEXTS);
  const parts = useTexts(PARTS_TEXTS);
  const locale = useLocale();
  const id = useId();
  const [checkin, setCheckin] = useState(stay.checkin_date);
  const [checkout, setCheckout] = useState(stay.checkout_date);
  const [adults, setAdults] = useState(stay.rooms.map((room) => String(room.adults)));
  const [guest, setGuest] = useState<Record<GuestField, string>>({
    first_name: stay.guest.first_name,
    last_name: stay.guest.last_name,
    email: stay.guest.email,
    phone: stay.guest.phone,
  });
  const [newTotal, setNewTotal] = useState<number | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const { busy, failure, send } = useStayAction(onStale);
  const errors = fieldErrors(failure);
  const labels: Record<GuestField, string> = {
    first_name: t.firstName,
    last_name: t.lastName,
    email: t.email,
    phone: t.phone,
  };

  function body(): StaffChangeBody | null {
    const stayMoved =
      checkin !== stay.checkin_date ||
      checkout !== stay.checkout_date ||
      stay.rooms.some((room, i) => String(room.adults) !== adults[i]);
    const guestMoved = GUEST_FIELDS.some((field) => guest[field].trim() !== stay.guest[field]);
    if (!stayMoved && !guestMoved) return null;
    return {
      version: stay.version,
      ...(stayMoved
        ? {
            stay: {
              checkin_date: checkin,
              checkout_date: checkout,
              rooms: stay.rooms.map((room, i) => ({
                room_index: room.room_index,
                adults: Number(adults[i]),
                children: room.children,
                kids_tiers: room.kids_tiers,
                kids_age_range: room.kids_age_range,
              })),
              total_price: newTotal ?? stay.total_price,
            },
          }
        : {}),
      ...(guestMoved
        ? {
            guests: {
              guest: {
                ...stay.guest,
                first_name: guest.first_name.trim(),
                last_name: guest.last_name.trim(),
                email: guest.email.trim(),
                phone: guest.phone.trim(),
              },
            },
          }
        : {}),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const change = body();
    setUnchanged(change === null);
    if (change === null) return;
    const answer = await send(async () => {
      try {
        return await api('POST', `${path}/change`, change);
      } catch (error) {
        // The new stay costs another total (409): shown, and sent with the next save.
        const offered =
          error instanceof ApiFailure && error.status === 409 ? error.details.total_price : null;
        if (typeof offered === 'number') setNewTotal(offered);
        throw error;
      }
    });
    if (answer !== undefined) onDone(t.changeDone);
  }

  return (
    <form onSubmit={submit} noValidate>
      <ErrorNotice error={failure} />
      <p>{t.changeIntro}</p>
      {newTotal !== null ? (
        <p role="status" className="notice">
          {t.newTotal(formatMoney(locale, newTotal, stay.currency))}
        </p>
      ) : null}
      {unchanged ? <p role="status">{t.nothingChanged}</p> : null}
      <fieldset>
        <legend>{t.stayLegend}</legend>
        <Field label={t.checkin} required error={errors('stay.checkin_date') ?? errors('checkin_date')}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="checkin_date"
              value={checkin}
              onChange={(event) => {
                setCheckin(event.currentTarget.value);
                setNewTotal(null);
              }}
            />
          )}
        </Field>
        <Field label={t.checkout} required error={errors('stay.checkout_date')}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="checkout_date"
              value={checkout}
              onChange={(event) => {
                setCheckout(event.currentTarget.value);
                setNewTotal(null);
              }}
            />
          )}
        </Field>
        {stay.rooms.map((room, i) => (
          <Field
            key={room.room_index}
            label={`${t.room(room.room_index + 1)} · ${t.adults}`}
            required
            error={errors(`stay.rooms[${i}].adults`) ?? errors(`rooms[${i}].adults`)}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                name={`${id}-adults-${room.room_index}`}
                min={1}
                max={99}
                value={adults[i]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAdults((all) => all.map((old, j) => (j === i ? value : old)));
                  setNewTotal(null);
                }}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t.guestLegend}</legend>
        {GUEST_FIELDS.map((field) => (
          <Field
            key={field}
            label={labels[field]}
            required
            error={errors(`guests.guest.${field}`) ?? errors(`guest.${field}`)}
          >
            {(control) => (
              <input
                {...control}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                name={field}
                autoComplete="off"
                value={guest[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setGuest((all) => ({ ...all, [field]: value }));
                }}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <DialogButtons
        busy={busy}
        confirm={newTotal !== null ? t.confirmNewTotal : t.confirmChange}
        dismiss={parts.close}
        onDismiss={onDismiss}
      />
    </form>
  );
}
