// The bytes of a stay's files for the console (decision 058): found as the stay lists them, read from
// the attachments directory, always handed over as a download.
import type { ReadStream } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { ATTACHMENT_CONTENT_TYPES } from '@yadori/contract/file-attachments.schema';
import type { Db } from '../../db/database.ts';
import { attachmentPath } from '../file-attachments/file-attachments.service.ts';
import { requireStaffHotel } from '../staff-accounts/staff-access.service.ts';
import type { StaffStayInput } from './staff-reservation-view.ts';
import { staffReservationErrors as E } from './staff-reservations.errors.ts';
import { findHotelReservation, findStayFile } from './staff-reservations.repository.ts';

const SAFE_TYPES: ReadonlySet<string> = new Set(ATTACHMENT_CONTENT_TYPES);

/**
 * The Content-Type a download is sent with: the stored one when it is a kind uploads are recognised
 * as (images and PDF, sniffed from their bytes), anything else as opaque bytes a browser will not render.
 */
export function downloadType(stored: string): string {
  return SAFE_TYPES.has(stored) ? stored : 'application/octet-stream';
}

// RFC 5987's attr-char leaves these to percent-encoding, which encodeURIComponent does not.
const NOT_ATTR_CHAR = /['()*]/g;

/**
 * `Content-Disposition: attachment` naming the file (RFC 6266): `filename*` carries the name in UTF-8
 * (RFC 5987), `filename` an ASCII stand-in for clients that read only it — anything outside printable
 * ASCII, quotes, backslashes and `%` become `_`, so the header holds no character it cannot.
 * @example attachmentDisposition('パスポート.png') === `attachment; filename="_.png"; filename*=UTF-8''%E3%83%91…`
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    NOT_ATTR_CHAR,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A stay's file ready to send: its name, the type to send it as, its size on disk and its bytes. */
export interface StaffFileDownload {
  fileName: string;
  contentType: string;
  size: number;
  body: ReadStream;
}

/** Opens a stored file's bytes; gone (or not a plain file) is the clear 410, not a 500. */
async function openBytes(filePath: string): Promise<{ handle: FileHandle; size: number }> {
  let handle: FileHandle;
  try {
    handle = await open(filePath, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw E.fileMissing();
    throw error;
  }
  const stats = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  if (!stats.isFile()) {
    await handle.close();
    throw E.fileMissing();
  }
  return { handle, size: stats.size };
}

/**
 * `GET …/reservations/{number}/files/{fileId}` (reservations.read): one of the stay's files as the
 * stay lists them (held by it, or named by one of its answers), streamed from `attachmentsDir`. The
 * file is opened before anything is sent, so a missing one is refused rather than cut short; the
 * stream closes it when done. Reading is not a change: nothing is audited.
 */
export async function openStaffFile(
  deps: { db: Db; attachmentsDir: string },
  input: StaffStayInput & { fileId: string },
): Promise<StaffFileDownload> {
  const { db } = deps;
  const hotel = await requireStaffHotel(db, input.principal, input.hotelId, 'reservations.read');
  const stay = await findHotelReservation(db, hotel.id, input.number);
  if (!stay) throw E.notFound();
  const file = await findStayFile(db, hotel.id, stay.id, input.fileId);
  if (!file) throw E.fileNotFound();
  const { handle, size } = await openBytes(attachmentPath(deps.attachmentsDir, file.id));
  return {
    fileName: file.fileName,
    contentType: downloadType(file.contentType),
    size,
    body: handle.createReadStream(),
  };
}
