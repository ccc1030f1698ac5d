/**
 * How old the data on screen is: every successful GET through lib/http records its URL with the
 * answer's `Date` header (the time the server made it, which a service-worker cache keeps), and
 * the age shown is that of the oldest answer still held. Offline, the notice says it in words:
 *   const since = useDataSince();           // ms epoch, or null before any answer
 *   dataAgeText(since, Date.now())           // lib/data-age-text: 'Showing data from 5 minutes ago'
 * Sign-out forgets every answer (clearDataAge), so nothing of the previous player is described.
 */
import { useSyncExternalStore } from 'react';

const answeredAt = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function changed() {
  oldest = answeredAt.size === 0 ? null : Math.min(...answeredAt.values());
  listeners.forEach((l) => l());
}

/** Records when the server made the answer for `url` (its Date header; now when it has none). */
export function recordAnswer(url: string, dateHeader: string | null, now = Date.now()) {
  const parsed = dateHeader ? Date.parse(dateHeader) : NaN;
  // A clock ahead of ours would read as "in the future": such an answer counts as made now.
  const at = Number.isNaN(parsed) ? now : Math.min(parsed, now);
  if (answeredAt.get(url) === at) return;
  answeredAt.set(url, at);
  changed();
}

export function clearDataAge() {
  if (answeredAt.size === 0) return;
  answeredAt.clear();
  changed();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The time the oldest answer held was made (ms since the epoch), or null. */
export function useDataSince(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => oldest,
    () => null,
  );
}
