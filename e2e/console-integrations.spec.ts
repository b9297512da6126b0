import type { FastifyRequest } from 'fastify';
import { API_KEY_TEXTS } from '../apps/console/src/integrations/api-keys.texts.ts';
import { SHELL_TEXTS } from '../apps/console/src/shell/shell.texts.ts';
import { requirePartner } from '../apps/server/src/features/partner-keys/partner-access.service.ts';
import { PARTNER_KEY_PATTERN } from '../packages/contract/src/partner.constants.ts';
import { expectNoAxeViolations } from './axe.ts';
import { checkboxStartingWith, labelledControl, managerOfOwnHotel } from './console-kit.ts';
import { expect, type TestServer, test } from './fixtures.ts';

// Decision 059 in the console: a hotel manager makes an API key for the hotel's PMS, sees and copies
// it once — and never again —, the key works on the partner API's key check, and once revoked in the
// console it is refused there and listed as revoked. On a brand and hotel of its own, so the demo
// brand's data stay as other specs on this worker's server expect them.

test.describe.configure({ timeout: 120_000 });

const t = API_KEY_TEXTS.en;
const shell = SHELL_TEXTS.en;

/** The partner API's key check, as every /api/v1 call of the hotel runs it. */
const partnerCheck = (server: TestServer, hotelId: number, key: string) =>
  requirePartner(
    server.db,
    { headers: { authorization: `Bearer ${key}` } } as FastifyRequest,
    { hotelId, scope: 'reservations:read' },
    new Date(),
  );

test('a hotel manager makes an API key, sees it once, and revokes it', async ({ page, context, server }) => {
  const { hotelId } = await managerOfOwnHotel(page, server, {
    code: 'keys',
    brand: 'Key Hotels',
    hotel: 'Keyhole Inn',
    manager: 'Kei Manager',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });

  // From the navigation to the hotel's integrations: no keys yet, and the way to its webhooks.
  await page.getByRole('link', { name: shell.nav.integrations }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${t.title} · Keyhole Inn` })).toBeVisible();
  await expect(page.getByText(t.noKeys)).toBeVisible();
  const tabs = page.getByRole('navigation', { name: t.sectionsLabel });
  await expect(tabs.getByRole('link', { name: t.webhooksLink })).toHaveAttribute(
    'href',
    `/admin/hotels/${hotelId}/integrations/webhooks`,
  );
  await expectNoAxeViolations(page);

  // Without a scope the server refuses it, next to the scopes.
  await labelledControl(page, t.keyName).fill('Front office PMS');
  await page.getByRole('button', { name: t.create }).click();
  await expect(page.getByRole('group', { name: t.scopesLegend }).locator('.field-error')).toBeVisible();
  await expectNoAxeViolations(page);

  await checkboxStartingWith(page, t.scope['reservations:read'].name).check();
  await checkboxStartingWith(page, t.scope['ari:write'].name).check();
  await page.getByRole('button', { name: t.create }).click();

  // Shown once, with the warning, focused on its heading; copied as it is.
  const panel = page.getByTestId('new-api-key');
  await expect(
    page.getByRole('heading', { level: 2, name: t.newKeyTitle('Front office PMS') }),
  ).toBeFocused();
  await expect(panel.getByText(t.newKeyPanel.warning)).toBeVisible();
  const key = await panel.getByLabel(t.newKeyPanel.label).inputValue();
  expect(key).toMatch(PARTNER_KEY_PATTERN);
  await panel.getByRole('button', { name: t.newKeyPanel.copy }).click();
  await expect(panel.getByRole('status')).toHaveText(t.newKeyPanel.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectNoAxeViolations(page);

  // Listed by its prefix, active, never used — and the key itself is nowhere else on the page.
  const row = page.getByTestId('api-key-row').filter({ hasText: 'Front office PMS' });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).toContainText(t.active);
  await expect(row).toContainText(t.never);
  await expect(row).toContainText(t.scope['ari:write'].name);
  await expect(row).toContainText(t.scope['reservations:read'].name);
  await expect(row).not.toContainText(key);

  // The partner API takes it.
  await expect(partnerCheck(server, hotelId, key)).resolves.toMatchObject({ hotelIds: [hotelId] });

  // Put away, it cannot be shown again: not on the page, not after a reload.
  await panel.getByRole('button', { name: t.newKeyPanel.stored }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('api-key-row')).toHaveCount(1);
  expect(await page.content()).not.toContain(key);

  // Revoked after a confirmation (kept at first): refused by the partner API, listed as revoked.
  await page.getByRole('button', { name: t.revokeLabel('Front office PMS') }).click();
  const dialog = page.getByRole('dialog', { name: t.revokeTitle('Front office PMS') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t.keep }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('api-key-row')).toContainText(t.active);

  await page.getByRole('button', { name: t.revokeLabel('Front office PMS') }).click();
  await dialog.getByRole('button', { name: t.revokeConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: t.revoked('Front office PMS') })).toBeVisible();
  const revokedRow = page.getByTestId('api-key-row');
  await expect(revokedRow).toContainText(/Revoked /);
  await expect(revokedRow.getByRole('button')).toHaveCount(0);
  await expect(partnerCheck(server, hotelId, key)).rejects.toMatchObject({ status: 401 });
  await expectNoAxeViolations(page);
});
