import { useI18n } from '../../i18n/use-i18n.ts';
import { SelectField, type ShownErrors, TextAreaField } from '../../shared/form-fields.tsx';
import { checkedPeopleCounts, setPeopleCount, timeForAllRooms } from '../booking-state/booking-rules.ts';
import { answerKey, bookingStore, setAnswer, useBooking } from '../booking-state/booking-store.ts';
import type { BookingRoom, QuestionAnswer, RoomAnswer } from '../booking-state/booking-types.ts';
import { AttachmentField } from './attachment-field.tsx';
import { MAX_TEXT_ANSWER } from './guest-validation.ts';
import { questionFieldId } from './question-rules.ts';
import type { ShownQuestion } from './questions-api.ts';

const baseAnswer = (shown: ShownQuestion): QuestionAnswer => ({
  questionId: shown.question.id,
  source: shown.source,
  questionType: shown.question.question_type,
});

function save(shown: ShownQuestion, patch: Partial<QuestionAnswer>) {
  const current = bookingStore.get().answers[answerKey(shown.source, shown.question.id)] ?? baseAnswer(shown);
  setAnswer(bookingStore, { ...current, ...patch });
}

/** Saves one room's part of a per-room answer (rooms kept in booking order). */
function saveRoomPart(
  shown: ShownQuestion,
  roomKeys: readonly string[],
  roomKey: string,
  patch: Partial<RoomAnswer>,
) {
  const current = bookingStore.get().answers[answerKey(shown.source, shown.question.id)];
  const parts = current?.rooms ?? [];
  const part = { ...(parts.find((r) => r.roomKey === roomKey) ?? { roomKey }), ...patch };
  const next = [...parts.filter((r) => r.roomKey !== roomKey), part].sort(
    (a, b) => roomKeys.indexOf(a.roomKey) - roomKeys.indexOf(b.roomKey),
  );
  save(shown, { rooms: next });
}

/** Where an answer's value lives: the whole answer, or one room's part of it. */
interface AnswerSlot {
  id: string;
  label: string;
  value: { text?: string; options?: readonly string[] } | undefined;
  set: (patch: { text?: string; options?: string[] }) => void;
}

function useSlots(shown: ShownQuestion, rooms: readonly BookingRoom[]): AnswerSlot[] {
  const { t } = useI18n();
  const answer = useBooking((state) => state.answers[answerKey(shown.source, shown.question.id)]);
  if (!shown.question.per_room) {
    return [
      {
        id: questionFieldId(shown),
        label: shown.question.name,
        value: answer,
        set: (patch) => save(shown, patch),
      },
    ];
  }
  const keys = rooms.map((r) => r.key);
  return rooms.map((room, index) => ({
    id: questionFieldId(shown, room.key),
    label: `${shown.question.name} (${t('booking.roomLine', { number: index + 1, room: room.roomTypeName })})`,
    value: answer?.rooms?.find((r) => r.roomKey === room.key),
    set: (patch) => saveRoomPart(shown, keys, room.key, patch),
  }));
}

function TimeQuestion({
  shown,
  rooms,
  error,
}: {
  shown: ShownQuestion;
  rooms: readonly BookingRoom[];
  error?: string;
}) {
  const { t } = useI18n();
  const answer = useBooking((state) => state.answers[answerKey(shown.source, shown.question.id)]);
  const field = shown.question.question_type === 'checkin' ? 'checkinTime' : 'checkoutTime';
  const value = answer?.rooms?.[0]?.[field] ?? '';
  const options =
    shown.question.options.length > 0
      ? shown.question.options
      : Array.from({ length: 24 }, (_, h) => {
          const time = `${String(h).padStart(2, '0')}:00`;
          return { value: time, label: time };
        });
  return (
    <SelectField
      id={questionFieldId(shown)}
      label={shown.question.name}
      required={shown.question.required}
      hint={[shown.question.description, rooms.length > 1 ? t('guestDetail.timeAllRooms') : '']
        .filter(Boolean)
        .join(' ')}
      error={error}
      value={value}
      options={options}
      onChange={(time) =>
        save(shown, {
          rooms: timeForAllRooms(
            rooms.map((r) => r.key),
            field,
            time,
            answer?.rooms,
          ),
        })
      }
    />
  );
}

function PeopleQuestion({
  shown,
  rooms,
  errors,
}: {
  shown: ShownQuestion;
  rooms: readonly BookingRoom[];
  errors: ShownErrors;
}) {
  const { t } = useI18n();
  const answer = useBooking((state) => state.answers[answerKey(shown.source, shown.question.id)]);
  const partOf = (room: BookingRoom): RoomAnswer =>
    checkedPeopleCounts(
      answer?.rooms?.find((r) => r.roomKey === room.key) ?? { roomKey: room.key, adults: room.party.adults },
    );
  const change = (room: BookingRoom, gender: 'men' | 'women', raw: string) => {
    const value = raw === '' ? null : Number(raw);
    const next = setPeopleCount({ ...partOf(room), adults: room.party.adults }, gender, value);
    const others = (answer?.rooms ?? []).filter((r) => r.roomKey !== room.key);
    const order = rooms.map((r) => r.key);
    save(shown, {
      rooms: [...others, next].sort((a, b) => order.indexOf(a.roomKey) - order.indexOf(b.roomKey)),
    });
  };
  return (
    <fieldset className="gd-fieldset">
      <legend>
        {shown.question.name}
        {shown.question.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {shown.question.description ? <p className="gd-hint">{shown.question.description}</p> : null}
      {rooms.map((room, index) => {
        const part = partOf(room);
        const menId = questionFieldId(shown, `${room.key}-men`);
        const womenId = questionFieldId(shown, `${room.key}-women`);
        const error = errors[menId];
        return (
          <fieldset key={room.key} className="gd-people">
            <legend>{t('guestDetail.peopleRoom', { number: index + 1, adults: room.party.adults })}</legend>
            {(
              [
                ['men', menId, part.menCount],
                ['women', womenId, part.womenCount],
              ] as const
            ).map(([gender, id, count]) => (
              <div key={gender} className="gd-field gd-field--inline">
                <label htmlFor={id}>{t(gender === 'men' ? 'guestDetail.men' : 'guestDetail.women')}</label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={room.party.adults}
                  value={count ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${menId}-error` : undefined}
                  onChange={(event) => change(room, gender, event.target.value)}
                />
              </div>
            ))}
            {error ? (
              <p id={`${menId}-error`} className="gd-error">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

function OptionsQuestion({ shown, slot, error }: { shown: ShownQuestion; slot: AnswerSlot; error?: string }) {
  const chosen = slot.value?.options ?? [];
  const { id } = slot;
  const { question } = shown;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={`gd-fieldset${error ? ' gd-field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        {slot.label}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {question.description ? <p className="gd-hint">{question.description}</p> : null}
      {question.options.map((option) => (
        <div key={option.value} className="gd-check">
          <input
            id={`${id}-${option.value}`}
            type={question.multiple ? 'checkbox' : 'radio'}
            name={id}
            checked={chosen.includes(option.value)}
            onChange={(event) => {
              const next = question.multiple
                ? event.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((v) => v !== option.value)
                : [option.value];
              slot.set({ options: next });
            }}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="gd-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function TextQuestion({ shown, slot, error }: { shown: ShownQuestion; slot: AnswerSlot; error?: string }) {
  return (
    <TextAreaField
      id={slot.id}
      label={slot.label}
      hint={shown.question.description || undefined}
      required={shown.question.required}
      error={error}
      value={slot.value?.text ?? ''}
      maxLength={MAX_TEXT_ANSWER}
      onChange={(text) => slot.set({ text })}
    />
  );
}

/** A free question (text or options), answered once or by every room. */
function FreeQuestion({
  shown,
  rooms,
  errors,
}: {
  shown: ShownQuestion;
  rooms: readonly BookingRoom[];
  errors: ShownErrors;
}) {
  const slots = useSlots(shown, rooms);
  return (
    <>
      {slots.map((slot) =>
        shown.question.answer_type === 'options' ? (
          <OptionsQuestion key={slot.id} shown={shown} slot={slot} error={errors[slot.id]} />
        ) : (
          <TextQuestion key={slot.id} shown={shown} slot={slot} error={errors[slot.id]} />
        ),
      )}
    </>
  );
}

/** The hotel's and brand's questions (spec sections 3 and 5), each answered once or per room. */
export function AdditionalQuestions({
  questions,
  errors,
  failed,
}: {
  questions: readonly ShownQuestion[];
  errors: ShownErrors;
  failed: boolean;
}) {
  const { t } = useI18n();
  const rooms = useBooking((state) => state.bookingDetails?.rooms ?? null);
  if (!rooms || (questions.length === 0 && !failed)) return null;
  return (
    <section className="gd-section" aria-labelledby="gd-questions-heading">
      <h2 id="gd-questions-heading">{t('guestDetail.questionsSection')}</h2>
      {failed ? <p role="alert">{t('guestDetail.questionsFailed')}</p> : null}
      {questions.map((shown) => {
        const key = answerKey(shown.source, shown.question.id);
        const id = questionFieldId(shown);
        switch (shown.question.question_type) {
          case 'notification':
            return (
              <div key={key} className="gd-notice">
                <h3>{shown.question.name}</h3>
                {shown.question.description ? <p>{shown.question.description}</p> : null}
              </div>
            );
          case 'checkin':
          case 'checkout':
            return <TimeQuestion key={key} shown={shown} rooms={rooms} error={errors[id]} />;
          case 'people_per_room':
            return <PeopleQuestion key={key} shown={shown} rooms={rooms} errors={errors} />;
          case 'file':
            return (
              <AttachmentField
                key={key}
                shown={shown}
                id={id}
                label={shown.question.name}
                required={shown.question.required}
                error={errors[id]}
              />
            );
          default:
            return <FreeQuestion key={key} shown={shown} rooms={rooms} errors={errors} />;
        }
      })}
    </section>
  );
}
