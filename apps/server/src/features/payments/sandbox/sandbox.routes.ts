import { randomBytes } from 'node:crypto';
import { errorBodySchema } from '@yadori/contract/errors';
import type { Locale } from '@yadori/contract/locales';
import { text } from '@yadori/contract/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { sendAppError } from '../../../http/error-handler.ts';
import { createFrameAncestors, hotelCodeOfQuery } from '../../../http/security-headers.ts';
import { resolveLocale } from '../../../i18n/translate.ts';
import type { HotelCatalogue } from '../../hotels/hotels.service.ts';
import { cardTokenRefused } from '../payments.errors.ts';
import { createCardToken, createSecurityCodeToken } from './card-tokens.ts';
import { findChallenge, recordChallengeOutcome } from './sandbox.repository.ts';
import {
  renderChallengePage,
  renderFieldsPage,
  renderRefusedFieldsPage,
  renderReturnRefusedPage,
} from './sandbox-pages.ts';
import { SANDBOX_PREFIX } from './sandbox-provider.ts';

export interface SandboxRouteOptions {
  db: Db;
  now: () => Date;
  /** The app's hotel catalogue: a widget's hotel decides who may frame the challenge page. */
  hotels: HotelCatalogue;
  publicUrl: string;
  /** More origins allowed to embed the card fields and to be returned to (besides publicUrl and this server's own). */
  allowedOrigins?: string[];
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const fieldsQuerySchema = z.object({
  parent_origin: text().max(300).optional(),
  locale: text().max(20).optional(),
  valid_through: isoDate.optional(),
  /** Brands the hotel accepts, comma-separated (default: all five). */
  brands: text().max(100).optional(),
  /** `security_code`: paying with a kept card of `brand`, only its security code is asked. */
  mode: z.enum(['card', 'security_code']).optional(),
  brand: z.enum(['visa', 'master', 'amex', 'jcb', 'diners']).optional(),
});

const BRANDS = ['visa', 'master', 'amex', 'jcb', 'diners'];

const securityCodeBodySchema = z.object({
  cvc: text().max(8).optional(),
  brand: z.enum(['visa', 'master', 'amex', 'jcb', 'diners']),
});

const securityCodeResponseSchema = z.object({
  data: z.object({ token: z.string(), brand: z.enum(['visa', 'master', 'amex', 'jcb', 'diners']) }),
});

const tokenBodySchema = z.object({
  card_number: text().max(40).optional(),
  expiry_month: text().max(4).optional(),
  expiry_year: text().max(6).optional(),
  cvc: text().max(8).optional(),
  holder_name: text().max(100).optional(),
  brand: text().max(20).optional(),
  valid_through: isoDate.optional(),
});

const tokenResponseSchema = z.object({
  data: z.object({
    token: z.string(),
    brand: z.enum(['visa', 'master', 'amex', 'jcb', 'diners']),
    last4: z.string(),
    expiry_month: z.number().int(),
    expiry_year: z.number().int(),
  }),
});

const challengeParamsSchema = z.object({ paymentId: text().max(100) });
const challengeQuerySchema = z.object({ locale: text().max(20).optional() });
const challengeFormSchema = z.object({
  action: z.enum(['complete', 'fail', 'cancel', 'return']),
  locale: text().max(20).optional(),
});

const OUTCOMES = { complete: 'passed', fail: 'failed', cancel: 'cancelled' } as const;

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const newNonce = () => randomBytes(16).toString('base64');

function sendHtml(reply: FastifyReply, status: number, html: string, csp: string): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The sandbox gateway's browser side, outside /book (no Client-Session: the guest's browser calls it
 * from the card iframe and the challenge page): card fields page (a whole card, or a kept card's
 * security code alone), the two token endpoints, 3-D Secure challenge.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRouteOptions> = async (app, options) => {
  const { db, now } = options;
  const frameAncestors = createFrameAncestors(options.hotels);
  /**
   * The challenge page opens in the widget's frame, so it may be framed where the widget it returns
   * to may be: that widget's hotel (the `code` of the return address) decides, else this server only.
   */
  const challengeAncestors = async (returnUrl: string | null | undefined): Promise<string> => {
    let code: string | null = null;
    try {
      if (returnUrl) code = hotelCodeOfQuery(new URL(returnUrl).searchParams);
    } catch {
      code = null;
    }
    return frameAncestors(code);
  };

  // This server's own origin is the Host the browser asked for. Never X-Forwarded-Host (Fastify's
  // `request.host` under TRUST_PROXY): a client could name any origin with it. Behind a proxy that
  // rewrites Host, PUBLIC_URL names the public origin.
  const allowed = (request: FastifyRequest): Set<string> => {
    const origins = new Set<string>();
    const own = originOf(`${request.protocol}://${request.headers.host ?? ''}`);
    if (own) origins.add(own);
    for (const url of [options.publicUrl, ...(options.allowedOrigins ?? [])]) {
      const origin = originOf(url);
      if (origin) origins.add(origin);
    }
    return origins;
  };

  // The challenge page's buttons post a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/card-fields',
    { schema: { hide: true, querystring: fieldsQuerySchema } },
    async (request, reply) => {
      const locale: Locale = resolveLocale(request.query.locale);
      const nonce = newNonce();
      const target = request.query.parent_origin ? originOf(request.query.parent_origin) : null;
      if (!target || !allowed(request).has(target)) {
        return sendHtml(
          reply,
          400,
          renderRefusedFieldsPage(locale, nonce),
          `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`,
        );
      }
      // frame-ancestors checks every ancestor, and the widget itself sits in the hotel's own site: any
      // page may frame the fields. What protects the card is the postMessage side: the page answers
      // only its parent at parent_origin, and posts only there.
      const codeOnly = request.query.mode === 'security_code' ? request.query.brand : undefined;
      const html = renderFieldsPage({
        locale,
        nonce,
        parentOrigin: target,
        tokenUrl: `${SANDBOX_PREFIX}/${codeOnly ? 'security-code-tokens' : 'tokens'}`,
        validThrough: request.query.valid_through,
        brands: (request.query.brands ?? '').split(',').filter((brand) => BRANDS.includes(brand)),
        securityCodeFor: codeOnly,
      });
      return sendHtml(
        reply,
        200,
        html,
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *`,
      );
    },
  );

  app.post(
    '/tokens',
    {
      schema: {
        summary:
          'Sandbox gateway: turns card details from the hosted card fields into a one-use token (never called by the widget itself)',
        tags: ['sandbox payments'],
        body: tokenBodySchema,
        response: { 201: tokenResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const result = await createCardToken(
        db,
        {
          cardNumber: body.card_number ?? '',
          expiryMonth: body.expiry_month ?? '',
          expiryYear: body.expiry_year ?? '',
          cvc: body.cvc ?? '',
          holderName: body.holder_name ?? '',
          brand: body.brand,
          validThrough: body.valid_through,
        },
        now(),
      );
      if (!result.ok) return sendAppError(request, reply, cardTokenRefused(result.issue, result.field));
      return reply.code(201).send({
        data: {
          token: result.token,
          brand: result.brand,
          last4: result.last4,
          expiry_month: result.expiryMonth,
          expiry_year: result.expiryYear,
        },
      });
    },
  );

  app.post(
    '/security-code-tokens',
    {
      schema: {
        summary:
          "Sandbox gateway: a kept card's security code from the hosted field → a one-use token to pay with that card (never called by the widget itself)",
        tags: ['sandbox payments'],
        body: securityCodeBodySchema,
        response: { 201: securityCodeResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await createSecurityCodeToken(
        db,
        { cvc: request.body.cvc ?? '', brand: request.body.brand },
        now(),
      );
      if (!result.ok)
        return sendAppError(request, reply, cardTokenRefused('INVALID_PARAMETER_SYNTAX', 'cvc'));
      return reply.code(201).send({ data: { token: result.token, brand: result.brand } });
    },
  );

  app.get(
    '/challenge/:paymentId',
    { schema: { hide: true, params: challengeParamsSchema, querystring: challengeQuerySchema } },
    async (request, reply) => {
      const locale = resolveLocale(request.query.locale);
      const nonce = newNonce();
      const payment = await findChallenge(db, request.params.paymentId);
      const returnOrigin = payment ? originOf(payment.returnUrl) : null;
      const formAction =
        returnOrigin && allowed(request).has(returnOrigin) ? `'self' ${returnOrigin}` : `'self'`;
      const html = renderChallengePage({
        locale,
        nonce,
        actionUrl: `${SANDBOX_PREFIX}/challenge/${encodeURIComponent(request.params.paymentId)}`,
        payment,
        answered: payment?.status !== 'challenge' || payment.challengeOutcome !== null,
      });
      return sendHtml(
        reply,
        payment ? 200 : 404,
        html,
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action ${formAction}; frame-ancestors ${await challengeAncestors(payment?.returnUrl)}`,
      );
    },
  );

  app.post(
    '/challenge/:paymentId',
    { schema: { hide: true, params: challengeParamsSchema, body: challengeFormSchema } },
    async (request, reply) => {
      const locale = resolveLocale(request.body.locale);
      const nonce = newNonce();
      const { action } = request.body;
      const target =
        action === 'return'
          ? await findChallenge(db, request.params.paymentId)
          : await recordChallengeOutcome(db, request.params.paymentId, OUTCOMES[action], now());
      const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors ${await challengeAncestors(target?.returnUrl)}`;
      if (!target) {
        return sendHtml(
          reply,
          404,
          renderChallengePage({ locale, nonce, actionUrl: '', payment: null, answered: true }),
          csp,
        );
      }
      const returnOrigin = originOf(target.returnUrl);
      if (!returnOrigin || !allowed(request).has(returnOrigin)) {
        return sendHtml(reply, 400, renderReturnRefusedPage(locale, nonce), csp);
      }
      return reply.code(303).header('cache-control', 'no-store').redirect(target.returnUrl, 303);
    },
  );
};
