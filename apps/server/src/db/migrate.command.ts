// `npm run migrate -w @yadori/server`: applies pending migrations (and nothing else) to the
// database the environment names, then exits. `npm start` does the same on every start.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.withStartupLock(() => database.migrate());
    console.log(`Migrations applied (${database.driver}).`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
