import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { apiClients, clientSessions } from '../../db/tables/clients.table.ts';

import type { ClientScope, ClientSessionRecord } from './client-sessions.types.ts';

export interface NewApiClient {
  name: string;
  key: string;
  secretHash: string;
  scope: ClientScope;
  brandId?: number | null;
  hotelId?: number | null;
}

/** The unrevoked client with this key, with its secret hash for verification. */
export async function findActiveClientByKey(
  db: Db,
  key: string,
): Promise<{ id: number; secretHash: string } | null> {
  const rows = await db
    .select({ id: apiClients.id, secretHash: apiClients.secretHash })
    .from(apiClients)
    .where(and(eq(apiClients.key, key), isNull(apiClients.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertClientSession(
  db: Db,
  session: { clientId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(clientSessions).values(session);
}

/** The session stored under `tokenHash`, expired or not, unless its client was revoked. */
export async function findClientSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<ClientSessionRecord | null> {
  const rows = await db
    .select({
      id: clientSessions.id,
      clientId: clientSessions.clientId,
      scope: apiClients.scope,
      brandId: apiClients.brandId,
      hotelId: apiClients.hotelId,
      expiresAt: clientSessions.expiresAt,
    })
    .from(clientSessions)
    .innerJoin(apiClients, eq(apiClients.id, clientSessions.clientId))
    .where(and(eq(clientSessions.tokenHash, tokenHash), isNull(apiClients.revokedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** Removes sessions that expired before `before`; returns how many. */
export async function deleteClientSessionsExpiredBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(clientSessions)
    .where(lt(clientSessions.expiresAt, before))
    .returning({ id: clientSessions.id });
  return deleted.length;
}

export async function insertApiClient(db: Db, client: NewApiClient & { id?: number }): Promise<number> {
  const [row] = await db.insert(apiClients).values(client).returning({ id: apiClients.id });
  return row!.id;
}

/** The client named `name`, used to keep the widget deployment's pair in step with the environment. */
export async function findApiClientByName(
  db: Db,
  name: string,
): Promise<{ id: number; key: string; secretHash: string } | null> {
  const rows = await db
    .select({ id: apiClients.id, key: apiClients.key, secretHash: apiClients.secretHash })
    .from(apiClients)
    .where(eq(apiClients.name, name))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateApiClientCredentials(
  db: Db,
  id: number,
  credentials: { key: string; secretHash: string },
): Promise<void> {
  await db
    .update(apiClients)
    .set({ ...credentials, revokedAt: null })
    .where(eq(apiClients.id, id));
}
