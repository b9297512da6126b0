import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { seedDemoIfEmpty, syncWidgetClient } from '../seed/demo-seed.ts';
import { DEMO_HOTELS } from '../seed/seed-facts.ts';
import type { Database } from './database.ts';
import { rowsOf } from './rows.ts';

/**
 * Start-up database step: migrate, seed the demo catalog when the database is empty (unless
 * DEMO_DATA is off), and align the widget pair with the environment — under a lock, so instances
 * starting together take turns. Returns whether the demo seed ran, and whether the demo hotel is
 * there to book (seeded now or on an earlier start).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
): Promise<{ seeded: boolean; demoHotel: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    const seeded = config.demoData ? await seedDemoIfEmpty(database.db) : false;
    // The widget's own pair is no demo data: the widget signs in with it on every installation.
    await syncWidgetClient(database.db, config.demoClient);
    const found = await database.db.execute(
      sql`select 1 from hotels where code = ${DEMO_HOTELS.hanamiTokyo.code}`,
    );
    return { seeded, demoHotel: rowsOf(found).length > 0 };
  });
}
