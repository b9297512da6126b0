import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
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

// One migrated and seeded in-memory PGlite per test worker; every test database is a clone (~0.6 s
// instead of ~2 s for a fresh instance plus migrations and seed).
let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create();
  const database = await wrapPglite(client);
  await database.migrate();
  await seedIfEmpty(database.db, DEFAULT_PAIR);
  return client;
}

/** The database kinds integration tests should run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
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
  template ??= migratedTemplate();
  const clone = (await (await template).clone()) as PGlite;
  const database = await wrapPglite(clone);
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
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openNodePostgres(url.toString());
  try {
    await database.migrate();
    await seedIfEmpty(database.db, widgetPair);
  } catch (error) {
    await database.close();
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
