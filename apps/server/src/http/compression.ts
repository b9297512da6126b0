import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './static/cached-file.ts';

/** Answers smaller than this go as they are: compressing them saves too little. */
const THRESHOLD = 1024;
/**
 * Brotli quality 2: a 20 KB search answer in 0.13 ms to 2.2 KB, where 4 took 0.23 ms for 2.0 KB (and
 * 1 took 0.08 ms for 2.5 KB): the API's answers are made per request, so the CPU counts more than the
 * last tenth of the bytes. Static files are compressed once, at the highest quality, at build.
 */
const BROTLI_QUALITY = 2;
/** Text the API answers with (JSON above all); PDFs and images are compressed already. */
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/i;

/** How an answer travels: what `preferredEncoding` picks among those the API offers. */
export type ApiEncoding = 'br' | 'gzip' | 'identity';

/**
 * Picks the encoding of an answer of `length` bytes for this request and sets the headers that go with
 * it (Vary, and Content-Encoding unless it goes as it is).
 */
export function negotiateEncoding(request: FastifyRequest, reply: FastifyReply, length: number): ApiEncoding {
  if (length < THRESHOLD || request.method === 'HEAD') return 'identity';
  const vary = reply.getHeader('vary');
  if (typeof vary !== 'string' || !/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
  if (encoding === 'identity') return encoding;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return encoding;
}

/** `body` in `encoding`, with the API's settings (brotli quality 2, gzip level 6). */
export function compressBody(body: Buffer, encoding: ApiEncoding): Buffer {
  if (encoding === 'identity') return body;
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * Compresses API answers above 1 KB for clients that accept it (a search answer of ~20 KB of JSON
 * travels as ~3 KB to a phone). Brotli at a low quality and gzip at level 6, in one synchronous call
 * per answer: a booking's or a search's few kilobytes compress in well under a millisecond, where a
 * compression stream per answer cost more than the compression (the thread pool, a stream pipeline).
 * Streamed bodies (a receipt) and answers that come compressed already (a reused search answer) go as
 * they are. Register inside the API scope; static files come precompressed.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const encoding = negotiateEncoding(request, reply, body.length);
    return encoding === 'identity' ? payload : compressBody(body, encoding);
  });
}
