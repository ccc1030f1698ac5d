/**
 * CoverageGrid: a bag's discs by speed band (rows) and stability (columns) as a real table: each
 * cell gives its count, and the discs in it on hover or focus (and to screen readers in the
 * cell's text); empty cells are marked.
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { CoverageGrid as Grid, InsightDisc } from '../../../core/insights/insights';
import type { StabilityGroup } from '../../../core/disc/stability';
import { STABILITY_GROUPS } from '../../../core/insights/roles';
import { stabilityGroupShort, stabilityGroupText } from '../../components/charts/distance-words';
import { bandName, bandRange } from './insight-words';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';

/** A column's heading: the group's short name on narrow screens, its full name on wide ones. */
function StabilityHeading({ group }: { group: StabilityGroup }) {
  return (
    <th
      scope="col"
      className="px-1 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
    >
      <abbr title={stabilityGroupText(group)} className="no-underline sm:hidden" aria-hidden="true">
        {stabilityGroupShort(group)}
      </abbr>
      <span className="sr-only">{stabilityGroupText(group)}</span>
      <span aria-hidden="true" className="max-sm:hidden">
        {stabilityGroupText(group)}
      </span>
    </th>
  );
}

/** One cell: a dashed "Empty" mark, or its count with the discs' names on hover or focus. */
function CoverageCell({ discs, testId }: { discs: readonly InsightDisc[]; testId: string }) {
  const names = discs.map((d) => d.name).join(', ');
  const count = discs.length;
  return (
    <td className="h-14 p-0 align-middle">
      {discs.length === 0 ? (
        <div className="flex h-full items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-fg-subtle dark:border-slate-700">
          <span aria-hidden="true">—</span>
          <span className="sr-only">
            <Trans>Empty</Trans>
          </span>
        </div>
      ) : (
        <Button
          variant="bare"
          className={cn(
            'group relative flex h-full w-full flex-col items-center justify-center rounded-lg',
            'bg-brand-50 font-bold text-brand-900 tabular-nums hover:bg-brand-100',
            'dark:bg-brand-900/50 dark:text-brand-100 dark:hover:bg-brand-900',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          )}
          data-testid={testId}
        >
          <span className="text-lg">{discs.length}</span>
          <span className="sr-only">
            {' '}
            <Plural value={count} one={`disc: ${names}`} other={`discs: ${names}`} />
          </span>
          <span
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 hidden w-max max-w-48 -translate-x-1/2',
              'rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-normal text-white shadow-lg',
              'group-hover:block group-focus-visible:block dark:bg-slate-100 dark:text-slate-900',
            )}
          >
            {names}
          </span>
        </Button>
      )}
    </td>
  );
}

export function CoverageGrid({ grid }: { grid: Grid }) {
  const unplaced = grid.unplaced.map((d) => d.name).join(', ');
  return (
    <div>
      <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
        <caption className="mb-2 text-left text-sm text-fg-faint">
          <Trans>
            Discs in this bag by speed band and stability (turn + fade: understable (US) under 0,
            overstable (OS) 3 and up).
          </Trans>
        </caption>
        <thead>
          <tr>
            <td className="w-[30%]" />
            {STABILITY_GROUPS.map((g) => (
              <StabilityHeading key={g} group={g} />
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.band}>
              <th scope="row" className="pr-2 text-left align-middle">
                <span className="block font-semibold">{bandName(row.band)}</span>
                <span className="block text-xs font-normal text-fg-faint">
                  {bandRange(row.band)}
                </span>
              </th>
              {STABILITY_GROUPS.map((g) => (
                <CoverageCell key={g} discs={row.cells[g]} testId={`grid-${row.band}-${g}`} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {grid.unplaced.length > 0 && (
        <p className="mt-2 text-xs text-fg-faint">
          <Trans>Not on the grid (flight numbers missing): {unplaced}.</Trans>
        </p>
      )}
    </div>
  );
}
