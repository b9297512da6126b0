import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import type { Db } from './database.ts';
import { queriesTogether } from './queries-together.ts';
import { rowsOf } from './rows.ts';

const value = (db: Db, n: number) => async () =>
  rowsOf<{ n: number }>(await db.execute(sql`select ${n}::int as n, pg_sleep(0.01)`))[0]!.n;

describe.each(testDatabaseKinds())('queriesTogether on %s', (kind) => {
  let testDb: TestDatabase;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => void warnings.push(warning.message);
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  }, 180_000);
  afterAll(async () => testDb?.dispose());
  beforeEach(() => {
    warnings.length = 0;
    process.on('warning', onWarning);
  });
  afterEach(() => void process.off('warning', onWarning));

  // node-postgres warns once per process, so one test holds both checks.
  it('answers in the order asked, and never sends a query on a transaction’s connection while another runs', async () => {
    const db = testDb.database.db;
    expect(await queriesTogether(db, [value(db, 1), value(db, 2), value(db, 3)])).toEqual([1, 2, 3]);
    const inTx = await db.transaction((tx) =>
      queriesTogether(tx, [value(tx, 4), value(tx, 5), value(tx, 6)]),
    );
    expect(inTx).toEqual([4, 5, 6]);
    // Let a warning emitted on the next tick arrive (pg 8 warns, pg 9 refuses).
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });
});
