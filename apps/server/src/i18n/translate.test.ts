import { LOCALES, type Locale } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';
import { en } from './messages.en.ts';
import { CATALOGS, resolveLocale, translate } from './translate.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error message catalogs', () => {
  it.each(LOCALES)('%s has every key with the same placeholders as en', (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(catalog[key as keyof typeof en]), `${locale}.${key}`).toEqual(placeholders(text));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not a copy of en', (locale) => {
    expect(CATALOGS[locale].sessionExpired).not.toBe(en.sessionExpired);
    expect(CATALOGS[locale].internal).not.toBe(en.internal);
  });

  it('fills placeholders', () => {
    expect(translate('en', 'tooManyRequests', { seconds: 3 })).toBe(
      'Too many requests. Please try again in 3 seconds.',
    );
    expect(translate('ja', 'hotelNotFound', { code: 'x' })).toBe('コード「x」のホテルは見つかりません。');
  });

  it.each(Object.getOwnPropertyNames(Object.prototype))(
    'answers English for a locale %s that slipped past the types',
    (name) => {
      expect(translate(name as Locale, 'routeNotFound')).toBe(en.routeNotFound);
    },
  );
});

describe('resolveLocale', () => {
  it.each([
    [undefined, 'en'],
    ['ja', 'ja'],
    ['zh_Hant', 'zh_Hant'],
    ['zh-TW', 'zh_Hant'],
    ['zh-CN', 'zh_Hans'],
    ['ko-KR', 'ko'],
    ['fr', 'en'],
    ['', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(resolveLocale(header)).toBe(expected);
  });

  // Object.prototype's own names (__proto__, constructor, toString, hasOwnProperty, __defineGetter__…),
  // as sent and in the case the alias table compares in.
  const prototypeNames = Object.getOwnPropertyNames(Object.prototype);
  it.each([...prototypeNames, ...prototypeNames.map((name) => name.toUpperCase())])(
    'a client value %s → en',
    (header) => {
      expect(resolveLocale(header)).toBe('en');
    },
  );
});
