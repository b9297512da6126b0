import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openNodePostgres, wrapPglite } from '../db/database.ts';
import { seedIfEmpty, syncWidgetClient } from '../seed/demo-seed.ts';
import { DEMO_WIDGET_CLIENT } from '../seed/seed-facts.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** A migrated, seeded database of its own, dropped (or discarded) by `dispose`. */
export interface TestDatabase {
  database: Database;
  kind: TestDatabaseKind;
  dispose(): Promise<void>;
}

const DEFAULT_PAIR = { key: DEMO_WIDGET_CLIENT.key, secret: DEMO_WIDGET_CLIENT.secret };

// Migrating and seeding (a year of inventory and rates for four hotels) takes seconds, and every test
// file runs in its own worker. So the seeded database is built once per machine and day and kept:
// PGlite as a data-directory tarball under node_modules/.cache, PostgreSQL as a template database.
// The key covers everything that shapes the seeded rows: migrations, tables, seed code, the contract
// and today's date (the seed is relative to today).
const ROOT = path.join(import.meta.dirname, '..', '..', '..', '..');
const KEYED_SOURCES = [
  'apps/server/drizzle',
  'apps/server/src/db',
  'apps/server/src/seed',
  // The seed writes members, programmes and points through these features' services.
  'apps/server/src/features',
  'apps/server/src/lib',
  'packages/contract/src',
];
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'yadori-test-db');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return /\.test\.ts$/.test(entry.name) ? [] : [full];
    })
    .sort();
}

let key: string | undefined;

/** What the seeded template is built from, as a short hash. */
export function templateKey(): string {
  if (key) return key;
  const hash = createHash('sha256');
  hash.update(new Date().toISOString().slice(0, 10));
  hash.update(`${DEFAULT_PAIR.key}:${DEFAULT_PAIR.secret}`);
  for (const source of KEYED_SOURCES) {
    for (const file of filesUnder(path.join(ROOT, source))) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  key = hash.digest('hex').slice(0, 16);
  return key;
}

let template: Promise<Blob> | undefined;

/**
 * The seeded data directory as an uncompressed tarball, from the cache or built and cached. Each test
 * database is started straight from these bytes: one start, where a start from the gzipped tarball and
 * then a `clone()` (a dump and a second start) took three to four times as long.
 */
async function seededDataDir(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `pglite-${templateKey()}.tar`);
  try {
    const cached = readFileSync(file);
    if (cached.byteLength > 0) return new Blob([cached]);
  } catch {
    // No usable cached copy: build one below.
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create();
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const database = await wrapPglite(client);
    await database.migrate();
    await seedIfEmpty(database.db, DEFAULT_PAIR);
    bytes = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written under a temporary name and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    removeStaleDataDirs(path.basename(file));
  } catch {
    // A read-only checkout only loses the speed-up.
  }
  return new Blob([bytes]);
}

/** Other keys' tarballs (yesterday's, other migrations') once they have not been written for a day. */
function removeStaleDataDirs(keep: string): void {
  for (const name of readdirSync(CACHE_DIR)) {
    if (name === keep || !name.startsWith('pglite-')) continue;
    const full = path.join(CACHE_DIR, name);
    if (Date.now() - statSync(full).mtimeMs > 24 * 60 * 60 * 1000) rmSync(full, { force: true });
  }
}

/**
 * The database kinds integration tests should run against: PGlite always, PostgreSQL as well when
 * DATABASE_URL is set. TEST_DATABASES=postgres narrows it to PostgreSQL alone: .ci/run's second pass,
 * after the first pass ran every suite on PGlite.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  if (!process.env.DATABASE_URL) return ['pglite'];
  return process.env.TEST_DATABASES === 'postgres' ? ['postgres'] : ['pglite', 'postgres'];
}

/**
 * A fresh migrated and seeded database. `postgres` creates a randomly named database next to
 * DATABASE_URL and drops it on dispose, so runs never see each other's rows.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = 'pglite',
  widgetPair: { key: string; secret: string } = DEFAULT_PAIR,
): Promise<TestDatabase> {
  if (kind === 'postgres') return createPostgresTestDatabase(widgetPair);
  template ??= seededDataDir();
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ loadDataDir: await template });
  const database = await wrapPglite(client);
  if (widgetPair.key !== DEFAULT_PAIR.key || widgetPair.secret !== DEFAULT_PAIR.secret) {
    await syncWidgetClient(database.db, widgetPair);
  }
  return { database, kind, dispose: () => database.close() };
}

async function createPostgresTestDatabase(widgetPair: {
  key: string;
  secret: string;
}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL must be set for PostgreSQL tests');
  const { default: pg } = await import('pg');
  const name = `yadori_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  try {
    await withTemplate(admin, adminUrl, (source) =>
      admin.query(`create database "${name}" template "${source}"`),
    );
    database = await openNodePostgres(url.toString());
    if (widgetPair.key !== DEFAULT_PAIR.key || widgetPair.secret !== DEFAULT_PAIR.secret) {
      await syncWidgetClient(database.db, widgetPair);
    }
  } catch (error) {
    await database?.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    throw error;
  }
  return {
    database,
    kind: 'postgres',
    async dispose() {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

// Any constant works: it only has to be the same for every test worker.
const TEMPLATE_LOCK_KEY = 7_120_260_002;
/** Another checkout's template (other migrations) is dropped only once it has been unused this long. */
const STALE_TEMPLATE_MS = 6 * 60 * 60 * 1000;

/**
 * Runs `use` with the name of a migrated, seeded PostgreSQL template database for this key, built by the
 * first worker that asks, all under one advisory lock. The lock is held until `use` has copied the
 * template: two checkouts with different migrations may test against one server at once (a CI run
 * beside a working tree), and a template must not be dropped between its look-up and its copy.
 * Templates of other keys are dropped only when stale, so such runs do not rebuild each other's.
 */
async function withTemplate<T>(
  admin: import('pg').Client,
  adminUrl: string,
  use: (template: string) => Promise<T>,
): Promise<T> {
  const name = `yadori_tpl_${templateKey()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await dropStaleTemplates(admin, name);
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const database = await openNodePostgres(url.toString());
      try {
        await database.migrate();
        await seedIfEmpty(database.db, DEFAULT_PAIR);
        await database.db.execute(sql`analyze`);
      } finally {
        await database.close();
      }
      // Renamed only once complete: a crash half-way never leaves a template that looks usable.
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
    // When it was last used, in its comment: what tells a stale template from one in use elsewhere.
    await admin.query(`comment on database "${name}" is '${Date.now()}'`);
    return await use(name);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

async function dropStaleTemplates(admin: import('pg').Client, keep: string): Promise<void> {
  const others = await admin.query<{ datname: string; used: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as used from pg_database
     where datname like 'yadori_tpl_%' and datname <> $1`,
    [keep],
  );
  for (const row of others.rows) {
    const usedAt = Number(row.used);
    if (Number.isFinite(usedAt) && usedAt > 0 && Date.now() - usedAt < STALE_TEMPLATE_MS) continue;
    await admin.query(`drop database if exists "${row.datname}" with (force)`);
  }
}
