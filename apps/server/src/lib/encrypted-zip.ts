import {
  ERR_INVALID_AUTHENTICATION_CODE,
  ERR_INVALID_PASSWORD,
  Uint8ArrayReader,
  Uint8ArrayWriter,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js';

// Password-protected zips for data a person downloads (an organization's reservations as CSV): WinZip
// AES-256 (AE-2), which 7-Zip, WinZip and most archivers open. The legacy ZipCrypto that Windows Explorer
// can open is off: it is broken by a known-plaintext attack, and a CSV's header row is known plaintext.
//
// Every call says `useWebWorkers: false` rather than calling zip.js's global `configure` at import time:
// the server has no Web Workers, and the option then does not depend on which module imported zip.js first.

/** A file inside the zip; `name` may hold any Unicode (it is written as UTF-8 with the EFS flag set). */
export interface ZipFile {
  name: string;
  data: Uint8Array;
}

/**
 * Deflates and encrypts `files` with AES-256 under `password`; `modified` is every entry's date.
 * An empty password is refused: zip.js would silently write the files unencrypted.
 * @example await readEncryptedZip(await encryptedZip([{ name: 'a.csv', data }], 'pw'), 'pw') // [{ name: 'a.csv', data }]
 */
export async function encryptedZip(
  files: readonly ZipFile[],
  password: string,
  modified: Date = new Date(),
): Promise<Uint8Array> {
  if (!password) throw new RangeError('encryptedZip: an empty password would leave the files unencrypted');
  const writer = new ZipWriter(new Uint8ArrayWriter(), {
    password,
    encryptionStrength: 3,
    zipCrypto: false,
    useUnicodeFileNames: true,
    lastModDate: modified,
    useWebWorkers: false,
  });
  for (const file of files) await writer.add(file.name, new Uint8ArrayReader(file.data));
  return writer.close();
}

/**
 * The files of a zip written by {@link encryptedZip}. Rejects a wrong password, an altered zip (AES
 * carries an authentication code) and any entry that is not encrypted, so it doubles as a self-check.
 */
export async function readEncryptedZip(zip: Uint8Array, password: string): Promise<ZipFile[]> {
  const reader = new ZipReader(new Uint8ArrayReader(zip), { useWebWorkers: false });
  try {
    const files: ZipFile[] = [];
    for (const entry of await reader.getEntries()) {
      if (entry.directory) continue;
      if (!entry.encrypted) throw new Error(`readEncryptedZip: ${entry.filename} is not encrypted`);
      const data = await entry.getData(new Uint8ArrayWriter(), { password, useWebWorkers: false });
      files.push({ name: entry.filename, data });
    }
    return files;
  } catch (error) {
    throw withClearMessage(error);
  } finally {
    await reader.close();
  }
}

// The two-byte password check lets about one wrong password in 65,536 through, which then fails on the
// authentication code instead, so both of zip.js's messages mean "wrong password" to the caller.
function withClearMessage(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.message === ERR_INVALID_PASSWORD) {
    return new Error('readEncryptedZip: wrong password', { cause: error });
  }
  if (error.message === ERR_INVALID_AUTHENTICATION_CODE) {
    return new Error('readEncryptedZip: wrong password, or the zip was altered', { cause: error });
  }
  return error;
}
