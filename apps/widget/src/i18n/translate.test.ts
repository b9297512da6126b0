import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { ja } from './locales/ja.ts';
import { createTranslator } from './translate.ts';

describe('createTranslator', () => {
  it('returns the text of the key in the given catalog', () => {
    expect(createTranslator(ja)('header.languageLabel')).toBe('言語');
  });

  it('fills {name} placeholders and keeps ones without a value', () => {
    const t = createTranslator(en);
    expect(t('app.pageTitle', { page: 'Search results', hotel: 'Hanami Tokyo' })).toBe(
      'Search results | Hanami Tokyo',
    );
    expect(t('app.pageTitle', { page: 'Error' })).toBe('Error | {hotel}');
  });
});
