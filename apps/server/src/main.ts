// The server process: validate the environment, migrate, seed an empty database (DEMO_DATA), listen.
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
  const { seeded, demoHotel } = await prepareDatabase(database, config);
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
  // Plain lines on stdout so the addresses are easy to find among the JSON logs. Without the demo
  // hotel there is nothing to book yet: only the console, where the first brand admin signs in.
  const lines = ['', 'Yadori is running.', `  Staff console:           ${config.publicUrl}/admin`];
  if (demoHotel) {
    lines.push(`  Standalone booking page: ${config.publicUrl}/?code=hanami-tokyo`);
    lines.push(`  Demo hotel site:         ${config.publicUrl}/demo/`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Yadori could not start:', error);
  process.exit(1);
});
