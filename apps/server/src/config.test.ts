import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      publicUrl: 'http://localhost:8080',
      maintenance: false,
      demoClient: { key: 'yadori-demo-key', secret: 'yadori-demo-secret' },
      rateLimit: { perMinute: 1200, store: 'memory' },
    });
  });

  it('keeps the dev mail viewer off unless DEV_MAIL_VIEWER turns it on, whatever NODE_ENV says', () => {
    expect(loadConfig({}).devMailViewer).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailViewer).toBe(false);
    expect(loadConfig({ DEV_MAIL_VIEWER: '1' }).devMailViewer).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAIL_VIEWER: 'yes' }).devMailViewer).toBe(true);
    expect(loadConfig({ DEV_MAIL_VIEWER: 'off' }).devMailViewer).toBe(false);
    expect(loadConfig({ MAIL_FROM: 'Hanami <stay@hanami.example>' }).mailFrom).toBe(
      'Hanami <stay@hanami.example>',
    );
  });

  it('fills an empty database with the demo data unless DEMO_DATA turns it off', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'Yes' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: ' OFF ' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'none' })).toThrow(
      'DEMO_DATA must be one of 1, true, yes, on, 0, false, no, off (got "none").',
    );
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://book.example.com/' }).publicUrl).toBe(
      'https://book.example.com',
    );
  });

  it('seals sign-in states with SIGN_IN_STATE_SECRET, else a random secret per process; CHATBOT_SESSION_SECRET is optional', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ SIGN_IN_STATE_SECRET: secret }).signInStateSecret).toBe(secret);
    expect(loadConfig({}).signInStateSecret).toHaveLength(43);
    expect(loadConfig({}).signInStateSecret).not.toBe(loadConfig({}).signInStateSecret);
    expect(loadConfig({}).chatbotSessionSecret).toBeUndefined();
    expect(loadConfig({ CHATBOT_SESSION_SECRET: secret }).chatbotSessionSecret).toBe(secret);
    // Too short a secret stops the process, without echoing it.
    expect(() => loadConfig({ SIGN_IN_STATE_SECRET: 'short-secret' })).toThrow(
      'Invalid configuration: SIGN_IN_STATE_SECRET must be at least 32 characters.',
    );
  });

  it('seals staff TOTP secrets with STAFF_SECRET only: no random default that a restart would lose', () => {
    const secret = 'y'.repeat(40);
    expect(loadConfig({ STAFF_SECRET: secret }).staffSecret).toBe(secret);
    expect(loadConfig({}).staffSecret).toBeUndefined();
    expect(() => loadConfig({ STAFF_SECRET: 'too-short-secret' })).toThrow(
      'Invalid configuration: STAFF_SECRET must be at least 32 characters.',
    );
  });

  it('reads truthy and falsy words for MAINTENANCE', () => {
    expect(loadConfig({ MAINTENANCE: 'true' }).maintenance).toBe(true);
    expect(loadConfig({ MAINTENANCE: 'On' }).maintenance).toBe(true);
    expect(loadConfig({ MAINTENANCE: '0' }).maintenance).toBe(false);
  });

  it('keeps rate-limit counters in the database when PostgreSQL is used', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/yadori' }).rateLimit.store).toBe('database');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db/yadori', RATE_LIMIT_STORE: 'memory' }).rateLimit.store,
    ).toBe('memory');
  });

  it('limits per client address generously by default: 5 × the session limit, 600 new sessions an hour', () => {
    expect(loadConfig({}).rateLimit).toMatchObject({
      perAddressPerMinute: 6000,
      sessionsPerAddressPerHour: 600,
    });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '100' }).rateLimit.perAddressPerMinute).toBe(500);
    expect(
      loadConfig({
        RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '20000',
        RATE_LIMIT_SESSIONS_PER_ADDRESS_PER_HOUR: '50',
      }).rateLimit,
    ).toMatchObject({ perAddressPerMinute: 20000, sessionsPerAddressPerHour: 50 });
  });

  it('caps draft uploads per address and in total, and forgets them after a day, each configurable', () => {
    expect(loadConfig({}).uploads).toEqual({
      draftFilesPerAddress: 200,
      draftBytesPerAddress: 2 * 1024 ** 3,
      draftTotalBytes: 20 * 1024 ** 3,
      draftTtlMs: 24 * 60 * 60_000,
    });
    expect(
      loadConfig({
        UPLOAD_DRAFT_FILES_PER_ADDRESS: '10',
        UPLOAD_DRAFT_BYTES_PER_ADDRESS: '500MB',
        UPLOAD_DRAFT_TOTAL_BYTES: '3 GiB',
        UPLOAD_DRAFT_TTL_MINUTES: '90',
      }).uploads,
    ).toEqual({
      draftFilesPerAddress: 10,
      draftBytesPerAddress: 500 * 1024 ** 2,
      draftTotalBytes: 3 * 1024 ** 3,
      draftTtlMs: 90 * 60_000,
    });
    expect(loadConfig({ UPLOAD_DRAFT_TOTAL_BYTES: '2097152' }).uploads.draftTotalBytes).toBe(2097152);
    expect(loadConfig({ UPLOAD_DRAFT_TOTAL_BYTES: '1t' }).uploads.draftTotalBytes).toBe(1024 ** 4);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be an integer from 0 to 65535 (got "eighty").'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must start with smtp:// or smtps://.'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://.'],
    [
      { MAINTENANCE: 'maybe' },
      'MAINTENANCE must be one of 1, true, yes, on, 0, false, no, off (got "maybe").',
    ],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE must be an integer from 1 to 1000000 (got "0").'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be a URL (got "not a url").'],
    [
      { RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0' },
      'RATE_LIMIT_PER_ADDRESS_PER_MINUTE must be an integer from 1 to 100000000 (got "0").',
    ],
    [
      { UPLOAD_DRAFT_TOTAL_BYTES: '10 gigs' },
      'UPLOAD_DRAFT_TOTAL_BYTES must be a size of at least 1048576 bytes, such as 1073741824, 500MB or 10GB (got "10 gigs").',
    ],
    [
      { UPLOAD_DRAFT_BYTES_PER_ADDRESS: '1KB' },
      'UPLOAD_DRAFT_BYTES_PER_ADDRESS must be a size of at least 1048576 bytes, such as 1073741824, 500MB or 10GB (got "1KB").',
    ],
    [
      { UPLOAD_DRAFT_TTL_MINUTES: '1' },
      'UPLOAD_DRAFT_TTL_MINUTES must be an integer from 5 to 43200 (got "1").',
    ],
  ])('refuses %j with a sentence naming the variable', (env, sentence) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`Invalid configuration: ${sentence}`);
  });

  it('never echoes a secret value in its message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db' })).toThrow(/^(?!.*hunter2)/);
  });
});
