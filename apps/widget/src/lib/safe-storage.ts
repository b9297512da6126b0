/**
 * Storage that never throws: inside a third-party iframe with storage blocked, reads give null and
 * writes are dropped, so the widget still works for the visit.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(pick: () => Storage): KeyValueStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        // Storage blocked or full: the value lives only for this page view.
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        // Nothing stored if storage is blocked.
      }
    },
  };
}

export const localStore = wrap(() => window.localStorage);
export const sessionStore = wrap(() => window.sessionStorage);
