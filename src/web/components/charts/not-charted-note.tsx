/**
 * NotChartedNote: names the discs a chart could not draw (no catalogue details or no speed).
 * Renders nothing when every disc is charted.
 */
import { Trans } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import { discName } from './chart-discs';

export function NotChartedNote({ discs }: { discs: readonly UserDisc[] }) {
  if (discs.length === 0) return null;
  const names = discs.map(discName).join(', ');
  return (
    <p className="mt-2 text-xs text-fg-subtle" data-testid="not-charted">
      <Trans>Not charted (flight numbers unknown): {names}</Trans>
    </p>
  );
}
