import { ERROR_CODES, ERROR_TITLES, type ErrorBody } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import { BRAND_CUSTOM_AUTH_ERROR_TITLE } from '@yadori/contract/membership.schema';
import { AppError } from '../../http/app-error.ts';
import { FEDERATION_TEXTS, type FederationTexts } from './member-federation.texts.ts';

/**
 * An AppError whose message comes from this feature's own catalog (member-federation.texts.ts) rather
 * than the shared one; the error handler writes it in the request's language like any other.
 */
export class FederationError extends AppError {
  constructor(
    status: number,
    code: number,
    title: string,
    readonly text: keyof FederationTexts,
    readonly field?: string,
  ) {
    // The shared catalog's generic sentence stands in only for logs; toBody writes the feature's own.
    super(status, code, title, [{ key: 'badRequest' }]);
    this.message = `${title}: ${text}`;
  }

  override toBody(locale: Locale): ErrorBody {
    const error = FEDERATION_TEXTS[locale]?.[this.text] ?? FEDERATION_TEXTS.en[this.text];
    const base = [{ error }];
    const details = this.field
      ? { code: this.code, base, fields: { [this.field]: [error] } }
      : { code: this.code, base };
    return { errors: [{ title: this.title, status: this.status, code: this.code, details }] };
  }
}

const T = ERROR_TITLES;
const C = ERROR_CODES;

/** Refusals of partner and social sign-in. */
export const federationErrors = {
  /** The brand has no (active) provider of this kind. */
  providerNotConfigured: () => new FederationError(404, 404, T.notFound, 'providerNotConfigured'),
  /** The provider (its discovery document or API) could not be reached. */
  providerUnavailable: () => new FederationError(502, 502, 'BAD_GATEWAY', 'providerUnavailable'),
  returnUrlNotAllowed: () =>
    new FederationError(400, C.invalid, T.badRequest, 'returnUrlNotAllowed', 'return_url'),
  /** A callback whose state is not ours or was altered: there is no safe address to send it back to. */
  invalidState: () => new FederationError(400, C.invalid, T.badRequest, 'invalidState', 'state'),
  loyaltySignInFailed: () => new FederationError(401, C.loyaltyError, T.unauthorized, 'loyaltySignInFailed'),
  loyaltyPointBalanceUnavailable: () =>
    new FederationError(
      502,
      C.loyaltyPointBalanceUnavailable,
      'BAD_GATEWAY',
      'loyaltyPointBalanceUnavailable',
    ),
  loyaltyUnavailable: () => new FederationError(502, C.loyaltyError3, 'BAD_GATEWAY', 'loyaltyUnavailable'),
  /** Every refusal of a brand token, whatever the cause (spec §8 custom-auth warning). */
  customAuthFailed: () => new FederationError(401, 401, BRAND_CUSTOM_AUTH_ERROR_TITLE, 'customAuthFailed'),
  chatbotSessionRefused: () => new FederationError(401, 401, T.unauthorized, 'chatbotSessionRefused'),
};
