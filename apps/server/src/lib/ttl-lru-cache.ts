/**
 * A small LRU map whose entries also expire after `ttlMs`. Used to keep hot-path lookups
 * (client sessions) off the database for a few seconds.
 * @example const cache = new TtlLruCache<string, number>({ max: 2, ttlMs: 1000 }); cache.set('a', 1);
 */
export class TtlLruCache<K, V> {
  readonly #entries = new Map<K, { value: V; storedAt: number }>();
  readonly #max: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: { max: number; ttlMs: number; now?: () => number }) {
    this.#max = options.max;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (this.#now() - entry.storedAt >= this.#ttlMs) return undefined;
    // Re-inserting moves the key to the most recently used end of the Map's order.
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
