import { ERROR_CODES, ERROR_TITLES } from '@yadori/contract/errors';
import { CatalogTextError } from '../membership-programs/membership-programs.errors.ts';
import { WEBHOOK_TEXTS, type WebhookTexts } from './webhooks.texts.ts';

const refusal = (
  status: number,
  code: number,
  title: string,
  text: keyof WebhookTexts,
  options: { field?: string; details?: Record<string, unknown> } = {},
) => new CatalogTextError(status, code, title, WEBHOOK_TEXTS, text, options);

const badUrl = (text: keyof WebhookTexts, reason: string) =>
  refusal(422, ERROR_CODES.invalid, ERROR_TITLES.unprocessable, text, {
    field: 'url',
    details: { reason },
  });

/** Refusals of the console's webhook calls (decision 059), each in five languages. */
export const webhookErrors = {
  endpointNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'endpointNotFound'),
  deliveryNotFound: () => refusal(404, 404, ERROR_TITLES.notFound, 'deliveryNotFound'),
  /** 409: the hotel has WEBHOOK_ENDPOINTS_PER_HOTEL endpoints already. */
  endpointLimit: () => refusal(409, 409, ERROR_TITLES.conflict, 'endpointLimit'),
  /** 503: the server has no STAFF_SECRET, so it cannot keep a signing secret it must read back. */
  secretUnavailable: () => refusal(503, 503, ERROR_TITLES.maintenance, 'secretUnavailable'),
  /** 422 `url`: the host resolves to an address webhooks may not reach (reason `private_address`). */
  urlNotPublic: () => badUrl('urlNotPublic', 'private_address'),
  /** 422 `url`: the host has no address (reason `unresolved`). */
  urlUnresolved: () => badUrl('urlUnresolved', 'unresolved'),
  /** 422 `url`: not an http(s) address once written out in full (reason `invalid`). */
  urlInvalid: () => badUrl('urlInvalid', 'invalid'),
  /** 409: only a dead delivery is retried by hand. */
  deliveryNotDead: () => refusal(409, 409, ERROR_TITLES.conflict, 'deliveryNotDead'),
};
