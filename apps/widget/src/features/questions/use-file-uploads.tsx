import type { FileAttachment } from '@yadori/contract/file-attachments.schema';
import { type ChangeEvent, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { currentLoginToken } from '../../app/member-session.ts';
import { useApi, useWidgetStore } from '../../app/widget-context.tsx';
import { useI18n } from '../../i18n/use-i18n.ts';
import { checkFiles, uploadAttachment } from './file-upload.ts';

/** What a file input accepts (the server sniffs the type again). */
export const ACCEPTED_FILE_TYPES = 'image/jpeg,image/png,image/gif,image/webp,image/heic,application/pdf';

interface Upload {
  localId: number;
  name: string;
  percent: number;
}

let nextLocalId = 1;

/**
 * The upload side of a file question, at booking and after it: chosen files are checked for size and
 * count (`attachedNow()` files the booking holds already) before any is sent, then uploaded at once
 * with their progress; failures and refusals become messages.
 */
export function useFileUploads(options: {
  hotelId: number;
  attachedNow: () => number;
  /** +1 when an upload starts, −1 when it ends (the form waits for uploads before sending). */
  onUploading: (delta: 1 | -1) => void;
  onUploaded: (uploaded: FileAttachment) => void;
}) {
  const { t, locale } = useI18n();
  const api = useApi();
  const widgetStore = useWidgetStore();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [messages, setMessages] = useState<string[]>([]);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, refused } = checkFiles(chosen, options.attachedNow() + uploads.length);
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
        options.onUploading(1);
        try {
          const uploaded = await uploadAttachment({
            hotelId: options.hotelId,
            file,
            session,
            locale,
            loginToken: currentLoginToken(widgetStore),
            onProgress: (fraction) =>
              setUploads((list) =>
                list.map((u) => (u.localId === localId ? { ...u, percent: Math.round(fraction * 100) } : u)),
              ),
          });
          options.onUploaded(uploaded);
        } catch (failure) {
          const reason = isApiError(failure) && failure.message ? ` ${failure.message}` : '';
          setMessages((list) => [...list, `${t('guestDetail.fileFailed', { name: file.name })}${reason}`]);
        } finally {
          options.onUploading(-1);
          setUploads((list) => list.filter((u) => u.localId !== localId));
        }
      }),
    );
  };

  return { uploads, messages, onFiles };
}

/** Uploads under way, each with its progress. */
export function UploadProgress({ uploads }: { uploads: readonly Upload[] }) {
  const { t } = useI18n();
  if (uploads.length === 0) return null;
  return (
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
  );
}

/** Files taken for the answer, each with a button that takes it off (focus then returns to the input). */
export function RemovableFiles({
  files,
  onRemove,
}: {
  files: readonly { id: string; name: string }[];
  onRemove: (id: string) => void;
}) {
  const { t } = useI18n();
  if (files.length === 0) return null;
  return (
    <ul className="gd-files">
      {files.map((file) => (
        <li key={file.id}>
          {file.name}{' '}
          <button type="button" className="gd-link-button" onClick={() => onRemove(file.id)}>
            {t('guestDetail.fileRemove', { name: file.name })}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Refused and failed files, announced. */
export function UploadMessages({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert">
      {messages.map((message) => (
        <p key={message} className="gd-error">
          {message}
        </p>
      ))}
    </div>
  );
}
