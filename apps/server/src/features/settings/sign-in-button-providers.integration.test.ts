import { signInButtonResponseSchema } from '@yadori/contract/settings.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { issueClientSession } from '../../testing/test-requests.ts';
import { upsertProvider } from '../member-federation/member-federation.service.ts';

// The sign-in screen shows a button per redirect provider the brand switched on (decision 037).
describe.each(testDatabaseKinds())('sign_in_button federated providers on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ database: kind, hotelCacheTtlMs: 0 });
    headers = { 'client-session': await issueClientSession(t.app) };
  });
  afterAll(() => t?.close());

  const providers = async (code: string) => {
    const response = await t.app.inject({ url: `/book/hotels/${code}/settings/sign_in_button`, headers });
    expect(response.statusCode).toBe(200);
    return signInButtonResponseSchema.parse(response.json()).data.federated_providers;
  };
  const provider = (
    brandId: number,
    kind: 'open_id' | 'line' | 'facebook' | 'creansmaerd',
    active: boolean,
  ) =>
    upsertProvider(t.db, {
      brandId,
      kind,
      issuer: 'https://id.example.com',
      clientId: 'client',
      clientSecret: 'secret',
      settings: {},
      active,
    });

  it('lists none before a brand configures one', async () => {
    expect(await providers('hanami-tokyo')).toEqual([]);
  });

  it("lists the brand's switched-on redirect providers only, at every hotel of that brand only", async () => {
    await provider(1, 'open_id', true);
    await provider(1, 'line', false);
    await provider(1, 'creansmaerd', true);
    await provider(2, 'facebook', true);
    expect(await providers('hanami-tokyo')).toEqual(['open_id']);
    expect(await providers('hanami-kyoto')).toEqual(['open_id']);
    expect(await providers('yamabuki-ryokan')).toEqual(['facebook']);
    await provider(1, 'line', true);
    expect(await providers('hanami-seoul')).toEqual(['line', 'open_id']);
  });
});
