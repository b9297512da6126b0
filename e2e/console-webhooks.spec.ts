import { WEBHOOK_TEXTS } from '../apps/console/src/integrations/webhooks.texts.ts';
import {
  startTestReceiver,
  type TestReceiver,
  testEvent,
  testReservation,
} from '../apps/server/src/features/webhooks/webhook-test-kit.ts';
import { WEBHOOK_SECRET_PATTERN } from '../packages/contract/src/webhooks.schema.ts';
import { expectNoAxeViolations } from './axe.ts';
import { checkboxStartingWith, labelledControl, managerOfOwnHotel } from './console-kit.ts';
import { expect, test } from './fixtures.ts';

// Decision 059 in the console: a hotel manager points a webhook endpoint at the hotel's PMS (a
// receiver this test starts on 127.0.0.1, which checks every signature), sees its signing secret once,
// a reservation event reaches the receiver signed with it, and the endpoint's deliveries show it as
// delivered; a new secret is made after a confirmation, and the endpoint deleted after another. On a
// brand and hotel of its own, so the demo brand's data stay as other specs on this worker expect them.

test.describe.configure({ timeout: 120_000 });

const t = WEBHOOK_TEXTS.en;

let receiver: TestReceiver;
test.beforeEach(async () => {
  receiver = await startTestReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

test('a hotel manager adds a webhook endpoint, sees its secret once, and sees an event delivered', async ({
  page,
  server,
}) => {
  const { hotelId } = await managerOfOwnHotel(page, server, {
    code: 'hooks',
    brand: 'Hook Hotels',
    hotel: 'Hook Inn',
    manager: 'Haru Manager',
  });
  await page.goto(`/admin/hotels/${hotelId}/integrations/webhooks`);
  await expect(page.getByRole('heading', { level: 1, name: `${t.title} · Hook Inn` })).toBeVisible();
  await expect(page.getByText(t.noEndpoints)).toBeVisible();
  await expectNoAxeViolations(page);

  // Every event is ticked for a new endpoint: follow only reservations made and cancelled.
  await labelledControl(page, t.url).fill(receiver.url);
  await labelledControl(page, t.description).fill('Front office PMS');
  for (const type of ['reservation.modified', 'reservation.paid', 'reservation.no_show'] as const) {
    await checkboxStartingWith(page, t.event[type]).uncheck();
  }
  await page.getByRole('button', { name: t.create }).click();

  const panel = page.getByTestId('webhook-secret');
  await expect(panel.getByRole('heading', { name: t.secretTitle(receiver.url) })).toBeFocused();
  const secret = await panel.getByLabel(t.secretPanel.label).inputValue();
  expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
  receiver.secret = secret;
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: t.secretPanel.stored }).click();
  await expect(panel).toHaveCount(0);

  const row = page.getByTestId('webhook-endpoint-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(receiver.url);
  await expect(row).toContainText(t.event['reservation.created']);
  await expect(row).not.toContainText(t.event['reservation.paid']);
  // Shown once: never again, not even after a reload.
  await page.reload();
  await expect(page.getByTestId('webhook-endpoint-row')).toHaveCount(1);
  expect(await page.content()).not.toContain(secret);

  // A reservation of the hotel is made (the outbox row its booking writes), and the worker runs.
  const stay = await testReservation(server.db, hotelId);
  const eventId = await testEvent(server.db, stay, 'reservation.created', new Date());
  await testEvent(server.db, stay, 'reservation.paid', new Date());
  await server.app.runDueWebhooks();
  expect(receiver.received.map((request) => [request.eventId, request.verified])).toEqual([[eventId, true]]);
  expect(receiver.received[0]!.body.data.number).toBe(stay.number);

  await page.getByRole('button', { name: t.showDeliveriesLabel(receiver.url) }).click();
  const deliveries = page.getByTestId('webhook-deliveries');
  await expect(deliveries.getByRole('heading', { name: t.deliveriesTitle(receiver.url) })).toBeFocused();
  await deliveries.getByLabel(t.statusFilter).selectOption({ label: t.status.delivered });
  const delivered = deliveries.getByTestId('webhook-delivery-row');
  await expect(delivered).toHaveCount(1);
  await expect(delivered).toContainText(stay.number);
  await expect(delivered).toContainText(t.status.delivered);
  await expect(delivered).toContainText(t.httpStatus(200));
  await deliveries.getByLabel(t.statusFilter).selectOption({ label: t.status.dead });
  await expect(deliveries.getByText(t.noDeliveries)).toBeVisible();
  await expectNoAxeViolations(page);

  // A new secret after a confirmation: shown once, and the next delivery is signed with it.
  await page.getByRole('button', { name: t.rotateLabel(receiver.url) }).click();
  const rotate = page.getByRole('dialog', { name: t.rotateTitle(receiver.url) });
  await expect(rotate).toBeVisible();
  await expectNoAxeViolations(page);
  await rotate.getByRole('button', { name: t.rotateConfirm }).click();
  await expect(rotate).toBeHidden();
  const rotated = await page.getByTestId('webhook-secret').getByLabel(t.secretPanel.label).inputValue();
  expect(rotated).toMatch(WEBHOOK_SECRET_PATTERN);
  expect(rotated).not.toBe(secret);
  receiver.secret = rotated;
  const cancelled = await testEvent(server.db, stay, 'reservation.cancelled', new Date());
  await server.app.runDueWebhooks();
  expect(receiver.of(cancelled).map((request) => request.verified)).toEqual([true]);

  // Deleted after a confirmation, with its deliveries.
  await page.getByRole('button', { name: t.removeLabel(receiver.url) }).click();
  const remove = page.getByRole('dialog', { name: t.removeTitle(receiver.url) });
  await remove.getByRole('button', { name: t.removeConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: t.removed(receiver.url) })).toBeVisible();
  await expect(page.getByTestId('webhook-endpoint-row')).toHaveCount(0);
  await expect(page.getByTestId('webhook-deliveries')).toHaveCount(0);
});
