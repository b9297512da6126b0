import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers above 1 KB for clients that accept it (a search answer of ~20 KB of JSON
 * travels as ~3 KB to a phone). Brotli at a low quality and gzip at level 6: fast enough to spend
 * per answer. Register inside the API scope; static files come precompressed.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
