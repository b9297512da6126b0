import { describe, expect, it } from 'vitest';
import { SANDBOX_TEXTS } from './sandbox.texts.ts';
import { renderChallengePage, renderFieldsPage } from './sandbox-pages.ts';

const challenge = (payment: { brand: string; currency: string; amount: number }) =>
  renderChallengePage({
    locale: 'en',
    nonce: 'n',
    actionUrl: '/sandbox-pay/challenge/sp_1',
    payment: { ...payment, reference: 'ABC', last4: '1111' },
    answered: false,
  });

describe('3-D Secure challenge page', () => {
  it('names a known brand and prints an unknown one as stored, never an Object.prototype member', () => {
    expect(challenge({ brand: 'visa', currency: 'JPY', amount: 12000 })).toContain('VISA •••• 1111');
    for (const brand of ['constructor', 'toString', '__proto__']) {
      const html = challenge({ brand, currency: 'JPY', amount: 12000 });
      expect(html).toContain(`${brand} •••• 1111`);
      expect(html).not.toContain('[native code]');
    }
  });
});

describe('hosted card fields page', () => {
  const fields = () =>
    renderFieldsPage({
      locale: 'en',
      nonce: 'n',
      parentOrigin: 'http://widget.test',
      tokenUrl: '/sandbox-pay/tokens',
      brands: [],
    });

  it('has no heading of its own: the widget heads the card section ("Card details" once)', () => {
    expect(fields()).not.toMatch(/<h[1-6]/);
  });

  it("empties a refused card on the widget's reset and says what to do, in five languages", () => {
    expect(fields()).toContain("data.type === 'reset'");
    const texts = Object.values(SANDBOX_TEXTS).map((t) => t.enterAnotherCard);
    expect(new Set(texts).size).toBe(5);
  });
});
