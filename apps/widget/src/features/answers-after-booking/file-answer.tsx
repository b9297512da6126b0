import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { FileQuestion } from '../questions/file-question.tsx';
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

  return (
    <FileQuestion
      id={id}
      label={question.name}
      required={question.required}
      description={question.description || undefined}
      sentNote={kept > 0 ? t('answers.filesSent', { count: kept }) : t('answers.noFiles')}
      error={errors[id]}
      files={added.map((file) => ({ id: file, name: names[file] ?? file }))}
      hotelId={hotelId}
      attachedNow={() => attachedFiles(getDrafts())}
      onUploading={onUploading}
      onUploaded={(uploaded) => {
        setNames((known) => ({ ...known, [uploaded.id]: uploaded.file_name }));
        setFiles((current) => [...current, uploaded.id]);
      }}
      onRemove={(fileId) => setFiles((current) => current.filter((f) => f !== fileId))}
    />
  );
}
