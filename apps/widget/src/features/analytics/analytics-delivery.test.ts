import type { AnalyticsEvent } from '@yadori/contract/analytics.constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../lib/safe-storage.ts';
import { type BuildEvents, claimOnce, deliver, sendEvents } from './analytics-delivery.ts';

const event: AnalyticsEvent = {
  event: 'purchase',
  page_locale: 'ja',
  ecommerce: { currency: 'JPY', value: 20000, items: [], transaction_id: 'AB23CD45EF' },
};

/** A window whose parent is another object, as inside the loader's iframe. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  const win = { parent, top: parent } as unknown as Window & { self: Window };
  (win as { self: Window }).self = win;
  return { win, parent };
}

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

afterEach(() => {
  sessionStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('deliver', () => {
  it('posts each event to the host page’s loader with the layer names', () => {
    const { win, parent } = framedWindow();
    deliver({ kind: 'host', dataLayers: ['dataLayer'] }, [event, event], win);
    expect(parent.postMessage).toHaveBeenCalledTimes(2);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'yadori', type: 'analytics', event, data_layers: ['dataLayer'] },
      '*',
    );
  });

  it('pushes into the standalone page’s own dataLayer', () => {
    deliver({ kind: 'standalone', tags: { gtmId: 'GTM-ABC1234', gaId: null } }, [event]);
    const layer = (window as { dataLayer?: unknown[] }).dataLayer ?? [];
    expect(layer.slice(-2)).toEqual([{ ecommerce: null }, event]);
  });
});

describe('claimOnce', () => {
  it('claims a key once per tab', () => {
    const storage = memoryStorage();
    expect(claimOnce('purchase:AB23CD45EF', storage)).toBe(true);
    expect(claimOnce('purchase:AB23CD45EF', storage)).toBe(false);
    expect(claimOnce('purchase:ZZ99', storage)).toBe(true);
  });

  it('starts again over a damaged entry', () => {
    const storage = memoryStorage();
    storage.set('yadori_analytics_sent', '{not json');
    expect(claimOnce('purchase:AB23CD45EF', storage)).toBe(true);
    expect(claimOnce('purchase:AB23CD45EF', storage)).toBe(false);
  });
});

describe('sendEvents', () => {
  it('builds with the builders and the page’s context, and sends a once-only key once', () => {
    const channel = { kind: 'standalone', tags: { gtmId: 'GTM-ABC1234', gaId: null } } as const;
    const ctx = { hotelCode: 'hanami-tokyo', currency: 'JPY', locale: 'ja' };
    const build = vi.fn<BuildEvents>((events, context) =>
      events.analyticsEvent('purchase', context, [], { transaction_id: 'T1', value: 100 }),
    );
    sendEvents(channel, build, ctx, 'purchase:T1');
    sendEvents(channel, build, ctx, 'purchase:T1');
    expect(build).toHaveBeenCalledOnce();
    const layer = (window as { dataLayer?: unknown[] }).dataLayer ?? [];
    expect(layer.filter((entry) => Object(entry).event === 'purchase')).toEqual([
      {
        event: 'purchase',
        page_locale: 'ja',
        ecommerce: { currency: 'JPY', value: 100, items: [], transaction_id: 'T1' },
      },
    ]);
  });
});
