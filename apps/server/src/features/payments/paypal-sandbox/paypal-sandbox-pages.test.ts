import { LOCALES } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/money.ts';
import { escapeHtml } from '../sandbox/sandbox-pages.ts';
import { PAYPAL_SANDBOX_TEXTS } from './paypal-sandbox.texts.ts';
import {
  type CheckoutOrderView,
  renderCheckoutPage,
  renderReturnRefusedPage,
} from './paypal-sandbox-pages.ts';

const ORDER: CheckoutOrderView = {
  status: 'CREATED',
  reference: 'PL0123456789ABCDEFGHJK',
  description: 'Deposit for your stay',
  amount: 1_250,
  currency: 'USD',
};

const render = (locale: (typeof LOCALES)[number], order: CheckoutOrderView | null = ORDER) =>
  renderCheckoutPage({
    locale,
    nonce: 'n0nce',
    actionUrl: '/sandbox-paypal/checkoutnow?token=5O190127TN364715T',
    order,
  });

describe('PayPal sandbox approval page', () => {
  it('speaks each of the five languages, with its lang attribute and its own words', () => {
    const tags = { ja: 'ja', en: 'en', zh_Hans: 'zh-Hans', zh_Hant: 'zh-Hant', ko: 'ko' };
    for (const locale of LOCALES) {
      const html = render(locale);
      const t = PAYPAL_SANDBOX_TEXTS[locale];
      expect(html).toContain(`<html lang="${tags[locale]}">`);
      expect(html).toContain(`<h1>${escapeHtml(t.title)}</h1>`);
      for (const words of [
        t.payWithBalance,
        t.payWithDecliningCard,
        t.cancelAndReturn,
        t.reference,
        t.amount,
      ])
        expect(html).toContain(escapeHtml(words));
      expect(html).toContain(escapeHtml(formatMoney(1_250, 'USD', locale)));
    }
    // Five real translations: no language falls back to another's words.
    for (const key of Object.keys(PAYPAL_SANDBOX_TEXTS.en) as (keyof typeof PAYPAL_SANDBOX_TEXTS.en)[]) {
      const words = LOCALES.map((locale) => PAYPAL_SANDBOX_TEXTS[locale][key]);
      expect(new Set(words).size, key).toBeGreaterThanOrEqual(4);
      for (const word of words) expect(word.trim(), key).not.toBe('');
    }
  });

  it('puts the three buttons in one form posting back to the page, and no script without the nonce', () => {
    const html = render('en');
    expect(html.match(/<form /g)).toHaveLength(1);
    expect(html).toContain(
      '<form method="post" action="/sandbox-paypal/checkoutnow?token=5O190127TN364715T">',
    );
    for (const action of ['balance', 'declined_card', 'cancel'])
      expect(html).toContain(`<button type="submit" name="action" value="${action}"`);
    for (const tag of html.match(/<(script|style)[^>]*>/g) ?? []) expect(tag).toContain('nonce="n0nce"');
    expect(html).toContain('aria-describedby="declining-card-hint"');
    expect(html).toContain('id="declining-card-hint"');
  });

  it('escapes what the merchant sent, and leaves out a missing description', () => {
    const html = render('en', {
      ...ORDER,
      reference: '<img src=x onerror=alert(1)>',
      description: '"><script>x</script>',
    });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(render('en')).toContain(`<dt>Description</dt><dd>Deposit for your stay</dd>`);
    expect(render('en', { ...ORDER, description: null })).not.toContain('<dt>Description</dt>');
  });

  it('an order answered already shows its state and one button back, never the three', () => {
    const states = [
      ['APPROVED', 'approved'],
      ['COMPLETED', 'completed'],
      ['VOIDED', 'voided'],
    ] as const;
    for (const [status, key] of states) {
      const html = render('ja', { ...ORDER, status });
      expect(html).toContain(PAYPAL_SANDBOX_TEXTS.ja[key]);
      expect(html).toContain('value="return"');
      expect(html).not.toContain('value="balance"');
      expect(html).not.toContain('value="cancel"');
    }
  });

  it('no order, or a refused return address: a heading and an alert, no form', () => {
    for (const html of [render('ko', null), renderReturnRefusedPage('ko', 'n0nce')]) {
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain(`<h1>${PAYPAL_SANDBOX_TEXTS.ko.title}</h1>`);
      expect(html).toContain('role="alert"');
      expect(html).not.toContain('<form');
    }
    expect(render('ko', null)).toContain(PAYPAL_SANDBOX_TEXTS.ko.notFound);
    expect(renderReturnRefusedPage('ko', 'n0nce')).toContain(PAYPAL_SANDBOX_TEXTS.ko.returnRefused);
  });
});
