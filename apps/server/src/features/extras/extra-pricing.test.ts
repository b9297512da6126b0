import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { type PricedExtraFacts, priceExtras } from './extra-pricing.ts';

const stay = { checkin: '2026-05-01', checkout: '2026-05-03', today: '2026-04-20' };

function extra(overrides: Partial<PricedExtraFacts> = {}): PricedExtraFacts {
  return {
    id: 7,
    name: 'Breakfast',
    extraType: 'generic',
    price: 2800,
    minQuantity: 1,
    maxQuantity: 4,
    stock: new Map([
      ['2026-05-01', { inventory: 5, price: null }],
      ['2026-05-02', { inventory: 1, price: 3300 }],
      ['2026-05-03', { inventory: 5, price: null }],
    ]),
    ...overrides,
  };
}

const catalog = (...extras: PricedExtraFacts[]) => new Map(extras.map((e) => [e.id, e]));

function codeOf(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('no error');
}

describe('priceExtras', () => {
  it('prices units on the check-in date by default, tax included with the tax alongside', () => {
    const priced = priceExtras(catalog(extra()), [{ extra_id: 7, quantity: 2 }], stay);
    expect(priced.total).toBe(5600);
    expect(priced.tax).toBe(509);
    expect(priced.extras[0]?.deliveries).toEqual([
      { extraId: 7, date: '2026-05-01', quantity: 2, unitPrice: 2800, amount: 5600 },
    ]);
  });

  it("uses a day's own price and sums deliveries over the stay, check-out day included", () => {
    const priced = priceExtras(
      catalog(extra()),
      [
        {
          extra_id: 7,
          quantity: 3,
          normalized_delivery_times: [
            { delivered_at: '2026-05-03', quantity: 2 },
            { delivered_at: '2026-05-02', quantity: 1 },
          ],
          price: 3300 + 5600,
        },
      ],
      stay,
    );
    expect(priced.total).toBe(8900);
    expect(priced.extras[0]?.deliveries.map((d) => d.date)).toEqual(['2026-05-02', '2026-05-03']);
  });

  it('leaves out extras chosen with quantity 0', () => {
    expect(priceExtras(catalog(extra()), [{ extra_id: 7, quantity: 0 }], stay).extras).toEqual([]);
  });

  it('refuses with the codes of spec section 8', () => {
    const c = catalog(extra());
    expect(codeOf(() => priceExtras(c, [{ extra_id: 99, quantity: 1 }], stay))).toBe(1100);
    expect(
      codeOf(() =>
        priceExtras(
          c,
          [
            { extra_id: 7, quantity: 1 },
            { extra_id: 7, quantity: 1 },
          ],
          stay,
        ),
      ),
    ).toBe(1100);
    expect(
      codeOf(() => priceExtras(c, [{ extra_id: 7, quantity: 1 }], { ...stay, today: '2026-05-02' })),
    ).toBe(1101);
    expect(
      codeOf(() =>
        priceExtras(
          c,
          [
            {
              extra_id: 7,
              quantity: 2,
              normalized_delivery_times: [{ delivered_at: '2026-05-01', quantity: 1 }],
            },
          ],
          stay,
        ),
      ),
    ).toBe(1102);
    expect(codeOf(() => priceExtras(c, [{ extra_id: 7, quantity: 1, price: 100 }], stay))).toBe(1103);
    expect(codeOf(() => priceExtras(c, [{ extra_id: 7, quantity: 5 }], stay))).toBe(1104);
    expect(
      codeOf(() =>
        priceExtras(
          c,
          [
            {
              extra_id: 7,
              quantity: 2,
              normalized_delivery_times: [{ delivered_at: '2026-05-02', quantity: 2 }],
            },
          ],
          stay,
        ),
      ),
    ).toBe(1105);
    expect(
      codeOf(() =>
        priceExtras(
          c,
          [
            {
              extra_id: 7,
              quantity: 1,
              normalized_delivery_times: [{ delivered_at: '2026-05-04', quantity: 1 }],
            },
          ],
          stay,
        ),
      ),
    ).toBe(1106);
  });

  it('a minimum above one is enforced', () => {
    expect(
      codeOf(() => priceExtras(catalog(extra({ minQuantity: 2 })), [{ extra_id: 7, quantity: 1 }], stay)),
    ).toBe(1102);
  });
});
