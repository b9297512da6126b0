import type { AnalyticsEvent } from '@yadori/contract/analytics.constants';
import { describe, expect, it } from 'vitest';
import { consentDefaults, pushStandalone, startStandaloneTags } from './standalone-tags.ts';

const event: AnalyticsEvent = {
  event: 'add_to_cart',
  page_locale: 'ko',
  ecommerce: { currency: 'KRW', value: 150000, items: [] },
};

/** A page of its own per test: the tags start once per page. */
function page(nav: Partial<Navigator> = {}) {
  const doc = document.implementation.createHTMLDocument('standalone');
  const win = { document: doc, navigator: { doNotTrack: null, ...nav } } as unknown as Window & {
    dataLayer?: unknown[];
  };
  return {
    win,
    doc,
    layer: () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  };
}

/** Entries as arrays: gtag commands are Arguments objects. */
const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]';

describe('consentDefaults', () => {
  it('grants analytics storage and denies advertising', () => {
    expect(consentDefaults({ doNotTrack: null } as Navigator)).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('denies analytics storage under Global Privacy Control or Do Not Track', () => {
    const gpc = { doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator;
    expect(consentDefaults(gpc).analytics_storage).toBe('denied');
    expect(consentDefaults({ doNotTrack: '1' } as Navigator).analytics_storage).toBe('denied');
  });
});

describe('startStandaloneTags', () => {
  it('sets the consent defaults before anything else, then loads gtag.js once with page views', () => {
    const { win, doc } = page({ doNotTrack: '1' });
    startStandaloneTags({ gtmId: null, gaId: 'G-ABCDE12345' }, win);
    startStandaloneTags({ gtmId: null, gaId: 'G-ABCDE12345' }, win);
    const layer = win.dataLayer ?? [];
    expect(layer.every(isArguments)).toBe(true);
    const commands = layer.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(commands.slice(1).map((command) => command[0])).toEqual(['js', 'config']);
    expect(commands[2]).toEqual(['config', 'G-ABCDE12345', { send_page_view: true }]);
    const scripts = [...doc.head.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABCDE12345']);
  });

  it('loads a Tag Manager container after its start event', () => {
    const { win, doc } = page();
    startStandaloneTags({ gtmId: 'GTM-ABC1234', gaId: null }, win);
    expect(win.dataLayer?.[1]).toMatchObject({ event: 'gtm.js' });
    const scripts = [...doc.head.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']);
  });
});

describe('pushStandalone', () => {
  it('gives Tag Manager the event object after clearing the last one, and gtag.js an event command', () => {
    const { win, layer } = page();
    pushStandalone({ gtmId: 'GTM-ABC1234', gaId: 'G-ABCDE12345' }, [event], win);
    const entries = win.dataLayer ?? [];
    expect(entries.slice(-3, -1)).toEqual([{ ecommerce: null }, event]);
    expect(layer().at(-1)).toEqual(['event', 'add_to_cart', { ...event.ecommerce, page_locale: 'ko' }]);
  });
});
