/**
 * The discs picked for comparison (up to MAX_COMPARE catalogue ids), shared by search results, the
 * bag view and the compare screen, and kept for the tab in sessionStorage.
 *   const { ids, toggle, clear, isFull } = useCompareSelection();
 */
import { useCallback, useSyncExternalStore } from 'react';

export const MAX_COMPARE = 4;

/**
 * A disc in the comparison is a catalogue id, or one of the player's discs as
 * `<catalogueId>~<userDiscId>`: the player sees that disc (their numbers, plastic and copy); a
 * visitor of the same link sees the catalogue disc. '~' never occurs in a catalogue id.
 */
export function playerDiscRef(catalogueId: string, userDiscId: string): string {
  return `${catalogueId}~${userDiscId}`;
}

export function parseCompareRef(ref: string): { catalogueId: string; userDiscId: string | null } {
  const at = ref.indexOf('~');
  return at < 0
    ? { catalogueId: ref, userDiscId: null }
    : { catalogueId: ref.slice(0, at), userDiscId: ref.slice(at + 1) || null };
}
const KEY = 'hyzer-compare';
const listeners = new Set<() => void>();
let current: readonly string[] = read();

function read(): readonly string[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((v): v is string => typeof v === 'string').slice(0, MAX_COMPARE);
  } catch {
    return [];
  }
}

function write(ids: readonly string[]) {
  current = ids;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    /* not kept across reloads, still works on this page */
  }
  listeners.forEach((l) => l());
}

/** Adds or removes an id; adding to a full selection does nothing. */
export function toggleCompare(ids: readonly string[], id: string): readonly string[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  return ids.length >= MAX_COMPARE ? ids : [...ids, id];
}

/** Forgets the selection (sign-out: the next person starts with none). */
export function clearCompareSelection() {
  if (current.length > 0) write([]);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** What the server draws (it cannot see the tab's storage), and so what a page hydrates with. */
const NONE: readonly string[] = [];

export function useCompareSelection() {
  const ids = useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
  const toggle = useCallback((id: string) => write(toggleCompare(current, id)), []);
  const clear = useCallback(() => write([]), []);
  return { ids, toggle, clear, isFull: ids.length >= MAX_COMPARE };
}
