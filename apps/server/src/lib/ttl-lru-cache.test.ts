import { describe, expect, it } from 'vitest';
import { TtlLruCache } from './ttl-lru-cache.ts';

describe('TtlLruCache', () => {
  it('evicts the least recently used entry when full', () => {
    const cache = new TtlLruCache<string, number>({ max: 2, ttlMs: 1000, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('forgets entries older than the ttl', () => {
    let now = 0;
    const cache = new TtlLruCache<string, number>({ max: 10, ttlMs: 1000, now: () => now });
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
