// @vitest-environment jsdom

import type { AnalyticsEvent } from '@yadori/contract/analytics.constants';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptMessage, frameHeight, pushAnalytics, standaloneUrl } from './messages.ts';

const ORIGIN = 'https://book.example';

function frameWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

function event(init: MessageEventInit): MessageEvent {
  return new MessageEvent('message', init);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('acceptMessage', () => {
  const data = { source: 'yadori', type: 'resize', height: 640 };

  it('accepts our iframe on the widget origin', () => {
    const source = frameWindow();
    expect(acceptMessage(event({ data, origin: ORIGIN, source }), ORIGIN, source)).toEqual(data);
  });

  it('ignores another origin, even from our iframe', () => {
    const source = frameWindow();
    expect(acceptMessage(event({ data, origin: 'https://evil.example', source }), ORIGIN, source)).toBeNull();
  });

  it('ignores another frame, even on the widget origin', () => {
    const ours = frameWindow();
    const other = frameWindow();
    expect(acceptMessage(event({ data, origin: ORIGIN, source: other }), ORIGIN, ours)).toBeNull();
  });

  it('ignores anything before our iframe exists', () => {
    expect(acceptMessage(event({ data, origin: ORIGIN, source: window }), ORIGIN, null)).toBeNull();
  });

  it('ignores messages of other protocols', () => {
    const source = frameWindow();
    for (const other of [null, 'resize', { type: 'resize' }, { source: 'other', type: 'close' }]) {
      expect(acceptMessage(event({ data: other, origin: ORIGIN, source }), ORIGIN, source)).toBeNull();
    }
  });
});

describe('frameHeight', () => {
  it('takes a sane height as it is', () => {
    expect(frameHeight(640.2)).toBe(640.2);
    expect(frameHeight(0)).toBe(0);
  });

  it('refuses anything else', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e6, '640', null, undefined]) {
      expect(frameHeight(bad)).toBeNull();
    }
  });
});

describe('standaloneUrl', () => {
  it('accepts an address on the widget origin', () => {
    expect(standaloneUrl(`${ORIGIN}/?code=yamabuki-ryokan`, ORIGIN)).toBe(`${ORIGIN}/?code=yamabuki-ryokan`);
  });

  it('refuses other origins, look-alike hosts and non-strings', () => {
    for (const bad of [
      'https://evil.example/',
      `${ORIGIN}.evil.example/`,
      'javascript:alert(1)',
      '/relative',
      42,
    ]) {
      expect(standaloneUrl(bad, ORIGIN)).toBeNull();
    }
  });
});

describe('pushAnalytics', () => {
  const event: AnalyticsEvent = {
    event: 'add_to_cart',
    page_locale: 'en',
    ecommerce: {
      currency: 'JPY',
      value: 18000,
      items: [
        {
          item_id: 'DBL',
          item_name: 'Double',
          item_variant: 'NOMEAL',
          item_category: 'room',
          item_brand: 'hanami-tokyo',
          price: 18000,
          quantity: 1,
        },
      ],
    },
  };
  const message = (data_layers: string[]) =>
    ({ source: 'yadori', type: 'analytics', event, data_layers }) as const;
  /** gtag() pushes its arguments object, not an array. */
  function gtag(..._args: unknown[]): IArguments {
    // biome-ignore lint/complexity/noArguments: the object gtag itself pushes.
    return arguments;
  }

  it('clears the previous ecommerce object, then pushes the event into each named layer', () => {
    const win: Record<string, unknown> = { dataLayer: [{ event: 'gtm.js' }] };
    pushAnalytics(message(['dataLayer', 'hotelLayer']), win);
    expect(win.dataLayer).toEqual([{ event: 'gtm.js' }, { ecommerce: null }, event]);
    // Absent: made.
    expect(win.hotelLayer).toEqual([{ ecommerce: null }, event]);
  });

  it('writes nothing but window[name] for a valid identifier', () => {
    const win: Record<string, unknown> = {};
    pushAnalytics(message(['a.b', 'x[0]', '', '1layer', 'ok_$1']), win);
    expect(Object.keys(win)).toEqual(['ok_$1']);
  });

  it('pushes nothing while the host’s consent denies analytics_storage', () => {
    const dataLayer = [gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied' })];
    const win: Record<string, unknown> = { dataLayer };
    pushAnalytics(message(['dataLayer', 'hotelLayer']), win);
    expect(win.dataLayer).toEqual([dataLayer[0]]);
    expect(win.hotelLayer).toBeUndefined();
  });

  it('follows the latest consent command that names analytics_storage', () => {
    const dataLayer: unknown[] = [
      gtag('consent', 'default', { analytics_storage: 'denied' }),
      null,
      'consent',
      gtag('consent', 'update', { analytics_storage: 'granted' }),
      // An update about ads only leaves analytics as it was.
      gtag('consent', 'update', { ad_storage: 'denied' }),
    ];
    const win: Record<string, unknown> = { dataLayer };
    pushAnalytics(message(['dataLayer']), win);
    expect(dataLayer.slice(-2)).toEqual([{ ecommerce: null }, event]);
    dataLayer.push(gtag('consent', 'update', { analytics_storage: 'denied' }));
    pushAnalytics(message(['dataLayer']), win);
    expect(dataLayer).toHaveLength(8);
  });

  it('reads consent in a custom-named layer too', () => {
    const win: Record<string, unknown> = {
      hotelLayer: [gtag('consent', 'default', { analytics_storage: 'denied' })],
    };
    pushAnalytics(message(['hotelLayer']), win);
    expect(win.hotelLayer).toHaveLength(1);
  });
});
