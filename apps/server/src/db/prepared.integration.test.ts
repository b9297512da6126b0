import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { queryPrepared } from './prepared.ts';

const TEXT = `select code, $2::text as tag from hotels where id = any($1::int[]) order by id`;

describe.each(testDatabaseKinds())('prepared reads on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  }, 180_000);
  afterAll(async () => testDb?.dispose());

  it('answers with the values of each call, not the first call’s', async () => {
    const db = testDb.database.db;
    const first = await queryPrepared<{ code: string; tag: string }>(db, 'test_hotels', TEXT, ['{1,2}', 'a']);
    const second = await queryPrepared<{ code: string; tag: string }>(db, 'test_hotels', TEXT, ['{3}', 'b']);
    expect(first).toEqual([
      { code: 'hanami-tokyo', tag: 'a' },
      { code: 'hanami-kyoto', tag: 'a' },
    ]);
    expect(second).toEqual([{ code: 'hanami-seoul', tag: 'b' }]);
  });

  it('keeps a value that looks like a placeholder as data', async () => {
    const rows = await queryPrepared<{ tag: string }>(testDb.database.db, 'test_hotels', TEXT, ['{1}', '$1']);
    expect(rows).toEqual([{ code: 'hanami-tokyo', tag: '$1' }]);
  });

  it('runs inside a transaction on the transaction’s connection', async () => {
    const db = testDb.database.db;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update hotels set code = 'renamed-in-tx' where id = 1`);
        const rows = await queryPrepared<{ code: string }>(tx, 'test_hotels', TEXT, ['{1}', 't']);
        expect(rows[0]?.code).toBe('renamed-in-tx');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    const after = await queryPrepared<{ code: string }>(db, 'test_hotels', TEXT, ['{1}', 't']);
    expect(after[0]?.code).toBe('hanami-tokyo');
  });
});
