import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import {
  ACCEPTED_FILE_TYPES,
  RemovableFiles,
  UploadMessages,
  UploadProgress,
  useFileUploads,
} from '../questions/use-file-uploads.tsx';
import { answerFieldId, type Drafts, withChange } from './answer-draft.ts';
import type { QuestionProps } from './question-inputs.tsx';

/** Files attached anywhere in the drafts (the 30-file limit is per booking). */
export const attachedFiles = (drafts: Drafts) =>
  Object.values(drafts).reduce(
    (sum, answer) =>
      sum +
      (answer.file_attachment_ids?.length ?? 0) +
      (answer.rooms ?? []).reduce((n, r) => n + (r.file_attachment_ids?.length ?? 0), 0),
    0,
  );

/**
 * A file question after booking: the files the hotel has already, and more added with the booking's
 * upload (80 MB a file, 30 a booking, progress shown); new files can be taken off before saving.
 */
export function FileAnswer({
  question,
  drafts,
  errors,
  onChange,
  hotelId,
  onUploading,
  getDrafts,
}: QuestionProps & {
  hotelId: number;
  onUploading: (delta: number) => void;
  /** The drafts as they are when an upload ends (others may have changed meanwhile). */
  getDrafts: () => Drafts;
}) {
  const { t } = useI18n();
  const [saved] = useState(() => new Set(drafts[question.id]?.file_attachment_ids ?? []));
  const [names, setNames] = useState<Record<string, string>>({});
  const input = useRef<HTMLInputElement>(null);
  const id = answerFieldId(question.id);
  const files = drafts[question.id]?.file_attachment_ids ?? [];
  const kept = files.filter((file) => saved.has(file)).length;
  const added = files.filter((file) => !saved.has(file));

  const setFiles = (change: (current: string[]) => string[]) => {
    const current = getDrafts();
    onChange(
      withChange(current, question.id, null, {
        file_attachment_ids: change(current[question.id]?.file_attachment_ids ?? []),
      }),
    );
  };

  const { uploads, messages, onFiles } = useFileUploads({
    hotelId,
    attachedNow: () => attachedFiles(getDrafts()),
    onUploading,
    onUploaded: (uploaded) => {
      setNames((known) => ({ ...known, [uploaded.id]: uploaded.file_name }));
      setFiles((current) => [...current, uploaded.id]);
    },
  });

  const error = errors[id];
  return (
    <div className={`gd-field${error ? ' gd-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {question.name}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {question.description ? <p className="gd-hint">{question.description}</p> : null}
      <p id={`${id}-sent`}>{kept > 0 ? t('answers.filesSent', { count: kept }) : t('answers.noFiles')}</p>
      <p id={`${id}-limits`} className="gd-hint">
        {t('guestDetail.fileLimits')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_FILE_TYPES}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-sent`, `${id}-limits`, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => void onFiles(event)}
      />
      <UploadProgress uploads={uploads} />
      <RemovableFiles
        files={added.map((file) => ({ id: file, name: names[file] ?? file }))}
        onRemove={(fileId) => {
          setFiles((current) => current.filter((f) => f !== fileId));
          input.current?.focus();
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
