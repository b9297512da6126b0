import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';

/** What the gateway's page posts: its own marker, so other frames' messages are never read. */
export const GATEWAY_MESSAGE_SOURCE = 'yadori-sandbox-pay';
export const WIDGET_MESSAGE_SOURCE = 'yadori-widget';
/** A frame that never answers a token request is given up on after this long. */
export const TOKENIZE_TIMEOUT_MS = 30_000;

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

/** Why no token came: a card-issue key or card code of spec section 8, or the frame's silence. */
export class CardFieldsError extends Error {
  constructor(readonly reason: string | number) {
    super(`card fields: ${reason}`);
    this.name = 'CardFieldsError';
  }
}

export interface HostedCardFieldsHandle {
  /** Asks the gateway's page for a token of what the guest typed (the widget never sees the number). */
  tokenize(): Promise<CardToken>;
  /**
   * The card was declined (or cannot pay this amount): the gateway's page empties the card and drops
   * its "ready for payment" line, asking for another card.
   */
  reset(): void;
}

type Pending = { resolve: (token: CardToken) => void; reject: (error: CardFieldsError) => void };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The first card-issue key of an `invalid` answer (the hosted page lists one per field). */
function invalidReason(errors: unknown): string {
  const first = Array.isArray(errors) ? errors.find(isRecord) : undefined;
  return typeof first?.key === 'string' ? first.key : 'Others';
}

/**
 * The gateway's hosted card fields in their own iframe (spec section 4 / DESIGN §2): the card number
 * is typed into the gateway's page and only an opaque token comes back by postMessage. Messages are
 * read only from that iframe's window and the gateway's origin; requests go only to that origin.
 */
export function HostedCardFields({
  src,
  title,
  loadingLabel,
  ref,
}: {
  /** The hosted fields page, absolute (its origin is the only one heard). */
  src: string;
  title: string;
  loadingLabel: string;
  ref?: Ref<HostedCardFieldsHandle>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef(new Map<string, Pending>());
  const [height, setHeight] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const origin = new URL(src).origin;

  useEffect(() => {
    const waiting = pending.current;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (!isRecord(data) || data.source !== GATEWAY_MESSAGE_SOURCE) return;
      if (data.type === 'ready' || data.type === 'resize') {
        if (data.type === 'ready') setReady(true);
        if (typeof data.height === 'number' && data.height > 0 && data.height < 2000)
          setHeight(Math.ceil(data.height));
        return;
      }
      const id = typeof data.request_id === 'string' ? data.request_id : '';
      const request = waiting.get(id);
      if (!request) return;
      waiting.delete(id);
      if (
        data.type === 'token' &&
        typeof data.token === 'string' &&
        data.token.length > 0 &&
        data.token.length <= 512
      ) {
        request.resolve({
          token: data.token,
          brand: typeof data.brand === 'string' ? data.brand : '',
          last4: typeof data.last4 === 'string' ? data.last4.slice(-4) : '',
        });
      } else if (data.type === 'invalid') {
        request.reject(new CardFieldsError(invalidReason(data.errors)));
      } else {
        const code = data.code;
        request.reject(
          new CardFieldsError(typeof code === 'number' || typeof code === 'string' ? code : 'Others'),
        );
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      for (const request of waiting.values()) request.reject(new CardFieldsError('gone'));
      waiting.clear();
    };
  }, [origin]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize() {
        const target = frame.current?.contentWindow;
        if (!target) return Promise.reject(new CardFieldsError('unavailable'));
        const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
        return new Promise<CardToken>((resolve, reject) => {
          const timer = setTimeout(() => {
            if (pending.current.delete(id)) reject(new CardFieldsError('timeout'));
          }, TOKENIZE_TIMEOUT_MS);
          pending.current.set(id, {
            resolve: (token) => {
              clearTimeout(timer);
              resolve(token);
            },
            reject: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          });
          target.postMessage({ source: WIDGET_MESSAGE_SOURCE, type: 'tokenize', request_id: id }, origin);
        });
      },
      reset() {
        frame.current?.contentWindow?.postMessage({ source: WIDGET_MESSAGE_SOURCE, type: 'reset' }, origin);
      },
    }),
    [origin],
  );

  return (
    <div className="card-fields" aria-busy={!ready}>
      {ready ? null : <p className="card-fields__loading">{loadingLabel}</p>}
      <iframe
        ref={frame}
        className="card-fields__frame"
        src={src}
        title={title}
        style={height ? { height: `${height}px` } : undefined}
      />
    </div>
  );
}

/**
 * The hosted fields page of the sandbox gateway, served by the API's own server, with what it
 * needs: who may hear it (`parent_origin`), the language, the date the card must stay valid through
 * (check-out, spec section 5) and the brands the hotel takes. With `securityCodeFor` (a saved card's
 * brand) the page asks only that card's security code.
 */
export function hostedFieldsUrl(options: {
  apiBase: string;
  locale: string;
  validThrough: string;
  brands: readonly string[];
  securityCodeFor?: string;
  pageHref?: string;
}): string {
  const pageHref = options.pageHref ?? window.location.href;
  const url = new URL('/sandbox-pay/card-fields', new URL(options.apiBase, pageHref));
  url.searchParams.set('parent_origin', new URL(pageHref).origin);
  url.searchParams.set('locale', options.locale);
  url.searchParams.set('valid_through', options.validThrough);
  if (options.brands.length > 0) url.searchParams.set('brands', options.brands.join(','));
  if (options.securityCodeFor) {
    url.searchParams.set('mode', 'security_code');
    url.searchParams.set('brand', options.securityCodeFor);
  }
  return url.href;
}
