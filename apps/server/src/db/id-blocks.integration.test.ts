import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { takeIds } from './id-blocks.ts';
import { rowsOf } from './rows.ts';

describe.each(testDatabaseKinds())('ids drawn ahead on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  }, 180_000);
  afterAll(async () => testDb?.dispose());

  it('gives every caller its own ids, across blocks, and never one the sequence gives an insert', async () => {
    const db = testDb.database.db;
    // More callers at once than one block holds: they share draws and still never get the same id.
    const taken = (await Promise.all(Array.from({ length: 130 }, () => takeIds(db, 'jobs', 1)))).flat();
    const pairs = await takeIds(db, 'jobs', 3);
    const all = [...taken, ...pairs];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    // An insert that leaves the id to its default gets an id past every drawn block.
    const inserted = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into jobs (kind, payload, run_at) values ('test.ids', '{}', now()) returning id`,
      ),
    )[0]!;
    expect(all).not.toContain(Number(inserted.id));
    expect(Number(inserted.id)).toBeGreaterThan(Math.max(...all));
  });
});
