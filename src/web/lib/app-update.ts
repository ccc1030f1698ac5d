/**
 * A new version of the app waiting to take over (set by app/register-sw.ts when the service
 * worker has installed one). `apply` activates it and reloads the page, so the player never runs
 * a mix of the old and the new app. React-free, so the worker's registration chunk stays small:
 *   useSyncExternalStore(subscribeAppUpdate, waitingAppUpdate)   // null, or { apply }
 */
export interface AppUpdate {
  apply: () => void;
}

let waiting: AppUpdate | null = null;
const listeners = new Set<() => void>();

export function offerAppUpdate(apply: () => void) {
  waiting = { apply };
  listeners.forEach((l) => l());
}

export function subscribeAppUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function waitingAppUpdate(): AppUpdate | null {
  return waiting;
}
