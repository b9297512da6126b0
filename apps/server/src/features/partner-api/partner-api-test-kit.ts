import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** Test helpers of the partner API: its calls, and what a push leaves in the database. */

// biome-ignore lint/suspicious/noExplicitAny: answers are JSON read field by field in tests.
export type Json = any;

export interface PartnerAnswer {
  status: number;
  body: Json;
  headers: Record<string, unknown>;
}

/** A partner API call: JSON in, status, JSON and headers out. */
export async function partnerInject(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: {
    authorization?: string;
    body?: unknown;
    idempotencyKey?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<PartnerAnswer> {
  const response = await app.inject({
    method,
    url,
    headers: {
      ...(options.authorization ? { authorization: options.authorization } : {}),
      ...(options.idempotencyKey === undefined ? {} : { 'idempotency-key': options.idempotencyKey }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const json = response.headers['content-type']?.toString().includes('json');
  return {
    status: response.statusCode,
    body: json ? response.json() : response.body,
    headers: response.headers,
  };
}

/** `POST /api/v1/hotels/:hotelId/ari` with `key` as the bearer and `idempotencyKey` (a fresh one by default). */
export function ariPush(
  app: FastifyInstance,
  authorization: string,
  hotelId: number,
  body: unknown,
  idempotencyKey: string | null = `test-${Math.random().toString(36).slice(2)}`,
): Promise<PartnerAnswer> {
  return partnerInject(app, 'POST', `/api/v1/hotels/${hotelId}/ari`, {
    authorization,
    body,
    ...(idempotencyKey === null ? {} : { idempotencyKey }),
  });
}

/** The audit log's ARI pushes of the hotel, newest first. */
export async function ariAudits(
  db: Db,
  hotelId: number,
): Promise<{ actor: string; staff_user_id: number | null; entity_id: string; after: Json }[]> {
  const rows = rowsOf<{ actor: string; staff_user_id: number | null; entity_id: string; after: string }>(
    await db.execute(sql`select actor, staff_user_id, entity_id, after::text as after from staff_audit_log
      where hotel_id = ${hotelId} and action = 'rates.ari_push' order by id desc`),
  );
  return rows.map((row) => ({ ...row, after: JSON.parse(row.after) }));
}

/** How many Idempotency-Keys API key `apiKeyId` has kept. */
export async function keptKeys(db: Db, apiKeyId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from partner_idempotency_keys where api_key_id = ${apiKeyId}`,
    ),
  );
  return Number(row!.n);
}

/** The prefix that names API key `apiKeyId` in the audit log (`api_key:<prefix>`). */
export async function keyPrefix(db: Db, apiKeyId: number): Promise<string> {
  const [row] = rowsOf<{ prefix: string }>(
    await db.execute(sql`select prefix from partner_api_keys where id = ${apiKeyId}`),
  );
  return row!.prefix;
}
