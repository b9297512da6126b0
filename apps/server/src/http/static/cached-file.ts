import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedFile {
  body: Buffer;
  etag: string;
  /** The same bytes compressed once, when it saves anything (small files stay as they are). */
  br: Buffer | null;
  gzip: Buffer | null;
}

const WORTH_COMPRESSING = 512;

function compressed(body: Buffer): Pick<CachedFile, 'br' | 'gzip'> {
  if (body.length < WORTH_COMPRESSING) return { br: null, gzip: null };
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The best encoding the request accepts among those the file has ('identity' when none). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  file: CachedFile,
): 'br' | 'gzip' | 'identity' {
  return preferredEncoding(acceptEncoding, { br: file.br !== null, gzip: file.gzip !== null });
}

/**
 * The best of the offered encodings the `Accept-Encoding` header accepts (brotli first, then gzip;
 * `q=0` refuses one, `*` stands for any not named), or 'identity'.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  offered: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (offered.br && ok('br')) return 'br';
  if (offered.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

export type FileReader = (path: string) => Promise<CachedFile | null>;

/**
 * Reads small files (index.html, embed.js) into memory and re-reads them only when their mtime
 * changes, so a rebuild is picked up without a restart. A missing file gives null. Compressed copies
 * are made once per version of the file, not per request.
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
    const file = { body, etag, ...compressed(body) };
    entries.set(path, { mtimeMs, file });
    return file;
  };
}
