import { z } from 'zod';
import { cleanEmail, cleanName } from './identity-fields.ts';
import { federationErrors } from './member-federation.errors.ts';
import type { BrandProvider, FederatedIdentity } from './member-federation.types.ts';

/**
 * The loyalty programme's sign-in (provider kind `creansmaerd`): the programme sends the guest to the
 * widget with a one-time id (`otid`), and this server exchanges it, server to server, for the member.
 *
 *   POST {settings.exchange_endpoint}
 *   Authorization: Basic base64(client_id:client_secret)
 *   {"otid": "…"}
 *   200 {"member": {"id", "email"?, "email_verified"?, "first_name"?, "last_name"?, "point_balance"?}}
 *   4xx {"error": "…"}: the id is unknown, used or expired → 3501
 *   {"error": "point_balance_unavailable"} (any status) → 3502
 *   5xx, no answer within settings.timeout_ms, or an answer that is not the above → 3503
 */
const settingsSchema = z.object({
  exchange_endpoint: z.string().url().max(2048),
  timeout_ms: z.number().int().min(500).max(30_000).optional(),
  /** The brand vouches that the programme only keeps verified addresses. */
  trust_email: z.boolean().optional(),
});

const memberSchema = z.object({
  member: z.object({
    id: z.union([z.string().trim().min(1).max(255), z.number().int().nonnegative()]),
    email: z.string().max(254).nullish(),
    email_verified: z.boolean().nullish(),
    first_name: z.string().max(100).nullish(),
    last_name: z.string().max(100).nullish(),
    point_balance: z.number().int().nullish(),
  }),
});
const refusalSchema = z.object({ error: z.string().max(200) });

const DEFAULT_TIMEOUT_MS = 5000;

/** Exchanges a one-time id at the programme; throws 3501, 3502 or 3503 as the table above says. */
export async function exchangeOneTimeId(
  provider: BrandProvider,
  otid: string,
  log: { warn(object: object, message: string): void },
): Promise<FederatedIdentity> {
  const settings = settingsSchema.safeParse(provider.settings);
  if (!settings.success || !provider.clientId || !provider.clientSecret) {
    log.warn({ providerId: provider.id }, 'loyalty programme misconfigured');
    throw federationErrors.loyaltyUnavailable();
  }
  const endpoint = new URL(settings.data.exchange_endpoint);
  const credentials = Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64');
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ otid }),
      redirect: 'error',
      signal: AbortSignal.timeout(settings.data.timeout_ms ?? DEFAULT_TIMEOUT_MS),
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    log.warn({ providerId: provider.id, reason: (error as Error).name }, 'loyalty programme unreachable');
    throw federationErrors.loyaltyUnavailable();
  }
  const refusal = refusalSchema.safeParse(body);
  if (refusal.success && refusal.data.error === 'point_balance_unavailable')
    throw federationErrors.loyaltyPointBalanceUnavailable();
  if (response.status >= 400 && response.status < 500) throw federationErrors.loyaltySignInFailed();
  const answer = response.ok ? memberSchema.safeParse(body) : null;
  if (!answer?.success) {
    log.warn({ providerId: provider.id, status: response.status }, 'loyalty programme answered badly');
    throw federationErrors.loyaltyUnavailable();
  }
  const member = answer.data.member;
  const email = cleanEmail(member.email);
  return {
    provider: 'creansmaerd',
    subject: String(member.id),
    email,
    emailVerified: email !== null && (member.email_verified === true || settings.data.trust_email === true),
    firstName: cleanName(member.first_name),
    lastName: cleanName(member.last_name),
  };
}
