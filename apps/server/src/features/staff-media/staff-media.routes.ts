import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { staffMediaEndpoints as endpoints } from '@yadori/contract/endpoints/staff-media.endpoints';
import { MEDIA_MAX_BYTES } from '@yadori/contract/staff-media.constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { requireStaff } from '../staff-accounts/staff-access.service.ts';
import { staffMediaErrors } from './staff-media.errors.ts';
import { publicMedia, uploadMedia } from './staff-media.service.ts';

/** The whole file part, or 413 once it runs past the limit (the parser cut it there). */
async function readWhole(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (size > MEDIA_MAX_BYTES) throw staffMediaErrors.tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw staffMediaErrors.tooLarge();
  return Buffer.concat(chunks);
}

/**
 * `POST /staff/hotels/:hotelId/media` (register inside the /staff scope). Its own scope: the
 * multipart parser lives only here, and the account's access is checked before the body is read.
 */
export const staffMediaRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });

  route(app, endpoints.upload, {}, async (request, reply) => {
    try {
      const principal = await requireStaff(db, request, now());
      const media = await uploadMedia(
        db,
        principal,
        request.params.hotelId,
        async () => {
          if (!request.isMultipart()) throw staffMediaErrors.notMultipart();
          // Whatever the parser throws about the form itself is the client's request, not our failure.
          const part = await request.file().catch(() => {
            throw staffMediaErrors.notMultipart();
          });
          if (!part) throw staffMediaErrors.missingFile();
          return readWhole(part.file);
        },
        now(),
      );
      return reply.code(201).send({ data: media });
    } catch (error) {
      // The rest of a refused upload is not read: the connection closes once the answer is out.
      reply.header('connection', 'close');
      throw error;
    }
  });
};

/** A year: an address names the same bytes forever (its key is their sha256). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /media/:key`, public and outside /staff and /book: the images staff uploaded, as the widget
 * and the hotel's pages show them. Each answer is only the image — never sniffed, never a document
 * that could run anything — and cached for a year; an unknown key is 404.
 */
export async function registerMediaFiles(app: FastifyInstance, db: Db): Promise<void> {
  app.get<{ Params: { key: string } }>(
    '/media/:key',
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { key: string } }>, reply) => {
      const { key } = request.params;
      const media = await publicMedia(db, key);
      if (!media) throw errors.routeNotFound();
      const etag = `"${key}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(media.contentType).send(media.bytes);
    },
  );
}
