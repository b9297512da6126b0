import { WEBHOOK_HEADERS } from '@yadori/contract/partner.constants';
import type { Db } from '../../db/database.ts';
import { loggableError } from '../../lib/safe-error.ts';
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimDueDeliveries,
  finishAttempt,
  pruneDeliveredBefore,
} from './webhook-delivery.repository.ts';
import { type PostOptions, type PostResult, postWebhook } from './webhook-post.ts';
import type { WebhookSecretVault } from './webhook-secrets.ts';
import { signWebhook } from './webhook-signature.ts';

/**
 * The delivery worker of every instance (decision 059): it claims due deliveries from the outbox,
 * POSTs each event signed to its endpoint, and writes how it went — delivered on a 2xx, else retried
 * later with a growing delay, and given up (`dead`) after the last attempt.
 */

/** How long a claim keeps other instances off a delivery: past it, a crashed sender's delivery is sent again. */
export const WEBHOOK_LEASE_MS = 60_000;
/** Delivered deliveries, and events no delivery needs, are deleted this long after. */
export const WEBHOOK_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 5000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** Claims in one run, so a run always ends (and a backlog is taken on in the next, at once). */
const MAX_CLAIMS_PER_RUN = 1000;

export interface DeliveryLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface WebhookDeliveryOptions {
  db: Db;
  /** Opens the endpoints' signing secrets (STAFF_SECRET); null: every attempt fails until it is set. */
  vault: WebhookSecretVault | null;
  /** WEBHOOK_ALLOW_PRIVATE_URLS. */
  allowPrivateUrls: boolean;
  /** WEBHOOK_MAX_ATTEMPTS. */
  maxAttempts: number;
  log: DeliveryLogger;
  /** Deliveries claimed (and sent at once) in one statement (default 16). */
  batchSize?: number;
  /** The POST itself; tests and the bench may give their own. */
  post?: (
    url: string,
    body: string,
    headers: Record<string, string>,
    options: PostOptions,
  ) => Promise<PostResult>;
  /** 0 ≤ x < 1, for the jitter (default Math.random). */
  random?: () => number;
}

/** What one run did. */
export interface DeliveryRunResult {
  delivered: number;
  /** Attempts that failed and will be tried again. */
  retried: number;
  /** Attempts that failed for the last time. */
  dead: number;
  /** True when the run stopped at its cap with deliveries perhaps still due: run again at once. */
  more: boolean;
}

/**
 * The wait before the next attempt after `attempts` failed ones: 10 s × 2^(attempts − 1), at most an
 * hour, ±10 % so receivers that failed together are not all retried in the same second.
 * @example retryDelayMs(1, () => 0.5) === 10_000; retryDelayMs(3, () => 0.5) === 40_000
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** The JSON a receiver gets: the event's id, type, time and hotel, and its thin `data`. */
export function webhookEnvelope(delivery: ClaimedDelivery): string {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.eventType,
    created_at: delivery.eventCreatedAt.toISOString(),
    hotel_id: delivery.hotelId,
    data: delivery.payload,
  });
}

/** One attempt: sign and POST, and how it ended (nothing is written here). */
async function attempt(
  options: WebhookDeliveryOptions,
  delivery: ClaimedDelivery,
  clock: () => Date,
): Promise<AttemptOutcome> {
  const secret = options.vault?.open(delivery.secretSealed) ?? null;
  const sentAt = clock();
  let result: PostResult;
  if (secret === null) {
    result = {
      status: null,
      error: 'the signing secret cannot be opened (STAFF_SECRET unset or changed): rotate the secret',
    };
  } else {
    const body = webhookEnvelope(delivery);
    const post = options.post ?? postWebhook;
    result = await post(
      delivery.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Yadori-Webhooks',
        [WEBHOOK_HEADERS.eventId]: delivery.eventId,
        [WEBHOOK_HEADERS.eventType]: delivery.eventType,
        [WEBHOOK_HEADERS.signature]: signWebhook(secret, body, sentAt),
      },
      { allowPrivate: options.allowPrivateUrls },
    );
  }
  const at = clock();
  if (result.status !== null && result.status >= 200 && result.status < 300) {
    return { status: 'delivered', at, httpStatus: result.status };
  }
  const error = result.status === null ? result.error : `answered HTTP ${result.status}`;
  const last = delivery.attempts >= options.maxAttempts;
  return {
    status: last ? 'dead' : 'pending',
    httpStatus: result.status,
    error,
    nextAttemptAt: new Date(at.getTime() + (last ? 0 : retryDelayMs(delivery.attempts, options.random))),
  };
}

/**
 * Sends every delivery due by `clock()`, batch after batch, until none is due: the order rule makes a
 * reservation's next event due once its previous one is through, so one run drains a stay's events.
 * Deliveries that fail are due again only after their delay, so the run ends.
 */
export async function runDueDeliveries(
  options: WebhookDeliveryOptions,
  clock: () => Date,
): Promise<DeliveryRunResult> {
  const result: DeliveryRunResult = { delivered: 0, retried: 0, dead: 0, more: false };
  const batchSize = options.batchSize ?? 16;
  for (let claimed = 0; ; ) {
    if (claimed >= MAX_CLAIMS_PER_RUN) {
      result.more = true;
      break;
    }
    const now = clock();
    const batch = await claimDueDeliveries(
      options.db,
      now,
      new Date(now.getTime() + WEBHOOK_LEASE_MS),
      batchSize,
    );
    if (batch.length === 0) break;
    claimed += batch.length;
    await Promise.all(
      batch.map(async (delivery) => {
        const outcome = await attempt(options, delivery, clock);
        if (!(await finishAttempt(options.db, delivery, outcome))) return;
        if (outcome.status === 'delivered') result.delivered += 1;
        else if (outcome.status === 'dead') {
          result.dead += 1;
          options.log.warn(
            { deliveryId: delivery.id, eventId: delivery.eventId, error: outcome.error },
            'webhook delivery given up',
          );
        } else result.retried += 1;
      }),
    );
  }
  return result;
}

/** Deletes what the outbox no longer needs, at most once an hour per worker. */
function pruner(options: WebhookDeliveryOptions) {
  let last = Number.NEGATIVE_INFINITY;
  return async (now: Date) => {
    if (now.getTime() - last < PRUNE_EVERY_MS) return;
    last = now.getTime();
    const before = new Date(now.getTime() - WEBHOOK_RETENTION_MS);
    for (;;) {
      const pruned = await pruneDeliveredBefore(options.db, before, PRUNE_BATCH);
      if (pruned.deliveries < PRUNE_BATCH && pruned.events < PRUNE_BATCH) return;
    }
  };
}

/** A worker: one run at a time (a run asked for while one is going waits for it and starts after). */
export interface WebhookWorker {
  /** Sends what is due at `clock()` and prunes the outbox when its hour has come. */
  run(clock: () => Date): Promise<DeliveryRunResult>;
  /** Polls every `pollIntervalMs` until `stop`, which waits for the run going on. */
  start(clock: () => Date, pollIntervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * The delivery worker of one instance.
 * @example const worker = createWebhookWorker({ db, vault, allowPrivateUrls: false, maxAttempts: 12, log }); worker.start(() => new Date(), 2000);
 */
export function createWebhookWorker(options: WebhookDeliveryOptions): WebhookWorker {
  const prune = pruner(options);
  let running: Promise<DeliveryRunResult> = Promise.resolve({
    delivered: 0,
    retried: 0,
    dead: 0,
    more: false,
  });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = (clock: () => Date) => {
    running = running
      .catch(() => undefined)
      .then(async () => {
        const result = await runDueDeliveries(options, clock);
        await prune(clock());
        return result;
      });
    return running;
  };

  const poll = (clock: () => Date, pollIntervalMs: number) => {
    if (stopped) return;
    run(clock)
      .then((result) => result.more)
      .catch((error: unknown) => {
        if (!stopped) options.log.warn({ error: loggableError(error) }, 'webhook delivery poll failed');
        return false;
      })
      .then((more) => {
        if (stopped) return;
        // A backlog beyond one run's cap goes on at once; otherwise wait for the next poll.
        timer = setTimeout(() => poll(clock, pollIntervalMs), more ? 0 : pollIntervalMs);
        timer.unref();
      });
  };

  return {
    run,
    start(clock, pollIntervalMs) {
      stopped = false;
      timer = setTimeout(() => poll(clock, pollIntervalMs), 0);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
