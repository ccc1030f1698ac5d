/**
 * The shots of the hole being scored, as last changed on this screen: added, changed, removed,
 * which one is in the editor, and whether the list is open. Each hole opens as its own shots say.
 */
import { useEffect, useRef, useState } from 'react';
import type { Shot } from '../../../core/schemas/round';
import type { ThrowType } from '../../../core/flight/thrower';

const newShot = (over: Partial<Shot>): Shot => ({
  id: crypto.randomUUID(),
  userDiscId: null,
  throwType: null,
  effort: null,
  landing: null,
  distanceFt: null,
  toBasketFt: null,
  result: null,
  ...over,
});

export function useHoleShots(
  holeIndex: number,
  shots: Shot[],
  onShotsChange: (shots: Shot[]) => void,
  throwType: ThrowType,
) {
  // The hole's shots as last changed here. The prop may come back a render later than a change
  // (or, from a caller that reads it from the device, only once the hole is stored), so a tap
  // made before then builds on these, never on the older prop.
  const [mine, setMine] = useState(shots);
  const [open, setOpen] = useState(shots.length > 0);
  const [editing, setEditing] = useState<number | null>(null);
  // The scoring screen keeps this one component from hole to hole: each hole opens as its own
  // shots say (listed when it has some, folded when none), with no shot in the editor.
  const [shownHole, setShownHole] = useState(holeIndex);
  if (shownHole !== holeIndex) {
    setShownHole(holeIndex);
    setMine(shots);
    setOpen(shots.length > 0);
    setEditing(null);
  }
  // The newest shots for a change that lands later (a landing found after the phone's fix).
  const latest = useRef(mine);
  useEffect(() => {
    latest.current = mine;
  });
  const update = (next: Shot[]) => {
    latest.current = next;
    setMine(next);
    onShotsChange(next);
  };
  const change = (id: string, over: Partial<Shot>) => {
    const now = latest.current;
    // A shot no longer there (removed, or another hole shown meanwhile) takes no change.
    if (!now.some((s) => s.id === id)) return;
    update(now.map((s) => (s.id === id ? { ...s, ...over } : s)));
  };
  const add = (over: Partial<Shot> = {}) => {
    const now = latest.current;
    const first = now.length === 0;
    update([
      ...now,
      newShot({ throwType: first ? throwType : null, effort: first ? 'full' : null, ...over }),
    ]);
    setEditing(now.length);
    setOpen(true);
  };
  const remove = (id: string) => {
    update(latest.current.filter((x) => x.id !== id));
    setEditing(null);
  };
  /** A suggested disc: into the shot being edited (or the first), else a new shot. */
  const pick = (userDiscId: string) => {
    const now = latest.current;
    const at = editing ?? (now.length ? 0 : null);
    if (at === null || !now[at]) add({ userDiscId });
    else {
      change(now[at].id, { userDiscId });
      setEditing(at);
      setOpen(true);
    }
  };
  return { mine, open, setOpen, editing, setEditing, change, add, remove, pick };
}
