/**
 * A tiny external store for one preference kept in localStorage, shared by every component
 * that reads it (useSyncExternalStore) and kept in step across tabs through the 'storage' event.
 */
type Listener = () => void;

export interface StoredPreference<T extends string> {
  get: () => T;
  /** The default: what a page drawn on the server shows (it has no storage). */
  fallback: () => T;
  set: (value: T) => void;
  subscribe: (listener: Listener) => () => void;
}

export function storedPreference<T extends string>(
  key: string,
  /** The values kept, or a test for them (e.g. a number of feet). */
  allowed: readonly T[] | ((raw: string) => boolean),
  fallback: () => T,
  apply: (value: T) => void,
): StoredPreference<T> {
  const listeners = new Set<Listener>();
  const read = (): T => {
    try {
      const raw = localStorage.getItem(key);
      const ok =
        typeof allowed === 'function'
          ? (value: string) => allowed(value)
          : (value: string) => (allowed as readonly string[]).includes(value);
      if (raw !== null && ok(raw)) return raw as T;
    } catch {
      /* storage unavailable (private mode): use the default */
    }
    return fallback();
  };
  const notify = () => {
    apply(read());
    listeners.forEach((l) => l());
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) notify();
  };
  return {
    get: read,
    fallback,
    set(value) {
      try {
        localStorage.setItem(key, value);
      } catch {
        /* not persisted, still applied for this page */
      }
      apply(value);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
