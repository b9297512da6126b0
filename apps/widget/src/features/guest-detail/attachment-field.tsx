import { useRef } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import {
  answerKey,
  bookingStore,
  changeUploading,
  setAnswer,
  useBooking,
} from '../booking-state/booking-store.ts';
import type { AttachmentRef, BookingState } from '../booking-state/booking-types.ts';
import type { ShownQuestion } from './questions-api.ts';
import {
  ACCEPTED_FILE_TYPES,
  RemovableFiles,
  UploadMessages,
  UploadProgress,
  useFileUploads,
} from './use-file-uploads.tsx';

/** Files attached anywhere in the booking (the 30-file limit is per booking). */
export const attachedCount = (state: Pick<BookingState, 'answers'>) =>
  Object.values(state.answers).reduce((sum, answer) => sum + (answer.attachments?.length ?? 0), 0);

/**
 * A file question (spec sections 3, 5, 9): files are checked for size and count before upload, sent
 * one by one with their progress shown, and can be removed.
 */
export function AttachmentField({
  shown,
  id,
  label,
  required,
  error,
}: {
  shown: ShownQuestion;
  id: string;
  label: string;
  required: boolean;
  error?: string;
}) {
  const { t } = useI18n();
  const hotelId = useBooking((state) => state.bookingDetails?.hotelId ?? 0);
  const answer = useBooking((state) => state.answers[answerKey(shown.source, shown.question.id)]);
  const inputRef = useRef<HTMLInputElement>(null);
  const files = answer?.attachments ?? [];

  const save = (change: (current: readonly AttachmentRef[]) => AttachmentRef[]) => {
    const current = bookingStore.get().answers[answerKey(shown.source, shown.question.id)]?.attachments ?? [];
    setAnswer(bookingStore, {
      questionId: shown.question.id,
      source: shown.source,
      questionType: shown.question.question_type,
      attachments: change(current),
    });
  };

  const { uploads, messages, onFiles } = useFileUploads({
    hotelId,
    attachedNow: () => {
      const state = bookingStore.get();
      return attachedCount(state) + state.uploadingAttachments;
    },
    onUploading: (delta) => changeUploading(bookingStore, delta),
    onUploaded: (uploaded) =>
      save((current) => [...current, { id: uploaded.id, name: uploaded.file_name, size: uploaded.size }]),
  });

  const describedBy = [`${id}-limits`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`gd-field${error ? ' gd-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <p id={`${id}-limits`} className="gd-hint">
        {t('guestDetail.fileLimits')}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_FILE_TYPES}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void onFiles(event)}
      />
      <UploadProgress uploads={uploads} />
      <RemovableFiles
        files={files}
        onRemove={(fileId) => {
          save((current) => current.filter((f) => f.id !== fileId));
          inputRef.current?.focus();
        }}
      />
      <UploadMessages messages={messages} />
      {error ? (
        <p id={`${id}-error`} className="gd-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
