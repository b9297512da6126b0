import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

export interface CachedFile {
  body: Buffer;
  etag: string;
}

export type FileReader = (path: string) => Promise<CachedFile | null>;

/**
 * Reads small files (index.html, embed.js) into memory and re-reads them only when their mtime
 * changes, so a rebuild is picked up without a restart. A missing file gives null.
 */
export function createFileCache(transform: (body: Buffer) => Buffer = (body) => body): FileReader {
  const entries = new Map<string, { mtimeMs: number; file: CachedFile }>();
  return async (path) => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      entries.delete(path);
      return null;
    }
    const cached = entries.get(path);
    if (cached && cached.mtimeMs === mtimeMs) return cached.file;
    const body = transform(await readFile(path));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const file = { body, etag };
    entries.set(path, { mtimeMs, file });
    return file;
  };
}
