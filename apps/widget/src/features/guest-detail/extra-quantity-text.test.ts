import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../i18n/catalog.ts';
import { en } from '../../i18n/locales/en.ts';
import { ja } from '../../i18n/locales/ja.ts';
import { ko } from '../../i18n/locales/ko.ts';
import { zh_Hans } from '../../i18n/locales/zh_Hans.ts';
import { zh_Hant } from '../../i18n/locales/zh_Hant.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { extraQuantityError, extraQuantityHint } from './extra-quantity-text.ts';

const CATALOGS: Record<string, Catalog> = { en, ja, zh_Hans, zh_Hant, ko };
const tIn = createTranslator;

describe('extra quantity texts', () => {
  it('says "Choose 1." when the only quantity is one, not "Choose 1 to 1."', () => {
    const t = tIn(en);
    expect(extraQuantityHint(t, { min_quantity: 1, max_quantity: 1 })).toBe('Choose 1.');
    expect(extraQuantityHint(t, { min_quantity: 0, max_quantity: 1 })).toBe('Choose 1.');
    expect(extraQuantityHint(t, { min_quantity: 3, max_quantity: 3 })).toBe('Choose 3.');
    expect(extraQuantityHint(t, { min_quantity: 1, max_quantity: 4 })).toBe('Choose 1 to 4.');
    expect(extraQuantityError(t, { min_quantity: 2, max_quantity: 2 })).toBe('Choose a quantity of 2.');
    expect(extraQuantityError(t, { min_quantity: 1, max_quantity: 4 })).toBe(
      'Choose a quantity from 1 to 4.',
    );
  });

  it('says one quantity without a range in all five languages', () => {
    for (const [locale, catalog] of Object.entries(CATALOGS)) {
      const t = tIn(catalog);
      for (const count of [1, 2]) {
        const hint = extraQuantityHint(t, { min_quantity: count, max_quantity: count });
        const error = extraQuantityError(t, { min_quantity: count, max_quantity: count });
        expect(hint, `${locale} ${count}`).toContain(String(count));
        // A range would write the number twice.
        for (const text of [hint, error])
          expect(text.split(String(count)).length - 1, `${locale}: ${text}`).toBe(1);
      }
    }
  });
});
