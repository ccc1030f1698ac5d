/**
 * The marked tee kept on the device, so a reload (or the phone dropping the tab while the player
 * walks to the disc) does not lose it. A tee older than TEE_KEPT_MS is from another session and
 * is not offered again.
 */
import type { Fix } from '../../../../core/throws/geo';

export const TEE_KEY = 'hyzer-field-tee';
/** How long a marked tee is kept: a round's length. */
export const TEE_KEPT_MS = 6 * 3_600_000;

type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): KeptStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const isFix = (v: unknown): v is Fix => {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return ['latitude', 'longitude', 'accuracy'].every(
    (k) => typeof f[k] === 'number' && Number.isFinite(f[k]),
  );
};

/** The tee kept on this device, or null when none is kept or it is too old. */
export function readKeptTee(now = Date.now(), store = storage()): Fix | null {
  try {
    const raw = JSON.parse(store?.getItem(TEE_KEY) ?? 'null') as unknown;
    if (typeof raw !== 'object' || raw === null) return null;
    const { fix, at } = raw as { fix?: unknown; at?: unknown };
    if (!isFix(fix) || typeof at !== 'number' || now - at > TEE_KEPT_MS || at > now) return null;
    return { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy };
  } catch {
    return null;
  }
}

/** Keeps the marked tee (or forgets it with null). */
export function keepTee(fix: Fix | null, now = Date.now(), store = storage()): void {
  try {
    if (fix === null) store?.removeItem(TEE_KEY);
    else store?.setItem(TEE_KEY, JSON.stringify({ fix, at: now }));
  } catch {
    // A full or refused storage keeps the tee for this page only.
  }
}
