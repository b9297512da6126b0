import type { FileAttachment } from '@yadori/contract/file-attachments.schema';
import { useRef } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import {
  ACCEPTED_FILE_TYPES,
  RemovableFiles,
  UploadMessages,
  UploadProgress,
  useFileUploads,
} from './use-file-uploads.tsx';

/**
 * A file question (spec sections 3, 5, 9): files are checked for size and count before upload, sent
 * one by one with their progress shown, and those listed can be removed (focus goes back to the
 * input). The feature keeps the files: `onUploaded` adds one, `onRemove` takes one off.
 */
export function FileQuestion({
  id,
  label,
  required,
  description,
  sentNote,
  error,
  files,
  hotelId,
  attachedNow,
  onUploading,
  onUploaded,
  onRemove,
}: {
  id: string;
  label: string;
  required: boolean;
  /** The question's description, where the feature shows it. */
  description?: string;
  /** What the hotel has already (after booking), read with the input. */
  sentNote?: string;
  error?: string;
  /** The files that can be taken off. */
  files: readonly { id: string; name: string; size?: number }[];
  hotelId: number;
  /** Files in the booking now, uploads under way included (the 30-file limit is per booking). */
  attachedNow: () => number;
  onUploading: (delta: 1 | -1) => void;
  onUploaded: (uploaded: FileAttachment) => void;
  onRemove: (fileId: string) => void;
}) {
  const { t } = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const { uploads, messages, onFiles } = useFileUploads({ hotelId, attachedNow, onUploading, onUploaded });
  const describedBy = [sentNote ? `${id}-sent` : null, `${id}-limits`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`gd-field${error ? ' gd-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {description ? <p className="gd-hint">{description}</p> : null}
      {sentNote ? <p id={`${id}-sent`}>{sentNote}</p> : null}
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
          onRemove(fileId);
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
