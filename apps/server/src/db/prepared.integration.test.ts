import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorCode } from '../lib/safe-error.ts';
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

  it('sends a JavaScript array as an array, quotes, backslashes, commas and nulls kept', async () => {
    const values = ['plain', 'a "quoted" word', 'back\\slash', 'x,y', '{braces}', null, ''];
    const rows = await queryPrepared<{ items: (string | null)[]; days: string[]; n: number[] }>(
      testDb.database.db,
      'test_arrays',
      'select $1::text[] as items, $2::date[]::text[] as days, $3::int[] as n',
      [values, ['2027-01-05', '2027-01-06'], [1, 1, 5, 5]],
    );
    expect(rows).toEqual([{ items: values, days: ['2027-01-05', '2027-01-06'], n: [1, 1, 5, 5] }]);
  });

  it('names the statement that failed on its error, never its values', async () => {
    const failing = 'select length($1::text) / 0 as n';
    const error = await queryPrepared(testDb.database.db, 'test_failing', failing, ['guest-4242']).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ code: '22012', query: failing });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('guest-4242');
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

  it('refuses a value with the database’s error, and the statement answers the next call', async () => {
    const db = testDb.database.db;
    const text = 'select $1::int + 1 as n';
    const refused = await queryPrepared(db, 'test_plus_one', text, ['x']).catch((error: unknown) => error);
    expect(databaseErrorCode(refused)).toBe('22P02');
    expect(await queryPrepared(db, 'test_plus_one', text, [41])).toEqual([{ n: 42 }]);
  });

  it('runs a statement without rows (an insert) and answers none', async () => {
    const db = testDb.database.db;
    await db.execute(sql`create table if not exists prepared_test (id int primary key, note text)`);
    const insert = 'insert into prepared_test (id, note) values ($1, $2)';
    expect(await queryPrepared(db, 'test_insert', insert, [1, null])).toEqual([]);
    expect(await queryPrepared(db, 'test_insert', insert, [2, '二つ — two'])).toEqual([]);
    const rows = await queryPrepared<{ id: number; note: string | null }>(
      db,
      'test_notes',
      'select id, note from prepared_test order by id',
      [],
    );
    expect(rows).toEqual([
      { id: 1, note: null },
      { id: 2, note: '二つ — two' },
    ]);
  });

  it('never runs inside a transaction it was not given: a call made meanwhile waits for it', async () => {
    const db = testDb.database.db;
    let meanwhile: Promise<{ code: string }[]> | undefined;
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update hotels set code = 'renamed-in-tx' where id = 1`);
        meanwhile = queryPrepared<{ code: string }>(db, 'test_hotels', TEXT, ['{1}', 'm']);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    expect((await meanwhile)?.[0]?.code).toBe('hanami-tokyo');
  });
});
