import { hashHex128 } from './hash';

/**
 * A deterministic, UUID-shaped id for a catalogue record that has none (imported JSON/CSV),
 * derived from the lowercased, trimmed "brand|name". The same disc always gets the same id, on
 * every machine, so user discs keep pointing at it across re-imports.
 *
 * Shape: 8-4-4-4-12 lowercase hex with the version nibble set to 5 and the RFC 4122 variant bits,
 * so it passes a UUID format check. It is NOT a real RFC 4122 v5 (no SHA-1, no namespace): it is
 * a pure-JS hash and can never equal a DiscIt id by design, only by (negligible) accident.
 */
export function stableDiscId(brand: string, name: string): string {
  const key = `${brand.trim().toLowerCase()}|${name.trim().toLowerCase()}`;
  const hex = hashHex128(key);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
