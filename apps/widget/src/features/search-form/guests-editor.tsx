import { useId } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { GuestCounter } from './guest-counter.tsx';
import {
  guestLimits,
  tierName,
  withAdults,
  withAgeChild,
  withChildAge,
  withChildCount,
  withRoomAdded,
  withRoomRemoved,
  withTierChild,
} from './guests-rules.ts';
import {
  activeTiers,
  childrenInputOf,
  type RoomParty,
  roomsLimit,
  type SearchSettings,
} from './room-party.ts';

export interface GuestsEditorProps {
  rooms: readonly RoomParty[];
  settings: SearchSettings;
  onChange: (rooms: RoomParty[]) => void;
  /** Id of the text that lists the rooms' problems, when there are any. */
  errorId?: string;
}

const AGES = Array.from({ length: 18 }, (_, age) => age);

function RoomGuests({
  room,
  number,
  settings,
  onChange,
}: {
  room: RoomParty;
  number: number;
  settings: SearchSettings;
  onChange: (room: RoomParty) => void;
}) {
  const { locale, t } = useI18n();
  const id = useId();
  const context = t('searchForm.room', { number });
  const limits = guestLimits(room, settings);
  const input = childrenInputOf(settings);
  return (
    <>
      <GuestCounter
        label={t('searchForm.adults')}
        context={context}
        value={room.adults}
        min={1}
        max={limits.maxAdults}
        onStep={(step) => onChange(withAdults(room, room.adults + step, settings))}
      />
      {input === 'tiers'
        ? activeTiers(settings).map((tier) => (
            <GuestCounter
              key={tier.code}
              label={tierName(tier, locale)}
              hint={t('searchForm.tierAges', { min: tier.min_age, max: tier.max_age })}
              context={context}
              value={room.kidsTiers.filter((code) => code === tier.code).length}
              min={0}
              max={
                room.kidsTiers.filter((code) => code === tier.code).length +
                limits.maxChildren -
                room.children
              }
              onStep={(step) => onChange(withTierChild(room, tier.code, step, settings))}
            />
          ))
        : null}
      {input === 'count' || input === 'ages' ? (
        <GuestCounter
          label={t('searchForm.children')}
          context={context}
          value={room.children}
          min={0}
          max={limits.maxChildren}
          onStep={(step) =>
            onChange(
              input === 'ages'
                ? withAgeChild(room, step, settings)
                : withChildCount(room, room.children + step, settings),
            )
          }
        />
      ) : null}
      {input === 'ages'
        ? room.kidsAges.map((age, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a child is known only by its place in the room
            <div className="search-form__field" key={index}>
              <label htmlFor={`${id}-age-${index}`}>
                {t('searchForm.childAge', { number: index + 1 })}
                <span className="visually-hidden">, {context}</span>
              </label>
              <select
                id={`${id}-age-${index}`}
                value={age}
                aria-invalid={age < 0}
                onChange={(event) => onChange(withChildAge(room, index, Number(event.target.value)))}
              >
                <option value={-1}>{t('searchForm.chooseAge')}</option>
                {AGES.map((value) => (
                  <option key={value} value={value}>
                    {t('searchForm.ageOption', { age: value })}
                  </option>
                ))}
              </select>
            </div>
          ))
        : null}
    </>
  );
}

/**
 * Guests per room: adults, and children by the hotel's kids setting (a count per kids tier, an age
 * per child, or a plain count), with rooms added up to the multi-room limit.
 */
export function GuestsEditor({ rooms, settings, onChange, errorId }: GuestsEditorProps) {
  const { t } = useI18n();
  const limit = roomsLimit(settings);
  return (
    <div className="guests-editor">
      {rooms.map((room, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms are numbered by their place
          key={index}
          className="guests-editor__room"
          aria-describedby={errorId}
        >
          <legend className="guests-editor__legend">{t('searchForm.room', { number: index + 1 })}</legend>
          <RoomGuests
            room={room}
            number={index + 1}
            settings={settings}
            onChange={(next) => onChange(rooms.map((old, i) => (i === index ? next : old)))}
          />
          {rooms.length > 1 ? (
            <button
              type="button"
              className="search-form__link-button"
              onClick={() => onChange(withRoomRemoved(rooms, index))}
            >
              {t('searchForm.removeRoom', { number: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {limit > 1 ? (
        <p className="guests-editor__add">
          <button
            type="button"
            className="search-form__link-button"
            disabled={rooms.length >= limit}
            onClick={() => onChange(withRoomAdded(rooms, settings))}
          >
            {t('searchForm.addRoom')}
          </button>{' '}
          <span className="guests-editor__note">{t('searchForm.roomsLimitNote', { limit })}</span>
        </p>
      ) : null}
    </div>
  );
}
