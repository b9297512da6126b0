import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import {
  createFunnelCounter,
  type FunnelCounter,
  MAX_SOURCES_PER_DAY,
  OTHER_SOURCE,
} from './funnel-counter.ts';

// The funnel's counter (decision 061): counts held in memory, added to funnel_counts by each flush.

const DAY = '2026-05-02';

describe.each(testDatabaseKinds())('the funnel counter (%s)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let errors: unknown[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.database.db;
  }, 120_000);
  afterAll(async () => database?.dispose());
  beforeEach(async () => {
    errors = [];
    await db.execute(sql`delete from funnel_counts`);
  });

  const counterOn = (on: Db): FunnelCounter =>
    createFunnelCounter({ db: on, onError: (e) => errors.push(e) });

  /** The stored counts, `hotel day source` → [searches, selections, checkouts]. */
  async function stored(): Promise<Record<string, [number, number, number]>> {
    const rows = rowsOf<{ key: string; searches: string; selections: string; checkouts: string }>(
      await db.execute(sql`select hotel_id || ' ' || day::text || ' ' || source as key,
          searches, selections, checkouts from funnel_counts order by 1`),
    );
    return Object.fromEntries(
      rows.map((r) => [r.key, [Number(r.searches), Number(r.selections), Number(r.checkouts)]]),
    );
  }

  it('adds up counts made while flushes are under way, and what two processes write at once', async () => {
    const one = counterOn(db);
    const two = counterOn(db);
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 300; i++) {
      const counter = i % 2 === 0 ? one : two;
      counter.count('searches', 1, DAY, i % 3 === 0 ? 'google' : 'direct');
      if (i % 5 === 0) counter.count('selections', 2, DAY, 'direct');
      if (i % 10 === 0) counter.count('checkouts', 1, DAY, 'google');
      // Flushes start while counting goes on, both processes writing the same rows.
      if (i % 50 === 7) flushes.push(counter.flush());
    }
    await Promise.all([...flushes, one.flush(), two.flush()]);
    expect(errors).toEqual([]);
    expect(await stored()).toEqual({
      [`1 ${DAY} direct`]: [200, 0, 0],
      [`1 ${DAY} google`]: [100, 0, 30],
      [`2 ${DAY} direct`]: [0, 60, 0],
    });
  });

  it('adds each flush to what the last ones wrote, and writes nothing when nothing was counted', async () => {
    const counter = counterOn(db);
    counter.count('searches', 1, DAY, 'trivago');
    counter.count('searches', 1, DAY, 'trivago');
    await counter.flush();
    await counter.flush();
    counter.count('searches', 1, DAY, 'trivago');
    counter.count('checkouts', 1, '2026-05-03', 'trivago');
    await counter.flush();
    expect(await stored()).toEqual({
      [`1 ${DAY} trivago`]: [3, 0, 0],
      '1 2026-05-03 trivago': [0, 0, 1],
    });
  });

  it('keeps the counts of a flush that failed, with those counted since, for the next one', async () => {
    // The database refuses writes while `down`: the flush fails as it would on a lost connection.
    let down = true;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'insert' && down) {
          return () => {
            throw new Error('connection lost');
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const counter = counterOn(flaky);
    counter.count('searches', 1, DAY, 'google');
    counter.count('selections', 1, DAY, 'google');
    await counter.flush();
    expect(errors).toHaveLength(1);
    expect(await stored()).toEqual({});
    counter.count('searches', 1, DAY, 'google');
    counter.count('searches', 1, DAY, 'bing');
    await counter.flush();
    expect(errors).toHaveLength(2);
    down = false;
    await counter.flush();
    expect(errors).toHaveLength(2);
    expect(await stored()).toEqual({
      [`1 ${DAY} bing`]: [1, 0, 0],
      [`1 ${DAY} google`]: [2, 1, 0],
    });
    // Written once: nothing is left over to add again.
    await counter.flush();
    expect(await stored()).toEqual({
      [`1 ${DAY} bing`]: [1, 0, 0],
      [`1 ${DAY} google`]: [2, 1, 0],
    });
  });

  it('writes early once a thousand keys are held, and what is left when stopped', async () => {
    const counter = counterOn(db);
    const rowCount = async () =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from funnel_counts`))[0]!.n;
    // Five days of 200 sources each: a thousand keys, none past the sources' bound.
    const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'];
    for (let i = 0; i < 1000; i++) counter.count('searches', 1, days[i % 5]!, `source-${Math.floor(i / 5)}`);
    // No timer runs and no flush was asked for: the thousandth key started one on its own.
    await vi.waitFor(async () => expect(await rowCount()).toBe(1000));
    counter.count('searches', 1, DAY, 'source-0');
    await counter.stop();
    const rows = await stored();
    expect(rows[`1 ${DAY} source-0`]).toEqual([2, 0, 0]);
    expect(rows[`1 2026-05-05 source-199`]).toEqual([1, 0, 0]);
  });

  it(`counts a hotel's day's sources past ${MAX_SOURCES_PER_DAY} under "${OTHER_SOURCE}"`, async () => {
    const counter = counterOn(db);
    for (let i = 0; i < MAX_SOURCES_PER_DAY + 5; i++) counter.count('searches', 1, DAY, `utm-${i}`);
    // A source seen before the bound keeps counting under its own name; another hotel has its own bound.
    counter.count('searches', 1, DAY, 'utm-0');
    counter.count('searches', 2, DAY, 'utm-999');
    await counter.flush();
    const rows = await stored();
    expect(Object.keys(rows).filter((key) => key.startsWith(`1 ${DAY} utm-`))).toHaveLength(
      MAX_SOURCES_PER_DAY,
    );
    expect(rows[`1 ${DAY} ${OTHER_SOURCE}`]).toEqual([5, 0, 0]);
    expect(rows[`1 ${DAY} utm-0`]).toEqual([2, 0, 0]);
    expect(rows[`2 ${DAY} utm-999`]).toEqual([1, 0, 0]);
  });

  it('drops a batch the database refuses as such (a hotel that is gone), so later counts are written', async () => {
    const counter = counterOn(db);
    counter.count('searches', 2_000_000_000, DAY, 'direct');
    await counter.flush();
    expect(errors).toHaveLength(1);
    counter.count('searches', 1, DAY, 'direct');
    await counter.flush();
    expect(errors).toHaveLength(1);
    expect(await stored()).toEqual({ [`1 ${DAY} direct`]: [1, 0, 0] });
  });
});
