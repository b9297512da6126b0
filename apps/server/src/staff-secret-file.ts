import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

const FILE = 'staff-secret';

/**
 * STAFF_SECRET for a single instance on the embedded database (decision 058): when the environment sets
 * none and the data lives in DATA_DIR (no DATABASE_URL), the secret lives there too — made once, read
 * at every start — so `npm start` offers two-step sign-in without configuration and a restart keeps it.
 * With PostgreSQL the operator sets STAFF_SECRET (one value shared by every instance).
 */
export function withStaffSecretFile(config: Config): Config {
  if (config.staffSecret || config.databaseUrl) return config;
  const file = path.resolve(config.dataDir, FILE);
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    secret = randomBytes(32).toString('base64url');
    // `wx`: two processes starting at once cannot each write their own; the loser reads the winner's.
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  return secret.length >= 32 ? { ...config, staffSecret: secret } : config;
}
