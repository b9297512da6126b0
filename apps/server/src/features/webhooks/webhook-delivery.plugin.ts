import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createWebhookWorker, type DeliveryRunResult } from './webhook-delivery.service.ts';
import { webhookSecretVault } from './webhook-secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the webhook deliveries due at `at` (default: the app's clock) as the poller would; for tests. */
    runDueWebhooks(at?: Date): Promise<DeliveryRunResult>;
  }
}

/** `false` turns the delivery poller off (tests call `app.runDueWebhooks(at)` instead). */
export type WebhookRunnerOptions = { pollIntervalMs?: number } | false;

/**
 * Starts this instance's webhook delivery worker when the app is ready and stops it (waiting for the
 * deliveries in flight) on close, like the job poller (decision 059: a worker in every instance).
 * @example installWebhookDelivery(app, { db, now, staffSecret, settings: config.webhooks, runner: undefined });
 */
export function installWebhookDelivery(
  app: FastifyInstance,
  options: {
    db: Db;
    now: () => Date;
    staffSecret: string | undefined;
    settings: { allowPrivateUrls: boolean; pollIntervalMs: number; maxAttempts: number };
    runner: WebhookRunnerOptions | undefined;
  },
): void {
  const { settings } = options;
  const worker = createWebhookWorker({
    db: options.db,
    vault: webhookSecretVault(options.staffSecret),
    allowPrivateUrls: settings.allowPrivateUrls,
    maxAttempts: settings.maxAttempts,
    log: app.log.child({ component: 'webhooks' }),
  });
  app.decorate('runDueWebhooks', (at?: Date) => worker.run(at ? () => at : options.now));
  app.addHook('onClose', async () => {
    await worker.stop();
  });
  if (options.runner === false) return;
  const pollIntervalMs = options.runner?.pollIntervalMs ?? settings.pollIntervalMs;
  app.addHook('onReady', async () => {
    worker.start(options.now, pollIntervalMs);
  });
}
