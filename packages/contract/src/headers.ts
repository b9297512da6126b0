/** Request headers of spec section 7, lower-cased as Node sees them. */
export const HEADERS = {
  clientSession: 'client-session',
  authorization: 'authorization',
  locale: 'tripla-locale',
  appVersion: 'app-version',
  siteController: 'x-site-controller',
  pubnub: 'tripla-pubnub',
  idempotencyKey: 'idempotency-key',
} as const;
