/**
 * FlightLegend: one toggle per disc, in its colour, with where it lands; pressing it hides or
 * shows the disc's path, and hovering or focusing it highlights the path.
 */
import { useLingui } from '@lingui/react/macro';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import type { ChartDisc } from './chart-discs';
import type { ActiveDiscHandlers } from './use-active-disc';

export function FlightLegend(props: {
  discs: ReadonlyArray<{
    disc: ChartDisc;
    distanceText: string;
    measured?: { count: number };
    dashed?: boolean;
  }>;
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
  handlers: ActiveDiscHandlers;
}) {
  const { t } = useLingui();
  return (
    <ul
      className="mt-2 flex flex-wrap gap-1.5"
      aria-label={t`Discs on the chart`}
      data-testid="flight-legend"
    >
      {props.discs.map(({ disc, distanceText, measured, dashed }) => {
        const shown = !props.hidden.has(disc.id);
        const name = disc.name;
        const count = measured?.count ?? 0;
        return (
          <li key={disc.id}>
            <Button
              variant="bare"
              aria-pressed={shown}
              title={shown ? t`Hide ${name}` : t`Show ${name}`}
              onClick={() => props.onToggle(disc.id)}
              {...props.handlers(disc.id)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-2 py-1 text-xs',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                shown
                  ? 'border-border-strong bg-white text-fg-body dark:bg-slate-800'
                  : 'border-dashed border-border-strong bg-transparent text-fg-subtle line-through',
              )}
            >
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full ring-1 ring-slate-500 dark:ring-slate-300"
                style={{ background: shown ? disc.color : 'transparent' }}
              />
              <span className="font-medium">{disc.name}</span>
              <span className="tabular-nums text-fg-subtle">{distanceText}</span>
              {(measured || dashed) && (
                <span
                  className="inline-flex items-center gap-1 text-fg-muted"
                  data-testid="legend-source"
                >
                  <svg aria-hidden="true" width="16" height="6" viewBox="0 0 16 6">
                    <line
                      x1="1"
                      y1="3"
                      x2="15"
                      y2="3"
                      stroke={disc.color}
                      strokeWidth={measured ? 2.75 : 2}
                      strokeDasharray={measured ? undefined : '4 3'}
                      strokeLinecap="round"
                    />
                  </svg>
                  {measured ? t`measured ×${count}` : t`modelled`}
                </span>
              )}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
