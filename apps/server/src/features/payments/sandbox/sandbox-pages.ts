import type { Locale } from '@yadori/contract/locales';
import { ownValue } from '@yadori/contract/own-value';
import { formatMoney } from '../../../lib/money.ts';
import type { CardBrand } from '../../../platform/payments/payment-provider.ts';
import { FIELDS_SCRIPT } from './card-fields-script.ts';
import { BRAND_NAMES, brandRulesForBrowser, TEST_CARDS } from './card-rules.ts';
import { fill, SANDBOX_TEXTS } from './sandbox.texts.ts';

const HTML_LANG: Record<Locale, string> = {
  en: 'en',
  ja: 'ja',
  zh_Hans: 'zh-Hans',
  zh_Hant: 'zh-Hant',
  ko: 'ko',
};

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Hiragino Sans", "Noto Sans JP", sans-serif; }
  body { margin: 0; padding: 12px; color: #1a1a1a; background: #fff; font-size: 16px; line-height: 1.5; }
  h1 { font-size: 1.1rem; margin: 0 0 8px; }
  .notice { background: #fff8e1; border: 1px solid #c9a227; padding: 8px; border-radius: 4px; font-size: .9rem; }
  label { display: block; font-weight: 600; margin-top: 12px; }
  .hint { display: block; font-size: .85rem; color: #4a4a4a; }
  input { font: inherit; padding: 8px; border: 1px solid #6b6b6b; border-radius: 4px; width: 100%; box-sizing: border-box; }
  input[aria-invalid="true"] { border-color: #b00020; border-width: 2px; }
  .row { display: flex; gap: 8px; } .row > div { flex: 1; }
  fieldset { border: 0; padding: 0; margin: 12px 0 0; } legend { font-weight: 600; }
  .error { color: #b00020; font-size: .9rem; margin: 4px 0 0; }
  .brand { margin: 4px 0 0; font-size: .9rem; }
  button { font: inherit; margin-top: 16px; padding: 10px 16px; border-radius: 4px; border: 1px solid #1a1a1a; background: #1a1a1a; color: #fff; cursor: pointer; min-height: 44px; }
  button.secondary { background: #fff; color: #1a1a1a; }
  button:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  table { border-collapse: collapse; font-size: .85rem; margin-top: 8px; } th, td { border: 1px solid #999; padding: 4px 6px; text-align: left; }
  .status { margin-top: 12px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; } dt { font-weight: 600; } dd { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/**
 * The challenge pages open in the widget's own iframe, which the hotel's page sized to the widget's
 * last page (a long payment form): the page tells the embedding loader its own height with the
 * widget's `resize` message, so the guest is not left with a tall empty frame. A height carries no
 * secret, so no target origin is pinned (the loader hears only its own frame on the widget's origin).
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

function page(locale: Locale, title: string, nonce: string, body: string, fitFrame = false): string {
  const script = fitFrame ? `\n<script nonce="${nonce}">${FIT_FRAME_SCRIPT}</script>` : '';
  return `<!doctype html>
<html lang="${HTML_LANG[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${body}${script}
</body>
</html>`;
}

function testCardsTable(locale: Locale): string {
  const t = SANDBOX_TEXTS[locale];
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td>${escapeHtml(card.number.replace(/(\d{4})(?=\d)/g, '$1 '))}</td><td>${BRAND_NAMES[card.brand]}</td><td>${escapeHtml(card.note)}</td></tr>`,
  ).join('');
  return `<details><summary>${escapeHtml(t.testCards)}</summary>
<p class="hint">${escapeHtml(t.testCardsIntro)}</p>
<table><thead><tr><th scope="col">${escapeHtml(t.testCardNumber)}</th><th scope="col">Brand</th><th scope="col">${escapeHtml(t.testCardResult)}</th></tr></thead><tbody>${rows}</tbody></table>
</details>`;
}

/** The refusal shown instead of the form when the embedding origin is not allowed. */
export function renderRefusedFieldsPage(locale: Locale, nonce: string): string {
  const t = SANDBOX_TEXTS[locale];
  return page(
    locale,
    t.fieldsTitle,
    nonce,
    `<main><p role="alert">${escapeHtml(t.originRefused)}</p></main>`,
  );
}

/**
 * The hosted card fields: the guest's card goes from this page straight to the sandbox's token
 * endpoint. The parent (the widget, heard and answered at `parentOrigin` only) asks for a token with
 * `{source:'yadori-widget', type:'tokenize', request_id}` and gets back `token` (token, brand, last4),
 * `invalid` (errors: [{field, key}] with the spec's card-issue keys) or `error` (code); plus `ready`
 * and `resize` (height). No card data is posted to the parent.
 */
export function renderFieldsPage(options: {
  locale: Locale;
  nonce: string;
  parentOrigin: string;
  tokenUrl: string;
  validThrough?: string;
  /** Brands the hotel accepts (all five when empty). */
  brands: string[];
  /**
   * Paying with a card of the vault: only its security code is asked (`tokenUrl` is then the
   * security-code token endpoint) for a card of this brand.
   */
  securityCodeFor?: CardBrand;
}): string {
  const { locale, nonce, securityCodeFor } = options;
  const t = SANDBOX_TEXTS[locale];
  const config = {
    parentOrigin: options.parentOrigin,
    tokenUrl: options.tokenUrl,
    validThrough: options.validThrough ?? null,
    brands: options.brands,
    mode: securityCodeFor ? 'security_code' : 'card',
    brand: securityCodeFor ?? null,
    locale,
    rules: brandRulesForBrowser(),
    brandNames: BRAND_NAMES,
    texts: t,
  };
  const field = (id: string, label: string, attrs: string, hint?: string) => `
<div>
<label for="${id}">${escapeHtml(label)}</label>
${hint ? `<span class="hint" id="${id}-hint">${escapeHtml(hint)}</span>` : ''}
<input id="${id}" name="${id}" ${attrs} aria-describedby="${hint ? `${id}-hint ` : ''}${id}-error">
<p class="error" id="${id}-error" hidden></p>
</div>`;
  if (securityCodeFor) {
    const cvcLength = brandRulesForBrowser().find((rule) => rule.brand === securityCodeFor)?.cvcLength ?? 4;
    const codeBody = `<main>
<p class="notice">${escapeHtml(t.savedCardNotice)}</p>
<form id="card-form" novalidate>
${field('cvc', fill(t.savedCardCvc, { brand: BRAND_NAMES[securityCodeFor] }), `inputmode="numeric" autocomplete="cc-csc" maxlength="${cvcLength}" required`, t.cvcHint)}
<p class="status" id="status" role="status"></p>
</form>
</main>
<script type="application/json" id="config">${scriptJson(config)}</script>
<script nonce="${nonce}">${FIELDS_SCRIPT}</script>`;
    return page(locale, t.fieldsTitle, nonce, codeBody);
  }
  // No heading of its own: the widget titles this frame and heads its section ("Card details").
  const body = `<main>
<p class="notice">${escapeHtml(t.sandboxNotice)}</p>
<form id="card-form" novalidate>
${field('card_number', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required spellcheck="false"')}
<p class="brand" id="brand" aria-live="polite">${escapeHtml(t.brandUnknown)}</p>
<fieldset>
<legend>${escapeHtml(t.expiry)}</legend>
<div class="row">
${field('expiry_month', t.expiryMonth, 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" required')}
${field('expiry_year', t.expiryYear, 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="4" required')}
</div>
</fieldset>
${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required', t.cvcHint)}
${field('holder_name', t.holder, 'autocomplete="cc-name" autocapitalize="characters" maxlength="50" required spellcheck="false"', t.holderHint)}
<p class="status" id="status" role="status"></p>
</form>
${testCardsTable(locale)}
</main>
<script type="application/json" id="config">${scriptJson(config)}</script>
<script nonce="${nonce}">${FIELDS_SCRIPT}</script>`;
  return page(locale, t.fieldsTitle, nonce, body);
}

/** The 3-D Secure challenge: complete, fail or cancel, each a button of one form posting back here. */
export function renderChallengePage(options: {
  locale: Locale;
  nonce: string;
  actionUrl: string;
  payment: {
    amount: number;
    currency: string;
    reference: string;
    brand: string | null;
    last4: string | null;
  } | null;
  answered: boolean;
}): string {
  const { locale, nonce, payment } = options;
  const t = SANDBOX_TEXTS[locale];
  if (!payment) {
    return page(
      locale,
      t.challengeTitle,
      nonce,
      `<main><h1>${escapeHtml(t.challengeTitle)}</h1><p role="alert">${escapeHtml(t.challengeNotFound)}</p></main>`,
      true,
    );
  }
  const amount = formatAmount(payment.amount, payment.currency, locale);
  const card = payment.brand
    ? `${ownValue(BRAND_NAMES, payment.brand) ?? payment.brand} •••• ${payment.last4 ?? ''}`
    : '';
  const details = `<dl>
<dt>${escapeHtml(t.challengeAmount)}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t.challengeCard)}</dt><dd>${escapeHtml(card)}</dd>
</dl>`;
  const actions = options.answered
    ? `<p role="status">${escapeHtml(t.challengeAnswered)}</p>
<form method="post" action="${escapeHtml(options.actionUrl)}"><input type="hidden" name="locale" value="${locale}"><button type="submit" name="action" value="return">${escapeHtml(t.backToBooking)}</button></form>`
    : `<form method="post" action="${escapeHtml(options.actionUrl)}">
<input type="hidden" name="locale" value="${locale}">
<div class="actions">
<button type="submit" name="action" value="complete">${escapeHtml(t.complete)}</button>
<button type="submit" name="action" value="fail" class="secondary">${escapeHtml(t.fail)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(t.cancel)}</button>
</div>
</form>`;
  return page(
    locale,
    t.challengeTitle,
    nonce,
    `<main>
<h1>${escapeHtml(t.challengeTitle)}</h1>
<p class="notice">${escapeHtml(t.sandboxNotice.split(/(?<=[.。])/)[0] ?? t.sandboxNotice)}</p>
<p>${escapeHtml(t.challengeIntro)}</p>
${details}
${actions}
</main>`,
    true,
  );
}

/** The page shown instead of a redirect when the stored return address is not an allowed origin. */
export function renderReturnRefusedPage(locale: Locale, nonce: string): string {
  const t = SANDBOX_TEXTS[locale];
  return page(
    locale,
    t.challengeTitle,
    nonce,
    `<main><h1>${escapeHtml(t.challengeTitle)}</h1><p role="alert">${escapeHtml(t.returnRefused)}</p></main>`,
    true,
  );
}

function formatAmount(minor: number, currency: string, locale: Locale): string {
  try {
    return formatMoney(minor, currency, locale);
  } catch {
    return `${minor} ${currency}`;
  }
}

export { fill };
