/**
 * The bag page's state that outlives a render: the chosen view, kept in the URL
 * (?view=chart|stability|insights) so reload and Back keep it, and the discs picked for Move
 * to… / Copy to… (ids of discs no longer in the bag drop out).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserDisc } from '../../../core/bag-types';
import type { DiscSelection } from './disc-row-parts';
import { BAG_VIEWS, type BagView } from './view-tabs';

function viewFromParam(value: string | null): BagView {
  return BAG_VIEWS.find((v) => v === value) ?? 'list';
}

export function useBagView(): [BagView, (next: BagView) => void] {
  const [params, setParams] = useSearchParams();
  const view = viewFromParam(params.get('view'));
  const setView = (next: BagView) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'list') out.delete('view');
        else out.set('view', next);
        return out;
      },
      { replace: true },
    );
  return [view, setView];
}

export function useDiscPicking(discs: readonly UserDisc[]): DiscSelection & { clear: () => void } {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = new Set(discs.filter((d) => picked.has(d.id)).map((d) => d.id));
  return {
    selected,
    toggle: (id: string) =>
      setPicked((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setAll: (on: boolean) => setPicked(on ? new Set(discs.map((d) => d.id)) : new Set()),
    clear: () => setPicked(new Set()),
  };
}
