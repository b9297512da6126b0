import {
  answerKey,
  bookingStore,
  changeUploading,
  setAnswer,
  useBooking,
} from '../booking-state/booking-store.ts';
import type { AttachmentRef, BookingState } from '../booking-state/booking-types.ts';
import { FileQuestion } from '../questions/file-question.tsx';
import type { ShownQuestion } from './questions-api.ts';

/** Files attached anywhere in the booking (the 30-file limit is per booking). */
export const attachedCount = (state: Pick<BookingState, 'answers'>) =>
  Object.values(state.answers).reduce((sum, answer) => sum + (answer.attachments?.length ?? 0), 0);

/** A file question at booking: the shared FileQuestion, its files kept in the booking's answers. */
export function AttachmentField({ shown, id, error }: { shown: ShownQuestion; id: string; error?: string }) {
  const hotelId = useBooking((state) => state.bookingDetails?.hotelId ?? 0);
  const answer = useBooking((state) => state.answers[answerKey(shown.source, shown.question.id)]);

  const save = (change: (current: readonly AttachmentRef[]) => AttachmentRef[]) => {
    const current = bookingStore.get().answers[answerKey(shown.source, shown.question.id)]?.attachments ?? [];
    setAnswer(bookingStore, {
      questionId: shown.question.id,
      source: shown.source,
      questionType: shown.question.question_type,
      attachments: change(current),
    });
  };

  return (
    <FileQuestion
      id={id}
      label={shown.question.name}
      required={shown.question.required}
      error={error}
      files={answer?.attachments ?? []}
      hotelId={hotelId}
      attachedNow={() => {
        const state = bookingStore.get();
        return attachedCount(state) + state.uploadingAttachments;
      }}
      onUploading={(delta) => changeUploading(bookingStore, delta)}
      onUploaded={(uploaded) =>
        save((current) => [...current, { id: uploaded.id, name: uploaded.file_name, size: uploaded.size }])
      }
      onRemove={(fileId) => save((current) => current.filter((f) => f.id !== fileId))}
    />
  );
}
