// The server process: validate the environment, migrate, seed an empty database, listen.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { loggableError } from './lib/safe-error.ts';
import { withStaffSecretFile } from './staff-secret-file.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = withStaffSecretFile(readConfig());
  const database = await openDatabase(config);
  const { seeded } = await prepareDatabase(database, config);
  const app = await buildApp({ config, db: database.db });

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ error: loggableError(err) }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(
    { database: database.driver, seeded },
    `database: ${where}${seeded ? ' (demo data seeded)' : ''}`,
  );
  // Plain lines on stdout so the two addresses are easy to find among the JSON logs.
  console.log(`\nYadori is running.\n  Standalone booking page: ${config.publicUrl}/?code=hanami-tokyo`);
  console.log(`  Demo hotel site:         ${config.publicUrl}/demo/\n`);
}

main().catch((error: unknown) => {
  console.error('Yadori could not start:', error);
  process.exit(1);
});
