import multipart from '@fastify/multipart';
import { ANSWER_LIMITS } from '@yadori/contract/additional-questions.constants';
import { fileAttachmentEndpoints } from '@yadori/contract/endpoints/file-attachments.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { clientAddress } from '../../http/rate-limit/address-limit.ts';
import { route } from '../../http/route.ts';
import type { HotelCatalogue } from '../hotels/hotels.service.ts';
import { attachmentErrors } from './file-attachments.errors.ts';
import {
  assertDraftRoom,
  type DraftPolicy,
  storeUpload,
  toFileAttachment,
} from './file-attachments.service.ts';

export interface FileAttachmentRoutesOptions {
  db: Db;
  /** The app clock: a draft's upload time, from which its lifetime runs. */
  now: () => Date;
  /** The /book Client-Session guard (401 unknown, 403 expired), run before the body is read. */
  guard: (request: FastifyRequest) => Promise<void>;
  /** The app's hotel catalogue: the hotel a draft is uploaded to. */
  hotels: HotelCatalogue;
  /** Caps on drafts (files no booking took) and their lifetime (UPLOAD_DRAFT_*). */
  uploads: Config['uploads'];
  /** Where files are kept: `<DATA_DIR>/attachments`. */
  dir: string;
  /** Largest file accepted (spec section 9: 80 MB); tests lower it. */
  maxBytes?: number;
}

/**
 * `POST /book/hotels/{hotelId}/file_attachments` (register with prefix `/book`). Its own scope: the
 * Client-Session guard runs before the body is touched, and the multipart parser lives only here.
 */
export const fileAttachmentsRoutes: FastifyPluginAsyncZod<FileAttachmentRoutesOptions> = async (
  app,
  options,
) => {
  const { db, uploads } = options;
  const maxBytes = options.maxBytes ?? ANSWER_LIMITS.attachmentBytes;
  const { guard } = options;
  app.addHook('preParsing', async (request, _reply, payload) => {
    await guard(request);
    return payload;
  });
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });

  route(app, fileAttachmentEndpoints.upload, {}, async (request, reply) => {
    const session = request.clientSession;
    if (!session) throw errors.invalidClientSession();
    const hotel = await options.hotels.visibleHotel(
      session,
      request.params.hotelId,
      attachmentErrors.hotelNotFound,
    );
    if (!request.isMultipart()) throw attachmentErrors.notMultipart();
    try {
      const policy: DraftPolicy = {
        clientSessionId: session.id,
        hotelId: hotel.id,
        clientAddress: clientAddress(request),
        caps: {
          filesPerAddress: uploads.draftFilesPerAddress,
          bytesPerAddress: uploads.draftBytesPerAddress,
          totalBytes: uploads.draftTotalBytes,
        },
        ttlMs: uploads.draftTtlMs,
      };
      const room = await assertDraftRoom(db, policy);
      // Whatever the parser throws about the form itself (no or over-long boundary, cut parts) is the
      // client's request, not our failure.
      const part = await request.file().catch(() => {
        throw attachmentErrors.notMultipart();
      });
      if (!part) throw attachmentErrors.missingFile();
      const record = await storeUpload(db, {
        dir: options.dir,
        policy,
        room,
        part: { filename: part.filename, file: part.file },
        maxBytes,
        now: options.now(),
      });
      return reply.code(201).send({ data: toFileAttachment(record) });
    } catch (error) {
      // The rest of a refused upload is not read: the connection closes once the answer is out.
      reply.header('connection', 'close');
      throw error;
    }
  });
};
