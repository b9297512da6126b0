import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { loadStayData } from './search.repository.ts';
import { quietTuesday } from './search-test-kit.ts';

// The nights every search and every booking read are one prepared statement: it must keep one generic
// plan, not be planned again on every execution (which cost the database more than running it). It is
// PostgreSQL that chose a new plan each time for the dates as constants (12 custom plans of 12); PGlite
// kept the generic one either way, so on PGlite this only shows that it still does.

type PlanCounts = { generic: number; custom: number };

/** The plans `name` got on every connection of `db` (a pool's connections one by one, or PGlite's). */
async function plansOf(db: Db, kind: string, name: string): Promise<PlanCounts> {
  const query = `select generic_plans::int as generic, custom_plans::int as custom
    from pg_prepared_statements where name = '${name}'`;
  const sum = (rows: PlanCounts[]) =>
    rows.reduce((a, b) => ({ generic: a.generic + b.generic, custom: a.custom + b.custom }), {
      generic: 0,
      custom: 0,
    });
  if (kind === 'pglite') return sum(rowsOf<PlanCounts>(await db.execute(sql.raw(query))));
  const pool = (db as unknown as { $client: { connect(): Promise<PoolClient> } }).$client;
  type PoolClient = { query(text: string): Promise<{ rows: PlanCounts[] }>; release(): void };
  // Every connection at once, so each is asked about its own statements.
  const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
  try {
    return sum((await Promise.all(clients.map((c) => c.query(query)))).flatMap((r) => r.rows));
  } finally {
    for (const c of clients) c.release();
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`the nights' statement (${kind})`, () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await createTestDatabase(kind);
    }, 120_000);
    afterAll(async () => testDb?.dispose());

    it.each([
      ['search_stay_data', undefined],
      // A booking's quote: the nights of the plans it books only (the ids planned afresh each time too).
      ['booked_stay_data', { roomTypeIds: [1], hotelPlanIds: [1], roomPlanIds: [1] }],
    ] as const)('%s keeps a generic plan after the first few executions', async (name, only) => {
      const db = testDb.database.db;
      const night = quietTuesday(20);
      for (let i = 0; i < 12; i++) await loadStayData(db, 1, night, night, [2], only);
      const plans = await plansOf(db, kind, name);
      expect(plans.generic + plans.custom).toBeGreaterThanOrEqual(12);
      // PostgreSQL makes five custom plans per connection before it compares them with the generic one.
      expect(plans.custom).toBeLessThanOrEqual(5 * Math.ceil((plans.generic + plans.custom) / 12));
      expect(plans.generic).toBeGreaterThan(0);
    });

    it('reads for a booking the rows of its plans alone, as the whole read has them', async () => {
      const db = testDb.database.db;
      const night = quietTuesday(20);
      const all = await loadStayData(db, 1, night, night, [2]);
      const booked = await loadStayData(db, 1, night, night, [2], {
        roomTypeIds: [1],
        hotelPlanIds: [1, 2],
        roomPlanIds: [1],
      });
      expect([...booked.remaining.keys()]).toEqual([1]);
      expect(booked.remaining.get(1)).toEqual(all.remaining.get(1));
      expect([...booked.rates.keys()]).toEqual([1]);
      expect(booked.rates.get(1)).toEqual(all.rates.get(1));
      expect([...booked.closures.keys()].every((id) => id === 1 || id === 2)).toBe(true);
      expect(booked.extraStock.size).toBe(0);
      expect(all.rates.size).toBeGreaterThan(1);
    });
  });
}
