import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { partnerIdempotencyKeys } from '../../db/tables/partner.table.ts';

/**
 * The Idempotency-Keys of partner writes (decision 059: the ARI push; decision 060: payment links), kept
 * per API key with the answer they gave.
 */

/** The answer a write kept under its Idempotency-Key, and the hash of the request it answered. */
export interface IdempotentAnswer {
  requestHash: string;
  status: number;
  body: unknown;
}

/** The answer kept under key `keyHash` of API key `apiKeyId`, or null when the key is new. */
export async function findIdempotentAnswer(
  db: Db,
  apiKeyId: number,
  keyHash: string,
): Promise<IdempotentAnswer | null> {
  const [row] = await db
    .select({
      requestHash: partnerIdempotencyKeys.requestHash,
      status: partnerIdempotencyKeys.responseStatus,
      body: partnerIdempotencyKeys.response,
    })
    .from(partnerIdempotencyKeys)
    .where(and(eq(partnerIdempotencyKeys.apiKeyId, apiKeyId), eq(partnerIdempotencyKeys.keyHash, keyHash)));
  return row ?? null;
}

/**
 * Keeps a write's answer under its key, in the write's own transaction: a key exists iff its write
 * committed. A concurrent write under the same key waits on the primary key here, then fails on it
 * (partner_idempotency_keys_pk), rolling back everything it wrote.
 */
export async function insertIdempotentAnswer(
  tx: Db,
  row: { apiKeyId: number; keyHash: string; answer: IdempotentAnswer; now: Date },
): Promise<void> {
  await tx.insert(partnerIdempotencyKeys).values({
    apiKeyId: row.apiKeyId,
    keyHash: row.keyHash,
    requestHash: row.answer.requestHash,
    responseStatus: row.answer.status,
    response: row.answer.body,
    createdAt: row.now,
  });
}

/** Deletes the keys kept before `before` (their retry window is over); returns how many. */
export async function deleteIdempotentAnswersBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(partnerIdempotencyKeys)
    .where(lt(partnerIdempotencyKeys.createdAt, before))
    .returning({ apiKeyId: partnerIdempotencyKeys.apiKeyId });
  return gone.length;
}
