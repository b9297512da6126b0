import type { AdditionalQuestion } from '@yadori/contract/additional-questions.schema';
import { useI18n } from '../../i18n/use-i18n.ts';
import { type QuestionAnswerAccess, QuestionInput } from '../questions/question-input.tsx';
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

/**
 * One question after booking: the shared QuestionInput, its answer kept in the drafts (by room
 * index, in the request body's shape).
 */
export function AnswerInput(props: QuestionProps) {
  const { question, drafts, rooms, errors, onChange } = props;
  const { t } = useI18n();
  const timeField = question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time';
  const answer: QuestionAnswerAccess = {
    free: (room) => (room === null ? drafts[question.id] : roomPart(drafts[question.id], Number(room))),
    setFree: (room, patch) =>
      onChange(withChange(drafts, question.id, room === null ? null : Number(room), patch)),
    time: drafts[question.id]?.rooms?.find((r) => r[timeField])?.[timeField] ?? '',
    setTime: (time) => onChange(withTimeForAllRooms(drafts, question.id, timeField, time, rooms)),
    people: (room) => {
      const part = roomPart(drafts[question.id], Number(room));
      return { men: part.men_count, women: part.women_count };
    },
    setPeople: (room, gender, count) =>
      onChange(
        withChange(drafts, question.id, Number(room), {
          [gender === 'men' ? 'men_count' : 'women_count']: count ?? undefined,
        }),
      ),
  };
  return (
    <QuestionInput
      question={question}
      rooms={rooms.map((room) => ({
        key: String(room.room_index),
        number: room.room_index + 1,
        adults: room.adults,
        label: t('answers.roomPart', { question: question.name, number: room.room_index + 1 }),
      }))}
      errors={errors}
      fieldId={(part) => answerFieldId(question.id, part)}
      answer={answer}
      // The first choice carries the slot's id, so the error summary can move focus to it.
      choiceIdOn="first-choice"
      file={props.files ? <FileAnswer {...props} {...props.files} /> : <FileSummary {...props} />}
    />
  );
}
