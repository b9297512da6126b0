import { type ChangeEvent, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { currentLoginToken } from '../../app/member-session.ts';
import { useApi, useWidgetStore } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import {
  answerKey,
  bookingStore,
  changeUploading,
  setAnswer,
  useBooking,
} from '../booking-state/booking-store.ts';
import type { AttachmentRef, BookingState } from '../booking-state/booking-types.ts';
import { checkFiles, uploadAttachment } from './file-upload.ts';
import type { ShownQuestion } from './questions-api.ts';

interface Upload {
  localId: number;
  name: string;
  percent: number;
}

let nextLocalId = 1;

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
  const { locale, t } = useI18n();
  const api = useApi();
  const widgetStore = useWidgetStore();
  const hotelId = useBooking((state) => state.bookingDetails?.hotelId ?? 0);
  const answer = useBooking((state) => state.answers[answerKey(shown.source, shown.question.id)]);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
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

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const state = bookingStore.get();
    const { accepted, refused } = checkFiles(chosen, attachedCount(state) + state.uploadingAttachments);
    setMessages(
      refused.map(({ index, reason }) =>
        reason === 'tooBig'
          ? t('guestDetail.fileTooBig', { name: chosen[index]?.name ?? '' })
          : t('guestDetail.fileTooMany'),
      ),
    );
    const session = await api.ensureClientSession();
    await Promise.all(
      accepted.map(async (index) => {
        const file = chosen[index] as File;
        const localId = nextLocalId++;
        setUploads((list) => [...list, { localId, name: file.name, percent: 0 }]);
        changeUploading(bookingStore, 1);
        try {
          const uploaded = await uploadAttachment({
            hotelId,
            file,
            session,
            locale,
            loginToken: currentLoginToken(widgetStore),
            onProgress: (fraction) =>
              setUploads((list) =>
                list.map((u) => (u.localId === localId ? { ...u, percent: Math.round(fraction * 100) } : u)),
              ),
          });
          save((current) => [...current, { id: uploaded.id, name: uploaded.file_name, size: uploaded.size }]);
        } catch (failure) {
          const reason = isApiError(failure) && failure.message ? ` ${failure.message}` : '';
          setMessages((list) => [...list, `${t('guestDetail.fileFailed', { name: file.name })}${reason}`]);
        } finally {
          changeUploading(bookingStore, -1);
          setUploads((list) => list.filter((u) => u.localId !== localId));
        }
      }),
    );
  };

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
        accept="image/jpeg,image/png,image/gif,image/webp,image/heic,application/pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void onFiles(event)}
      />
      {uploads.length > 0 ? (
        <ul className="gd-files">
          {uploads.map((upload) => (
            <li key={upload.localId}>
              <label>
                {t('guestDetail.fileUploading', { name: upload.name })}{' '}
                <progress max={100} value={upload.percent}>
                  {upload.percent}%
                </progress>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className="gd-files">
          {files.map((file) => (
            <li key={file.id}>
              {file.name}{' '}
              <button
                type="button"
                className="gd-link-button"
                onClick={() => {
                  save((current) => current.filter((f) => f.id !== file.id));
                  inputRef.current?.focus();
                }}
              >
                {t('guestDetail.fileRemove', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="alert">
        {messages.map((message) => (
          <p key={message} className="gd-error">
            {message}
          </p>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="gd-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
