import { ANSWER_LIMITS } from '@yadori/contract/additional-questions.constants';
import type { AdditionalQuestion } from '@yadori/contract/additional-questions.schema';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { SelectField, type ShownErrors, TextAreaField } from '../../shared/form-fields.tsx';

/** A room a question is answered for. */
export interface QuestionRoom {
  /** The room's part of the field ids (`fieldId(key)`, `fieldId(`${key}-men`)`). */
  key: string;
  /** The room's number as the guest reads it (1, 2, …). */
  number: number;
  adults: number;
  /** The label of this room's field of a per-room text or choice question. */
  label: string;
}

/** What a text or choice answer holds (the whole question's, or one room's part). */
export interface FreeValue {
  text?: string;
  options?: readonly string[];
}

/** How a feature keeps its answer to one question: read and written by the room (null: the whole question). */
export interface QuestionAnswerAccess {
  free: (room: string | null) => FreeValue | undefined;
  setFree: (room: string | null, patch: { text?: string; options?: string[] }) => void;
  time: string;
  setTime: (time: string) => void;
  people: (room: string) => { men: number | null | undefined; women: number | null | undefined };
  setPeople: (room: string, gender: 'men' | 'women', count: number | null) => void;
}

export interface QuestionInputProps {
  question: AdditionalQuestion;
  rooms: readonly QuestionRoom[];
  errors: ShownErrors;
  /** The DOM id of the question's field, or of `part` of it (a room, a room's men or women). */
  fieldId: (part?: string) => string;
  answer: QuestionAnswerAccess;
  /** Said under a check-in or check-out time besides the question's description. */
  timeNote?: string;
  /**
   * Where a choice question's id goes (the error summary moves focus there): on its group, or on
   * its first choice.
   */
  choiceIdOn: 'group' | 'first-choice';
  /** A file question's input: the feature's FileQuestion (or what it shows instead). */
  file: ReactNode;
}

const HOURS = Array.from({ length: 24 }, (_, h) => {
  const time = `${String(h).padStart(2, '0')}:00`;
  return { value: time, label: time };
});

/** Check-in or check-out time: one choice for every room. */
function TimeInput({ question, errors, fieldId, answer, timeNote }: QuestionInputProps) {
  const id = fieldId();
  return (
    <SelectField
      id={id}
      label={question.name}
      required={question.required}
      hint={[question.description, timeNote].filter(Boolean).join(' ') || undefined}
      error={errors[id]}
      value={answer.time}
      options={question.options.length > 0 ? question.options : HOURS}
      onChange={answer.setTime}
    />
  );
}

/** Men and women per room, adding up to the room's adults. */
function PeopleInput({ question, rooms, errors, fieldId, answer }: QuestionInputProps) {
  const { t } = useI18n();
  return (
    <fieldset className="gd-fieldset">
      <legend>
        {question.name}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {question.description ? <p className="gd-hint">{question.description}</p> : null}
      {rooms.map((room) => {
        const counts = answer.people(room.key);
        const menId = fieldId(`${room.key}-men`);
        const error = errors[menId];
        return (
          <fieldset key={room.key} className="gd-people">
            <legend>{t('guestDetail.peopleRoom', { number: room.number, adults: room.adults })}</legend>
            {(
              [
                ['men', menId, counts.men],
                ['women', fieldId(`${room.key}-women`), counts.women],
              ] as const
            ).map(([gender, id, count]) => (
              <div key={gender} className="gd-field gd-field--inline">
                <label htmlFor={id}>{t(gender === 'men' ? 'guestDetail.men' : 'guestDetail.women')}</label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={room.adults}
                  value={count ?? ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${menId}-error` : undefined}
                  onChange={(event) =>
                    answer.setPeople(
                      room.key,
                      gender,
                      event.target.value === '' ? null : Number(event.target.value),
                    )
                  }
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

interface Slot {
  id: string;
  room: string | null;
  label: string;
}

/** One or several of the hotel's options, as radio buttons or checkboxes in a group. */
function ChoiceInput({
  question,
  slot,
  error,
  answer,
  idOn,
}: {
  question: AdditionalQuestion;
  slot: Slot;
  error?: string;
  answer: QuestionAnswerAccess;
  idOn: QuestionInputProps['choiceIdOn'];
}) {
  const chosen = answer.free(slot.room)?.options ?? [];
  const onGroup = idOn === 'group';
  return (
    <fieldset
      id={onGroup ? slot.id : undefined}
      tabIndex={onGroup ? -1 : undefined}
      className={`gd-fieldset${error ? ' gd-field--invalid' : ''}`}
      aria-describedby={error ? `${slot.id}-error` : undefined}
    >
      <legend>
        {slot.label}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {question.description ? <p className="gd-hint">{question.description}</p> : null}
      {question.options.map((option, index) => {
        const id = !onGroup && index === 0 ? slot.id : `${slot.id}-${option.value}`;
        return (
          <div key={option.value} className="gd-check">
            <input
              id={id}
              type={question.multiple ? 'checkbox' : 'radio'}
              name={slot.id}
              checked={chosen.includes(option.value)}
              onChange={(event) => {
                const options = question.multiple
                  ? event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((v) => v !== option.value)
                  : [option.value];
                answer.setFree(slot.room, { options });
              }}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      {error ? (
        <p id={`${slot.id}-error`} className="gd-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A free question, answered once or by every room: text, or one or several options. */
function FreeInput({ question, rooms, errors, fieldId, answer, choiceIdOn }: QuestionInputProps) {
  const slots: Slot[] = question.per_room
    ? rooms.map((room) => ({ id: fieldId(room.key), room: room.key, label: room.label }))
    : [{ id: fieldId(), room: null, label: question.name }];
  return (
    <>
      {slots.map((slot) =>
        question.answer_type === 'options' ? (
          <ChoiceInput
            key={slot.id}
            question={question}
            slot={slot}
            error={errors[slot.id]}
            answer={answer}
            idOn={choiceIdOn}
          />
        ) : (
          <TextAreaField
            key={slot.id}
            id={slot.id}
            label={slot.label}
            hint={question.description || undefined}
            required={question.required}
            error={errors[slot.id]}
            value={answer.free(slot.room)?.text ?? ''}
            maxLength={ANSWER_LIMITS.textLength}
            onChange={(text) => answer.setFree(slot.room, { text })}
          />
        ),
      )}
    </>
  );
}

/**
 * The input of one of the hotel's (or brand's) additional questions, by its type (spec section 3):
 * a notice, a check-in or check-out time, men and women per room, text or options (once or per room),
 * or files. Guest details and the answers after booking both show their questions with it; each
 * keeps the answers its own way (`answer`) and wires its own file uploads (`file`).
 */
export function QuestionInput(props: QuestionInputProps) {
  const { question } = props;
  switch (question.question_type) {
    case 'notification':
      return (
        <div className="gd-notice">
          <h3>{question.name}</h3>
          {question.description ? <p>{question.description}</p> : null}
        </div>
      );
    case 'checkin':
    case 'checkout':
      return <TimeInput {...props} />;
    case 'people_per_room':
      return <PeopleInput {...props} />;
    case 'file':
      return props.file;
    default:
      return <FreeInput {...props} />;
  }
}
