import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { serverPath } from '../server-root.ts';

/** The query builder every repository takes; the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database: the query builder plus what only the process owner should call. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'node-postgres';
  /** Runs `fn` while holding a cluster-wide lock, so concurrent instances migrate and seed one at a time. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed drizzle-kit output; the same SQL for both drivers. */
export const MIGRATIONS_FOLDER = serverPath('drizzle');

// Any constant works; it only has to be the same for every instance of this application.
const STARTUP_LOCK_KEY = 7_120_260_001;

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `<dataDir>/pglite`.
 * Each driver is imported only when chosen, so a PGlite install never loads `pg` and vice versa.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openNodePostgres(options.databaseUrl);
  const dataDir = path.resolve(options.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  return wrapPglite(await PGlite.create(dataDir));
}

/** Wraps an existing PGlite instance (in-memory ones in tests, clones of a migrated template). */
export async function wrapPglite(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle({ client });
  return {
    db,
    driver: 'pglite',
    // PGlite is one connection in this process: nothing else can run migrations concurrently.
    withStartupLock: (fn) => fn(),
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Opens a node-postgres pool on `url`. */
export async function openNodePostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool: Pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool });
  return {
    db,
    driver: 'node-postgres',
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      await pool.end();
    },
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
