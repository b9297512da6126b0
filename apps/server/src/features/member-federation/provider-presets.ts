import { FACEBOOK_GRAPH_VERSION, type FederatedProvider } from '@yadori/contract/membership.schema';
import { z } from 'zod';
import type { BrandProvider } from './member-federation.types.ts';

/**
 * One mechanism, three presets: every redirect sign-in is an authorization-code flow with PKCE run by
 * openid-client. `open_id` discovers its endpoints from the issuer; LINE Login (OpenID Connect) and
 * Facebook Login (OAuth 2 and the Graph API) come with their endpoints written here, which a brand's
 * `settings` may override (how tests point them at local servers).
 */
export interface ProviderPreset {
  kind: FederatedProvider;
  /** Discover the endpoints from `{issuer}/.well-known/openid-configuration`. */
  discover: boolean;
  issuer: string;
  /** Explicit server metadata when not discovered. */
  endpoints: {
    authorization_endpoint?: string;
    token_endpoint?: string;
    userinfo_endpoint?: string;
    jwks_uri?: string;
    id_token_signing_alg_values_supported?: string[];
  };
  /** OpenID Connect (an ID token with nonce) or plain OAuth 2 with a profile call. */
  openId: boolean;
  scopes: string[];
  tokenEndpointAuthMethod: 'client_secret_basic' | 'client_secret_post';
  /** Extra authorization parameters (LINE bot_prompt…). */
  extraParameters: Record<string, string>;
  /** Facebook: the Graph API base (…/v14.0). */
  graphUrl: string | null;
  /** The brand vouches that this provider only hands out verified addresses. */
  trustEmail: boolean;
  timeoutMs: number;
}

const url = z.string().url().max(2048);
const commonSettings = z.object({
  scopes: z
    .array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/))
    .min(1)
    .max(20)
    .optional(),
  trust_email: z.boolean().optional(),
  timeout_ms: z.number().int().min(500).max(30_000).optional(),
  token_endpoint_auth_method: z.enum(['client_secret_basic', 'client_secret_post']).optional(),
  authorization_endpoint: url.optional(),
  token_endpoint: url.optional(),
  userinfo_endpoint: url.optional(),
  jwks_uri: url.optional(),
});
const lineSettings = commonSettings.extend({
  /** LINE: offer to add the brand's official account as a friend (normal) or insist (aggressive). */
  bot_prompt: z.enum(['normal', 'aggressive']).optional(),
  prompt: z.enum(['consent', 'none']).optional(),
  /** LINE: skip the LINE app's automatic login in the chatbot iframe and show the login page. */
  disable_auto_login: z.boolean().optional(),
});
const facebookSettings = commonSettings.extend({ graph_url: url.optional() });

const DEFAULT_TIMEOUT_MS = 5000;

/** Raised when a brand's provider row cannot be used as configured (an operator's mistake). */
export class ProviderConfigurationError extends Error {
  override name = 'ProviderConfigurationError';
}

function parse<T>(schema: z.ZodType<T>, provider: BrandProvider): T {
  const parsed = schema.safeParse(provider.settings);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || 'settings').join(', ');
    throw new ProviderConfigurationError(
      `provider ${provider.id} (${provider.kind}): bad settings at ${where}`,
    );
  }
  return parsed.data;
}

/**
 * The preset of a brand's provider row with its settings applied.
 * @example presetOf({ kind: 'line', clientId: '1650000000', settings: { bot_prompt: 'normal' }, … }).issuer // 'https://access.line.me'
 */
export function presetOf(provider: BrandProvider): ProviderPreset {
  if (!provider.clientId) throw new ProviderConfigurationError(`provider ${provider.id}: no client_id`);
  switch (provider.kind) {
    case 'open_id': {
      const s = parse(commonSettings, provider);
      if (!provider.issuer) throw new ProviderConfigurationError(`provider ${provider.id}: no issuer`);
      return {
        kind: 'open_id',
        discover: true,
        issuer: provider.issuer,
        endpoints: {},
        openId: true,
        scopes: s.scopes ?? ['openid', 'email', 'profile'],
        tokenEndpointAuthMethod: s.token_endpoint_auth_method ?? 'client_secret_basic',
        extraParameters: {},
        graphUrl: null,
        // OpenID Connect says itself whether an address is verified (email_verified).
        trustEmail: false,
        timeoutMs: s.timeout_ms ?? DEFAULT_TIMEOUT_MS,
      };
    }
    case 'line': {
      const s = parse(lineSettings, provider);
      const extra: Record<string, string> = {};
      if (s.bot_prompt) extra.bot_prompt = s.bot_prompt;
      if (s.prompt) extra.prompt = s.prompt;
      if (s.disable_auto_login) extra.disable_auto_login = 'true';
      return {
        kind: 'line',
        discover: false,
        issuer: provider.issuer ?? 'https://access.line.me',
        endpoints: {
          authorization_endpoint: s.authorization_endpoint ?? 'https://access.line.me/oauth2/v2.1/authorize',
          token_endpoint: s.token_endpoint ?? 'https://api.line.me/oauth2/v2.1/token',
          userinfo_endpoint: s.userinfo_endpoint ?? 'https://api.line.me/oauth2/v2.1/userinfo',
          jwks_uri: s.jwks_uri ?? 'https://api.line.me/oauth2/v2.1/certs',
          // LINE signs web-login ID tokens with the channel secret (HS256), app logins with ES256.
          id_token_signing_alg_values_supported: ['HS256', 'ES256'],
        },
        openId: true,
        scopes: s.scopes ?? ['openid', 'profile', 'email'],
        tokenEndpointAuthMethod: s.token_endpoint_auth_method ?? 'client_secret_post',
        extraParameters: extra,
        graphUrl: null,
        trustEmail: s.trust_email ?? false,
        timeoutMs: s.timeout_ms ?? DEFAULT_TIMEOUT_MS,
      };
    }
    case 'facebook': {
      const s = parse(facebookSettings, provider);
      return {
        kind: 'facebook',
        discover: false,
        issuer: provider.issuer ?? 'https://www.facebook.com',
        endpoints: {
          authorization_endpoint:
            s.authorization_endpoint ?? `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
          token_endpoint:
            s.token_endpoint ?? `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
        },
        openId: false,
        scopes: s.scopes ?? ['email', 'public_profile'],
        tokenEndpointAuthMethod: s.token_endpoint_auth_method ?? 'client_secret_post',
        extraParameters: {},
        graphUrl: (s.graph_url ?? `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}`).replace(/\/+$/, ''),
        trustEmail: s.trust_email ?? false,
        timeoutMs: s.timeout_ms ?? DEFAULT_TIMEOUT_MS,
      };
    }
    default:
      throw new ProviderConfigurationError(
        `provider ${provider.id}: ${provider.kind} is not a redirect sign-in`,
      );
  }
}
