import { hashHex128 } from '../../core/disc/hash';
import { derivedDiscId } from '../../core/disc/identity';
import type { Disc } from '../../core/disc/types';

/**
 * The derived id older versions gave a record without a source id: a UUID-shaped FNV hash of
 * the lowercased, trimmed "brand|name" (not a real UUIDv5). Kept only to recognise such rows so
 * the catalogue clean-up can move them, and the user discs pointing at them, to derivedDiscId.
 */
export function legacyDerivedId(brand: string, name: string): string {
  const hex = hashHex128(`${brand.trim().toLowerCase()}|${name.trim().toLowerCase()}`);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** True when a stored disc's id was derived by us, today or by an older version. */
export function isDerivedId(disc: Disc): boolean {
  return (
    disc.id === derivedDiscId(disc.brand, disc.name) ||
    disc.id === legacyDerivedId(disc.brand, disc.name)
  );
}
