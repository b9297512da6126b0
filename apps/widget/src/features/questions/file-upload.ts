import { ANSWER_LIMITS } from '@yadori/contract/additional-questions.constants';
import type { FileAttachment } from '@yadori/contract/file-attachments.schema';
import { version } from '../../../package.json';
import { ApiError, parseErrorBody } from '../../api/api-error.ts';
import { readWidgetConfig } from '../../config/widget-config.ts';

/** Spec sections 5 and 9: 80 MB a file, 30 files a booking — checked before anything is sent. */
export const MAX_ATTACHMENT_BYTES = ANSWER_LIMITS.attachmentBytes;
export const MAX_ATTACHMENTS = ANSWER_LIMITS.attachmentsPerBooking;

export type FileRefusal = 'tooBig' | 'tooMany';

/**
 * Which of `files` may be uploaded when `alreadyAttached` files are in the booking: each refused one
 * with its reason (too big; or past the 30th file).
 */
export function checkFiles(
  files: readonly { name: string; size: number }[],
  alreadyAttached: number,
): { accepted: number[]; refused: { index: number; reason: FileRefusal }[] } {
  const accepted: number[] = [];
  const refused: { index: number; reason: FileRefusal }[] = [];
  files.forEach((file, index) => {
    if (file.size > MAX_ATTACHMENT_BYTES) refused.push({ index, reason: 'tooBig' });
    else if (alreadyAttached + accepted.length >= MAX_ATTACHMENTS) refused.push({ index, reason: 'tooMany' });
    else accepted.push(index);
  });
  return { accepted, refused };
}

export interface UploadRequest {
  hotelId: number;
  file: File;
  session: string;
  locale: string;
  loginToken?: string | null;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /hotels/{hotelId}/file_attachments` (multipart, part `file`) with upload progress, which
 * fetch cannot report; the API client's headers are repeated here.
 */
export function uploadAttachment(request: UploadRequest, xhrFactory = () => new XMLHttpRequest()) {
  const { apiBase } = readWidgetConfig();
  return new Promise<FileAttachment>((resolve, reject) => {
    const xhr = xhrFactory();
    xhr.open('POST', `${apiBase}/hotels/${request.hotelId}/file_attachments`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('App-Version', version);
    xhr.setRequestHeader('Tripla-Locale', request.locale);
    xhr.setRequestHeader('Client-Session', request.session);
    if (request.loginToken) xhr.setRequestHeader('Authorization', `Bearer ${request.loginToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'data' in body) {
        request.onProgress(1);
        resolve((body as { data: FileAttachment }).data);
      } else reject(parseErrorBody(xhr.status, body, xhr.statusText || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError({ title: 'Network error', status: 0 }));
    xhr.onabort = () => reject(new ApiError({ title: 'Aborted', status: 0 }));
    request.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', request.file, request.file.name);
    xhr.send(form);
  });
}
