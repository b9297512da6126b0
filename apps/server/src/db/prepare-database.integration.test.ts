import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_BRANDS, DEMO_HOTELS } from '../seed/seed-facts.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { type Database, openNodePostgres, wrapPglite } from './database.ts';
import { prepareDatabase } from './prepare-database.ts';
import { rowsOf } from './rows.ts';

/** A database with nothing in it, not even the tables: what a first start meets. */
async function emptyDatabase(kind: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const database = await wrapPglite(await PGlite.create());
    return { database, dispose: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `yadori_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openNodePostgres(url.toString());
  return {
    database,
    async dispose() {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

describe.each(testDatabaseKinds())('prepareDatabase on %s', (kind) => {
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    empty = await emptyDatabase(kind);
  });
  afterAll(() => empty?.dispose());

  const counts = async () =>
    rowsOf<{ brands: number; hotels: number; members: number; staff: number }>(
      await empty.database.db.execute(sql`
        select (select count(*)::int from hotel_brands) as brands, (select count(*)::int from hotels) as hotels,
          (select count(*)::int from members) as members, (select count(*)::int from staff_users) as staff`),
    )[0];
  const clients = async () =>
    rowsOf<{ name: string; key: string; scope: string }>(
      await empty.database.db.execute(sql`select name, key, scope from api_clients order by id`),
    );

  it('with DEMO_DATA off, migrates and makes the widget pair but leaves the catalogue empty', async () => {
    const config = loadConfig({ DEMO_DATA: '0', DEMO_CLIENT_KEY: 'own-widget-key' });
    expect(await prepareDatabase(empty.database, config)).toEqual({ seeded: false, demoHotel: false });
    expect(await counts()).toEqual({ brands: 0, hotels: 0, members: 0, staff: 0 });
    expect(await clients()).toEqual([{ name: 'widget', key: 'own-widget-key', scope: 'all' }]);
  });

  it('with DEMO_DATA on (the default), fills a database still empty with the demo catalogue, once', async () => {
    const config = loadConfig({ DEMO_CLIENT_KEY: 'own-widget-key' });
    expect(await prepareDatabase(empty.database, config)).toEqual({ seeded: true, demoHotel: true });
    const brands = rowsOf<{ code: string }>(
      await empty.database.db.execute(sql`select code from hotel_brands order by id`),
    );
    expect(brands.map((brand) => brand.code)).toEqual(Object.values(DEMO_BRANDS).map((brand) => brand.code));
    expect(await counts()).toMatchObject({ hotels: Object.keys(DEMO_HOTELS).length, staff: 0 });
    expect((await counts())!.members).toBeGreaterThan(0);
    expect(await clients()).toContainEqual({ name: 'widget', key: 'own-widget-key', scope: 'all' });
    // A later start seeds nothing, and still knows the demo hotel is there to book.
    expect(await prepareDatabase(empty.database, config)).toEqual({ seeded: false, demoHotel: true });
  });
});
