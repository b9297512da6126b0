// Files the server sends (a receipt, an organization's export), saved in the guest's browser. A module
// of its own: the screens that save files load it without the reservation calls beside it.

/** A file the server sent: its bytes and the name it suggests. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/**
 * Saves a file through an object URL and a clicked `download` anchor: works inside the hotel site's
 * iframe (no new window, no navigation away from the widget).
 */
export function saveFile(file: DownloadedFile, doc: Document = document): void {
  const url = URL.createObjectURL(file.blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; give the browser a moment before the URL is freed.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
