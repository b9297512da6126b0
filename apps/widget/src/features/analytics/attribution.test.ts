import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/safe-storage.ts';
import { readStartQuery } from '../address/start-query.ts';
import { attributionOf, keepAttribution } from './attribution.ts';

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** The start query of a page at `query`. */
const page = (query: string) => readStartQuery(new URLSearchParams(query));

describe('attributionOf', () => {
  it('takes the address’s utm_*, metasearch_source and segment_ids, only those with a value', () => {
    expect(
      attributionOf(
        page(
          'code=hanami-tokyo&utm_source=newsletter&utm_medium=email&utm_campaign=&segment_ids=vip,,repeat',
        ),
      ),
    ).toEqual({ utm_source: 'newsletter', utm_medium: 'email', segment_ids: ['vip', 'repeat'] });
    expect(attributionOf(page('code=hanami-tokyo'))).toEqual({});
  });

  it('keeps to what the reservation accepts: lengths, segment ids, no NUL', () => {
    const long = 'x'.repeat(250);
    const kept = attributionOf(
      page(
        `utm_source=${long}&metasearch_source=${'m'.repeat(150)}&utm_medium=a%00b&segment_ids=ok,not ok,${'s'.repeat(65)}`,
      ),
    );
    expect(kept.utm_source).toHaveLength(200);
    expect(kept.metasearch_source).toHaveLength(100);
    expect(kept.utm_medium).toBe('ab');
    expect(kept.segment_ids).toEqual(['ok']);
    // An emoji cut in half at the limit would be refused: the half goes.
    expect(attributionOf(page(`utm_source=${'x'.repeat(199)}😀`)).utm_source).toBe('x'.repeat(199));
  });

  it('embedded: reads the host page’s address when the widget’s own names no source', () => {
    const parentUrl = encodeURIComponent(
      'https://www.hanami-hotels.example/tokyo?utm_source=newsletter&utm_campaign=spring',
    );
    expect(attributionOf(page(`code=hanami-tokyo&parentUrl=${parentUrl}&segment_ids=vip`))).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      segment_ids: ['vip'],
    });
    // The widget's own source wins.
    expect(attributionOf(page(`utm_source=google&parentUrl=${parentUrl}`))).toEqual({ utm_source: 'google' });
    expect(attributionOf(page('parentUrl=not%20a%20url'))).toEqual({});
  });
});

describe('keepAttribution', () => {
  it('keeps the first page’s source for the visit when later pages name none', () => {
    const storage = memoryStorage();
    expect(keepAttribution(page('utm_source=newsletter&utm_medium=email'), storage)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
    expect(keepAttribution(page('code=hanami-tokyo'), storage)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
    });
  });

  it('lets a later page with its own source replace all of it (last non-direct click)', () => {
    const storage = memoryStorage();
    keepAttribution(page('utm_source=newsletter&utm_medium=email&segment_ids=vip'), storage);
    expect(keepAttribution(page('metasearch_source=trivago'), storage)).toEqual({
      metasearch_source: 'trivago',
    });
    expect(keepAttribution(page(''), storage)).toEqual({ metasearch_source: 'trivago' });
  });

  it('lets later segment_ids replace only the segments', () => {
    const storage = memoryStorage();
    keepAttribution(page('utm_source=newsletter&segment_ids=vip'), storage);
    expect(keepAttribution(page('segment_ids=repeat'), storage)).toEqual({
      utm_source: 'newsletter',
      segment_ids: ['repeat'],
    });
  });

  it('is undefined when nothing is known, and re-checks what storage holds', () => {
    const storage = memoryStorage();
    expect(keepAttribution(page(''), storage)).toBeUndefined();
    storage.set(
      'yadori_attribution',
      JSON.stringify({ utm_source: 'x'.repeat(300), segment_ids: ['bad id', 7] }),
    );
    expect(keepAttribution(page(''), storage)).toEqual({ utm_source: 'x'.repeat(200) });
    storage.set('yadori_attribution', 'null');
    expect(keepAttribution(page(''), storage)).toBeUndefined();
  });
});
