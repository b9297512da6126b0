import { randomBytes } from 'node:crypto';
import { storedLocale } from '@yadori/contract/locales';
import { text } from '@yadori/contract/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { createFrameAncestors, hotelCodeOfQuery } from '../../../http/security-headers.ts';
import { resolveLocale } from '../../../i18n/translate.ts';
import type { HotelCatalogue } from '../../hotels/hotels.service.ts';
import {
  approveOrder,
  findOrder,
  type PayPalFunding,
  type SandboxPayPalOrder,
} from './paypal-sandbox.repository.ts';
import { renderCheckoutPage, renderReturnRefusedPage } from './paypal-sandbox-pages.ts';
import { approvePath, PAYPAL_SANDBOX_PREFIX, payerOf } from './paypal-sandbox-provider.ts';

export { PAYPAL_SANDBOX_PREFIX };

export interface PayPalSandboxRouteOptions {
  db: Db;
  now: () => Date;
  publicUrl: string;
  /**
   * The app's hotel catalogue: when given, the page may be framed where the widget it returns to may
   * be (that widget's hotel decides, as for the card sandbox's challenge page); else by this server only.
   */
  hotels?: HotelCatalogue;
  /** More origins allowed to be returned to (besides publicUrl and this server's own). */
  allowedOrigins?: string[];
}

const checkoutQuerySchema = z.object({
  token: text().max(40),
  locale: text().max(20).optional(),
});
const checkoutFormSchema = z.object({
  action: z.enum(['balance', 'declined_card', 'cancel', 'return']),
  locale: text().max(20).optional(),
});

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** `url` with `params` set in its query, as PayPal appends `token` and `PayerID`. */
function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
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

/** Where the browser goes back to from an order in its state: the return URL once approved, else the cancel URL. */
function backAddress(order: SandboxPayPalOrder): string {
  if (order.status === 'APPROVED' || order.status === 'COMPLETED')
    return withParams(order.returnUrl, { token: order.id, PayerID: payerOf(order.id).payerId });
  return withParams(order.cancelUrl, { token: order.id });
}

/**
 * The PayPal sandbox's approval page (`/sandbox-paypal/checkoutnow?token=<order id>`), outside /book:
 * the guest's browser opens it (in the widget's frame, a popup or the whole window). Its three
 * buttons post back here; the first answer wins. The browser is sent back (303) to the order's return
 * or cancel URL only when that URL's origin is allowed — this server's own, PUBLIC_URL's, or
 * `allowedOrigins`, the card sandbox's challenge page rule — else a page says so (no open redirect).
 */
export const payPalSandboxRoutes: FastifyPluginAsyncZod<PayPalSandboxRouteOptions> = async (app, options) => {
  const { db, now } = options;
  const frameAncestors = options.hotels ? createFrameAncestors(options.hotels) : null;
  /** Who may frame the page: where the widget it returns to may be framed (its hotel's `code`). */
  const ancestorsFor = async (order: SandboxPayPalOrder | undefined): Promise<string> => {
    if (!frameAncestors || !order) return "'self'";
    let code: string | null = null;
    try {
      code = hotelCodeOfQuery(new URL(order.returnUrl).searchParams);
    } catch {
      code = null;
    }
    return frameAncestors(code);
  };

  // This server's own origin is the Host the browser asked for, never X-Forwarded-Host (a client could
  // name any origin with it); behind a proxy that rewrites Host, PUBLIC_URL names the public origin.
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
  const allowedTarget = (request: FastifyRequest, url: string): boolean => {
    const origin = originOf(url);
    return origin !== null && allowed(request).has(origin);
  };

  const cspFor = async (nonce: string, formAction: string, order: SandboxPayPalOrder | undefined) =>
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action ${formAction}; frame-ancestors ${await ancestorsFor(order)}`;

  /** The page's own form posts here, then is redirected to the return or cancel URL if allowed. */
  const formActionFor = (request: FastifyRequest, order: SandboxPayPalOrder | undefined): string => {
    const sources = new Set(["'self'"]);
    for (const url of order ? [order.returnUrl, order.cancelUrl] : []) {
      const origin = originOf(url);
      if (origin && allowed(request).has(origin)) sources.add(origin);
    }
    return [...sources].join(' ');
  };

  const view = (order: SandboxPayPalOrder) => ({
    status: order.status,
    reference: order.reference,
    description: order.description,
    amount: order.amount,
    currency: order.currency,
  });

  const localeOf = (asked: string | undefined, order: SandboxPayPalOrder | undefined) =>
    asked ? resolveLocale(asked) : storedLocale(order?.locale);

  async function showOrder(
    request: FastifyRequest,
    reply: FastifyReply,
    order: SandboxPayPalOrder | undefined,
    askedLocale: string | undefined,
    status: number,
  ) {
    const locale = localeOf(askedLocale, order);
    const nonce = newNonce();
    const html = renderCheckoutPage({
      locale,
      nonce,
      actionUrl: order ? approvePath(order.id) : '',
      order: order ? view(order) : null,
    });
    return sendHtml(
      reply,
      order ? status : 404,
      html,
      await cspFor(nonce, order ? formActionFor(request, order) : "'none'", order),
    );
  }

  /** 303 to `url` when its origin is allowed; else the page saying the address is refused. */
  async function sendBack(
    request: FastifyRequest,
    reply: FastifyReply,
    order: SandboxPayPalOrder,
    url: string,
    askedLocale: string | undefined,
  ) {
    if (!allowedTarget(request, url)) {
      const nonce = newNonce();
      return sendHtml(
        reply,
        400,
        renderReturnRefusedPage(localeOf(askedLocale, order), nonce),
        await cspFor(nonce, "'none'", order),
      );
    }
    return reply.code(303).header('cache-control', 'no-store').redirect(url, 303);
  }

  // The page's buttons post a plain HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/checkoutnow',
    { schema: { hide: true, querystring: checkoutQuerySchema } },
    async (request, reply) => {
      const order = await findOrder(db, request.query.token);
      return showOrder(request, reply, order, request.query.locale, 200);
    },
  );

  app.post(
    '/checkoutnow',
    { schema: { hide: true, querystring: checkoutQuerySchema, body: checkoutFormSchema } },
    async (request, reply) => {
      const orderId = request.query.token;
      const { action, locale } = request.body;
      const before = await findOrder(db, orderId);
      if (!before) return showOrder(request, reply, undefined, locale, 404);
      if (action === 'return') {
        // A page of an order still to be answered has no way back but its buttons.
        if (before.status === 'CREATED') return showOrder(request, reply, before, locale, 200);
        return sendBack(request, reply, before, backAddress(before), locale);
      }
      if (action === 'cancel') {
        // Cancelling leaves the order as it was (CREATED): the buyer may still come back and approve.
        if (before.status !== 'CREATED') return showOrder(request, reply, before, locale, 409);
        return sendBack(request, reply, before, backAddress(before), locale);
      }
      const funding: PayPalFunding = action;
      // The first answer wins: an order approved, captured or voided meanwhile shows its state.
      if (!(await approveOrder(db, orderId, { funding, payerEmail: payerOf(orderId).email }, now()))) {
        return showOrder(request, reply, await findOrder(db, orderId), locale, 409);
      }
      const approved = await findOrder(db, orderId);
      if (!approved) return showOrder(request, reply, undefined, locale, 404);
      return sendBack(request, reply, approved, backAddress(approved), locale);
    },
  );
};
