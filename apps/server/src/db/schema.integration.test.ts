import { hotelSettingsSchema } from '@yadori/contract/hotel-settings.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApiClient } from '../features/client-sessions/client-sessions.repository.ts';
import { insertHotel } from '../features/hotels/hotels.service.ts';
import { DEMO_HOTEL_ROWS } from '../seed/demo-hotels.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { hotels } from './tables/hotels.table.ts';

describe.each(testDatabaseKinds())('schema and seed on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb?.dispose());
  const db = () => testDb.database.db;

  it('seeds the shared hotel ids and codes', async () => {
    const rows = await db()
      .select({ id: hotels.id, code: hotels.code, brand_id: hotels.brandId })
      .from(hotels)
      .orderBy(hotels.id);
    expect(rows).toEqual([
      { id: 1, code: 'hanami-tokyo', brand_id: 1 },
      { id: 2, code: 'hanami-kyoto', brand_id: 1 },
      { id: 3, code: 'hanami-seoul', brand_id: 1 },
      { id: 4, code: 'yamabuki-ryokan', brand_id: 2 },
    ]);
  });

  it('moves identity sequences past the seeded ids', async () => {
    const template = DEMO_HOTEL_ROWS[0]!;
    const id = await insertHotel(db(), { ...template, id: undefined, code: 'hanami-osaka' });
    expect(id).toBe(5);
  });

  it('checks hotel settings against the contract before writing', async () => {
    const template = DEMO_HOTEL_ROWS[0]!;
    const broken = { ...template.settings, button_colour: 'red' };
    expect(hotelSettingsSchema.safeParse(broken).success).toBe(false);
    await expect(
      insertHotel(db(), { ...template, id: undefined, code: 'hanami-nara', settings: broken }),
    ).rejects.toThrow();
  });

  it('refuses a client whose scope does not match its target', async () => {
    await expect(
      insertApiClient(db(), { name: 'bad', key: 'bad-key', secretHash: 'x', scope: 'hotel', brandId: 1 }),
    ).rejects.toThrow();
  });

  it('refuses a session token stored in clear', async () => {
    await expect(
      db().execute(
        sql`insert into client_sessions (client_id, token_hash, expires_at) values (1, 'plain-token', now() + interval '1 hour')`,
      ),
    ).rejects.toThrow();
  });

  it('refuses a member session whose brand is not its member’s brand', async () => {
    await expect(
      db().execute(
        sql`insert into member_sessions (member_id, brand_id, token_hash, expires_at) values (1, 2, ${'a'.repeat(64)}, now() + interval '1 hour')`,
      ),
    ).rejects.toThrow();
  });
});
