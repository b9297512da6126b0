// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type EmbedConfig, readConfig, textsFor, widgetUrl } from './config.ts';

function script(src: string, data: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  element.src = src;
  for (const [key, value] of Object.entries(data)) element.setAttribute(`data-${key}`, value);
  return element;
}

const page = { href: 'https://hotel.example/stay/?utm_source=x', pathname: '/stay/' };

describe('readConfig', () => {
  it('derives the widget origin and base folder from the script’s own src', () => {
    const config = readConfig(
      script('https://book.example/yadori/embed.js?v=3', { 'hotel-code': 'hanami-tokyo' }),
    );
    expect(config).toMatchObject({
      hotelCode: 'hanami-tokyo',
      mode: 'inline',
      origin: 'https://book.example',
      base: 'https://book.example/yadori/',
    });
    expect(config.bookingWidgetType).toBeUndefined();
  });

  it('reads mode, locale, target, label and the standalone widget type', () => {
    const config = readConfig(
      script('https://book.example/embed.js', {
        'hotel-code': 'yamabuki-ryokan',
        mode: 'button',
        locale: 'zh_Hant',
        target: '#booking',
        label: 'Reserve',
        'booking-widget-type': 'standalone',
      }),
    );
    expect(config).toMatchObject({
      mode: 'button',
      locale: 'zh_Hant',
      target: '#booking',
      label: 'Reserve',
      bookingWidgetType: 'standalone',
    });
  });

  it('falls back to inline for an unknown mode', () => {
    const config = readConfig(script('https://book.example/embed.js', { 'hotel-code': 'x', mode: 'popup' }));
    expect(config.mode).toBe('inline');
  });

  it('refuses a tag without a hotel code and says why', () => {
    expect(() => readConfig(script('https://book.example/embed.js', {}))).toThrow(/data-hotel-code/);
  });
});

describe('widgetUrl', () => {
  const config: EmbedConfig = {
    hotelCode: 'hanami-tokyo',
    mode: 'inline',
    base: 'https://book.example/yadori/',
    origin: 'https://book.example',
  };

  it('carries code, parentUrl and parentPathname for an inline iframe', () => {
    const url = new URL(widgetUrl(config, 'inline', page));
    expect(url.origin + url.pathname).toBe('https://book.example/yadori/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: 'hanami-tokyo',
      parentUrl: page.href,
      parentPathname: '/stay/',
    });
  });

  it('adds the locale when given and closeable=1 for modal and button', () => {
    for (const kind of ['modal', 'button'] as const) {
      const url = new URL(widgetUrl({ ...config, locale: 'ja' }, kind, page));
      expect(url.searchParams.get('locale')).toBe('ja');
      expect(url.searchParams.get('closeable')).toBe('1');
    }
  });

  it('gives a standalone page only the code and locale, never a parent or a close button', () => {
    const url = new URL(widgetUrl({ ...config, locale: 'ko' }, 'standalone', page));
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'hanami-tokyo', locale: 'ko' });
  });
});

describe('textsFor', () => {
  it('localizes the button for ja, en, zh and ko page languages', () => {
    expect(textsFor('ja')[0]).toBe('今すぐ予約');
    expect(textsFor('en-GB')[0]).toBe('Book now');
    expect(textsFor('zh-Hant-TW')[0]).toBe('立即预订');
    expect(textsFor('ko')[0]).toBe('지금 예약');
  });

  it('uses English for other languages', () => {
    expect(textsFor('fr')).toEqual(textsFor('en'));
  });
});
