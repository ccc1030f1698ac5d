/**
 * useSameList(list): the list given, or the one given before when it holds the same items in the
 * same order (compared with ===). A page that filters its data on every render (a bag's discs out
 * of the player's) passes a new array each time; what is worked out from the list (a bag's
 * statistics, its sort keys) is then kept until an item really changes.
 *   const discs = useSameList(props.discs);
 *   const summary = useMemo(() => bagSummary(discs), [discs]);
 */
import { useState } from 'react';

export function useSameList<T>(list: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(list);
  if (kept === list) return kept;
  if (kept.length === list.length && list.every((item, i) => item === kept[i])) return kept;
  // A new list: kept from now on (a state update during render, as React allows for this).
  setKept(list);
  return list;
}
