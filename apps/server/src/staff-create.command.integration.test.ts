import { brandSettingsSchema } from '@yadori/contract/hotel-settings.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/rows.ts';
import { staffInject } from './features/staff-accounts/staff-test-kit.ts';
import { verifyPassword } from './lib/password.ts';
import {
  createStaffFromCli,
  parseStaffCreateArgs,
  readStaffPassword,
  STAFF_CREATE_USAGE,
  StaffCreateError,
  type StaffCreateOptions,
} from './staff-create.command.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { testDatabaseKinds } from './testing/test-database.ts';

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

  it('reads --brand-name, and refuses a brand code no brand could have, or an empty name', () => {
    const base = ['--email', 'a@b.c', '--name', 'A'];
    expect(
      parseStaffCreateArgs(['--brand', 'my-hotels', '--brand-name', ' My Hotels ', ...base]),
    ).toMatchObject({
      brand: 'my-hotels',
      brandName: 'My Hotels',
    });
    expect(parseStaffCreateArgs(['--brand', 'my-hotels', ...base])).not.toHaveProperty('brandName');
    expect(STAFF_CREATE_USAGE).toContain('[--brand-name <brand name>]');
    const refusal = (args: string[]) => {
      try {
        parseStaffCreateArgs(args);
      } catch (error) {
        expect(error).toBeInstanceOf(StaffCreateError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${args.join(' ')}`);
    };
    const rule =
      'use 1 to 64 lower-case letters, digits and "-", starting with a letter or digit (such as my-hotels).';
    for (const code of ['My-Hotels', 'my_hotels', '-hotels', 'my hotels', 'x'.repeat(65), 'hôtel']) {
      expect(refusal([`--brand=${code}`, '--brand-name', 'My Hotels', ...base])).toBe(
        `"${code}" cannot be a brand code: ${rule}`,
      );
    }
    expect(refusal(['--brand', 'my-hotels', '--brand-name', '  ', ...base])).toBe(
      '--brand-name must not be empty.',
    );
    expect(refusal(['--brand', 'my-hotels', '--brand-name', 'n'.repeat(201), ...base])).toBe(
      'The brand name must be at most 200 characters.',
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
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ database: kind });
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.db;
  const options = (overrides: Partial<StaffCreateOptions> = {}): StaffCreateOptions => ({
    brand: 'hanami',
    email: `owner.${kind}@hanami.example`,
    name: 'Aiko Owner',
    role: 'brand_admin',
    hotels: [],
    locale: 'ja',
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
    const refused = (input: StaffCreateOptions, password = PASSWORD) =>
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
      'There is no brand with the code "no-such-brand". To make it, add --brand-name "<the brand\'s name>".',
    );
    expect(
      await refused(options({ role: 'hotel_manager', hotels: ['hanami-tokyo', 'yamabuki-ryokan'] })),
    ).toBe('The brand "hanami" has no hotel with the code yamabuki-ryokan.');
    expect(await refused(options({ role: 'front_desk' }))).toBe(
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

  const brandRow = async (code: string) =>
    rowsOf<{ id: number; name: string; settings: unknown }>(
      await db().execute(sql`select id, name, settings from hotel_brands where code = ${code}`),
    )[0];

  it('makes a new brand with its first brand admin, who signs in and opens its first hotel', async () => {
    const code = `aoi-${kind}`;
    const email = `owner@${code}.example`;
    const user = await createStaffFromCli(
      db(),
      options({ brand: code, brandName: 'Ryokan Aoi', email, name: 'Aoi Owner', locale: 'en' }),
      PASSWORD,
      NOW,
    );
    expect(user).toMatchObject({ brand: code, brandCreated: true, role: 'brand_admin', hotel_ids: [] });
    const brand = await brandRow(code);
    expect(brand).toMatchObject({ name: 'Ryokan Aoi' });
    expect(brandSettingsSchema.parse(brand!.settings)).toEqual(brand!.settings);
    const [account] = rowsOf<{ brand_id: number; role: string }>(
      await db().execute(sql`select brand_id, role from staff_users where id = ${user.id}`),
    );
    expect(account).toEqual({ brand_id: brand!.id, role: 'brand_admin' });
    const audit = rowsOf<{ actor: string; staff_user_id: number | null; action: string; entity_id: string }>(
      await db().execute(sql`
        select actor, staff_user_id, action, entity_id from staff_audit_log
        where brand_id = ${brand!.id} order by id`),
    );
    expect(audit).toEqual([
      { actor: 'cli', staff_user_id: null, action: 'brand.create', entity_id: String(brand!.id) },
      { actor: 'cli', staff_user_id: null, action: 'staff.create', entity_id: String(user.id) },
    ]);

    // The console, as the new admin uses it: sign in with the password, then open the brand's first hotel.
    const signIn = await staffInject(testApp.app, 'POST', '/staff/sign_in', {
      body: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const authorization = `Bearer ${signIn.body.data.token}`;
    const ownBrand = await staffInject(testApp.app, 'GET', '/staff/brand', { authorization });
    expect(ownBrand.body.data).toMatchObject({ id: brand!.id, code, name: 'Ryokan Aoi' });
    expect((await staffInject(testApp.app, 'GET', '/staff/hotels', { authorization })).body.data).toEqual([]);
    const hotel = await staffInject(testApp.app, 'POST', '/staff/hotels', {
      authorization,
      body: {
        code: `${code}-kyoto`,
        name: 'Ryokan Aoi Kyoto',
        time_zone: 'Asia/Tokyo',
        locale: 'ja',
        currency: 'JPY',
      },
    });
    expect(hotel.status).toBe(201);
    expect(hotel.body.data).toMatchObject({ brand_id: brand!.id, code: `${code}-kyoto`, active: true });
    const hotels = await staffInject(testApp.app, 'GET', '/staff/hotels', { authorization });
    expect(hotels.body.data.map((row: { code: string }) => row.code)).toEqual([`${code}-kyoto`]);
    const [opened] = rowsOf<{ staff_user_id: number; hotel_id: number }>(
      await db().execute(sql`
        select staff_user_id, hotel_id from staff_audit_log
        where brand_id = ${brand!.id} and action = 'hotel.create'`),
    );
    expect(opened).toEqual({ staff_user_id: user.id, hotel_id: hotel.body.data.id });
  });

  it('takes an existing brand as it is when --brand-name is given too', async () => {
    const user = await createStaffFromCli(
      db(),
      options({ brandName: 'Another Name', email: `second.${kind}@hanami.example` }),
      PASSWORD,
      NOW,
    );
    expect(user).toMatchObject({ brand: 'hanami', brandCreated: false });
    expect((await brandRow('hanami'))!.name).not.toBe('Another Name');
  });

  it('makes no brand when its first account is refused, or would be a hotel role with no hotel', async () => {
    const refused = (input: StaffCreateOptions) =>
      createStaffFromCli(db(), input, PASSWORD, NOW).then(
        () => {
          throw new Error('accepted');
        },
        (error: unknown) => {
          expect(error).toBeInstanceOf(StaffCreateError);
          return (error as Error).message;
        },
      );
    const code = `kiri-${kind}`;
    await createStaffFromCli(db(), options({ email: `kiri.${kind}@hanami.example` }), PASSWORD, NOW);
    expect(
      await refused(options({ brand: code, brandName: 'Kiri', email: `kiri.${kind}@hanami.example` })),
    ).toBe('A staff account with this email address already exists.');
    expect(
      await refused(
        options({ brand: code, brandName: 'Kiri', email: `desk@${code}.example`, role: 'front_desk' }),
      ),
    ).toBe(
      `The brand "${code}" is new and has no hotels yet: its first account is a brand admin (leave out --role and --hotel), who then adds the hotels in the console.`,
    );
    expect(await brandRow(code)).toBeUndefined();
  });
});
