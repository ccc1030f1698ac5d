import { v5 as uuidv5 } from 'uuid';
import { brandKey, canonicalBrand, matchKey } from './brands';

/**
 * Which catalogue records are the same disc. Two records are one disc when their canonical
 * brands and their names match after dropping case, spacing, punctuation and accents: "Teebird3",
 * "TeeBird 3" and "teebird-3" are one name. Words are kept, so "Kaxe (retooled)" and "DD3 (new)"
 * stay distinct from "Kaxe" and "DD3" (a retooled mould flies differently).
 */
export function discKey(brand: string, name: string): string {
  return `${brandKey(canonicalBrand(brand))}|${matchKey(name)}`;
}

/** Namespace of derived disc ids: UUIDv5 of "hyzer.catalogue" in the DNS namespace. */
export const DISC_ID_NAMESPACE = uuidv5('hyzer.catalogue', uuidv5.DNS);

/**
 * The id of a catalogue record that brings none (or one we cannot use): an RFC 4122 UUIDv5 of
 * discKey(brand, name) in DISC_ID_NAMESPACE. The same disc gets the same id on every machine and
 * under every spelling of its brand, so user discs keep pointing at it across re-imports.
 */
export function derivedDiscId(brand: string, name: string): string {
  return uuidv5(discKey(brand, name), DISC_ID_NAMESPACE);
}

/** Source ids we keep as they are: they end up in URLs and HTML, so only a safe alphabet. */
export const ROUTABLE_ID = /^[A-Za-z0-9._:-]+$/;

export function isRoutableId(id: string): boolean {
  return ROUTABLE_ID.test(id);
}
