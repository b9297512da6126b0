// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CHATBOT_TEXTS, chatbotWidgetUrl, localeOf, readChatbotConfig } from './chatbot-config.ts';

afterEach(() => {
  document.documentElement.lang = '';
});

function tag(data: Record<string, string>, src = 'https://book.example/chatbot.js'): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  for (const [key, value] of Object.entries(data)) script.setAttribute(`data-${key}`, value);
  return script;
}

describe('localeOf', () => {
  it.each([
    ['ja-JP', 'ja'],
    ['en', 'en'],
    ['ko-KR', 'ko'],
    ['zh-CN', 'zh_Hans'],
    ['zh', 'zh_Hans'],
    ['zh-TW', 'zh_Hant'],
    ['zh-Hant-HK', 'zh_Hant'],
    ['zh_Hant', 'zh_Hant'],
    ['fr-FR', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s is %s', (tagName, locale) => {
    expect(localeOf(tagName)).toBe(locale);
  });
});

describe('readChatbotConfig', () => {
  it('reads the hotel code, and the widget origin and folder from the script address', () => {
    const config = readChatbotConfig(
      tag({ 'hotel-code': 'hanami-tokyo' }, 'https://cdn.example/w/chatbot.js?v=2'),
    );
    expect(config).toEqual({
      hotelCode: 'hanami-tokyo',
      locale: undefined,
      base: 'https://cdn.example/w/',
      origin: 'https://cdn.example',
    });
  });

  it('takes the language from data-locale, else from the page', () => {
    document.documentElement.lang = 'ko';
    expect(readChatbotConfig(tag({ 'hotel-code': 'h', locale: 'ja' })).locale).toBe('ja');
    expect(readChatbotConfig(tag({ 'hotel-code': 'h' })).locale).toBe('ko');
  });

  it('refuses a tag without a hotel code', () => {
    expect(() => readChatbotConfig(tag({}))).toThrow();
  });
});

describe('chatbotWidgetUrl', () => {
  const config = {
    hotelCode: 'hanami-tokyo',
    locale: 'ja' as const,
    base: 'https://book.example/',
    origin: '',
  };

  it('opens the widget in chatbot mode at its start page', () => {
    const url = new URL(chatbotWidgetUrl(config)!);
    expect(url.origin + url.pathname).toBe('https://book.example/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'ja',
      code: 'hanami-tokyo',
      iframe: 'triplabot',
      fromChatbot: 'true',
    });
  });

  it('opens a path with a query, whose locale may differ but whose chatbot keys are the script’s', () => {
    const url = new URL(
      chatbotWidgetUrl(config, '/chat-sign-in', {
        auth_auto_message_id: 'm-1',
        triplabot_user_id: 'u-7',
        locale: 'en',
        code: 'another-hotel',
        iframe: 'none',
      })!,
    );
    expect(url.pathname).toBe('/chat-sign-in');
    expect(url.searchParams.get('auth_auto_message_id')).toBe('m-1');
    expect(url.searchParams.get('triplabot_user_id')).toBe('u-7');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('code')).toBe('hanami-tokyo');
    expect(url.searchParams.get('iframe')).toBe('triplabot');
  });

  it('stays in the widget’s folder on its origin', () => {
    const inFolder = { ...config, base: 'https://cdn.example/w/' };
    expect(new URL(chatbotWidgetUrl(inFolder, '/booking/result')!).pathname).toBe('/w/booking/result');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/../admin',
    '/a/../../b',
    'javascript:alert(1)',
    '/booking/result?x=1',
    '/a//b',
    'booking',
  ])('refuses %s', (path) => {
    expect(chatbotWidgetUrl(config, path)).toBeNull();
  });
});

describe('the texts', () => {
  it('has the same four words in each of the five languages, none left in English', () => {
    for (const [locale, texts] of Object.entries(CHATBOT_TEXTS)) {
      expect(texts, locale).toHaveLength(4);
      for (const text of texts) expect(text.trim(), locale).not.toBe('');
      if (locale === 'en') continue;
      for (const [i, text] of texts.entries()) expect(text, locale).not.toBe(CHATBOT_TEXTS.en[i]);
    }
    expect(Object.keys(CHATBOT_TEXTS).sort()).toEqual(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant']);
  });
});
