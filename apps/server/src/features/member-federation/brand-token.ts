import { BRAND_TOKEN_MAX_LIFETIME_SECONDS } from '@yadori/contract/membership.schema';
import { type CryptoKey, importJWK, importSPKI, type JWK, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { cleanEmail, cleanName } from './identity-fields.ts';
import type { BrandProvider, FederatedIdentity } from './member-federation.types.ts';

/**
 * Brand custom authentication (brand_custom_auth_token, spec §1/§4): the brand signs a short JWT for
 * its own signed-in user with its own key, and the widget exchanges it for a session. The provider
 * row of kind `brand_custom_auth` holds what verifies it:
 *
 * - `issuer`: the required `iss`; `client_id`: the required `aud`;
 * - the key: `settings.jwk` (a public JWK, RS256/ES256/EdDSA…, its `alg` required), or
 *   `settings.public_key_pem` (SPKI PEM) with `settings.algorithm`, or else `client_secret` as an
 *   HS256 secret of at least 32 characters;
 * - `settings.trust_email`: the brand vouches for its addresses (else only `email_verified: true`).
 *
 * The token must carry `sub` (the brand's user id), `iat` and `exp`, live at most ten minutes
 * (exp − iat), and be valid on the app's clock; `email`, `email_verified`, `given_name`/`family_name`
 * (or `first_name`/`last_name`) are read when present.
 */
const ASYMMETRIC = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
] as const;
const settingsSchema = z.object({
  jwk: z.record(z.string(), z.unknown()).optional(),
  public_key_pem: z.string().max(8192).optional(),
  algorithm: z.enum(ASYMMETRIC).optional(),
  trust_email: z.boolean().optional(),
});

const claimsSchema = z.object({
  sub: z.string().trim().min(1).max(255),
  iat: z.number(),
  exp: z.number(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/** Why a brand token was refused, for the log only: the caller always answers the same warning. */
export class BrandTokenRefused extends Error {
  override name = 'BrandTokenRefused';
}

async function verificationKey(
  provider: BrandProvider,
): Promise<{ key: CryptoKey | Uint8Array; alg: string }> {
  const settings = settingsSchema.safeParse(provider.settings);
  if (!settings.success) throw new BrandTokenRefused('bad settings');
  const { jwk, public_key_pem: pem, algorithm } = settings.data;
  if (jwk) {
    const alg = typeof jwk.alg === 'string' ? jwk.alg : algorithm;
    if (!alg || !(ASYMMETRIC as readonly string[]).includes(alg))
      throw new BrandTokenRefused('jwk without alg');
    if ('d' in jwk) throw new BrandTokenRefused('a private key was configured: configure the public key');
    const key = await importJWK(jwk as JWK, alg);
    return { key: key as CryptoKey, alg };
  }
  if (pem) {
    if (!algorithm) throw new BrandTokenRefused('public_key_pem without algorithm');
    return { key: await importSPKI(pem, algorithm), alg: algorithm };
  }
  if (provider.clientSecret && provider.clientSecret.length >= 32)
    return { key: new TextEncoder().encode(provider.clientSecret), alg: 'HS256' };
  throw new BrandTokenRefused('no verification key');
}

/** Verifies the brand's token at `now`; throws BrandTokenRefused with the reason. */
export async function verifyBrandToken(
  provider: BrandProvider,
  token: string,
  now: Date,
): Promise<FederatedIdentity> {
  if (!provider.issuer || !provider.clientId)
    throw new BrandTokenRefused('issuer and client_id (audience) are required');
  const { key, alg } = await verificationKey(provider);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [alg],
      issuer: provider.issuer,
      audience: provider.clientId,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
      maxTokenAge: BRAND_TOKEN_MAX_LIFETIME_SECONDS,
      clockTolerance: 30,
    }));
  } catch (error) {
    throw new BrandTokenRefused(`${(error as Error).name}: ${(error as Error).message}`);
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw new BrandTokenRefused('claims of the wrong type');
  const c = claims.data;
  if (c.exp - c.iat > BRAND_TOKEN_MAX_LIFETIME_SECONDS)
    throw new BrandTokenRefused('lifetime over ten minutes');
  const email = cleanEmail(c.email);
  const trust = settingsSchema.safeParse(provider.settings).data?.trust_email === true;
  return {
    provider: 'brand_custom_auth',
    subject: c.sub,
    email,
    emailVerified: email !== null && (c.email_verified === true || trust),
    firstName: cleanName(c.given_name ?? c.first_name),
    lastName: cleanName(c.family_name ?? c.last_name),
  };
}
