// `npm run staff:create -- --brand <code> [--brand-name <name>] --email <email> --name <name> [--role
// brand_admin|hotel_manager|front_desk] [--hotel <code> ...] [--locale ja]`: makes a staff account (the
// first brand admin of a brand, decision 058) in the database the environment names, after migrating it
// as the server does (DEMO_DATA=0: without the demo catalogue). With --brand-name, a brand code that does
// not exist yet is made a brand of that name, with the default settings, in the same transaction as its
// first account (a brand admin: a new brand has no hotels); for a brand that exists the name is ignored.
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
import {
  BRAND_CODE_PATTERN,
  BRAND_NAME_MAX_LENGTH,
  createBrand,
} from './features/staff-property/property-hotels.service.ts';
import { AppError } from './http/app-error.ts';

/** A refusal of the command, worded for the person at the terminal. */
export class StaffCreateError extends Error {
  override name = 'StaffCreateError';
}

export interface StaffCreateOptions {
  brand: string;
  /** The name of the brand to make when `brand` does not exist yet. */
  brandName?: string;
  email: string;
  name: string;
  role: StaffRole;
  hotels: string[];
  locale: Locale;
}

export const STAFF_CREATE_USAGE =
  'Usage: npm run staff:create -- --brand <brand code> [--brand-name <brand name>] --email <email> ' +
  `--name <name> [--role ${STAFF_ROLES.join('|')}] [--hotel <hotel code> ...] [--locale ${LOCALES.join('|')}]\n` +
  '--brand-name makes the brand when no brand has the code yet (its first account is a brand admin).\n' +
  'The password is read from STAFF_PASSWORD, or typed on the terminal.';

const BRAND_CODE_RULE =
  '1 to 64 lower-case letters, digits and "-", starting with a letter or digit (such as my-hotels)';

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
  const brand = values.brand!.trim();
  const brandName = values['brand-name']?.trim();
  if (brandName !== undefined) {
    // No brand can have such a code (the table's CHECK): it could only be one to make, and cannot be.
    if (!BRAND_CODE_PATTERN.test(brand)) {
      throw new StaffCreateError(`"${brand}" cannot be a brand code: use ${BRAND_CODE_RULE}.`);
    }
    if (brandName.length === 0) throw new StaffCreateError('--brand-name must not be empty.');
    if (brandName.length > BRAND_NAME_MAX_LENGTH) {
      throw new StaffCreateError(`The brand name must be at most ${BRAND_NAME_MAX_LENGTH} characters.`);
    }
  }
  return {
    brand,
    ...(brandName === undefined ? {} : { brandName }),
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
      'brand-name': { type: 'string' },
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

/** What the command made: the account, its brand's code, and whether the brand is new. */
export type StaffCreateResult = StaffUser & { brand: string; brandCreated: boolean };

/**
 * The command's work: the account of `options` with `password`, in the brand of `options.brand` —
 * made first, named `options.brandName`, when no brand has that code — all in one transaction and
 * audited with the actor `cli`. StaffCreateError for an unknown brand without a name to make it, an
 * unknown hotel, a weak password, an email that has an account already, or hotels the role cannot have.
 */
export async function createStaffFromCli(
  db: Db,
  options: StaffCreateOptions,
  password: string,
  now: Date,
): Promise<StaffCreateResult> {
  const existing = await brandByCode(db, options.brand);
  if (!existing) refuseNewBrand(options);
  try {
    return await db.transaction(async (transaction) => {
      // The transaction is a Db like any other: the services run their statements inside it.
      const tx = transaction as unknown as Db;
      const brand =
        existing ??
        (await createBrand(tx, { cli: true }, { code: options.brand, name: options.brandName! }, now));
      const found = await brandHotelIdsByCode(tx, brand.id, options.hotels);
      const unknown = options.hotels.filter((code) => !found.has(code));
      if (unknown.length > 0) {
        throw new StaffCreateError(
          `The brand "${brand.code}" has no hotel with the code ${unknown.join(', ')}.`,
        );
      }
      if (options.role === 'brand_admin' && options.hotels.length > 0) {
        throw new StaffCreateError('A brand admin sees every hotel of the brand: leave out --hotel.');
      }
      const user = await createStaffAccount(tx, {
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
      return { ...user, brand: brand.code, brandCreated: !existing };
    });
  } catch (error) {
    if (error instanceof AppError) throw new StaffCreateError(englishOf(error));
    throw error;
  }
}

/** Refuses to go on when the brand to make has no name, or its first account could not work. */
function refuseNewBrand(options: StaffCreateOptions): void {
  if (options.brandName === undefined) {
    throw new StaffCreateError(
      `There is no brand with the code "${options.brand}". To make it, add --brand-name "<the brand's name>".`,
    );
  }
  if (options.role !== 'brand_admin' || options.hotels.length > 0) {
    throw new StaffCreateError(
      `The brand "${options.brand}" is new and has no hotels yet: its first account is a brand admin (leave out --role and --hotel), who then adds the hotels in the console.`,
    );
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
    if (user.brandCreated) console.log(`Created the brand ${user.brand} (${options.brandName}).`);
    else if (options.brandName !== undefined) {
      console.log(`The brand ${user.brand} exists already: --brand-name "${options.brandName}" is ignored.`);
    }
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
