import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { findIdempotentAnswer, insertIdempotentAnswer } from './partner-idempotency.repository.ts';
import { ensurePartnerIdempotencyCleanup } from './partner-idempotency-cleanup.job.ts';

/** What a partner write answers: its status and body, the first time and on every replay alike. */
export interface PartnerAnswer<B = unknown> {
  status: number;
  body: B;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with object keys sorted and absent values left out, so the same request always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A partner write under an Idempotency-Key (decisions 059, 060). `write` does the work in ONE
 * transaction and calls `keep(tx, answer)` in it, so the key exists iff the write committed. A retry
 * with the same key and request answers the kept answer and writes nothing; the same key with another
 * request (`request` hashed, the endpoint's name in it) throws `reused()`. Two writes with one key at
 * once: the key's primary key makes the second wait and fail, its writes roll back, and it answers as
 * the first did. The kept keys are deleted after a day (a daily job this schedules).
 */
export async function withIdempotencyKey<A extends PartnerAnswer>(
  db: Db,
  input: { apiKeyId: number; idempotencyKey: string; request: unknown; now: Date; reused: () => Error },
  write: (keep: (tx: Db, answer: A) => Promise<void>) => Promise<A>,
): Promise<A> {
  const keyHash = sha256(`partner-idempotency:${input.idempotencyKey}`);
  const requestHash = sha256(canonicalJson(input.request));
  const replay = async (): Promise<A | null> => {
    const kept = await findIdempotentAnswer(db, input.apiKeyId, keyHash);
    if (!kept) return null;
    if (kept.requestHash !== requestHash) throw input.reused();
    return { status: kept.status, body: kept.body } as A;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const answer = await write((tx, kept) =>
      insertIdempotentAnswer(tx, {
        apiKeyId: input.apiKeyId,
        keyHash,
        answer: { requestHash, status: kept.status, body: kept.body },
        now: input.now,
      }),
    );
    await ensurePartnerIdempotencyCleanup(db, input.now);
    return answer;
  } catch (error) {
    // Another write with this key committed while this one ran: this one failed on the key's primary
    // key (or was refused on rows that one changed) and rolled back; it answers as that one did.
    const winner = await replay();
    if (winner) return winner;
    throw error;
  }
}
