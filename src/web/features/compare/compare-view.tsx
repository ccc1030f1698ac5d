/**
 * CompareView: up to four catalogue discs side by side — their flight numbers and modelled
 * distance and drift for the stored thrower, their paths on one chart, and how each differs from
 * the first in words ('Teebird: 40 ft shorter, finishes 15 ft further left').
 *   <CompareView discs={catalogueDiscs} onRemove={(id) => …} />
 */
import type { Disc } from '../../../core/disc/types';
import { COMPARE_COLORS } from '../../../core/player/disc-colours';
import { CompareChart } from './compare-chart';
import { CompareTable } from './compare-table';
import { useCompareLayout } from './use-compare-layout';

/**
 * A compared disc: a catalogue disc, or one of the player's (`id` is then its compare reference,
 * its numbers the player's own when set, `detail` its plastic, weight and copy).
 */
export interface CompareDisc extends Disc {
  detail?: string;
}

export { COMPARE_COLORS };

export function CompareView({
  discs,
  onRemove,
}: {
  discs: CompareDisc[];
  onRemove: (id: string) => void;
}) {
  const { ref, colours, layout, unit, hand, view } = useCompareLayout(discs);
  return (
    <div ref={ref} className="min-w-0 space-y-5" data-testid="compare-view">
      <CompareTable
        discs={discs}
        colours={colours}
        layout={layout}
        hand={hand}
        view={view}
        onRemove={onRemove}
      />

      <CompareChart layout={layout} unit={unit} hand={hand} view={view} />
    </div>
  );
}
