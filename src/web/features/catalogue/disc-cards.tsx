/** The narrow-screen result list (docs/product.md): one card per disc, opened by tap or key
 * (each card's disc name is a button whose hit area covers the card). */
import { useLingui } from '@lingui/react/macro';
import { stabilityLabel } from '../../../core/disc/stability';
import type { Disc } from '../../../core/disc/types';
import { CompareToggle } from '../../components/compare/compare-toggle';
import { Button } from '../../components/ui/button';
import { OwnDiscMark } from '../../components/disc/own-disc-mark';
import { OwnCopyPicture } from './own-copy-picture';
import type { OpenableDiscs } from '../../components/disc/openable-discs';
import { FlightNumbers } from '../../components/disc/flight-numbers';
import { CategoryName, StabilityName } from '../../components/disc-words';

export function DiscCards({ discs, onOpen }: OpenableDiscs<Disc>) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Discs`} className="space-y-3">
      {discs.map((d) => (
        <li
          key={d.id}
          className="relative rounded-2xl border border-border bg-surface p-4 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 active:bg-slate-50 dark:active:bg-slate-800"
        >
          <div className="flex items-center gap-3">
            <OwnCopyPicture disc={d} size="md" />
            <div className="min-w-0 flex-1">
              {/* The name is the card's button; its ::after covers the whole card for taps. */}
              <Button
                variant="bare"
                onClick={() => onOpen(d)}
                className="flex max-w-full items-center text-left font-semibold text-fg stretched-link focus-visible:outline-none"
              >
                {/* A long name ends in "…"; the mark after it stays whole. */}
                <span className="truncate" title={d.name}>
                  {d.name}
                </span>
                <OwnDiscMark id={d.id} />
              </Button>
              <p className="text-sm break-words text-fg-faint">
                {d.brand} · <CategoryName category={d.category} />
              </p>
            </div>
            <span className="shrink-0 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-soft">
              <StabilityName label={stabilityLabel(d.turn, d.fade)} />
            </span>
          </div>
          <FlightNumbers disc={d} size="compact" className="mt-3" />
          <CompareToggle id={d.id} name={d.name} className="mt-2" />
        </li>
      ))}
    </ul>
  );
}
