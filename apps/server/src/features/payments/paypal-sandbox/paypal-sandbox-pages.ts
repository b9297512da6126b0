import { LOCALE_TAGS, type Locale } from '@yadori/contract/locales';
import { formatMoney } from '../../../lib/money.ts';
import { escapeHtml } from '../sandbox/sandbox-pages.ts';
import type { PayPalOrderStatus } from './paypal-sandbox.repository.ts';
import { PAYPAL_SANDBOX_TEXTS } from './paypal-sandbox.texts.ts';

/** What the approval page shows of an order. */
export interface CheckoutOrderView {
  status: PayPalOrderStatus;
  reference: string;
  /** The line the merchant gave the order (null: none kept). */
  description: string | null;
  amount: number;
  currency: string;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Hiragino Sans", "Noto Sans JP", sans-serif; }
  body { margin: 0; padding: 12px; color: #1a1a1a; background: #fff; font-size: 16px; line-height: 1.5; }
  h1 { font-size: 1.2rem; margin: 0 0 8px; }
  h2 { font-size: 1rem; margin: 16px 0 4px; }
  .notice { background: #fff8e1; border: 1px solid #c9a227; padding: 8px; border-radius: 4px; font-size: .9rem; }
  .hint { font-size: .9rem; color: #4a4a4a; margin: 8px 0 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; } dt { font-weight: 600; } dd { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; }
  button { font: inherit; margin-top: 12px; padding: 10px 16px; border-radius: 4px; border: 1px solid #003087; background: #003087; color: #fff; cursor: pointer; min-height: 44px; }
  button.secondary { background: #fff; color: #1a1a1a; border-color: #1a1a1a; }
  button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;

/**
 * Opened in the widget's frame, the page tells the embedding loader its height (the widget's
 * `resize` message, as the card sandbox's challenge page does); opened as a page or a popup, nothing.
 */
const FIT_FRAME_SCRIPT = `(function () {
  if (window.parent === window) return;
  var last = -1;
  function send() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === 0 || height === last) return;
    last = height;
    window.parent.postMessage({ source: 'yadori', type: 'resize', height: height }, '*');
  }
  send();
  if (typeof ResizeObserver === 'function') new ResizeObserver(send).observe(document.body);
})();`;

function page(locale: Locale, nonce: string, body: string): string {
  const t = PAYPAL_SANDBOX_TEXTS[locale];
  return `<!doctype html>
<html lang="${LOCALE_TAGS[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
${body}
</main>
<script nonce="${nonce}">${FIT_FRAME_SCRIPT}</script>
</body>
</html>`;
}

function formatAmount(minor: number, currency: string, locale: Locale): string {
  try {
    return formatMoney(minor, currency, locale);
  } catch {
    return `${minor} ${currency}`;
  }
}

/**
 * PayPal's approval page, as the sandbox plays it. A CREATED order: its reference, description and
 * amount, and one form of three buttons posting back to `actionUrl` (pay with the balance, pay with
 * a card PayPal will decline at capture, cancel and return). An order answered already (approved,
 * captured, voided): its state and a button back to the merchant. No order: says so.
 */
export function renderCheckoutPage(options: {
  locale: Locale;
  nonce: string;
  actionUrl: string;
  order: CheckoutOrderView | null;
}): string {
  const { locale, nonce, order } = options;
  const t = PAYPAL_SANDBOX_TEXTS[locale];
  if (!order) return page(locale, nonce, `<p role="alert">${escapeHtml(t.notFound)}</p>`);
  const details = `<h2>${escapeHtml(t.orderHeading)}</h2>
<dl>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(order.reference)}</dd>
${order.description ? `<dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(order.description)}</dd>\n` : ''}<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatAmount(order.amount, order.currency, locale))}</dd>
</dl>`;
  const form = (inner: string) => `<form method="post" action="${escapeHtml(options.actionUrl)}">
<input type="hidden" name="locale" value="${locale}">
${inner}
</form>`;
  if (order.status !== 'CREATED') {
    const state = { APPROVED: t.approved, COMPLETED: t.completed, VOIDED: t.voided }[order.status];
    return page(
      locale,
      nonce,
      `<p class="notice">${escapeHtml(t.sandboxNotice)}</p>
${details}
<p role="status">${escapeHtml(state)}</p>
${form(`<button type="submit" name="action" value="return">${escapeHtml(t.returnToMerchant)}</button>`)}`,
    );
  }
  return page(
    locale,
    nonce,
    `<p class="notice">${escapeHtml(t.sandboxNotice)}</p>
<p>${escapeHtml(t.intro)}</p>
${details}
<h2>${escapeHtml(t.choiceHeading)}</h2>
${form(`<div class="actions">
<button type="submit" name="action" value="balance">${escapeHtml(t.payWithBalance)}</button>
<button type="submit" name="action" value="declined_card" class="secondary" aria-describedby="declining-card-hint">${escapeHtml(t.payWithDecliningCard)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(t.cancelAndReturn)}</button>
</div>
<p class="hint" id="declining-card-hint">${escapeHtml(t.decliningCardHint)}</p>`)}`,
  );
}

/** Shown instead of a redirect when the order's return (or cancel) address is not an allowed origin. */
export function renderReturnRefusedPage(locale: Locale, nonce: string): string {
  return page(locale, nonce, `<p role="alert">${escapeHtml(PAYPAL_SANDBOX_TEXTS[locale].returnRefused)}</p>`);
}
