import { createCipheriv, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvForExcel, toCsv } from './csv.ts';
import { encryptedZip, readEncryptedZip } from './encrypted-zip.ts';

const PASSWORD = 'Sakura-2026-春';
const MODIFIED = new Date('2026-03-01T09:30:00Z');
const CSV_NAME = '予約一覧_株式会社さくら.csv';
const csv = csvForExcel(
  toCsv(
    ['予約番号', '宿泊者', '金額'],
    Array.from({ length: 40 }, (_, i) => [`R-${1000 + i}`, `山田 太郎 ${i}`, 12_000 + i]),
  ),
);

/** Where an entry's bytes are, read from the central directory (the local header may hold 0 sizes). */
function entryAt(zip: Uint8Array, index = 0) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = zip.length - 22;
  expect(view.getUint32(eocd, true)).toBe(0x06054b50);
  let central = view.getUint32(eocd + 16, true);
  for (let i = 0; i < index; i++) {
    central += 46 + view.getUint16(central + 28, true) + view.getUint16(central + 30, true);
    central += view.getUint16(central + 32, true);
  }
  const local = view.getUint32(central + 42, true);
  expect(view.getUint32(local, true)).toBe(0x04034b50);
  const nameLength = view.getUint16(local + 26, true);
  const extraLength = view.getUint16(local + 28, true);
  const extra = zip.subarray(local + 30 + nameLength, local + 30 + nameLength + extraLength);
  const dataStart = local + 30 + nameLength + extraLength;
  return {
    flags: view.getUint16(local + 6, true),
    method: view.getUint16(local + 8, true),
    name: new TextDecoder().decode(zip.subarray(local + 30, local + 30 + nameLength)),
    extra,
    data: zip.subarray(dataStart, dataStart + view.getUint32(central + 20, true)),
  };
}

/** The WinZip AE-2 record (extra field 0x9901): vendor version, "AE", key strength, real method. */
function aesRecord(extra: Uint8Array) {
  const view = new DataView(extra.buffer, extra.byteOffset, extra.byteLength);
  for (let at = 0; at + 4 <= extra.length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== 0x9901) continue;
    return {
      version: view.getUint16(at + 4, true),
      vendor: String.fromCharCode(extra[at + 6]!, extra[at + 7]!),
      strength: extra[at + 8],
      method: view.getUint16(at + 9, true),
    };
  }
  return undefined;
}

/**
 * Decrypts an AES-256 entry by the WinZip AE specification with node:crypto alone (PBKDF2-SHA1 keys,
 * AES-CTR with a little-endian counter from 1, HMAC-SHA1 over the ciphertext), so the test shows the zip
 * is the standard format other archivers read, not just something zip.js reads back.
 */
function decryptWinZipAes(data: Uint8Array, password: string): Uint8Array {
  const salt = data.subarray(0, 16);
  const keys = pbkdf2Sync(password, salt, 1000, 66, 'sha1');
  expect([...data.subarray(16, 18)]).toEqual([...keys.subarray(64, 66)]);
  const ciphertext = data.subarray(18, data.length - 10);
  const mac = createHmac('sha1', keys.subarray(32, 64)).update(ciphertext).digest();
  expect([...data.subarray(data.length - 10)]).toEqual([...mac.subarray(0, 10)]);
  const blocks = Math.ceil(ciphertext.length / 16);
  const counters = Buffer.alloc(blocks * 16);
  for (let i = 0; i < blocks; i++) counters.writeUInt32LE(i + 1, i * 16);
  const aes = createCipheriv('aes-256-ecb', keys.subarray(0, 32), null).setAutoPadding(false);
  const stream = Buffer.concat([aes.update(counters), aes.final()]);
  return inflateRawSync(ciphertext.map((byte, i) => byte ^ stream[i]!));
}

describe('encryptedZip', () => {
  const noise = new Uint8Array(randomBytes(4096));
  let zip: Uint8Array;
  beforeAll(async () => {
    const files = [
      { name: CSV_NAME, data: csv },
      { name: 'noise.bin', data: noise },
    ];
    zip = await encryptedZip(files, PASSWORD, MODIFIED);
  });

  it('round-trips a Japanese CSV under a Japanese file name with the right password', async () => {
    const files = await readEncryptedZip(zip, PASSWORD);
    expect(files.map((file) => file.name)).toEqual([CSV_NAME, 'noise.bin']);
    expect(Buffer.from(files[0]!.data).equals(csv)).toBe(true);
    expect(Buffer.from(files[1]!.data).equals(noise)).toBe(true);
  });

  it('rejects a wrong password with a clear error', async () => {
    await expect(readEncryptedZip(zip, 'Sakura-2026-夏')).rejects.toThrow(
      /^readEncryptedZip: wrong password/,
    );
  });

  it('rejects an altered zip: AES carries an authentication code', async () => {
    const altered = zip.slice();
    const { data } = entryAt(altered);
    altered[data.byteOffset + data.length - 1]! ^= 1;
    await expect(readEncryptedZip(altered, PASSWORD)).rejects.toThrow(/zip was altered/);
  });

  it('refuses an empty password instead of writing the files unencrypted', async () => {
    await expect(encryptedZip([{ name: 'a.csv', data: csv }], '')).rejects.toThrow(RangeError);
  });

  it('writes WinZip AES-256 entries: encryption flag, method 99, deflate inside, UTF-8 name', () => {
    const entry = entryAt(zip);
    expect(entry.flags & 0x0001).toBe(0x0001);
    expect(entry.flags & 0x0800).toBe(0x0800);
    expect(entry.method).toBe(99);
    expect(entry.name).toBe(CSV_NAME);
    expect(aesRecord(entry.extra)).toEqual({ version: 2, vendor: 'AE', strength: 3, method: 8 });
  });

  it('holds neither the CSV nor incompressible bytes in the clear', () => {
    const bytes = Buffer.from(zip);
    expect(bytes.includes(Buffer.from(csv))).toBe(false);
    expect(bytes.includes(Buffer.from('山田 太郎'))).toBe(false);
    // Deflate stores random bytes as they are, so only encryption keeps them out of the zip.
    expect(bytes.includes(Buffer.from(noise.subarray(0, 64)))).toBe(false);
  });

  it('decrypts by the WinZip AES specification, independently of zip.js', () => {
    expect(Buffer.from(decryptWinZipAes(entryAt(zip, 0).data, PASSWORD)).equals(csv)).toBe(true);
    expect(Buffer.from(decryptWinZipAes(entryAt(zip, 1).data, PASSWORD)).equals(noise)).toBe(true);
  });
});

describe('readEncryptedZip', () => {
  it('rejects a zip whose entries are not encrypted', async () => {
    const writer = new ZipWriter(new Uint8ArrayWriter(), { useWebWorkers: false });
    await writer.add('plain.csv', new Uint8ArrayReader(csv));
    await expect(readEncryptedZip(await writer.close(), PASSWORD)).rejects.toThrow(
      /plain\.csv is not encrypted/,
    );
  });
});
