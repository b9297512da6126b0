import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { serverPath } from './server-root.ts';

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['', '0', 'false', 'no', 'off'];

/** A yes/no setting; unset or blank means `fallback`. */
const flag = (name: string, fallback = false) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const word = (value ?? '').trim().toLowerCase();
      if (word === '') return fallback;
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be one of 1, true, yes, on, 0, false, no, off` });
      return z.NEVER;
    });

const integer = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const parsed = Number(value);
      if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
      ctx.addIssue({ code: 'custom', message: `${name} must be an integer from ${min} to ${max}` });
      return z.NEVER;
    });

const BYTE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/** A size in bytes: `1048576`, or with a 1024-based unit: `500MB`, `10GB`, `10GiB`, `10G`. */
const byteSize = (name: string, min: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const match = /^([0-9]{1,15})\s*(?:([kmgt])(?:i?b)?|b)?$/i.exec(value.trim());
      const bytes = match ? Number(match[1]) * BYTE_UNITS[(match[2] ?? '').toLowerCase()]! : Number.NaN;
      if (Number.isSafeInteger(bytes) && bytes >= min) return bytes;
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a size of at least ${min} bytes, such as 1073741824, 500MB or 10GB`,
      });
      return z.NEVER;
    });

const GIB = 1024 ** 3;

const urlWithProtocols = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be a URL` });
        return z.NEVER;
      }
      if (!protocols.includes(url.protocol)) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
        });
        return z.NEVER;
      }
      return value;
    });

const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'DEMO_CLIENT_SECRET',
  'SIGN_IN_STATE_SECRET',
  'CHATBOT_SESSION_SECRET',
  'DATA_EXPORT_SECRET',
  'STAFF_SECRET',
]);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: integer('PORT', 0, 65535, 8080),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('0.0.0.0'),
  DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:']),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('./data'),
  PUBLIC_URL: urlWithProtocols('PUBLIC_URL', ['http:', 'https:']),
  SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:']),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  MAINTENANCE: flag('MAINTENANCE'),
  TRUST_PROXY: flag('TRUST_PROXY'),
  DEMO_CLIENT_KEY: z
    .string()
    .min(1, 'DEMO_CLIENT_KEY must not be empty')
    .max(200, 'DEMO_CLIENT_KEY must be at most 200 characters')
    .default('yadori-demo-key'),
  DEMO_CLIENT_SECRET: z
    .string()
    .min(1, 'DEMO_CLIENT_SECRET must not be empty')
    .max(200, 'DEMO_CLIENT_SECRET must be at most 200 characters')
    .default('yadori-demo-secret'),
  RATE_LIMIT_PER_MINUTE: integer('RATE_LIMIT_PER_MINUTE', 1, 1_000_000, 1200),
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: integer('RATE_LIMIT_PER_ADDRESS_PER_MINUTE', 1, 100_000_000, 0),
  RATE_LIMIT_SESSIONS_PER_ADDRESS_PER_HOUR: integer(
    'RATE_LIMIT_SESSIONS_PER_ADDRESS_PER_HOUR',
    1,
    1_000_000,
    600,
  ),
  UPLOAD_DRAFT_FILES_PER_ADDRESS: integer('UPLOAD_DRAFT_FILES_PER_ADDRESS', 1, 1_000_000, 200),
  UPLOAD_DRAFT_BYTES_PER_ADDRESS: byteSize('UPLOAD_DRAFT_BYTES_PER_ADDRESS', 1024 * 1024, 2 * GIB),
  UPLOAD_DRAFT_TOTAL_BYTES: byteSize('UPLOAD_DRAFT_TOTAL_BYTES', 1024 * 1024, 20 * GIB),
  UPLOAD_DRAFT_TTL_MINUTES: integer('UPLOAD_DRAFT_TTL_MINUTES', 5, 30 * 24 * 60, 24 * 60),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'MAIL_FROM must be an address such as "Yadori <no-reply@example.com>"')
    .max(254, 'MAIL_FROM must be at most 254 characters')
    .optional(),
  DEV_MAIL_VIEWER: flag('DEV_MAIL_VIEWER').optional(),
  DEMO_DATA: flag('DEMO_DATA', true),
  SIGN_IN_STATE_SECRET: z
    .string()
    .min(32, 'SIGN_IN_STATE_SECRET must be at least 32 characters')
    .max(512, 'SIGN_IN_STATE_SECRET must be at most 512 characters')
    .optional(),
  DATA_EXPORT_SECRET: z
    .string()
    .min(32, 'DATA_EXPORT_SECRET must be at least 32 characters')
    .max(512, 'DATA_EXPORT_SECRET must be at most 512 characters')
    .optional(),
  CHATBOT_SESSION_SECRET: z
    .string()
    .min(32, 'CHATBOT_SESSION_SECRET must be at least 32 characters')
    .max(512, 'CHATBOT_SESSION_SECRET must be at most 512 characters')
    .optional(),
  STAFF_SECRET: z
    .string()
    .min(32, 'STAFF_SECRET must be at least 32 characters')
    .max(512, 'STAFF_SECRET must be at most 512 characters')
    .optional(),
  RATE_LIMIT_STORE: z
    .enum(['memory', 'database'], { error: 'RATE_LIMIT_STORE must be memory or database' })
    .optional(),
  WEBHOOK_ALLOW_PRIVATE_URLS: flag('WEBHOOK_ALLOW_PRIVATE_URLS'),
  WEBHOOK_POLL_MS: integer('WEBHOOK_POLL_MS', 100, 3_600_000, 2000),
  WEBHOOK_MAX_ATTEMPTS: integer('WEBHOOK_MAX_ATTEMPTS', 1, 100, 30),
});

/** Where the server finds the browser parts it serves; tests point these at fixtures. */
export interface StaticPaths {
  widgetDist: string;
  loaderDist: string;
  demoSite: string;
  /** The staff console's build, served at /admin (decision 058). */
  consoleDist: string;
}

/** The validated process configuration. */
export interface Config {
  port: number;
  host: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origin (and optional path) guests reach the server at, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  /** Sender of the reservation mails. */
  mailFrom: string;
  /** The dev mail viewer at /dev/mail (every guest mail, to anyone): only with DEV_MAIL_VIEWER=1. */
  devMailViewer: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Whether an empty database is filled with the demo brands, hotels and members at start-up (DEMO_DATA,
   * on unless `0`/`false`/`no`/`off`). Off, a real installation starts empty and makes its brand with
   * `npm run staff:create -- --brand-name`.
   */
  demoData: boolean;
  maintenance: boolean;
  trustProxy: boolean;
  demoClient: { key: string; secret: string };
  rateLimit: {
    perMinute: number;
    store: 'memory' | 'database';
    /** Requests per minute per client address, whatever its sessions (unset: 5 × perMinute). */
    perAddressPerMinute?: number;
    /** Client sessions minted per hour per client address (unset: 600). */
    sessionsPerAddressPerHour?: number;
  };
  /** Uploads no booking has taken yet (drafts): caps and lifetime. */
  uploads: {
    draftFilesPerAddress: number;
    draftBytesPerAddress: number;
    /** Every draft of the instance (its database) together. */
    draftTotalBytes: number;
    /** Drafts older than this are deleted, row and bytes, by a durable job. */
    draftTtlMs: number;
  };
  /**
   * Seals the state of a federated sign-in between its start and the provider's redirect back
   * (SIGN_IN_STATE_SECRET). Unset: a random secret per process — enough for one instance, but several
   * instances behind one address must share one, or a sign-in started on one fails on another.
   */
  signInStateSecret: string;
  /**
   * Seals an organization admin's export password while the export's job waits to build the zip
   * (DATA_EXPORT_SECRET). Unset: a random secret per process — an export asked for before a restart,
   * or on another instance, then fails and is asked for again; set one shared value in production.
   */
  dataExportSecret: string;
  /**
   * The secret the chatbot host signs its sign-in tickets with (CHATBOT_SESSION_SECRET; see
   * features/member-federation/chatbot-ticket.ts). Unset: chatbot_session without a member's bearer is
   * refused.
   */
  chatbotSessionSecret: string | undefined;
  /**
   * Seals staff accounts' TOTP secrets at rest (STAFF_SECRET, decision 058). Unset: two-step sign-in
   * cannot be turned on (503). No random per-process default: a secret sealed under one would be lost
   * at the next start, and its account could no longer sign in. Changing it has the same effect.
   */
  staffSecret: string | undefined;
  /** Webhook deliveries (decision 059). */
  webhooks: {
    /**
     * Whether an endpoint may lead to a loopback, private, link-local, unique-local or multicast
     * address (WEBHOOK_ALLOW_PRIVATE_URLS, off by default, so staff cannot reach the server's own
     * network): on for a PMS on the hotel's network, and in tests.
     */
    allowPrivateUrls: boolean;
    /** How often each instance looks for due deliveries when it found none (WEBHOOK_POLL_MS). */
    pollIntervalMs: number;
    /** Attempts before a delivery is given up (`dead`) and waits to be retried by hand (WEBHOOK_MAX_ATTEMPTS). */
    maxAttempts: number;
  };
  paths: StaticPaths;
}

/** Raised when the environment is wrong; the message is meant for the operator as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const appsDir = (relative: string) => serverPath('..', relative);

/** Default locations of the built widget, the loader and the demo host page in this repository. */
export const DEFAULT_STATIC_PATHS: StaticPaths = {
  widgetDist: appsDir('widget/dist'),
  loaderDist: appsDir('loader/dist'),
  demoSite: appsDir('demo-site'),
  consoleDist: appsDir('console/dist'),
};

/**
 * Reads and validates the environment; throws ConfigError with one sentence per wrong variable.
 * @example loadConfig({ PORT: '3000' }).publicUrl // 'http://localhost:3000'
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const sentences = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const message = issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
      // Never echo values that may hold credentials into logs.
      if (SECRET_VARIABLES.has(variable)) return `${message}.`;
      return `${message} (got ${JSON.stringify(env[variable] ?? null)}).`;
    });
    throw new ConfigError(`Invalid configuration: ${sentences.join(' ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Yadori <no-reply@yadori.localhost>',
    devMailViewer: e.DEV_MAIL_VIEWER ?? false,
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA,
    maintenance: e.MAINTENANCE,
    trustProxy: e.TRUST_PROXY,
    demoClient: { key: e.DEMO_CLIENT_KEY, secret: e.DEMO_CLIENT_SECRET },
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      store: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
      perAddressPerMinute: e.RATE_LIMIT_PER_ADDRESS_PER_MINUTE || 5 * e.RATE_LIMIT_PER_MINUTE,
      sessionsPerAddressPerHour: e.RATE_LIMIT_SESSIONS_PER_ADDRESS_PER_HOUR,
    },
    uploads: {
      draftFilesPerAddress: e.UPLOAD_DRAFT_FILES_PER_ADDRESS,
      draftBytesPerAddress: e.UPLOAD_DRAFT_BYTES_PER_ADDRESS,
      draftTotalBytes: e.UPLOAD_DRAFT_TOTAL_BYTES,
      draftTtlMs: e.UPLOAD_DRAFT_TTL_MINUTES * 60_000,
    },
    signInStateSecret: e.SIGN_IN_STATE_SECRET ?? randomBytes(32).toString('base64url'),
    dataExportSecret: e.DATA_EXPORT_SECRET ?? randomBytes(32).toString('base64url'),
    chatbotSessionSecret: e.CHATBOT_SESSION_SECRET,
    staffSecret: e.STAFF_SECRET,
    webhooks: {
      allowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS,
      pollIntervalMs: e.WEBHOOK_POLL_MS,
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    },
    paths: DEFAULT_STATIC_PATHS,
  };
}
