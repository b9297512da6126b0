import { LOCALES, type Locale } from '@yadori/contract/locales';
import { describe, expect, it } from 'vitest';
import { en } from './messages.en.ts';
import { CATALOGS, localizedName, resolveLocale, translate } from './translate.ts';

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

describe('a name the data holds per language', () => {
  const dinner = localizedName(
    [
      { locale: 'ja', name: 'ご夕食の開始時刻' },
      { locale: 'en', name: 'Dinner time' },
      { locale: 'ko', name: '' },
      { locale: 'constructor', name: 'x' },
    ],
    'ja',
    '夕食',
  );

  it('is read in the language of the message, else in the owner language', () => {
    expect(translate('en', 'questions.required', { question: dinner })).toBe(
      'Required fields can\'t be blank: "Dinner time".',
    );
    expect(translate('ja', 'questions.required', { question: dinner })).toBe(
      '必須項目を入力してください：「ご夕食の開始時刻」',
    );
    // No Korean wording (an empty one counts as none): the owner's Japanese, as the widget shows it.
    expect(translate('ko', 'questions.required', { question: dinner })).toBe(
      '필수 항목을 입력해 주세요: "ご夕食の開始時刻"',
    );
  });

  it('falls back to the stored name without an owner-language row, and never to a stray locale', () => {
    const bare = localizedName([{ locale: 'en', name: 'Dinner time' }], 'ja', '夕食');
    expect(translate('zh_Hant', 'questions.required', { question: bare })).toBe(
      '必填欄位不可空白：「夕食」。',
    );
    expect(translate('constructor' as Locale, 'questions.required', { question: dinner })).toBe(
      'Required fields can\'t be blank: "Dinner time".',
    );
  });
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
