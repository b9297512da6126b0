import { CLIENT_SESSION_TTL_MS } from '@yadori/contract/client-session.schema';
import type { Db } from '../../db/database.ts';
import { errors } from '../../http/app-error.ts';
import { hashSecret, verifySecret } from '../../lib/secret-hash.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import {
  findActiveClientByKey,
  findClientSessionByTokenHash,
  insertClientSession,
} from './client-sessions.repository.ts';
import type { ClientSessionRecord } from './client-sessions.types.ts';

export type SessionResolution =
  | { kind: 'valid'; session: ClientSessionRecord }
  | { kind: 'expired'; session: ClientSessionRecord }
  | { kind: 'unknown' };

export interface ClientSessionService {
  /** Exchanges a client key/secret pair for a new session token; 401 on a wrong pair. */
  issue(key: string, secret: string): Promise<{ token: string; expiresAt: Date }>;
  /** Looks a presented token up (cached briefly); expiry is checked on every call. */
  resolve(token: string | undefined): Promise<SessionResolution>;
}

// Tokens we issue are 43 characters; anything much longer is not worth a hash and a lookup.
const MAX_TOKEN_LENGTH = 256;

/**
 * Client sessions of spec section 9: 0.75 day, stored as sha256, validated sessions cached in memory
 * for `cacheTtlMs` so the hot path skips the database. A revoked client keeps working for at most
 * that long on an instance that cached it.
 */
export function createClientSessionService(options: {
  db: Db;
  now: () => Date;
  cacheTtlMs?: number;
  cacheMax?: number;
}): ClientSessionService {
  const { db, now } = options;
  const cache = new TtlLruCache<string, ClientSessionRecord>({
    max: options.cacheMax ?? 10_000,
    ttlMs: options.cacheTtlMs ?? 15_000,
  });
  // Verifying against a throwaway hash for unknown keys keeps response time from telling keys apart.
  let decoyHash: Promise<string> | undefined;

  return {
    async issue(key, secret) {
      const client = await findActiveClientByKey(db, key);
      decoyHash ??= hashSecret('decoy');
      const valid = await verifySecret(secret, client?.secretHash ?? (await decoyHash));
      if (!client || !valid) throw errors.invalidClientCredentials();
      const token = newToken();
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + CLIENT_SESSION_TTL_MS);
      await insertClientSession(db, {
        clientId: client.id,
        tokenHash: hashToken(token),
        createdAt,
        expiresAt,
      });
      return { token, expiresAt };
    },

    async resolve(token) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return { kind: 'unknown' };
      const tokenHash = hashToken(token);
      let session = cache.get(tokenHash);
      if (!session) {
        session = (await findClientSessionByTokenHash(db, tokenHash)) ?? undefined;
        if (!session) return { kind: 'unknown' };
        cache.set(tokenHash, session);
      }
      if (session.expiresAt.getTime() <= now().getTime()) return { kind: 'expired', session };
      return { kind: 'valid', session };
    },
  };
}
