import type { StaffReservation } from '@yadori/contract/staff-reservations.schema';
import { type ReactNode, useId } from 'react';
import { type ControlProps, Field } from '../forms/field.tsx';
import { formatMoney, useLocale, useTexts } from '../lib/i18n.ts';
import { STAY_CHANGE_TEXTS, type StayChangeTexts } from './stay-change.texts.ts';
import {
  type KidsRules,
  type RoomDraft,
  type RoomProblem,
  tierCount,
  tierName,
} from './stay-change-draft.ts';

type BookedRoom = StaffReservation['rooms'][number];

/** The `data-focus` key of a control of the dialog, so the form can move the keyboard to it. */
export const focusKey = (roomIndex: number, control: string) => `room-${roomIndex}-${control}`;

/** The words of a problem the dialog found itself. */
function problemText(t: StayChangeTexts, problem: RoomProblem): string {
  switch (problem.kind) {
    case 'adults':
      return t.adultsProblem(problem.max);
    case 'count':
      return t.countProblem;
    case 'tooManyGuests':
      return t.tooManyGuests(problem.max);
    case 'tooManyChildren':
      return t.tooManyChildren(problem.max);
  }
}

/** Undefined for no words, so a field shows no error. */
const orNone = (list: readonly string[]) => (list.length > 0 ? list : undefined);

/**
 * One kept room in its own fieldset (legend: its number and room type): adults, then the children the
 * hotel asks for — a count per kid tier (its name in the console's language, its ages as the hint), or
 * one count — or the booked children as a line when they are sent as booked. The room's own problems
 * (too many guests, too many children per adult, the API's words about this room) are read with every
 * control of it; "Remove room n" when another room stays.
 */
export function RoomFields({
  room,
  draft,
  rules,
  problems,
  apiErrors,
  newPrice,
  currency,
  canRemove,
  onChange,
  onRemove,
}: {
  room: BookedRoom;
  draft: RoomDraft;
  rules: KidsRules;
  problems: readonly RoomProblem[];
  apiErrors: { adults: string[]; other: string[] };
  /** The room's price in the total the API offered, when it offered one. */
  newPrice: number | undefined;
  currency: string;
  canRemove: boolean;
  onChange: (draft: RoomDraft) => void;
  onRemove: () => void;
}) {
  const t = useTexts(STAY_CHANGE_TEXTS);
  const locale = useLocale();
  const n = room.room_index + 1;
  const errorId = `${useId()}-room-error`;
  const fieldProblem = (field: string) =>
    problems.filter((p) => 'field' in p && p.field === field).map((p) => problemText(t, p));
  const roomErrors = [
    ...problems.filter((p) => !('field' in p)).map((p) => problemText(t, p)),
    ...apiErrors.other,
  ];
  const maxPerField = Math.min(rules.maxGuestsPerRoom ?? 99, 99);

  /** A number input of this room, also described by the room's own errors. */
  const numberInput =
    (key: string, value: string, min: number, set: (value: string) => void) => (control: ControlProps) => (
      <input
        {...control}
        aria-invalid={control['aria-invalid'] ?? (roomErrors.length > 0 ? true : undefined)}
        aria-describedby={
          [control['aria-describedby'], roomErrors.length > 0 ? errorId : undefined]
            .filter(Boolean)
            .join(' ') || undefined
        }
        type="number"
        inputMode="numeric"
        name={focusKey(room.room_index, key)}
        data-focus={focusKey(room.room_index, key)}
        min={min}
        max={maxPerField}
        step={1}
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
      />
    );

  const tierFields = rules.tiers.map((tier) => {
    const key = `tier-${tier.code}`;
    return (
      <Field
        key={tier.code}
        label={tierName(tier, locale)}
        hint={t.tierAges(tier.min_age, tier.max_age)}
        error={orNone(fieldProblem(key))}
      >
        {numberInput(key, tierCount(draft, tier.code), 0, (value) =>
          onChange({ ...draft, tierCounts: { ...draft.tierCounts, [tier.code]: value } }),
        )}
      </Field>
    );
  });
  const childFields: ReactNode =
    rules.input === 'tiers' ? (
      tierFields
    ) : rules.input === 'count' ? (
      <Field label={t.children} error={orNone(fieldProblem('children'))}>
        {numberInput('children', draft.children, 0, (value) => onChange({ ...draft, children: value }))}
      </Field>
    ) : null;

  return (
    <fieldset>
      <legend>{t.roomLegend(n, room.room_type_name)}</legend>
      {roomErrors.length > 0 ? (
        <p id={errorId} className="field-error">
          {roomErrors.join(' ')}
        </p>
      ) : null}
      <div className="form-row">
        <Field label={t.adults} required error={orNone([...fieldProblem('adults'), ...apiErrors.adults])}>
          {numberInput('adults', draft.adults, 1, (value) => onChange({ ...draft, adults: value }))}
        </Field>
        {childFields}
      </div>
      {rules.input === 'booked' && room.children > 0 ? (
        <p className="muted">{t.childrenKept(room.children)}</p>
      ) : null}
      {newPrice !== undefined ? <p>{t.roomNewPrice(formatMoney(locale, newPrice, currency))}</p> : null}
      {canRemove ? (
        <button
          type="button"
          className="button-secondary"
          data-focus={focusKey(room.room_index, 'remove')}
          onClick={onRemove}
        >
          {t.removeRoom(n)}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The rooms the change will drop, each with the button that keeps it after all. */
export function DroppedRooms({
  rooms,
  onKeep,
}: {
  rooms: readonly BookedRoom[];
  onKeep: (roomIndex: number) => void;
}) {
  const t = useTexts(STAY_CHANGE_TEXTS);
  if (rooms.length === 0) return null;
  return (
    <fieldset>
      <legend>{t.droppedLegend}</legend>
      <ul className="plain-list">
        {rooms.map((room) => (
          <li key={room.room_index} className="button-row">
            <span>{t.roomLegend(room.room_index + 1, room.room_type_name)}</span>
            <button
              type="button"
              className="button-secondary"
              data-focus={focusKey(room.room_index, 'keep')}
              onClick={() => onKeep(room.room_index)}
            >
              {t.keepRoom(room.room_index + 1)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
