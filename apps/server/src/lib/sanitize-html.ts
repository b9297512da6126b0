import createDOMPurify, { type Config, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { TtlLruCache } from './ttl-lru-cache.ts';

// Decision 039: the hotel's header and footer HTML is sanitized here, once, so the widget does not
// ship DOMPurify. Hotel HTML may style and link, but must not bring scripts, forms (phishing) or
// style sheets that restyle the whole widget.
const CONFIG: Config = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['target'],
};

// jsdom's window is not the DOM lib's Window type, but it is the window DOMPurify documents for Node.
const { window } = new JSDOM('');
const headerPurifier = createDOMPurify(window as unknown as WindowLike);
const footerPurifier = createDOMPurify(window as unknown as WindowLike);
// Spec section 1: footer links open in a new tab; the opener and referrer stay with us.
footerPurifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

// The same few hotels' HTML comes back on every settings request (a hot path): parse each input once.
// The key is the whole input, so an entry never goes stale; the ttl only lets memory go.
const CACHE = { max: 200, ttlMs: 60 * 60 * 1000 };
const headerCache = new TtlLruCache<string, string>(CACHE);
const footerCache = new TtlLruCache<string, string>(CACHE);

function cached(
  cache: TtlLruCache<string, string>,
  html: string,
  sanitize: (html: string) => string,
): string {
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitize(html);
  cache.set(html, clean);
  return clean;
}

/**
 * The hotel's custom header HTML, without scripts, event handlers or forms.
 * @example sanitizeHeaderHtml('<a href="/x" onclick="x()">x</a>') // '<a href="/x">x</a>'
 */
export function sanitizeHeaderHtml(html: string): string {
  return cached(headerCache, html, (dirty) => headerPurifier.sanitize(dirty, CONFIG));
}

/**
 * The hotel's footer HTML, sanitized, with every link opening in a new tab.
 * @example sanitizeFooterHtml('<a href="/x">x</a>') // '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>'
 */
export function sanitizeFooterHtml(html: string): string {
  return cached(footerCache, html, (dirty) => footerPurifier.sanitize(dirty, CONFIG));
}
