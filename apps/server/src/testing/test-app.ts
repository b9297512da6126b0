import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createTestDatabase, type TestDatabaseKind } from './test-database.ts';

export interface TestAppOptions {
  /** Replaces parts of the configuration, e.g. `{ rateLimit: { perMinute: 3, store: 'memory' } }`. */
  config?: Partial<Config>;
  database?: TestDatabaseKind;
  /** The clock the app uses (sessions, expiry). */
  now?: () => Date;
  sessionCacheTtlMs?: number;
  /** How long hotel rows and sign-in buttons are reused from memory (app default 5 s). */
  hotelCacheTtlMs?: number;
  /** The background job poller; off in tests unless asked (call `app.runDueJobs(at)`). */
  jobs?: AppOptions['jobs'];
  /** Another card gateway than the sandbox. */
  paymentProvider?: AppOptions['paymentProvider'];
  /** Another gift-code provider than a fresh sandbox (e.g. one a test switches off). */
  giftCodeProvider?: AppOptions['giftCodeProvider'];
  /** Receives the app's JSON log lines (set `config.logLevel` too: tests default to silent). */
  logStream?: AppOptions['logStream'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** Test configuration: quiet logs, defaults for everything else, then `overrides`. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides };
}

/**
 * An app on its own migrated and seeded database (in-memory PGlite unless `database: 'postgres'`),
 * for `app.inject()` tests.
 * @example const { app, close } = await createTestApp(); await app.inject('/healthz'); await close();
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config);
  const testDb = await createTestDatabase(options.database, config.demoClient);
  const app = await buildApp({
    config,
    db: testDb.database.db,
    now: options.now,
    sessionCacheTtlMs: options.sessionCacheTtlMs,
    hotelCacheTtlMs: options.hotelCacheTtlMs,
    jobs: options.jobs ?? false,
    paymentProvider: options.paymentProvider,
    giftCodeProvider: options.giftCodeProvider,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    db: testDb.database.db,
    config,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/**
 * The same app listening on 127.0.0.1 with a free port, for browser end-to-end tests.
 * @example const server = await startTestServer(); await page.goto(`${server.url}/?code=hanami-tokyo`);
 */
export async function startTestServer(
  options: TestAppOptions = {},
): Promise<{ url: string; db: Db; app: FastifyInstance; close(): Promise<void> }> {
  const testApp = await createTestApp(options);
  const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, db: testApp.db, app: testApp.app, close: testApp.close };
}
