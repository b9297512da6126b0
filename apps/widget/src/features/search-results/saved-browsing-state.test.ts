import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/safe-storage.ts';
import { BROWSING_STATE_TTL_MS, consumeBrowsingState, saveBrowsingState } from './saved-browsing-state.ts';

function memoryStorage(): KeyValueStorage & { size(): number } {
  const map = new Map<string, string>();
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    size: () => map.size,
  };
}

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);

describe('saved browsing state', () => {
  it('lasts 600000 ms', () => {
    expect(BROWSING_STATE_TTL_MS).toBe(600_000);
  });

  it('comes back once within the time limit and is consumed when loaded', () => {
    const storage = memoryStorage();
    saveBrowsingState(storage, 'hanami-tokyo', { view: 'plan' }, T0);
    expect(consumeBrowsingState(storage, 'hanami-tokyo', T0 + BROWSING_STATE_TTL_MS - 1)).toEqual({
      view: 'plan',
    });
    expect(consumeBrowsingState(storage, 'hanami-tokyo', T0 + 1)).toBeNull();
  });

  it('is gone (and removed) once 600000 ms have passed', () => {
    const storage = memoryStorage();
    saveBrowsingState(storage, 'hanami-tokyo', { view: 'plan' }, T0);
    expect(consumeBrowsingState(storage, 'hanami-tokyo', T0 + BROWSING_STATE_TTL_MS)).toBeNull();
    expect(storage.size()).toBe(0);
  });

  it('belongs to one hotel', () => {
    const storage = memoryStorage();
    saveBrowsingState(storage, 'hanami-tokyo', 1, T0);
    expect(consumeBrowsingState(storage, 'hanami-kyoto', T0)).toBeNull();
    expect(consumeBrowsingState(storage, 'hanami-tokyo', T0)).toBe(1);
  });

  it('ignores unreadable or future-dated entries', () => {
    const storage = memoryStorage();
    storage.set('yadori_browsing_state_hanami-tokyo', '{not json');
    expect(consumeBrowsingState(storage, 'hanami-tokyo', T0)).toBeNull();
    saveBrowsingState(storage, 'hanami-tokyo', 1, T0 + 5_000);
    expect(consumeBrowsingState(storage, 'hanami-tokyo', T0)).toBeNull();
  });
});
