import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { members } from '../apps/server/src/db/tables/members.table.ts';
import { startOpenIdProvider } from '../apps/server/src/features/member-federation/federation-test-kit.ts';
import { upsertProvider } from '../apps/server/src/features/member-federation/member-federation.service.ts';
import { createTestApp } from '../apps/server/src/testing/test-app.ts';
import { en } from '../apps/widget/src/features/member-auth/texts/en.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

/** A free port on 127.0.0.1 (the server's public address must be known before it is built). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// OpenID Connect sign-in in the browser (issue 13): a real OpenID provider (the `oidc-provider`
// package) started by the test, configured for the Hanami brand; the widget's button sends the page
// to it, its own login and consent pages are filled in, and the server's callback brings the browser
// back to the widget with a login token. The member is created with the provider recorded.
// The server here is this test's own: the provider's redirect address and the allowed return address
// are its public address, which the shared test server (on a port chosen after it was built) lacks.

test.describe.configure({ timeout: 120_000 });

test('a guest signs in with OpenID at the provider and comes back signed in', async ({ page }) => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = await createTestApp({
    config: { publicUrl, rateLimit: { perMinute: 100_000, store: 'memory' } },
    hotelCacheTtlMs: 0,
  });
  await app.app.listen({ host: '127.0.0.1', port });
  const server = { url: publicUrl, db: app.db };
  const provider = await startOpenIdProvider({
    clientId: 'yadori-e2e',
    clientSecret: 'yadori-e2e-secret',
    redirectUris: [`${server.url}/book/hotels/1/memberships/open_id/callback`],
    accounts: {
      'mei-openid': {
        email: 'mei.kato@example.com',
        email_verified: true,
        given_name: 'Mei',
        family_name: 'Kato',
      },
    },
  });
  const configure = (active: boolean) =>
    upsertProvider(server.db, {
      brandId: 1,
      kind: 'open_id',
      issuer: provider.issuer,
      clientId: 'yadori-e2e',
      clientSecret: 'yadori-e2e-secret',
      settings: {},
      active,
    });
  await configure(true);
  try {
    const button = page.getByRole('button', { name: en['federated.open_id'] });
    await page.goto(`${publicUrl}/sign-in?code=hanami-tokyo`);
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();

    // The provider's own pages (oidc-provider's development login and consent).
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.locator('input[name="login"]').fill('mei-openid');
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    // Back in the widget, signed in; the token left the address.
    await expect(page.getByTestId('header-member')).toHaveText('Mei Kato');
    expect(page.url()).not.toContain('login_token');
    const [member] = await server.db.select().from(members).where(eq(members.email, 'mei.kato@example.com'));
    expect(member).toMatchObject({ brandId: 1, provider: 'open_id', passwordHash: null });
    expect(member?.confirmedAt).not.toBeNull();
  } finally {
    await provider.close();
    await app.close();
  }
});
