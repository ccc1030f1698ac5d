/**
 * A fresh high-accuracy fix from the phone (the Geolocation API), for every mark made with the
 * phone: a throw's tee and landing (features/throws/field), a hole's tee and basket (features/courses).
 * Whether the fix is good enough is core's rule (decision 0030, `fixIsGoodEnough`).
 */
import type { Fix } from '../../core/throws/geo';

export const LOCATION_REFUSED =
  'Location is off for this site, so distances cannot be measured. Type the distance instead (or allow location in your browser’s site settings).';
export const LOCATION_UNAVAILABLE =
  'The phone gave no position. Try again under open sky, or type the distance.';
export const LOCATION_UNSUPPORTED = 'This browser cannot give a position: type the distance.';

export function currentFix(): Promise<Fix> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error(LOCATION_UNSUPPORTED));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: p.coords.accuracy,
        }),
      (err) =>
        reject(
          new Error(err.code === err.PERMISSION_DENIED ? LOCATION_REFUSED : LOCATION_UNAVAILABLE),
        ),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  });
}
