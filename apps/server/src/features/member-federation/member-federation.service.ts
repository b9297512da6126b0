import type { Locale } from '@yadori/contract/locales';
import {
  type FederatedProvider,
  type FederatedSignInError,
  type MemberSessionGrant,
  SOCIAL_SDK_LOCALES,
} from '@yadori/contract/membership.schema';
import * as oidc from 'openid-client';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { HotelCatalogue, HotelWithBrand } from '../hotels/hotels.service.ts';
import {
  bearerToken,
  grantMemberSession,
  linkFederatedMember,
  requireMember,
} from '../member-sessions/member-sessions.service.ts';
import { membershipProgramErrors } from '../membership-programs/membership-programs.errors.ts';
import { brandProgramRow } from '../membership-programs/membership-programs.service.ts';
import { BrandTokenRefused, verifyBrandToken } from './brand-token.ts';
import { verifyChatbotTicket } from './chatbot-ticket.ts';
import { exchangeOneTimeId } from './loyalty-programme.ts';
import { FederationError, federationErrors } from './member-federation.errors.ts';
import { findActiveProvider } from './member-federation.repository.ts';
import type { FederatedIdentity } from './member-federation.types.ts';
import { authorizationUrl, clientConfiguration, exchangeCode, ProviderFailure } from './oauth-flow.ts';
import { ProviderConfigurationError, presetOf } from './provider-presets.ts';
import { isAllowedReturnUrl, returnWithError, returnWithSession } from './return-url.ts';
import { openState, sealState } from './sign-in-state.ts';

export { upsertProvider } from './member-federation.repository.ts';
export type { BrandProvider, ProviderKind } from './member-federation.types.ts';

/** What partner and social sign-in need from the app. */
export interface FederationContext {
  db: Db;
  hotels: HotelCatalogue;
  /** The server's public address: the callback lives there, and the widget's pages. */
  publicUrl: string;
  /** The key of the sealed sign-in states (sign-in-state.ts `stateKey`). */
  stateKey: Uint8Array;
  now: () => Date;
  log: { warn(object: object, message: string): void };
  /**
   * CHATBOT_SESSION_SECRET: what the chatbot host signs its tickets with; unset turns the ticket path of
   * chatbot_session off (a signed-in member's own call does not need it).
   */
  chatbotSecret: string | undefined;
}

/** The address the provider sends the browser back to, registered at the provider for each hotel. */
export function callbackUrl(publicUrl: string, hotelId: number, provider: FederatedProvider): string {
  return `${publicUrl}/book/hotels/${hotelId}/memberships/${provider}/callback`;
}

const UI_LOCALES: Record<Locale, string> = {
  ja: 'ja',
  en: 'en',
  ko: 'ko',
  zh_Hans: 'zh-Hans',
  zh_Hant: 'zh-Hant',
};

async function providerOf(ctx: FederationContext, brandId: number, kind: FederatedProvider) {
  const provider = await findActiveProvider(ctx.db, brandId, kind);
  if (!provider) throw federationErrors.providerNotConfigured();
  try {
    return { provider, preset: presetOf(provider) };
  } catch (error) {
    if (!(error instanceof ProviderConfigurationError)) throw error;
    ctx.log.warn({ providerId: provider.id, reason: error.message }, 'sign-in provider misconfigured');
    throw federationErrors.providerNotConfigured();
  }
}

/**
 * POST {provider}/sign_in: checks the return address, seals the flow's secrets into the state and
 * answers the provider's authorization address (PKCE S256, state, and a nonce for OpenID).
 */
export async function startFederatedSignIn(
  ctx: FederationContext,
  input: {
    hotel: HotelWithBrand;
    provider: FederatedProvider;
    returnUrl: string;
    programId: number | null;
    appType: 'web' | 'chatbot' | undefined;
    locale: Locale;
  },
): Promise<string> {
  const { hotel } = input;
  if (!isAllowedReturnUrl(input.returnUrl, ctx.publicUrl, hotel.settings.embed_origins ?? []))
    throw federationErrors.returnUrlNotAllowed();
  const { provider, preset } = await providerOf(ctx, hotel.brand.id, input.provider);
  // Checked now, while the widget can still show the refusal; the callback has only a redirect left.
  if (input.programId !== null && !(await brandProgramRow(ctx.db, hotel.brand.id, input.programId)))
    throw membershipProgramErrors.programNotFound();
  if (input.appType === 'chatbot' && preset.kind === 'line') {
    const chatbotPrompt = provider.settings.chatbot_bot_prompt;
    if (chatbotPrompt === 'normal' || chatbotPrompt === 'aggressive')
      preset.extraParameters.bot_prompt = chatbotPrompt;
  }
  const now = ctx.now();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = await sealState(
    ctx.stateKey,
    {
      p: input.provider,
      h: hotel.id,
      b: hotel.brand.id,
      r: input.returnUrl,
      g: input.programId,
      l: input.locale,
      v: codeVerifier,
      n: nonce,
    },
    now,
  );
  try {
    const config = await clientConfiguration(provider, preset, now);
    return await authorizationUrl(config, preset, {
      redirectUri: callbackUrl(ctx.publicUrl, hotel.id, input.provider),
      state,
      codeVerifier,
      nonce,
      uiLocale: preset.kind === 'facebook' ? SOCIAL_SDK_LOCALES[input.locale] : UI_LOCALES[input.locale],
    });
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    ctx.log.warn({ providerId: provider.id, reason: error.message }, 'sign-in provider unavailable');
    throw federationErrors.providerUnavailable();
  }
}

/**
 * GET {provider}/callback: opens the state, exchanges the code, links or creates the member and signs
 * them in. Answers where to send the browser: the return address with login_token, or with
 * login_error when the provider or the exchange failed. A state that is not ours has no trustworthy
 * return address: that is a 400 (thrown).
 */
export async function completeFederatedSignIn(
  ctx: FederationContext,
  input: { hotelId: number; provider: FederatedProvider; query: URLSearchParams },
): Promise<string> {
  const now = ctx.now();
  const opened = await openState(ctx.stateKey, input.query.get('state') ?? '', now);
  if (opened.kind === 'invalid') throw federationErrors.invalidState();
  const { state } = opened;
  if (state.p !== input.provider || state.h !== input.hotelId) throw federationErrors.invalidState();
  const fail = (reason: FederatedSignInError) => returnWithError(state.r, reason);
  if (opened.kind === 'expired') return fail('expired');
  const providerError = input.query.get('error');
  if (providerError) return fail(providerError === 'access_denied' ? 'access_denied' : 'sign_in_failed');

  const hotel = await ctx.hotels.byId(state.h);
  if (!hotel || hotel.brand.id !== state.b) return fail('sign_in_failed');
  let identity: FederatedIdentity;
  try {
    const { provider, preset } = await providerOf(ctx, state.b, state.p);
    const config = await clientConfiguration(provider, preset, now);
    const redirectUri = new URL(callbackUrl(ctx.publicUrl, state.h, state.p));
    for (const [key, value] of input.query) redirectUri.searchParams.append(key, value);
    identity = await exchangeCode(config, preset, provider, {
      callbackUrl: redirectUri,
      state: input.query.get('state') ?? '',
      codeVerifier: state.v,
      nonce: state.n,
    });
  } catch (error) {
    if (error instanceof ProviderFailure) {
      ctx.log.warn(
        { provider: state.p, brandId: state.b, reason: error.message },
        'federated sign-in failed',
      );
      return fail(error.reason);
    }
    // A provider switched off or misconfigured since the start.
    if (error instanceof FederationError) return fail('sign_in_failed');
    throw error;
  }
  try {
    const grant = await signInFederated(ctx, {
      brandId: state.b,
      programId: state.g,
      locale: state.l,
      identity,
    });
    return returnWithSession(state.r, grant.session);
  } catch (error) {
    // The program was removed since the start, or the account cannot sign in: say so on the way back.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    ctx.log.warn({ provider: state.p, brandId: state.b, title: error.title }, 'federated member refused');
    return fail('sign_in_failed');
  }
}

/** Links (or creates) the member of the brand behind a federated identity and starts their session. */
export async function signInFederated(
  ctx: Pick<FederationContext, 'db' | 'now'>,
  input: { brandId: number; programId: number | null; locale: Locale; identity: FederatedIdentity },
): Promise<MemberSessionGrant> {
  const now = ctx.now();
  const { identity } = input;
  const { memberId } = await linkFederatedMember(ctx.db, {
    brandId: input.brandId,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
    emailVerified: identity.emailVerified,
    firstName: identity.firstName,
    lastName: identity.lastName,
    locale: input.locale,
    programId: input.programId,
    now,
  });
  return grantMemberSession(ctx.db, {
    memberId,
    brandId: input.brandId,
    programId: input.programId,
    locale: input.locale,
    now,
  });
}

/** POST creansmaerd/sign_in: the loyalty programme's one-time id for a session (3501–3503 on failure). */
export async function loyaltySignIn(
  ctx: FederationContext,
  input: { hotel: HotelWithBrand; otid: string; programId: number | null; locale: Locale },
): Promise<MemberSessionGrant> {
  const provider = await findActiveProvider(ctx.db, input.hotel.brand.id, 'creansmaerd');
  if (!provider) throw federationErrors.providerNotConfigured();
  const identity = await exchangeOneTimeId(provider, input.otid, ctx.log);
  return signInFederated(ctx, {
    brandId: input.hotel.brand.id,
    programId: input.programId,
    locale: input.locale,
    identity,
  });
}

/**
 * POST brand_custom_auth/sign_in: the brand's own signed token for a session. Every refusal is the
 * same 401 (the widget's custom-auth warning); the reason goes to the log only.
 */
export async function customAuthSignIn(
  ctx: FederationContext,
  input: { hotel: HotelWithBrand; token: string; locale: Locale },
): Promise<MemberSessionGrant> {
  const brandId = input.hotel.brand.id;
  const provider = await findActiveProvider(ctx.db, brandId, 'brand_custom_auth');
  if (!provider) throw federationErrors.customAuthFailed();
  let identity: FederatedIdentity;
  try {
    identity = await verifyBrandToken(provider, input.token, ctx.now());
  } catch (error) {
    if (!(error instanceof BrandTokenRefused)) throw error;
    ctx.log.warn({ brandId, reason: error.message }, 'brand token refused');
    throw federationErrors.customAuthFailed();
  }
  return signInFederated(ctx, { brandId, programId: null, locale: input.locale, identity });
}

/**
 * POST chatbot_session: a session of the hotel's brand for the chatbot (the two paths are told in
 * chatbot-ticket.ts). With a bearer: a new session of the signed-in member, in the program they signed
 * in to; the pair only names the chatbot's message and user. Without: the chatbot host's signed ticket
 * (auth_auto_message_id) and the member it names (user_id).
 */
export async function chatbotSession(
  ctx: FederationContext,
  input: {
    hotel: HotelWithBrand;
    authorization: string | undefined;
    authAutoMessageId: string;
    userId: string;
    locale: Locale;
  },
): Promise<string> {
  const brandId = input.hotel.brand.id;
  const now = ctx.now();
  if (bearerToken(input.authorization) !== null) {
    // Unknown or revoked → 3401, expired → 1400, another brand's → 3402: the member calls' own 401s.
    const member = await requireMember(ctx.db, { authorization: input.authorization, brandId, now });
    const grant = await grantMemberSession(ctx.db, {
      memberId: member.memberId,
      brandId,
      programId: member.programId,
      locale: input.locale,
      now,
    });
    return grant.session;
  }
  if (!ctx.chatbotSecret) throw federationErrors.providerNotConfigured();
  const memberId = verifyChatbotTicket(ctx.chatbotSecret, {
    brandId,
    ticket: input.authAutoMessageId,
    userId: input.userId,
    now,
  });
  if (memberId === null) {
    ctx.log.warn({ brandId }, 'chatbot ticket refused');
    throw federationErrors.chatbotSessionRefused();
  }
  // Another brand's member, or a deleted one: 401 (3401) from the session service.
  const grant = await grantMemberSession(ctx.db, { memberId, brandId, locale: input.locale, now });
  return grant.session;
}
