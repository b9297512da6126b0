import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The funnel's counter (decision 061): tests flush it to read the counts at once. */
    funnel: FunnelCounter;
  }
}

import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { additionalQuestionsRoutes } from './features/additional-questions/additional-questions.routes.ts';
import { cancellationPolicyRoutes } from './features/cancellation-policies/cancellation-policies.routes.ts';
import { deleteClientSessionsExpiredBefore } from './features/client-sessions/client-sessions.repository.ts';
import { clientSessionRoutes } from './features/client-sessions/client-sessions.routes.ts';
import {
  type ClientSessionService,
  createClientSessionService,
} from './features/client-sessions/client-sessions.service.ts';
import { extrasRoutes } from './features/extras/extras.routes.ts';
import { facilitiesRoutes } from './features/facilities/facilities.routes.ts';
import { draftCleanupJob } from './features/file-attachments/draft-cleanup.job.ts';
import { fileAttachmentsRoutes } from './features/file-attachments/file-attachments.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import {
  createHotelCatalogue,
  type HotelCatalogue,
  hotelScopeHook,
} from './features/hotels/hotels.service.ts';
import { accountMailJob } from './features/member-accounts/member-account-mail.job.ts';
import { memberAccountRoutes } from './features/member-accounts/member-accounts.routes.ts';
import { forgetCardJob } from './features/member-cards/forget-card.job.ts';
import { memberCardRoutes } from './features/member-cards/member-cards.routes.ts';
import { forgetMemberCards } from './features/member-cards/member-cards.service.ts';
import {
  memberFederationCallbackRoutes,
  memberFederationRoutes,
} from './features/member-federation/member-federation.routes.ts';
import { stateKey } from './features/member-federation/sign-in-state.ts';
import { memberPointRoutes } from './features/member-points/member-points.routes.ts';
import { pointCreditJob } from './features/member-points/point-credit.job.ts';
import { pointExpiryJob } from './features/member-points/point-expiry.job.ts';
import { memberReservationRoutes } from './features/member-reservations/member-reservations.routes.ts';
import { memberSessionRoutes } from './features/member-sessions/member-sessions.routes.ts';
import { noticeRoutes } from './features/notices/notices.routes.ts';
import { staffNoticeRoutes } from './features/notices/staff-notices.routes.ts';
import { buildExportJob, expireExportJob } from './features/organizations/organization-exports.job.ts';
import { organizationRoutes } from './features/organizations/organizations.routes.ts';
import { partnerApiRoutes } from './features/partner-api/partner-api.routes.ts';
import { partnerIdempotencyCleanupJob } from './features/partner-keys/partner-idempotency-cleanup.job.ts';
import { partnerKeyRoutes } from './features/partner-keys/partner-keys.routes.ts';
import { partnerPaymentLinkRoutes } from './features/payment-links/partner-payment-links.routes.ts';
import { paymentLinkMailJob } from './features/payment-links/payment-link-mail.job.ts';
import { paymentLinkRefundJob } from './features/payment-links/payment-link-refund.job.ts';
import { paymentLinkSessionCleanupJob } from './features/payment-links/payment-link-session-cleanup.job.ts';
import { paymentLinkRoutes } from './features/payment-links/payment-links.routes.ts';
import { staffPaymentLinkRoutes } from './features/payment-links/staff-payment-links.routes.ts';
import {
  PAYPAL_SANDBOX_PREFIX,
  payPalSandboxRoutes,
} from './features/payments/paypal-sandbox/paypal-sandbox.routes.ts';
import { createPayPalSandbox } from './features/payments/paypal-sandbox/paypal-sandbox-provider.ts';
import { sandboxRoutes } from './features/payments/sandbox/sandbox.routes.ts';
import { createSandboxProvider, SANDBOX_PREFIX } from './features/payments/sandbox/sandbox-provider.ts';
import { threeDSecureRoutes } from './features/payments/three-d-secure.routes.ts';
import { receiptRoutes } from './features/receipts/receipts.routes.ts';
import { cancelPaymentJob } from './features/reservation-cancel/cancel-payment.job.ts';
import { cancellationMailJob } from './features/reservation-cancel/cancellation-mail.job.ts';
import { reservationCancelRoutes } from './features/reservation-cancel/reservation-cancel.routes.ts';
import { reservationAnswersRoutes } from './features/reservation-updates/reservation-answers.routes.ts';
import { reservationUpdateRoutes } from './features/reservation-updates/reservation-updates.routes.ts';
import { updateMailJob } from './features/reservation-updates/update-mail.job.ts';
import { confirmationMailJob } from './features/reservations/confirmation-mail.job.ts';
import { holdExpiryJob } from './features/reservations/hold-expiry.job.ts';
import { idempotencyCleanupJob } from './features/reservations/idempotency-cleanup.job.ts';
import { reservationRoutes } from './features/reservations/reservations.routes.ts';
import { findGuestReservation } from './features/reservations/reservations.service.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { staffAccountRoutes } from './features/staff-accounts/staff-accounts.routes.ts';
import { previewRoutes, staffPreviewRoutes } from './features/staff-accounts/staff-preview.routes.ts';
import { installFunnelRecording } from './features/staff-analytics/funnel-recording.ts';
import { staffFunnelRoutes } from './features/staff-analytics/staff-funnel.routes.ts';
import { staffExtrasRoutes } from './features/staff-extras/staff-extras.routes.ts';
import { registerMediaFiles, staffMediaRoutes } from './features/staff-media/staff-media.routes.ts';
import { staffPromotionRoutes } from './features/staff-promotions/staff-promotions.routes.ts';
import { staffPropertyRoutes } from './features/staff-property/staff-property.routes.ts';
import { staffRatesRoutes } from './features/staff-rates/staff-rates.routes.ts';
import { staffMoneyJob } from './features/staff-reservations/staff-money.job.ts';
import { staffReservationRoutes } from './features/staff-reservations/staff-reservations.routes.ts';
import {
  installWebhookDelivery,
  type WebhookRunnerOptions,
} from './features/webhooks/webhook-delivery.plugin.ts';
import { webhookRoutes } from './features/webhooks/webhooks.routes.ts';
import { errors } from './http/app-error.ts';
import { clientSessionGuard } from './http/client-session-guard.ts';
import { registerApiCompression } from './http/compression.ts';
import { registerApiCors } from './http/cors.ts';
import { frameworkErrors, installErrorHandler, sendAppError } from './http/error-handler.ts';
import { installGracefulClose } from './http/graceful-close.ts';
import { installMaintenanceMode } from './http/maintenance.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import {
  createDatabaseLookupStore,
  createLookupLimiter,
  createMemoryLookupStore,
  type LookupLimiter,
} from './http/rate-limit/lookup-limit.ts';
import { registerRateLimit, sessionMintLimit } from './http/rate-limit/rate-limit.ts';
import { decorateRequestContext } from './http/request-context.ts';
import { createFrameAncestors, registerSecurityHeaders } from './http/security-headers.ts';
import { registerConsoleFiles } from './http/static/console-files.ts';
import { registerStaticFiles } from './http/static/static-files.ts';
import { loggableError } from './lib/safe-error.ts';
import { createFunnelCounter, type FunnelCounter } from './platform/analytics/funnel-counter.ts';
import type { GiftCodeProvider } from './platform/gift-codes/gift-code-provider.ts';
import { createSandboxGiftCodes } from './platform/gift-codes/sandbox-gift-codes.ts';
import { installJobs, type JobRunnerOptions } from './platform/jobs/jobs.plugin.ts';
import { installMail } from './platform/mail/mail.plugin.ts';
import type { PaymentProvider } from './platform/payments/payment-provider.ts';
import type { WalletProvider } from './platform/payments/wallet-provider.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  /** The clock; tests move it to expire sessions. */
  now?: () => Date;
  /** How long a validated client session is trusted from memory (default 15 s). */
  sessionCacheTtlMs?: number;
  /** How long a hotel row is reused from memory (default 5 s; 0 turns the cache off). */
  hotelCacheTtlMs?: number;
  /** Background job poller (default every 1 s); `false` turns it off — tests then call `app.runDueJobs(at)`. */
  jobs?: JobRunnerOptions;
  /**
   * The webhook delivery poller (default every WEBHOOK_POLL_MS); `false` turns it off — tests then call
   * `app.runDueWebhooks(at)`. Unset, it is off when `jobs` is: an app whose jobs a test drives by hand
   * has its deliveries driven by hand too.
   */
  webhooks?: WebhookRunnerOptions;
  /** The card gateway (default: the built-in sandbox, whose pages are served at /sandbox-pay). */
  paymentProvider?: PaymentProvider;
  /** The wallet gateway with an order flow (default: the built-in PayPal sandbox, pages at /sandbox-paypal). */
  walletProvider?: WalletProvider;
  /** Where points are exchanged for gift codes (default: the built-in sandbox provider). */
  giftCodeProvider?: GiftCodeProvider;
  /** Where the JSON log lines go (default stdout); tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
}

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const EXPIRED_SESSION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Builds the whole HTTP application without listening: API, identity endpoint, OpenAPI document,
 * widget, loader and demo page.
 * @example const app = await buildApp({ config: loadConfig(), db }); await app.inject('/healthz');
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["client-session"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    frameworkErrors,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  installGracefulClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  decorateRequestContext(app);
  installErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const sessions = createClientSessionService({ db, now, cacheTtlMs: options.sessionCacheTtlMs });
  // The one hotel catalogue and its cache, shared by every route that needs a hotel.
  const hotels = createHotelCatalogue({ db, now, cacheTtlMs: options.hotelCacheTtlMs });
  const paymentProvider =
    options.paymentProvider ?? createSandboxProvider({ db, publicUrl: config.publicUrl, now });
  const walletProvider =
    options.walletProvider ?? createPayPalSandbox({ db, publicUrl: config.publicUrl, now });
  const giftCodes = options.giftCodeProvider ?? createSandboxGiftCodes();
  // The funnel's counts (decision 061), held in memory and written every few seconds.
  const funnel = createFunnelCounter({
    db,
    onError: (error) => app.log.warn({ error: loggableError(error) }, 'funnel counts not written'),
  });
  app.decorate('funnel', funnel);
  app.addHook('onReady', async () => funnel.start());
  app.addHook('onClose', async () => funnel.stop());
  await registerApiCors(app);
  if (config.maintenance) installMaintenanceMode(app);
  await registerRateLimit(app, { config, db, sessions });
  // Failed reservation lookups, per number and per address (decision 016), in the limiter's store.
  const lookupLimiter = createLookupLimiter({
    store: config.rateLimit.store === 'database' ? createDatabaseLookupStore(db) : createMemoryLookupStore(),
    now,
  });
  await registerOpenApi(app, config);
  // Partner and social sign-in: the public address for callbacks, the key of its sealed states.
  const federation = {
    db,
    now,
    hotels,
    publicUrl: config.publicUrl,
    stateKey: stateKey(config.signInStateSecret),
    chatbotSecret: config.chatbotSessionSecret,
  };

  await app.register(healthRoutes, { db });
  await app.register(clientSessionRoutes, {
    prefix: '/api',
    sessions,
    mintLimit: sessionMintLimit(config),
  });
  await app.register(bookRoutes, {
    prefix: '/book',
    db,
    now,
    sessions,
    hotels,
    lookupLimiter,
    paymentProvider,
    walletProvider,
    giftCodes,
    publicUrl: config.publicUrl,
    federation,
    dataExportSecret: config.dataExportSecret,
    funnel,
  });
  // The provider's redirect back carries no Client-Session: outside the guarded scope.
  await app.register(memberFederationCallbackRoutes, { prefix: '/book', ...federation });
  await app.register(sandboxRoutes, { prefix: SANDBOX_PREFIX, db, now, hotels, publicUrl: config.publicUrl });
  await app.register(payPalSandboxRoutes, {
    prefix: PAYPAL_SANDBOX_PREFIX,
    db,
    now,
    hotels,
    publicUrl: config.publicUrl,
  });
  const attachmentsDir = path.resolve(config.dataDir, 'attachments');
  await app.register(fileAttachmentsRoutes, {
    prefix: '/book',
    db,
    now,
    guard: clientSessionGuard(sessions),
    hotels,
    dir: attachmentsDir,
    uploads: config.uploads,
  });
  // The console's API (decision 058): bearer-authenticated staff calls, same-origin only (no CORS),
  // nothing of it stored on the way — refusals included, which leave before any handler runs.
  await app.register(
    async (staff) => {
      staff.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await staff.register(staffAccountRoutes, { db, now, staffSecret: config.staffSecret });
      await staff.register(staffRatesRoutes, { db, now });
      await staff.register(staffPropertyRoutes, { db, now, hotels });
      await staff.register(staffPromotionRoutes, { db, now, hotels });
      await staff.register(staffExtrasRoutes, { db, now, hotels });
      await staff.register(staffMediaRoutes, { db, now });
      await staff.register(partnerKeyRoutes, { db, now });
      await staff.register(staffReservationRoutes, { db, now, hotels, paymentProvider, attachmentsDir });
      await staff.register(staffPaymentLinkRoutes, {
        db,
        now,
        hotels,
        paymentProvider,
        walletProvider,
        publicUrl: config.publicUrl,
      });
      await staff.register(staffNoticeRoutes, { db, now, hotels });
      await staff.register(staffPreviewRoutes, { db, now, publicUrl: config.publicUrl });
      await staff.register(staffFunnelRoutes, { db, now });
      await staff.register(webhookRoutes, {
        db,
        now,
        staffSecret: config.staffSecret,
        allowPrivateUrls: config.webhooks.allowPrivateUrls,
      });
    },
    { prefix: '/staff' },
  );
  // The partner API (decision 059): a hotel's API key as the bearer, called by servers (no CORS), outside
  // the /book guard, behind the address rate limit; nothing stored on the way, refusals included.
  await app.register(
    async (partner) => {
      partner.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await partner.register(partnerApiRoutes, { db, now, hotels, paymentProvider });
      await partner.register(partnerPaymentLinkRoutes, {
        db,
        now,
        hotels,
        publicUrl: config.publicUrl,
        paymentProvider,
        walletProvider,
      });
    },
    { prefix: '/api/v1' },
  );
  const mail = await installMail(app, { db, config, now });
  registerOpenApiRoute(app);

  registerSecurityHeaders(app);
  const frameAncestors = createFrameAncestors(hotels);
  await registerConsoleFiles(app, config.paths.consoleDist);
  await registerMediaFiles(app, db);
  const spaFallback = await registerStaticFiles(app, config, { frameAncestors });
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    if (await spaFallback(request, reply)) return reply;
    return sendAppError(request, reply, errors.routeNotFound());
  });

  scheduleSessionCleanup(app, db, now);
  installJobs(app, {
    db,
    now,
    // Every durable job of the app, in one list (each `*.job.ts` declares its payload's schema).
    jobs: [
      confirmationMailJob,
      holdExpiryJob,
      buildExportJob,
      expireExportJob,
      idempotencyCleanupJob,
      partnerIdempotencyCleanupJob,
      draftCleanupJob,
      cancelPaymentJob,
      staffMoneyJob,
      cancellationMailJob,
      updateMailJob,
      accountMailJob,
      pointCreditJob,
      pointExpiryJob,
      forgetCardJob,
      paymentLinkMailJob,
      paymentLinkRefundJob,
      paymentLinkSessionCleanupJob,
    ],
    services: {
      paymentProvider,
      walletProvider,
      mail,
      attachments: { dir: attachmentsDir, draftTtlMs: config.uploads.draftTtlMs },
      dataExportSecret: config.dataExportSecret,
    },
    runner: options.jobs,
  });
  installWebhookDelivery(app, {
    db,
    now,
    staffSecret: config.staffSecret,
    settings: config.webhooks,
    runner: options.webhooks ?? (options.jobs === false ? false : undefined),
  });
  return app;
}

/** Every /book route: Client-Session guard first, then the hotel scope of `:code` routes. */
async function bookRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    sessions: ClientSessionService;
    hotels: HotelCatalogue;
    paymentProvider: PaymentProvider;
    walletProvider: WalletProvider;
    giftCodes: GiftCodeProvider;
    lookupLimiter: LookupLimiter;
    publicUrl: string;
    federation: Parameters<typeof memberFederationRoutes>[1];
    dataExportSecret: string;
    funnel: FunnelCounter;
  },
): Promise<void> {
  // preParsing: after the rate limiter (a route-level onRequest hook, so floods without a session are
  // limited too) and before the body is read, so a caller without a session never gets it parsed.
  await registerApiCompression(app);
  const guard = clientSessionGuard(deps.sessions);
  app.addHook('preParsing', async (request, _reply, payload) => {
    await guard(request);
    return payload;
  });
  app.addHook('preHandler', hotelScopeHook(deps.hotels));
  installFunnelRecording(app, { hotels: deps.hotels, funnel: deps.funnel, now: deps.now });
  await app.register(settingsRoutes, { db: deps.db, hotels: deps.hotels });
  await app.register(memberSessionRoutes, { db: deps.db, now: deps.now, hotels: deps.hotels });
  await app.register(organizationRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    dataExportSecret: deps.dataExportSecret,
  });
  await app.register(memberAccountRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    publicUrl: deps.publicUrl,
    // An erased account's saved cards are forgotten here and removed from the gateway's vault.
    onErase: forgetMemberCards,
  });
  await app.register(memberCardRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    provider: deps.paymentProvider,
  });
  await app.register(memberFederationRoutes, deps.federation);
  await app.register(memberPointRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    giftCodes: deps.giftCodes,
  });
  await app.register(facilitiesRoutes, { db: deps.db, now: deps.now });
  await app.register(noticeRoutes, { db: deps.db, now: deps.now, hotels: deps.hotels });
  await app.register(previewRoutes, { db: deps.db, now: deps.now });
  await app.register(searchRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    // Update mode counts a booked stay's own nights as free once the guest proves it is theirs.
    findChangingStay: findGuestReservation,
  });
  await app.register(cancellationPolicyRoutes, { db: deps.db });
  await app.register(reservationRoutes, {
    lookupLimiter: deps.lookupLimiter,
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    paymentProvider: deps.paymentProvider,
  });
  await app.register(reservationCancelRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    paymentProvider: deps.paymentProvider,
  });
  await app.register(reservationUpdateRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
  });
  await app.register(memberReservationRoutes, { db: deps.db, now: deps.now, hotels: deps.hotels });
  await app.register(threeDSecureRoutes, {
    db: deps.db,
    now: deps.now,
    paymentProvider: deps.paymentProvider,
  });
  await app.register(paymentLinkRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    paymentProvider: deps.paymentProvider,
    walletProvider: deps.walletProvider,
    publicUrl: deps.publicUrl,
  });
  await app.register(extrasRoutes, { db: deps.db, now: deps.now, hotels: deps.hotels });
  await app.register(additionalQuestionsRoutes, { db: deps.db, now: deps.now, hotels: deps.hotels });
  await app.register(receiptRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    lookupLimiter: deps.lookupLimiter,
  });
  await app.register(reservationAnswersRoutes, {
    db: deps.db,
    now: deps.now,
    hotels: deps.hotels,
    lookupLimiter: deps.lookupLimiter,
  });
}

function scheduleSessionCleanup(app: FastifyInstance, db: Db, now: () => Date): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => {
        const before = new Date(now().getTime() - EXPIRED_SESSION_RETENTION_MS);
        deleteClientSessionsExpiredBefore(db, before).catch((err) =>
          app.log.warn({ error: loggableError(err) }, 'session cleanup failed'),
        );
      },
      60 * 60 * 1000,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
