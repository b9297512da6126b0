// `npm run staff:create -- --brand <code> --email <email> --name <name> [--role brand_admin|hotel_manager|
// front_desk] [--hotel <code> ...] [--locale ja]`: makes a staff account (the first brand admin of a
// brand, decision 058) in the database the environment names, after migrating it as the server does.
// The password comes from STAFF_PASSWORD or is typed twice on the terminal, never echoed.
import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from '@yadori/contract/locales';
import { STAFF_ROLES, type StaffRole } from '@yadori/contract/staff.constants';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  type StaffUser,
  staffEmailSchema,
  staffPasswordStrongEnough,
} from '@yadori/contract/staff.schema';
import { ConfigError, loadConfig } from './config.ts';
import { type Db, openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import {
  brandByCode,
  brandHotelIdsByCode,
  createStaffAccount,
} from './features/staff-accounts/staff-users.service.ts';
import { AppError } from './http/app-error.ts';

/** A refusal of the command, worded for the person at the terminal. */
export class StaffCreateError extends Error {
  override name = 'StaffCreateError';
}

export interface StaffCreateOptions {
  brand: string;
  email: string;
  name: string;
  role: StaffRole;
  hotels: string[];
  locale: Locale;
}

export const STAFF_CREATE_USAGE =
  'Usage: npm run staff:create -- --brand <brand code> --email <email> --name <name> ' +
  `[--role ${STAFF_ROLES.join('|')}] [--hotel <hotel code> ...] [--locale ${LOCALES.join('|')}]\n` +
  'The password is read from STAFF_PASSWORD, or typed on the terminal.';

/** The command's options from its arguments; StaffCreateError (with the usage) when they are wrong. */
export function parseStaffCreateArgs(args: string[]): StaffCreateOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(args).values;
  } catch (error) {
    throw new StaffCreateError(`${(error as Error).message}\n${STAFF_CREATE_USAGE}`);
  }
  const missing = (['brand', 'email', 'name'] as const).filter((key) => !values[key]?.trim());
  if (missing.length > 0) {
    throw new StaffCreateError(
      `Missing ${missing.map((key) => `--${key}`).join(', ')}.\n${STAFF_CREATE_USAGE}`,
    );
  }
  const email = staffEmailSchema.safeParse(values.email);
  if (!email.success) throw new StaffCreateError(`"${values.email}" is not an email address.`);
  const name = values.name!.trim();
  if (name.length > 100) throw new StaffCreateError('The name must be at most 100 characters.');
  const role = values.role ?? 'brand_admin';
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    throw new StaffCreateError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  }
  const locale = values.locale ?? 'ja';
  if (!(LOCALES as readonly string[]).includes(locale)) {
    throw new StaffCreateError(`--locale must be one of ${LOCALES.join(', ')}.`);
  }
  return {
    brand: values.brand!.trim(),
    email: email.data,
    name,
    role: role as StaffRole,
    hotels: [...new Set(values.hotel ?? [])],
    locale: locale as Locale,
  };
}

function parse(args: string[]) {
  return parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      brand: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      hotel: { type: 'string', multiple: true },
      locale: { type: 'string' },
    },
  });
}

/** An AppError's sentence in English (the server's refusals, reused for the terminal). */
function englishOf(error: AppError): string {
  return error.toBody('en').errors[0]?.details.base?.[0]?.error ?? error.message;
}

/**
 * The command's work: the account of `options` with `password`, in the brand of `options.brand`,
 * audited with the actor `cli`. StaffCreateError for an unknown brand or hotel, a weak password, an
 * email that has an account already, or hotels the role cannot have.
 */
export async function createStaffFromCli(
  db: Db,
  options: StaffCreateOptions,
  password: string,
  now: Date,
): Promise<StaffUser & { brand: string }> {
  const brand = await brandByCode(db, options.brand);
  if (!brand) throw new StaffCreateError(`There is no brand with the code "${options.brand}".`);
  const found = await brandHotelIdsByCode(db, brand.id, options.hotels);
  const unknown = options.hotels.filter((code) => !found.has(code));
  if (unknown.length > 0) {
    throw new StaffCreateError(`The brand "${brand.code}" has no hotel with the code ${unknown.join(', ')}.`);
  }
  if (options.role === 'brand_admin' && options.hotels.length > 0) {
    throw new StaffCreateError('A brand admin sees every hotel of the brand: leave out --hotel.');
  }
  try {
    const user = await createStaffAccount(db, {
      brandId: brand.id,
      email: options.email,
      name: options.name,
      role: options.role,
      locale: options.locale,
      hotelIds: options.hotels.map((code) => found.get(code)!),
      password,
      actor: null,
      now,
    });
    return { ...user, brand: brand.code };
  } catch (error) {
    if (error instanceof AppError) throw new StaffCreateError(englishOf(error));
    throw error;
  }
}

/**
 * The password: STAFF_PASSWORD when set, else typed twice with `ask` (a terminal without echo).
 * StaffCreateError when there is neither, the two differ, or it is too weak.
 */
export async function readStaffPassword(
  env: Record<string, string | undefined>,
  ask: ((prompt: string) => Promise<string>) | null,
): Promise<string> {
  let password = env.STAFF_PASSWORD;
  if (!password) {
    if (!ask) throw new StaffCreateError('Set STAFF_PASSWORD, or run the command in a terminal to type it.');
    password = await ask('Password: ');
    if ((await ask('Password again: ')) !== password) {
      throw new StaffCreateError('The two passwords differ.');
    }
  }
  if (!staffPasswordStrongEnough(password)) {
    throw new StaffCreateError(
      `The password must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters with upper-case letters, lower-case letters and digits.`,
    );
  }
  return password;
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let muted = false;
    const output = new Writable({
      write(chunk, encoding, callback) {
        if (!muted) process.stdout.write(chunk, encoding);
        callback();
      },
    });
    const terminal = createInterface({ input: process.stdin, output, terminal: true });
    terminal.on('SIGINT', () => {
      terminal.close();
      process.stdout.write('\n');
      reject(new StaffCreateError('Cancelled.'));
    });
    terminal.question(prompt, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // The prompt is written; from here on, the typed characters are not.
    muted = true;
  });
}

async function run(): Promise<void> {
  const config = loadConfig();
  const options = parseStaffCreateArgs(process.argv.slice(2));
  const password = await readStaffPassword(process.env, process.stdin.isTTY ? askHidden : null);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config);
    const user = await createStaffFromCli(database.db, options, password, new Date());
    console.log(`Created the ${user.role} ${user.email} (account ${user.id}) of the brand ${user.brand}.`);
  } finally {
    await database.close();
  }
}

const invokedPath = process.argv[1];
if (invokedPath && realpathSync(invokedPath) === fileURLToPath(import.meta.url)) {
  run().catch((error: unknown) => {
    const known = error instanceof ConfigError || error instanceof StaffCreateError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  });
}
