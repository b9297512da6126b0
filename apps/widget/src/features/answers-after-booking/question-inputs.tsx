import { ANSWER_LIMITS } from '@yadori/contract/additional-questions.constants';
import type { AdditionalQuestion } from '@yadori/contract/additional-questions.schema';
import { useI18n } from '../../i18n/use-i18n.ts';
import { SelectField, TextAreaField } from '../../shared/form-fields.tsx';
import {
  type AnsweringRoom,
  answerFieldId,
  type Drafts,
  roomPart,
  withChange,
  withTimeForAllRooms,
} from './answer-draft.ts';
import { FileAnswer } from './file-answer.tsx';

export interface QuestionProps {
  question: AdditionalQuestion;
  drafts: Drafts;
  rooms: readonly AnsweringRoom[];
  errors: Readonly<Record<string, string>>;
  onChange: (next: Drafts) => void;
  /** What a file question needs to upload; without it the files are only counted. */
  files?: { hotelId: number; onUploading: (delta: number) => void; getDrafts: () => Drafts };
}

const HOURS = Array.from({ length: 24 }, (_, h) => {
  const time = `${String(h).padStart(2, '0')}:00`;
  return { value: time, label: time };
});

/** Check-in or check-out time: one choice for every room. */
function TimeInput({ question, drafts, rooms, errors, onChange }: QuestionProps) {
  const field = question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time';
  const value = drafts[question.id]?.rooms?.find((r) => r[field])?.[field] ?? '';
  const id = answerFieldId(question.id);
  return (
    <SelectField
      id={id}
      label={question.name}
      required={question.required}
      hint={question.description || undefined}
      error={errors[id]}
      value={value}
      options={question.options.length > 0 ? question.options : HOURS}
      onChange={(time) => onChange(withTimeForAllRooms(drafts, question.id, field, time, rooms))}
    />
  );
}

/** Men and women per room, adding up to the room's adults. */
function PeopleInput({ question, drafts, rooms, errors, onChange }: QuestionProps) {
  const { t } = useI18n();
  return (
    <fieldset className="gd-fieldset">
      <legend>
        {question.name}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {question.description ? <p className="gd-hint">{question.description}</p> : null}
      {rooms.map((room) => {
        const part = roomPart(drafts[question.id], room.room_index);
        const menId = answerFieldId(question.id, `${room.room_index}-men`);
        const error = errors[menId];
        return (
          <fieldset key={room.room_index} className="gd-people">
            <legend>
              {t('guestDetail.peopleRoom', { number: room.room_index + 1, adults: room.adults })}
            </legend>
            {(
              [
                ['men_count', menId, part.men_count, 'guestDetail.men'],
                [
                  'women_count',
                  answerFieldId(question.id, `${room.room_index}-women`),
                  part.women_count,
                  'guestDetail.women',
                ],
              ] as const
            ).map(([field, id, count, label]) => (
              <div key={field} className="gd-field gd-field--inline">
                <label htmlFor={id}>{t(label)}</label>
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
                    onChange(
                      withChange(drafts, question.id, room.room_index, {
                        [field]: event.target.value === '' ? undefined : Number(event.target.value),
                      }),
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

/** A free question, answered once or by every room: text, or one or several options. */
function FreeInput({ question, drafts, rooms, errors, onChange }: QuestionProps) {
  const { t } = useI18n();
  const slots = question.per_room
    ? rooms.map((room) => ({
        id: answerFieldId(question.id, room.room_index),
        room: room.room_index as number | null,
        label: t('answers.roomPart', { question: question.name, number: room.room_index + 1 }),
        value: roomPart(drafts[question.id], room.room_index),
      }))
    : [{ id: answerFieldId(question.id), room: null, label: question.name, value: drafts[question.id] }];
  return (
    <>
      {slots.map((slot) => {
        const error = errors[slot.id];
        if (question.answer_type !== 'options')
          return (
            <TextAreaField
              key={slot.id}
              id={slot.id}
              label={slot.label}
              hint={question.description || undefined}
              required={question.required}
              error={error}
              value={slot.value?.text ?? ''}
              maxLength={ANSWER_LIMITS.textLength}
              onChange={(text) => onChange(withChange(drafts, question.id, slot.room, { text }))}
            />
          );
        const chosen = slot.value?.options ?? [];
        return (
          <fieldset
            key={slot.id}
            className={`gd-fieldset${error ? ' gd-field--invalid' : ''}`}
            aria-describedby={error ? `${slot.id}-error` : undefined}
          >
            <legend>
              {slot.label}
              {question.required ? <span aria-hidden="true"> *</span> : null}
            </legend>
            {question.description ? <p className="gd-hint">{question.description}</p> : null}
            {question.options.map((option, index) => {
              // The first choice carries the slot's id, so the error summary can move focus to it.
              const id = index === 0 ? slot.id : `${slot.id}-${option.value}`;
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
                      onChange(withChange(drafts, question.id, slot.room, { options }));
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
      })}
    </>
  );
}

/** Files are sent at booking; here the guest sees how many the hotel has. */
function FileSummary({ question, drafts }: QuestionProps) {
  const { t } = useI18n();
  const answer = drafts[question.id];
  const count =
    (answer?.file_attachment_ids?.length ?? 0) +
    (answer?.rooms ?? []).reduce((sum, r) => sum + (r.file_attachment_ids?.length ?? 0), 0);
  return (
    <div className="gd-field">
      <h3 className="answers__file-name">{question.name}</h3>
      <p>{count > 0 ? t('answers.filesSent', { count }) : t('answers.noFiles')}</p>
    </div>
  );
}

/** The input of one question, by its type (spec section 3). */
export function QuestionInput(props: QuestionProps) {
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
      return props.files ? <FileAnswer {...props} {...props.files} /> : <FileSummary {...props} />;
    default:
      return <FreeInput {...props} />;
  }
}
