import { type ChangeEvent, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { currentLoginToken } from '../../app/member-session.ts';
import { useApi, useWidgetStore } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { checkFiles, uploadAttachment } from '../guest-detail/file-upload.ts';
import { answerFieldId, type Drafts, withChange } from './answer-draft.ts';
import type { QuestionProps } from './question-inputs.tsx';

interface Upload {
  localId: number;
  name: string;
  percent: number;
}

let nextLocalId = 1;

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
  const { t, locale } = useI18n();
  const api = useApi();
  const widgetStore = useWidgetStore();
  const [saved] = useState(() => new Set(drafts[question.id]?.file_attachment_ids ?? []));
  const [names, setNames] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
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

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, refused } = checkFiles(chosen, attachedFiles(getDrafts()) + uploads.length);
    setMessages(
      refused.map(({ index, reason }) =>
        reason === 'tooBig'
          ? t('guestDetail.fileTooBig', { name: chosen[index]?.name ?? '' })
          : t('guestDetail.fileTooMany'),
      ),
    );
    if (accepted.length === 0) return;
    const session = await api.ensureClientSession();
    await Promise.all(
      accepted.map(async (index) => {
        const file = chosen[index] as File;
        const localId = nextLocalId++;
        setUploads((list) => [...list, { localId, name: file.name, percent: 0 }]);
        onUploading(1);
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
          setNames((known) => ({ ...known, [uploaded.id]: uploaded.file_name }));
          setFiles((current) => [...current, uploaded.id]);
        } catch (failure) {
          const reason = isApiError(failure) && failure.message ? ` ${failure.message}` : '';
          setMessages((list) => [...list, `${t('guestDetail.fileFailed', { name: file.name })}${reason}`]);
        } finally {
          onUploading(-1);
          setUploads((list) => list.filter((u) => u.localId !== localId));
        }
      }),
    );
  };

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
        accept="image/jpeg,image/png,image/gif,image/webp,image/heic,application/pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-sent`, `${id}-limits`, error ? `${id}-error` : null]
          .filter(Boolean)
          .join(' ')}
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
      {added.length > 0 ? (
        <ul className="gd-files">
          {added.map((file) => (
            <li key={file}>
              {names[file] ?? file}{' '}
              <button
                type="button"
                className="gd-link-button"
                onClick={() => {
                  setFiles((current) => current.filter((f) => f !== file));
                  input.current?.focus();
                }}
              >
                {t('guestDetail.fileRemove', { name: names[file] ?? file })}
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
