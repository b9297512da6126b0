import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiEncoding, compressBody, negotiateEncoding } from './compression.ts';

/**
 * An answer kept to be sent again (decisions 051 and 053): its JSON, serialised once, and the JSON in
 * each encoding asked for so far, compressed once.
 */
export interface KeptBody {
  json: Buffer;
  encoded: Map<ApiEncoding, Buffer>;
}

/** `data` (the wire answer) serialised, to be kept. */
export function keptBodyOf(data: unknown): KeptBody {
  return { json: Buffer.from(JSON.stringify(data)), encoded: new Map() };
}

/**
 * A kept answer's body as the client accepts it, compressed once per encoding (the reply's headers
 * set); the API's compression hook leaves it as it is.
 */
export function keptBodyFor(request: FastifyRequest, reply: FastifyReply, kept: KeptBody): Buffer {
  const encoding = negotiateEncoding(request, reply, kept.json.length);
  let body = kept.encoded.get(encoding);
  if (!body) {
    body = compressBody(kept.json, encoding);
    kept.encoded.set(encoding, body);
  }
  reply.type('application/json; charset=utf-8');
  return body;
}
