/**
 * Bag names the player already has: a name is taken when it matches one of theirs ignoring case
 * and surrounding space. A repeat import offers "<name> (2)" (then 3, 4, …), shortened so the
 * whole fits a bag name.
 */
import { BAG_NAME_MAX } from '../rules/bag';

export const nameKey = (name: string) => name.trim().toLowerCase();

/** The first of "<name> (2)", "<name> (3)", … that is not taken. */
export function freeBagName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = name.slice(0, BAG_NAME_MAX - suffix.length).trimEnd() + suffix;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** "You already have a bag named Main." / "… bags named Main and Field." */
export function sameNameMessage(names: readonly string[]): string {
  const quoted = names.map((n) => `“${n}”`);
  const list =
    quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  return `You already have ${names.length === 1 ? 'a bag' : 'bags'} named ${list}.`;
}
