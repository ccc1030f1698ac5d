/** The narrow-screen result list (spec §2, under 768 px): one card per disc, opened by tap or key. */
import { formatFlightNumber } from '../../../core/disc/badge';
import { stabilityLabel } from '../../../core/disc/stability';
import type { Disc } from '../../../core/disc/types';
import { DiscPicture } from './disc-picture';
import { openOnKey } from './disc-table';

const FLIGHT = [
  ['speed', 'Speed'],
  ['glide', 'Glide'],
  ['turn', 'Turn'],
  ['fade', 'Fade'],
] as const;

export function DiscCards({
  discs,
  onOpen,
}: {
  discs: readonly Disc[];
  onOpen: (d: Disc) => void;
}) {
  return (
    <ul aria-label="Discs" className="space-y-3">
      {discs.map((d) => (
        <li
          key={d.id}
          tabIndex={0}
          onClick={() => onOpen(d)}
          onKeyDown={openOnKey(() => onOpen(d))}
          className="cursor-pointer rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 active:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:active:bg-slate-800"
        >
          <div className="flex items-center gap-3">
            <DiscPicture disc={d} size="md" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900 dark:text-white">{d.name}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                {d.brand} · {d.category}
              </p>
            </div>
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {stabilityLabel(d.turn, d.fade)}
            </span>
          </div>
          <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
            {FLIGHT.map(([f, label]) => (
              <div key={f} className="rounded-lg bg-slate-50 py-1.5 dark:bg-slate-800/60">
                <dt className="text-[11px] font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {label}
                </dt>
                <dd className="font-semibold tabular-nums">{formatFlightNumber(d[f])}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
