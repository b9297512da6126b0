import { useI18n } from '../../i18n/use-i18n.ts';
import type { ShownErrors } from '../../shared/form-fields.tsx';
import { checkedPeopleCounts, setPeopleCount, timeForAllRooms } from '../booking-state/booking-rules.ts';
import { answerKey, bookingStore, setAnswer, useBooking } from '../booking-state/booking-store.ts';
import type { BookingRoom, QuestionAnswer, RoomAnswer } from '../booking-state/booking-types.ts';
import { type QuestionAnswerAccess, QuestionInput } from '../questions/question-input.tsx';
import { AttachmentField } from './attachment-field.tsx';
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

/** One question of the booking, its answer kept in the booking store (by room key). */
function BookingQuestion({
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
  const keys = rooms.map((r) => r.key);
  const timeField = shown.question.question_type === 'checkin' ? 'checkinTime' : 'checkoutTime';
  // The room keys come from `rooms`.
  const adultsOf = (roomKey: string) => rooms.find((r) => r.key === roomKey)?.party.adults ?? 0;
  const peopleOf = (roomKey: string): RoomAnswer =>
    checkedPeopleCounts(
      answer?.rooms?.find((r) => r.roomKey === roomKey) ?? { roomKey, adults: adultsOf(roomKey) },
    );
  const access: QuestionAnswerAccess = {
    free: (room) => (room === null ? answer : answer?.rooms?.find((r) => r.roomKey === room)),
    setFree: (room, patch) => (room === null ? save(shown, patch) : saveRoomPart(shown, keys, room, patch)),
    time: answer?.rooms?.[0]?.[timeField] ?? '',
    setTime: (time) => save(shown, { rooms: timeForAllRooms(keys, timeField, time, answer?.rooms) }),
    people: (room) => {
      const part = peopleOf(room);
      return { men: part.menCount, women: part.womenCount };
    },
    setPeople: (room, gender, count) => {
      const next = setPeopleCount({ ...peopleOf(room), adults: adultsOf(room) }, gender, count);
      const others = (answer?.rooms ?? []).filter((r) => r.roomKey !== room);
      save(shown, {
        rooms: [...others, next].sort((a, b) => keys.indexOf(a.roomKey) - keys.indexOf(b.roomKey)),
      });
    },
  };
  const id = questionFieldId(shown);
  return (
    <QuestionInput
      question={shown.question}
      rooms={rooms.map((room, index) => ({
        key: room.key,
        number: index + 1,
        adults: room.party.adults,
        label: `${shown.question.name} (${t('booking.roomLine', { number: index + 1, room: room.roomTypeName })})`,
      }))}
      errors={errors}
      fieldId={(part) => questionFieldId(shown, part)}
      answer={access}
      timeNote={rooms.length > 1 ? t('guestDetail.timeAllRooms') : undefined}
      choiceIdOn="group"
      file={<AttachmentField shown={shown} id={id} error={errors[id]} />}
    />
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
      {questions.map((shown) => (
        <BookingQuestion
          key={answerKey(shown.source, shown.question.id)}
          shown={shown}
          rooms={rooms}
          errors={errors}
        />
      ))}
    </section>
  );
}
