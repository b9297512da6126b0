import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ANSWER_LIMITS } from '@yadori/contract/additional-questions.constants';
import type { FileAttachment } from '@yadori/contract/file-attachments.schema';
import type { Db } from '../../db/database.ts';
import type { AppError } from '../../http/app-error.ts';
import { scheduleDraftCleanup } from './draft-cleanup.job.ts';
import { attachmentErrors } from './file-attachments.errors.ts';
import {
  type AttachmentRecord,
  countDraftAttachments,
  type DraftCaps,
  draftCapBroken,
  insertDraftWithinCaps,
  readDraftUsage,
} from './file-attachments.repository.ts';
import { SNIFF_BYTES, sniffContentType } from './sniff-type.ts';

/**
 * What booking, answers and cancel do with a reservation's files (decision 034: other features go
 * through this service): find the free ones, claim them inside the booking transaction, free them
 * again when the reservation ends.
 */
export {
  claimAttachments,
  findFreeAttachmentIds,
  releaseReservationAttachments,
} from './file-attachments.repository.ts';

/** The file part of a multipart request: its bytes as they arrive, and whether the size limit cut them. */
export interface UploadPart {
  filename: string;
  file: AsyncIterable<Buffer> & { truncated?: boolean; destroy(): void };
}

/** An unguessable id: 24 random bytes, base64url (32 characters). */
export const newAttachmentId = () => randomBytes(24).toString('base64url');

/** Where an attachment's bytes live. */
export const attachmentPath = (dir: string, id: string) => path.join(dir, id);

/** Where a new draft may go: the uploader, the caps, and how long drafts are kept. */
export interface DraftPolicy {
  clientSessionId: number;
  hotelId: number;
  /** The uploader's address (`clientAddress(request)`). */
  clientAddress: string;
  caps: DraftCaps;
  ttlMs: number;
}

/** The bytes a new draft may still take under the address's and the instance's caps. */
export interface DraftRoom {
  bytes: number;
  /** The refusal when a file outgrows `bytes`. */
  error: () => AppError;
}

const capError = (cap: 'address' | 'total') =>
  cap === 'address' ? attachmentErrors.draftsPerAddress() : attachmentErrors.draftsFull();

/**
 * The draft limits, checked before a byte is read: 30 files per booking draft (spec section 9), and
 * the caps on drafts per client address and in total (sessions are free to make, addresses are not).
 */
export async function assertDraftRoom(db: Db, policy: DraftPolicy): Promise<DraftRoom> {
  const { caps } = policy;
  if (
    (await countDraftAttachments(db, policy.clientSessionId, policy.hotelId)) >=
    ANSWER_LIMITS.attachmentsPerBooking
  ) {
    throw attachmentErrors.tooMany(ANSWER_LIMITS.attachmentsPerBooking);
  }
  const usage = await readDraftUsage(db, policy.clientAddress);
  const broken = draftCapBroken(usage, caps, 1);
  if (broken) throw capError(broken);
  const forAddress = caps.bytesPerAddress - usage.addressBytes;
  const forAll = caps.totalBytes - usage.totalBytes;
  return forAddress <= forAll
    ? { bytes: forAddress, error: () => capError('address') }
    : { bytes: forAll, error: () => capError('total') };
}

async function write(out: WriteStream, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** The file's chunks; a stream error (a part cut short, a broken form) is the client's malformed upload. */
async function* readParts(file: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const iterator = file[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await iterator.next();
    } catch {
      throw attachmentErrors.notMultipart();
    }
    if (next.done) return;
    yield next.value;
  }
}

/** A display name without directories or control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const printable = [...name.replaceAll('\\', '/')].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f');
  const base = path.basename(printable.join('')).trim();
  return (base || 'file').slice(0, 200);
}

/**
 * Streams an upload to `<dir>/<id>`: the kind is sniffed from the first bytes (anything but an image
 * or a PDF is refused before more is read), the bytes are hashed on the way, and a file cut by the size
 * limit, past the room the draft caps leave, or empty is deleted and refused. Only then is the row
 * written — if the caps still hold it, checked again under a lock — together with the cleanup job that
 * deletes it once it has been a draft for `policy.ttlMs`. Memory holds one chunk at a time.
 */
export async function storeUpload(
  db: Db,
  options: {
    dir: string;
    policy: DraftPolicy;
    room: DraftRoom;
    part: UploadPart;
    maxBytes: number;
    now: Date;
  },
): Promise<AttachmentRecord> {
  const { dir, part } = options;
  await mkdir(dir, { recursive: true });
  const id = newAttachmentId();
  const partial = path.join(dir, `.${id}.part`);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let contentType: ReturnType<typeof sniffContentType> = null;
  let size = 0;
  let out: WriteStream | null = null;
  try {
    for await (const chunk of readParts(part.file)) {
      size += chunk.length;
      if (size > options.maxBytes) throw attachmentErrors.tooLarge(options.maxBytes);
      if (size > options.room.bytes) throw options.room.error();
      hash.update(chunk);
      if (!out) {
        head = Buffer.concat([head, chunk]);
        if (head.length < SNIFF_BYTES) continue;
        contentType = sniffContentType(head);
        if (!contentType) throw attachmentErrors.unsupportedType();
        out = createWriteStream(partial, { flags: 'wx' });
        await write(out, head);
      } else {
        await write(out, chunk);
      }
    }
    if (part.file.truncated) throw attachmentErrors.tooLarge(options.maxBytes);
    if (size === 0) throw attachmentErrors.emptyFile();
    if (!out) {
      // A file shorter than the sniffing window: judge it by what there is.
      contentType = sniffContentType(head);
      if (!contentType) throw attachmentErrors.unsupportedType();
      out = createWriteStream(partial, { flags: 'wx' });
      await write(out, head);
    }
    out.end();
    await once(out, 'finish');
    await rename(partial, attachmentPath(dir, id));
  } catch (error) {
    part.file.destroy();
    out?.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  const { policy } = options;
  try {
    const result = await insertDraftWithinCaps(
      db,
      {
        id,
        hotelId: policy.hotelId,
        clientSessionId: policy.clientSessionId,
        clientAddress: policy.clientAddress,
        fileName: cleanFileName(part.filename),
        contentType: contentType!,
        size,
        sha256: hash.digest('hex'),
        createdAt: options.now,
      },
      policy.caps,
      (tx) => scheduleDraftCleanup(tx, options.now, policy.ttlMs),
    );
    if ('refused' in result) throw capError(result.refused);
    return result.inserted;
  } catch (error) {
    await rm(attachmentPath(dir, id), { force: true });
    throw error;
  }
}

/** The wire form of a stored attachment. */
export function toFileAttachment(record: AttachmentRecord): FileAttachment {
  return {
    id: record.id,
    file_name: record.fileName,
    content_type: record.contentType as FileAttachment['content_type'],
    size: record.size,
    sha256: record.sha256,
    created_at: record.createdAt.toISOString(),
  };
}
