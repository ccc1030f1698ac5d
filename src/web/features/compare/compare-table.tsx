/**
 * The compared discs' numbers side by side: a column per disc (its colour, name, detail and a
 * Remove), a row per figure (brand to flight numbers, then the modelled distance and drift, and
 * the source when one of them flies from logged throws).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryNameText } from '../../components/disc/disc-words';
import { flightNumberText as f } from '../../lib/flight-number-text';
import type { Disc } from '../../../core/disc/types';
import { stabilityText } from '../../components/charts/distance-words';
import { sourceText } from '../../components/charts/flight-plot';
import { Button } from '../../components/ui/button';
import type { CompareLayout } from './use-compare-layout';

export function CompareTable({
  discs,
  colours,
  layout,
  hand,
  view,
  onRemove,
}: {
  /** The compared discs, each with its plastic, weight and copy when it is the player's. */
  discs: ReadonlyArray<Disc & { detail?: string }>;
  colours: readonly string[];
  layout: CompareLayout;
  hand: string;
  view: string;
  onRemove: (id: string) => void;
}) {
  const { i18n } = useLingui();
  const rows = useFigureRows(layout);
  const lower = (text: string) => text.toLocaleLowerCase(i18n.locale);
  const viewLower = lower(view);
  const handLower = lower(hand);
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm">
      <table className="w-full text-left text-sm" data-testid="compare-numbers">
        <caption className="sr-only">
          <Trans>
            Flight numbers side by side; distance and drift for {viewLower}, {handLower}
          </Trans>
        </caption>
        <thead>
          <tr className="border-b border-border">
            <td />
            {discs.map((d, i) => (
              <th key={d.id} scope="col" className="px-2 py-2 align-top sm:px-3">
                <span className="flex items-center gap-1.5 font-semibold text-fg">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full ring-1 ring-slate-500 dark:ring-slate-300"
                    style={{ background: colours[i] }}
                  />
                  {d.name}
                </span>
                {d.detail && (
                  <span className="block text-xs font-normal text-fg-faint">{d.detail}</span>
                )}
                <Button
                  variant="bare"
                  onClick={() => onRemove(d.id)}
                  className="mt-1 rounded text-xs font-normal text-fg-faint underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
                >
                  <RemoveLabel name={d.name} />
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row" className="px-2 py-1.5 font-medium text-fg-faint sm:px-3">
                {label}
              </th>
              {discs.map((d) => (
                <td key={d.id} className="px-2 py-1.5 tabular-nums sm:px-3">
                  {cell(d)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** [label, the cell of a disc] for each row of figures. */
function useFigureRows(layout: CompareLayout): Array<[string, (d: Disc) => string]> {
  const { t: tr, i18n } = useLingui();
  const anyMeasured = layout.lines.some((l) => l.measured);
  const byId = new Map(layout.lines.map((l) => [l.disc.id, l]));
  const notCharted = tr`Not charted`;
  const stability = (d: Disc) => {
    const l = byId.get(d.id);
    return l ? stabilityText(l.disc.stability) : '—';
  };
  const rows: Array<[string, (d: Disc) => string]> = [
    [tr`Brand`, (d) => d.brand],
    [tr`Category`, (d) => categoryNameText(d.category, i18n)],
    [tr`Speed`, (d) => f(d.speed)],
    [tr`Glide`, (d) => f(d.glide)],
    [tr`Turn`, (d) => f(d.turn)],
    [tr`Fade`, (d) => f(d.fade)],
    [tr`Stability`, stability],
    [tr`Distance`, (d) => { const l = byId.get(d.id); return l ? l.distanceText : notCharted; }], // prettier-ignore
    [tr`Lands`, (d) => { const l = byId.get(d.id); return l ? l.driftText : '—'; }], // prettier-ignore
  ];
  if (anyMeasured) {
    rows.push([tr`Source`, (d) => { const l = byId.get(d.id); return !l ? '—' : sourceText(l); }]); // prettier-ignore
  }
  return rows;
}

/** 'Remove', with the disc's name for screen readers. */
function RemoveLabel({ name }: { name: string }) {
  return (
    <>
      <Trans context="take a disc out of the comparison">Remove</Trans>
      <span className="sr-only"> {name}</span>
    </>
  );
}
