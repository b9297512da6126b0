import { ApiFailure, getToken, refusalOf } from './api.ts';
import { getLocale } from './i18n.ts';

// The browser starts a download from the object URL asynchronously; freeing it at once can cancel
// the save in some browsers, so it is kept this long and then let go.
const KEEP_OBJECT_URL_MS = 60_000;

/** Hands `blob` to the browser as a file named `fileName`, through a short-lived <a download>. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}

/**
 * Downloads a file of the staff API (`path` under /staff) and saves it as `fileName`. A plain link
 * cannot carry the console's bearer token, so the bytes come through `fetch` with it and leave through
 * an object URL. Throws ApiFailure for a refusal (its sentence in the console's language) and for no
 * answer at all (status 0, no sentence).
 * @example await download(`/hotels/1/reservations/${number}/files/${file.id}`, file.file_name);
 */
export async function download(path: string, fileName: string): Promise<void> {
  const headers: Record<string, string> = { 'tripla-locale': getLocale() };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/staff${path}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiFailure(0, 'network', '', undefined, {}, {});
  }
  if (!response.ok) throw await refusalOf(response);
  save(await response.blob(), fileName);
}
