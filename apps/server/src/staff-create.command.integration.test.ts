import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/rows.ts';
import { verifyPassword } from './lib/password.ts';
import {
  createStaffFromCli,
  parseStaffCreateArgs,
  readStaffPassword,
  StaffCreateError,
} from './staff-create.command.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from './testing/test-database.ts';

const PASSWORD = 'First-Admin-Pass-2026';
const NOW = new Date('2026-11-29T09:00:00Z');

describe('npm run staff:create: its arguments and password', () => {
  it('reads the brand, email, name, role, hotels and locale; a brand admin in Japanese unless told', () => {
    expect(
      parseStaffCreateArgs([
        '--brand',
        'hanami',
        '--email',
        'Owner@Hanami.Example',
        '--name',
        ' Aiko Owner ',
      ]),
    ).toEqual({
      brand: 'hanami',
      email: 'owner@hanami.example',
      name: 'Aiko Owner',
      role: 'brand_admin',
      hotels: [],
      locale: 'ja',
    });
    const desk = parseStaffCreateArgs([
      '--brand=hanami',
      '--email=desk@hanami.example',
      '--name=Desk',
      '--role=front_desk',
      '--hotel',
      'hanami-tokyo',
      '--hotel',
      'hanami-kyoto',
      '--locale',
      'en',
    ]);
    expect(desk).toMatchObject({
      role: 'front_desk',
      hotels: ['hanami-tokyo', 'hanami-kyoto'],
      locale: 'en',
    });
  });

  it('refuses missing, unknown and malformed arguments with a sentence and the usage', () => {
    const refusal = (args: string[]) => {
      try {
        parseStaffCreateArgs(args);
      } catch (error) {
        expect(error).toBeInstanceOf(StaffCreateError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${args.join(' ')}`);
    };
    expect(refusal(['--brand', 'hanami'])).toMatch(/^Missing --email, --name\.\nUsage: npm run staff:create/);
    expect(refusal(['--brand', 'hanami', '--email', 'a@b.c', '--name', 'A', '--colour', 'red'])).toMatch(
      /Unknown option '--colour'[\s\S]*Usage/,
    );
    expect(refusal(['--brand', 'hanami', '--email', 'nobody', '--name', 'A'])).toBe(
      '"nobody" is not an email address.',
    );
    expect(refusal(['--brand', 'hanami', '--email', 'a@b.c', '--name', 'A', '--role', 'owner'])).toBe(
      '--role must be one of brand_admin, hotel_manager, front_desk.',
    );
    expect(refusal(['--brand', 'hanami', '--email', 'a@b.c', '--name', 'A', '--locale', 'fr'])).toBe(
      '--locale must be one of ja, en, zh_Hans, zh_Hant, ko.',
    );
  });

  it('takes STAFF_PASSWORD, else asks twice; refuses a weak one, two that differ, and no way to ask', async () => {
    expect(await readStaffPassword({ STAFF_PASSWORD: PASSWORD }, null)).toBe(PASSWORD);
    const answers = (...typed: string[]) => {
      const prompts: string[] = [];
      const ask = async (prompt: string) => {
        prompts.push(prompt);
        return typed.shift()!;
      };
      return { prompts, ask };
    };
    const typed = answers(PASSWORD, PASSWORD);
    expect(await readStaffPassword({}, typed.ask)).toBe(PASSWORD);
    expect(typed.prompts).toEqual(['Password: ', 'Password again: ']);
    await expect(readStaffPassword({}, answers(PASSWORD, `${PASSWORD}x`).ask)).rejects.toThrow(
      'The two passwords differ.',
    );
    await expect(readStaffPassword({}, null)).rejects.toThrow('Set STAFF_PASSWORD');
    await expect(readStaffPassword({ STAFF_PASSWORD: 'short-Pass1' }, null)).rejects.toThrow(
      'The password must have at least 12 characters with upper-case letters, lower-case letters and digits.',
    );
  });
});

describe.each(testDatabaseKinds())('npm run staff:create on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.dispose());

  const db = () => database.database.db;
  const options = (overrides: Partial<ReturnType<typeof parseStaffCreateArgs>> = {}) => ({
    brand: 'hanami',
    email: `owner.${kind}@hanami.example`,
    name: 'Aiko Owner',
    role: 'brand_admin' as const,
    hotels: [],
    locale: 'ja' as const,
    ...overrides,
  });

  it('makes the first brand admin, whose password works, audited with the actor cli', async () => {
    const user = await createStaffFromCli(db(), options(), PASSWORD, NOW);
    expect(user).toMatchObject({
      email: `owner.${kind}@hanami.example`,
      role: 'brand_admin',
      brand: 'hanami',
    });
    const [row] = rowsOf<{ brand_id: number; password_hash: string; locale: string }>(
      await db().execute(sql`select brand_id, password_hash, locale from staff_users where id = ${user.id}`),
    );
    expect(row).toMatchObject({ brand_id: 1, locale: 'ja' });
    expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
    const audit = rowsOf<{ actor: string; staff_user_id: number | null; action: string; after: unknown }>(
      await db().execute(sql`
        select actor, staff_user_id, action, after from staff_audit_log
        where entity_type = 'staff_user' and entity_id = ${String(user.id)}`),
    );
    expect(audit).toEqual([
      {
        actor: 'cli',
        staff_user_id: null,
        action: 'staff.create',
        after: expect.objectContaining({ email: user.email, role: 'brand_admin' }),
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('names the hotels of a hotel role by code', async () => {
    const user = await createStaffFromCli(
      db(),
      options({ email: `desk.${kind}@hanami.example`, role: 'front_desk', hotels: ['hanami-kyoto'] }),
      PASSWORD,
      NOW,
    );
    expect(user.hotel_ids).toEqual([2]);
  });

  it('refuses a duplicate email, a weak password, an unknown brand or hotel, and hotels a role cannot have', async () => {
    const refused = (input: ReturnType<typeof options>, password = PASSWORD) =>
      createStaffFromCli(db(), input, password, NOW).then(
        () => {
          throw new Error('accepted');
        },
        (error: unknown) => {
          expect(error).toBeInstanceOf(StaffCreateError);
          return (error as Error).message;
        },
      );
    await createStaffFromCli(db(), options({ email: `taken.${kind}@hanami.example` }), PASSWORD, NOW);
    expect(await refused(options({ email: `taken.${kind}@hanami.example` }))).toBe(
      'A staff account with this email address already exists.',
    );
    expect(await refused(options({ email: `weak.${kind}@hanami.example` }), 'weakpassword12')).toBe(
      'Use a password of at least 12 characters with upper-case letters, lower-case letters and digits.',
    );
    expect(await refused(options({ brand: 'no-such-brand' }))).toBe(
      'There is no brand with the code "no-such-brand".',
    );
    expect(
      await refused(options({ role: 'hotel_manager' as never, hotels: ['hanami-tokyo', 'yamabuki-ryokan'] })),
    ).toBe('The brand "hanami" has no hotel with the code yamabuki-ryokan.');
    expect(await refused(options({ role: 'front_desk' as never }))).toBe(
      'Choose at least one hotel for a hotel manager or front desk account.',
    );
    expect(await refused(options({ hotels: ['hanami-tokyo'] }))).toBe(
      'A brand admin sees every hotel of the brand: leave out --hotel.',
    );
    const [count] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from staff_users where email like ${`weak.${kind}%`}`),
    );
    expect(count!.n).toBe(0);
  });
});
