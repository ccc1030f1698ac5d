/**
 * "Strokes gained per round, by disc" (decision 0045): each disc's shots, their results and its
 * strokes gained against the player's own baseline, with the shots behind every figure and no
 * figure below MIN_SG_SHOTS. Pure presentation of the figures the server worked out over every
 * round (`GET /api/rounds/stats`); `onlyDisc` keeps one disc (the disc's own page).
 */
import { MIN_SG_SHOTS } from '../../../core/caddie/rules';
import type { DiscStrokesGained } from '../../../core/caddie/strokes-gained';
import { SHOT_RESULT_LABELS, SHOT_RESULTS } from '../../../core/rules/round';

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toFixed(2)}`;

/** 'Fairway 12 · Circle 1 (10 m) 3' in the order of the results. */
export function resultsLine(d: Pick<DiscStrokesGained, 'results'>): string {
  const parts = SHOT_RESULTS.filter((r) => d.results[r]).map(
    (r) => `${SHOT_RESULT_LABELS[r]} ${d.results[r]}`,
  );
  return parts.length ? parts.join(' · ') : 'No results noted';
}

export function StrokesGainedTable({
  discs,
  names,
  onlyDisc,
}: {
  discs: readonly DiscStrokesGained[];
  names: ReadonlyMap<string, string>;
  onlyDisc?: string;
}) {
  const rows = onlyDisc ? discs.filter((d) => d.userDiscId === onlyDisc) : discs;
  if (rows.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No described shots yet. Describe your shots on a hole to see what each disc is worth.
      </p>
    );
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-800 dark:text-slate-100">
        Strokes gained per round, by disc
      </caption>
      <thead className="text-slate-600 dark:text-slate-300">
        <tr>
          <th scope="col" className="py-1 pr-2">
            Disc
          </th>
          <th scope="col" className="py-1 pr-2">
            Shots
          </th>
          <th scope="col" className="py-1 pr-2">
            Per shot
          </th>
          <th scope="col" className="py-1 pr-2">
            Per round
          </th>
        </tr>
      </thead>
      <tbody className="text-slate-800 dark:text-slate-100">
        {rows.map((d) => (
          <tr key={d.userDiscId} className="border-t border-slate-200 dark:border-slate-700">
            <th scope="row" className="py-2 pr-2 font-medium">
              {names.get(d.userDiscId) ?? 'A disc no longer in your collection'}
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                {resultsLine(d)}
              </span>
            </th>
            <td className="py-2 pr-2">{d.shots}</td>
            {d.perShot === null || d.perRound === null ? (
              <td colSpan={2} className="py-2 pr-2 text-slate-600 dark:text-slate-300">
                Not enough shots yet ({d.measuredShots} of {MIN_SG_SHOTS} with a known start and
                finish)
              </td>
            ) : (
              <>
                <td className="py-2 pr-2">{signed(d.perShot)}</td>
                <td className="py-2 pr-2">{signed(d.perRound)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
