import type { Config } from '../config.ts';
import { seedIfEmpty } from '../seed/demo-seed.ts';
import type { Database } from './database.ts';

/**
 * Start-up database step: migrate, seed the demo catalog when the database is empty, and align the
 * widget pair with the environment — under a lock, so instances starting together take turns.
 * Returns whether the demo seed ran.
 */
export async function prepareDatabase(database: Database, config: Config): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db, config.demoClient);
    return { seeded };
  });
}
