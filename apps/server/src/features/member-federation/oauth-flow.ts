import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { TtlLruCache } from '../../lib/ttl-lru-cache.ts';
import { cleanEmail, cleanName } from './identity-fields.ts';
import type { BrandProvider, FederatedIdentity } from './member-federation.types.ts';
import type { ProviderPreset } from './provider-presets.ts';

/** Why a provider's answer could not be turned into a person: its fault or ours to tell apart. */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  constructor(
    readonly reason: 'sign_in_failed' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

// Discovery documents are public and change rarely: one fetch per issuer every ten minutes.
const discovered = new TtlLruCache<string, oidc.ServerMetadata>({ max: 200, ttlMs: 10 * 60_000 });

/** http is allowed only towards this machine (a provider run by the tests or a developer). */
function isLoopback(address: string): boolean {
  const { protocol, hostname } = new URL(address);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

function mustBeSecure(preset: ProviderPreset): boolean {
  const addresses = [preset.issuer, ...Object.values(preset.endpoints).filter((v) => typeof v === 'string')];
  return !addresses.every((address) => new URL(address).protocol === 'https:' || isLoopback(address));
}

/**
 * The openid-client configuration of a provider, on the app's clock (`now`): ID token times are
 * checked against it, not against the machine's.
 */
export async function clientConfiguration(
  provider: BrandProvider,
  preset: ProviderPreset,
  now: Date,
): Promise<oidc.Configuration> {
  if (mustBeSecure(preset)) throw new ProviderFailure('sign_in_failed', 'provider endpoints must use https');
  const insecure = isLoopback(preset.issuer);
  const metadata: Partial<oidc.ClientMetadata> = {
    client_secret: provider.clientSecret ?? undefined,
    [oidc.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
  };
  const auth =
    preset.tokenEndpointAuthMethod === 'client_secret_basic'
      ? oidc.ClientSecretBasic(provider.clientSecret ?? undefined)
      : oidc.ClientSecretPost(provider.clientSecret ?? undefined);
  let server: oidc.ServerMetadata;
  if (preset.discover) {
    const cached = discovered.get(preset.issuer);
    if (cached) server = cached;
    else {
      const found = await call(() =>
        oidc.discovery(new URL(preset.issuer), provider.clientId as string, metadata, auth, {
          timeout: preset.timeoutMs / 1000,
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        }),
      );
      server = found.serverMetadata();
      discovered.set(preset.issuer, server);
    }
  } else {
    server = { issuer: preset.issuer, ...preset.endpoints };
  }
  const config = new oidc.Configuration(server, provider.clientId as string, metadata, auth);
  config.timeout = preset.timeoutMs / 1000;
  if (insecure || Object.values(preset.endpoints).some((e) => typeof e === 'string' && isLoopback(e)))
    oidc.allowInsecureRequests(config);
  return config;
}

/** Runs a provider call, telling an unreachable provider from one that refused. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderFailure) throw error;
    const cause = (error as { cause?: unknown }).cause;
    const unreachable =
      (error instanceof TypeError && /fetch/i.test(error.message)) ||
      (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
      (cause instanceof DOMException && cause.name === 'TimeoutError') ||
      (error instanceof oidc.ResponseBodyError && error.status >= 500);
    throw new ProviderFailure(
      unreachable ? 'unavailable' : 'sign_in_failed',
      `${(error as Error).name}: ${(error as Error).message}`,
    );
  }
}

/** The address to send the browser to: PKCE S256, state, nonce for OpenID, the preset's extras. */
export async function authorizationUrl(
  config: oidc.Configuration,
  preset: ProviderPreset,
  input: { redirectUri: string; state: string; codeVerifier: string; nonce: string; uiLocale: string },
): Promise<string> {
  const parameters: Record<string, string> = {
    redirect_uri: input.redirectUri,
    scope: preset.scopes.join(preset.kind === 'facebook' ? ',' : ' '),
    state: input.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
    code_challenge_method: 'S256',
    ...preset.extraParameters,
  };
  if (preset.openId) {
    parameters.nonce = input.nonce;
    parameters.ui_locales = input.uiLocale;
  } else {
    parameters.locale = input.uiLocale;
  }
  return oidc.buildAuthorizationUrl(config, parameters).href;
}

const idClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});
const graphProfile = z.object({
  id: z.string().regex(/^[0-9]{1,40}$/),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * Completes the flow at the callback: exchanges the code (with the PKCE verifier), then validates the
 * ID token (issuer, audience, expiry, nonce; the profile from userinfo when the token has none) or,
 * for Facebook, reads the profile from the Graph API. Answers who signed in.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  preset: ProviderPreset,
  provider: BrandProvider,
  input: { callbackUrl: URL; state: string; codeVerifier: string; nonce: string },
): Promise<FederatedIdentity> {
  const tokens = await call(() =>
    oidc.authorizationCodeGrant(config, input.callbackUrl, {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.state,
      ...(preset.openId ? { expectedNonce: input.nonce, idTokenExpected: true } : {}),
    }),
  );
  if (!preset.openId) return graphIdentity(preset, provider, tokens.access_token);
  const claims = idClaims.safeParse(tokens.claims());
  if (!claims.success) throw new ProviderFailure('sign_in_failed', 'the ID token has no usable subject');
  let { email, email_verified, given_name, family_name } = claims.data;
  if ((!email || !given_name || !family_name) && config.serverMetadata().userinfo_endpoint) {
    // The subject must be the ID token's: fetchUserInfo refuses another person's answer.
    const info = idClaims
      .partial()
      .safeParse(await call(() => oidc.fetchUserInfo(config, tokens.access_token, claims.data.sub)));
    if (info.success) {
      if (!email && info.data.email) {
        email = info.data.email;
        email_verified = info.data.email_verified;
      }
      given_name ??= info.data.given_name;
      family_name ??= info.data.family_name;
    }
  }
  const verified = email_verified === true || email_verified === 'true' || preset.trustEmail;
  return {
    provider: preset.kind,
    subject: claims.data.sub,
    email: cleanEmail(email),
    emailVerified: verified && cleanEmail(email) !== null,
    firstName: cleanName(given_name),
    lastName: cleanName(family_name),
  };
}

async function graphIdentity(
  preset: ProviderPreset,
  provider: BrandProvider,
  accessToken: string,
): Promise<FederatedIdentity> {
  const address = new URL(`${preset.graphUrl}/me`);
  address.searchParams.set('fields', 'id,name,email,first_name,last_name');
  // Proves the token is used by the app it was issued to (Graph API "appsecret_proof").
  if (provider.clientSecret)
    address.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', provider.clientSecret).update(accessToken).digest('hex'),
    );
  const response = await call(() =>
    fetch(address, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(preset.timeoutMs),
      redirect: 'error',
    }),
  );
  if (response.status >= 500) throw new ProviderFailure('unavailable', `graph answered ${response.status}`);
  const profile = graphProfile.safeParse(
    await call(() => (response.ok ? response.json() : Promise.resolve(null))),
  );
  if (!profile.success) throw new ProviderFailure('sign_in_failed', `graph answered ${response.status}`);
  const email = cleanEmail(profile.data.email);
  return {
    provider: 'facebook',
    subject: profile.data.id,
    email,
    emailVerified: preset.trustEmail && email !== null,
    firstName: cleanName(profile.data.first_name),
    lastName: cleanName(profile.data.last_name),
  };
}
