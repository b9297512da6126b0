import type { Reservation } from '@yadori/contract/reservation.schema';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useApi, useWidget } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Issue } from '../../shared/error-summary.tsx';
import { ErrorSummary } from '../../shared/error-summary.tsx';
import { SelectField, type ShownErrors, TextField } from '../../shared/form-fields.tsx';
import { todayInZone } from '../../shared/hotel-date.ts';
import type { Gender, Guest, RoomGuest } from '../booking-state/booking-types.ts';
import { countryOptions } from '../guest-detail/countries.ts';
import {
  fieldErrorText,
  guestFieldId,
  guestFieldLabelKey,
  guestFieldOrder,
} from '../guest-detail/guest-form.tsx';
import {
  fieldRequirementsOf,
  type GuestFieldName,
  validateGuest,
  validateRoomGuest,
} from '../guest-detail/guest-validation.ts';
import { JAPAN, JAPANESE_PREFECTURES } from '../guest-detail/prefectures.ts';
import { confirmationPath } from '../payment/payment-paths.ts';
import type { ReservationProof } from '../payment/reservation-api.ts';
import { guestOf, guestsBody, roomGuestsOf } from './guest-change.ts';
import { type UpdateFailure, type UpdateSettings, updateFailureOf, updateGuests } from './update-api.ts';
import { confirmationChanges, GoLink, refusalText } from './update-ui.tsx';

// The guest-details change form (W3): the booking form's fields, rules and texts, on a copy of the
// booked guest instead of the tab's booking (guest-detail's own form writes the booking store).

const roomFieldId = (roomIndex: number, field: keyof RoomGuest) => `room-${roomIndex}-guest-${field}`;

/** Every problem of the form, in screen order, with the booking form's rules and texts. */
function issuesOf(
  guest: Guest,
  rooms: Readonly<Record<number, RoomGuest>>,
  reservation: Reservation,
  input: {
    locale: string;
    t: ReturnType<typeof useI18n>['t'];
    fields: readonly GuestFieldName[];
  } & Parameters<typeof validateGuest>[1],
): Issue[] {
  const { locale, t } = input;
  const errors = validateGuest(guest, input);
  const issues: Issue[] = [];
  for (const field of input.fields) {
    const error = errors[field];
    if (error) {
      issues.push({
        id: guestFieldId(field),
        label: t(guestFieldLabelKey(field, locale)),
        message: fieldErrorText(t, error),
      });
    }
  }
  for (const room of reservation.rooms) {
    const roomErrors = validateRoomGuest(rooms[room.room_index] ?? { firstName: '', lastName: '' }, locale);
    for (const field of ['lastName', 'firstName'] as const) {
      const error = roomErrors[field];
      if (!error) continue;
      issues.push({
        id: roomFieldId(room.room_index, field),
        label: `${t('guestDetail.roomGuest', { number: room.room_index + 1 })} ${t(guestFieldLabelKey(field, locale))}`,
        message: fieldErrorText(t, error),
      });
    }
  }
  return issues;
}

export function GuestsForm({
  reservation,
  settings,
  proof,
  onReload,
  reloading = false,
}: {
  reservation: Reservation;
  settings: UpdateSettings;
  proof: ReservationProof;
  onReload: () => void;
  /** The reservation is being loaded again: no save until its new version is here. */
  reloading?: boolean;
}) {
  const api = useApi();
  const { t, locale } = useI18n();
  const widgetSettings = useWidget((state) => state.settings);
  const requirements = useMemo(() => fieldRequirementsOf(widgetSettings), [widgetSettings]);
  const [guest, setGuest] = useState<Guest>(() => guestOf(reservation, locale));
  const [rooms, setRooms] = useState<Record<number, RoomGuest>>(() => roomGuestsOf(reservation));
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<UpdateFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Each refused save moves focus to the summary once it shows the problems (WCAG 3.3.1).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) summaryRef.current?.focus();
  }, [refusals]);
  const fields = guestFieldOrder(locale, requirements).filter(
    (field) => field !== 'email' && field !== 'emailConfirmation',
  );
  const issues = issuesOf(guest, rooms, reservation, {
    locale,
    t,
    fields,
    kanjiNameRequired: widgetSettings?.kanji_name_required ?? false,
    requirements,
    today: todayInZone(widgetSettings?.hotel.time_zone ?? 'Asia/Tokyo'),
  });
  const shown: ShownErrors = tried
    ? Object.fromEntries(issues.map((issue) => [issue.id, issue.message]))
    : {};
  const set = (patch: Partial<Guest>) => {
    setSaved(false);
    setGuest((current) => ({ ...current, ...patch }));
  };
  const countries = countryOptions(locale).map((c) => ({ value: c.code, label: c.name }));
  const inJapan = guest.country === JAPAN || (guest.country === '' && locale === 'ja');

  const field = (name: GuestFieldName) => {
    const common = {
      id: guestFieldId(name),
      label: t(guestFieldLabelKey(name, locale)),
      error: shown[guestFieldId(name)],
      required:
        ['firstName', 'lastName', 'phone'].includes(name) ||
        ((name === 'kanjiFirstName' || name === 'kanjiLastName') &&
          (widgetSettings?.kanji_name_required ?? false)),
    };
    if (name === 'gender') {
      return (
        <SelectField
          {...common}
          value={guest.gender}
          onChange={(v) => set({ gender: v as Gender | '' })}
          options={(['male', 'female', 'other'] as const).map((g) => ({
            value: g,
            label: t(
              g === 'male'
                ? 'guestDetail.genderMale'
                : g === 'female'
                  ? 'guestDetail.genderFemale'
                  : 'guestDetail.genderOther',
            ),
          }))}
        />
      );
    }
    if (name === 'nationality' || name === 'country') {
      return (
        <SelectField
          {...common}
          value={guest[name]}
          onChange={(v) => set({ [name]: v })}
          options={countries}
        />
      );
    }
    if (name === 'prefecture' && inJapan) {
      return (
        <SelectField
          {...common}
          value={guest.prefecture}
          onChange={(v) => set({ prefecture: v })}
          options={JAPANESE_PREFECTURES.map(([jaName, enName]) => ({
            value: jaName,
            label: locale === 'ja' ? jaName : enName,
          }))}
        />
      );
    }
    return (
      <TextField
        {...common}
        value={guest[name]}
        onChange={(v) => set({ [name]: v })}
        type={name === 'phone' ? 'tel' : name === 'dateOfBirth' ? 'date' : 'text'}
        lang={locale === 'ja' ? 'ja' : undefined}
        hint={name === 'phone' ? t('guestDetail.phoneHint') : undefined}
      />
    );
  };

  const save = async () => {
    setTried(true);
    setFailure(null);
    if (issues.length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      await updateGuests(
        api,
        reservation.hotel_id,
        reservation.number,
        proof,
        guestsBody(settings.version, reservation, guest, rooms, locale),
      );
      setSaved(true);
      onReload();
    } catch (error) {
      setFailure(updateFailureOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <ErrorSummary ref={summaryRef} issues={tried ? issues : []} blocking={[]} />
      <section className="gd-section" aria-labelledby="update-guest-heading">
        <h2 id="update-guest-heading">{t('guestDetail.guestSection')}</h2>
        <p className="gd-hint">{t('update.emailFixed', { email: reservation.email })}</p>
        {fields.map((name) => (
          <Fragment key={name}>{field(name)}</Fragment>
        ))}
      </section>
      <section className="gd-section" aria-labelledby="update-rooms-heading">
        <h2 id="update-rooms-heading">{t('update.roomGuests')}</h2>
        {reservation.rooms.map((room) => (
          <fieldset key={room.room_index} className="gd-fieldset">
            <legend>
              {t('booking.roomLine', { number: room.room_index + 1, room: room.room_type_name })}
            </legend>
            {(locale === 'en'
              ? (['firstName', 'lastName'] as const)
              : (['lastName', 'firstName'] as const)
            ).map((name) => (
              <TextField
                key={name}
                id={roomFieldId(room.room_index, name)}
                label={t(guestFieldLabelKey(name, locale))}
                value={rooms[room.room_index]?.[name] ?? ''}
                error={shown[roomFieldId(room.room_index, name)]}
                onChange={(v) => {
                  setSaved(false);
                  setRooms((current) => ({
                    ...current,
                    [room.room_index]: {
                      ...(current[room.room_index] ?? { firstName: '', lastName: '' }),
                      [name]: v,
                    },
                  }));
                }}
              />
            ))}
          </fieldset>
        ))}
      </section>
      {failure ? (
        <div className="payment-note payment-note--error" role="alert" data-testid="update-failure">
          {failure.kind === 'version-conflict' ? (
            <>
              <p>{t('update.versionConflict')}</p>
              <button type="button" className="button" onClick={onReload}>
                {t('update.reload')}
              </button>
            </>
          ) : failure.kind === 'not-updatable' ? (
            <p>{refusalText(t, failure.reason)}</p>
          ) : failure.kind === 'other' ? (
            <p>
              <strong>{failure.title}</strong> {failure.message}
            </p>
          ) : (
            <p>{t('update.loadFailed')}</p>
          )}
        </div>
      ) : null}
      <div className="update-actions">
        <button type="submit" className="button" disabled={sending || reloading}>
          {sending ? t('update.submitting') : t('update.guestsSave')}
        </button>
        <GoLink
          path={confirmationPath(reservation.number)}
          changes={confirmationChanges(proof)}
          className="button button--secondary"
        >
          {t('update.backToReservation')}
        </GoLink>
      </div>
      {saved ? (
        <p className="payment-note payment-note--info" role="status" data-testid="update-guests-saved">
          {t('update.guestsSaved')}
        </p>
      ) : null}
    </form>
  );
}
