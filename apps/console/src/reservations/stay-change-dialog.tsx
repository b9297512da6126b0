import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Field, fieldErrors } from '../forms/field.tsx';
import { ApiFailure, api } from '../lib/api.ts';
import { formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { useResource } from '../lib/use-resource.ts';
import { PARTS_TEXTS } from '../parts/parts.texts.ts';
import { propertyApi } from '../setup/property-api.ts';
import { ErrorNotice, StatusNotice } from '../shell/page.tsx';
import { STAY_CHANGE_TEXTS } from './stay-change.texts.ts';
import {
  type ChangeDraft,
  checkChange,
  GUEST_FIELDS,
  type GuestField,
  keptRooms,
  kidsRulesOf,
  offeredPrices,
  type RoomDraft,
  type RoomProblem,
  roomApiErrors,
  roomDraft,
  UNKNOWN_KIDS_RULES,
} from './stay-change-draft.ts';
import { DroppedRooms, focusKey, RoomFields } from './stay-change-rooms.tsx';
import { DialogButtons, type StayActionProps, useStayAction } from './stay-dialogs.tsx';

type Offer = NonNullable<ReturnType<typeof offeredPrices>>;

/** The control a room's first problem is about (its adults for the room's limits). */
function problemFocus(roomIndex: number, problems: readonly RoomProblem[]): string {
  const first = problems[0];
  return focusKey(roomIndex, first && 'field' in first ? first.field : 'adults');
}

/**
 * `POST …/change` (reservations.handle): new dates; each room's adults and children (a count per kid
 * tier of the hotel's own, by their names in the console's language, or one count when children share
 * a bed); rooms dropped (never the last); the booker's name, email and phone. Only what was changed is
 * sent, after the hotel's guest limits are checked here as the API checks them. A new price is shown
 * first (the API's 409 with the new total, its difference and each room's price) and taken once the
 * person saves again.
 */
export function ChangeStayForm({ stay, path, onDone, onDismiss, onStale }: StayActionProps) {
  const t = useTexts(STAY_CHANGE_TEXTS);
  const parts = useTexts(PARTS_TEXTS);
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const hotel = useResource(`hotel:${stay.hotel_id}`, () => propertyApi.hotel(stay.hotel_id));
  const rules = hotel.data ? kidsRulesOf(hotel.data.settings) : UNKNOWN_KIDS_RULES;
  const [checkin, setCheckin] = useState(stay.checkin_date);
  const [checkout, setCheckout] = useState(stay.checkout_date);
  const [rooms, setRooms] = useState(() => stay.rooms.map(roomDraft));
  const [dropped, setDropped] = useState<number[]>([]);
  const [guest, setGuest] = useState<Record<GuestField, string>>({
    first_name: stay.guest.first_name,
    last_name: stay.guest.last_name,
    email: stay.guest.email,
    phone: stay.guest.phone,
  });
  const [offer, setOffer] = useState<Offer | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  /** Problems are shown once the person tried to save, and follow the typing from then on. */
  const [tried, setTried] = useState(false);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const { busy, failure, setFailure, send } = useStayAction(onStale);
  const errors = fieldErrors(failure);
  const money = (amount: number) => formatMoney(locale, amount, stay.currency);
  const draft: ChangeDraft = { checkin, checkout, rooms, dropped, guest, newTotal: offer?.total ?? null };
  const kept = keptRooms(draft);
  const check = tried ? checkChange(stay, draft, rules) : null;
  const problems = check?.kind === 'problems' ? check.problems : new Map<number, RoomProblem[]>();
  const bookedRoom = (roomIndex: number) => stay.rooms.find((room) => room.room_index === roomIndex)!;
  const labels: Record<GuestField, string> = {
    first_name: t.firstName,
    last_name: t.lastName,
    email: t.email,
    phone: t.phone,
  };

  useEffect(() => {
    if (focusTarget === null) return;
    form.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  /** Any edit: the offered total no longer holds. */
  function edited() {
    setOffer(null);
    setUnchanged(false);
    setAnnouncement(null);
  }

  function setRoom(next: RoomDraft) {
    setRooms((all) => all.map((room) => (room.roomIndex === next.roomIndex ? next : room)));
    edited();
  }

  /** Rooms move, so the API's words by position no longer name the right room: they go too. */
  function dropRoom(roomIndex: number) {
    if (kept.length <= 1) return;
    setDropped((all) => [...all, roomIndex]);
    setFailure(undefined);
    edited();
    setAnnouncement(t.roomDropped(roomIndex + 1));
    setFocusTarget(focusKey(roomIndex, 'keep'));
  }

  function keepRoom(roomIndex: number) {
    setDropped((all) => all.filter((index) => index !== roomIndex));
    setFailure(undefined);
    edited();
    setFocusTarget(focusKey(roomIndex, 'adults'));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setAnnouncement(null);
    const change = checkChange(stay, draft, rules);
    setUnchanged(change.kind === 'unchanged');
    if (change.kind === 'problems') {
      const [roomIndex, first] = [...change.problems][0]!;
      setFocusTarget(problemFocus(roomIndex, first));
      return;
    }
    if (change.kind === 'unchanged') return;
    const answer = await send(async () => {
      try {
        return await api('POST', `${path}/change`, change.body);
      } catch (error) {
        // The new stay costs another total (409): shown, and sent with the next save.
        const offered =
          error instanceof ApiFailure && error.status === 409 ? offeredPrices(error.details) : null;
        if (offered) setOffer(offered);
        throw error;
      }
    });
    if (answer !== undefined) onDone(t.changeDone);
  }

  const difference = offer ? offer.total - stay.total_price : 0;
  const offerText = offer
    ? [
        t.newTotal(money(offer.total)),
        difference > 0 ? t.costsMore(money(difference)) : null,
        difference < 0 ? t.costsLess(money(-difference)) : null,
        t.confirmAgain,
      ]
        .filter(Boolean)
        .join(' ')
    : null;

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <ErrorNotice error={failure} />
      <p>{t.changeIntro}</p>
      <StatusNotice message={offerText ?? (unchanged ? t.nothingChanged : announcement)} />
      <fieldset>
        <legend>{t.datesLegend}</legend>
        <div className="form-row">
          <Field label={t.checkin} required error={errors('stay.checkin_date') ?? errors('checkin_date')}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="checkin_date"
                value={checkin}
                onChange={(event) => {
                  setCheckin(event.currentTarget.value);
                  edited();
                }}
              />
            )}
          </Field>
          <Field label={t.checkout} required error={errors('stay.checkout_date') ?? errors('checkout_date')}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="checkout_date"
                value={checkout}
                onChange={(event) => {
                  setCheckout(event.currentTarget.value);
                  edited();
                }}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <p className="muted">{t.roomsHint}</p>
      {hotel.error ? (
        <p className="notice notice-warning">{t.kidsUnavailable}</p>
      ) : hotel.data ? null : (
        <p className="muted">{t.kidsLoading}</p>
      )}
      {kept.map((room, position) => (
        <RoomFields
          key={room.roomIndex}
          room={bookedRoom(room.roomIndex)}
          draft={room}
          rules={rules}
          problems={problems.get(room.roomIndex) ?? []}
          apiErrors={roomApiErrors(failure?.fields ?? {}, position)}
          newPrice={offer?.rooms.get(room.roomIndex)}
          currency={stay.currency}
          canRemove={kept.length > 1}
          onChange={setRoom}
          onRemove={() => dropRoom(room.roomIndex)}
        />
      ))}
      <DroppedRooms rooms={[...dropped].sort((a, b) => a - b).map(bookedRoom)} onKeep={keepRoom} />
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
                  setUnchanged(false);
                }}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <DialogButtons
        busy={busy}
        confirm={offer !== null ? t.confirmNewTotal : t.confirmChange}
        dismiss={parts.close}
        onDismiss={onDismiss}
      />
    </form>
  );
}
