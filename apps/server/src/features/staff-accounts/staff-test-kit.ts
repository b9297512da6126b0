import type { StaffRole } from '@yadori/contract/staff.constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** The password every account of the test kit gets. */
export const STAFF_TEST_PASSWORD = 'Console-Pass-2026';

let passwordHash: Promise<string> | null = null;

export interface TestStaff {
  id: number;
  email: string;
  role: StaffRole;
  /** `Bearer …` of a live session minted for the account. */
  authorization: string;
}

/**
 * A staff account of brand `brandId` (default: the demo brand, id 1) with a live console session, made
 * straight in the database so tests of any console feature need no sign-in round trip.
 * @example const admin = await createTestStaff(db, { role: 'brand_admin' });
 */
export async function createTestStaff(
  db: Db,
  options: {
    role: StaffRole;
    brandId?: number;
    hotelIds?: number[];
    email?: string;
    name?: string;
    locale?: string;
  },
): Promise<TestStaff> {
  passwordHash ??= hashPassword(STAFF_TEST_PASSWORD);
  const email = (
    options.email ?? `${options.role}.${Math.random().toString(36).slice(2, 10)}@staff.example`
  ).toLowerCase();
  const [user] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into staff_users (brand_id, email, name, role, password_hash, locale)
      values (${options.brandId ?? 1}, ${email}, ${options.name ?? 'Test Staff'}, ${options.role},
        ${await passwordHash}, ${options.locale ?? 'en'})
      returning id`),
  );
  for (const hotelId of options.hotelIds ?? []) {
    await db.execute(
      sql`insert into staff_user_hotels (staff_user_id, hotel_id) values (${user!.id}, ${hotelId})`,
    );
  }
  const token = newToken();
  await db.execute(sql`
    insert into staff_sessions (staff_user_id, token_hash, expires_at, absolute_expires_at)
    values (${user!.id}, ${hashToken(token)}, now() + interval '1 hour', now() + interval '12 hours')`);
  return { id: Number(user!.id), email, role: options.role, authorization: `Bearer ${token}` };
}

/** A console request: JSON in, status and JSON out. */
export async function staffInject(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { authorization?: string; body?: unknown; locale?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: test JSON
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    headers: {
      'tripla-locale': options.locale ?? 'en',
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  const json = response.headers['content-type']?.toString().includes('json');
  return {
    status: response.statusCode,
    body: json ? response.json() : response.body,
    headers: response.headers,
  };
}
