/**
 * The field session's large buttons, one per disc: a tap logs the drafted throw for that disc.
 * Once the phone has measured a landing, the buttons are brought on screen (a phone's screen
 * holds the marks and the choices above them, and an offline banner pushes them lower still).
 */
import { useEffect, useRef } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../../core/bag-types';
import { formatLength, type DistanceUnit } from '../../../../core/flight/thrower';
import { fieldDiscName } from './field-disc';
import { Button } from '../../../components/ui/button';

export function DiscButtons({
  discs,
  throwsOf,
  distanceFt,
  landed,
  disabled,
  unit,
  onTap,
}: {
  discs: readonly UserDisc[];
  throwsOf: (userDiscId: string) => number;
  /** The drafted throw's distance, or null while there is none. */
  distanceFt: number | null;
  /** A landing measured by the phone: changes each time one is. */
  landed: object | null;
  disabled: boolean;
  unit: DistanceUnit;
  onTap: (disc: UserDisc) => void;
}) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (landed) section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [landed]);
  const { t } = useLingui();
  const distance = distanceFt === null ? '' : formatLength(distanceFt, unit);
  return (
    <section ref={section} aria-labelledby="tap-heading" className="scroll-mt-20 space-y-2">
      <h2 id="tap-heading" className="text-lg font-semibold">
        {distanceFt !== null ? t`Tap the disc you threw (${distance})` : t`Tap the disc you threw`}
      </h2>
      {distanceFt === null && (
        <p className="text-sm text-fg-muted">
          <Trans>Mark where it landed or type the distance first.</Trans>
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {discs.map((d) => {
          const n = throwsOf(d.id);
          return (
            <Button
              key={d.id}
              variant="bare"
              disabled={disabled}
              onClick={() => onTap(d)}
              className="flex min-h-20 flex-col items-start justify-center gap-0.5 rounded-xl border-2 border-accent bg-brand-50 px-4 py-3 text-left text-brand-900 shadow-sm transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-50 disabled:text-slate-500 dark:bg-brand-900/40 dark:text-brand-100 dark:disabled:border-slate-700 dark:disabled:bg-slate-900 dark:disabled:text-slate-500"
            >
              <span className="flex items-center gap-2 text-lg font-bold">
                <span
                  aria-hidden
                  className="size-3.5 rounded-full border border-slate-400"
                  style={{ backgroundColor: d.color }}
                />
                {fieldDiscName(d)}
              </span>
              <span className="text-xs">
                <Plural value={n} one="# throw" other="# throws" />
              </span>
            </Button>
          );
        })}
      </div>
    </section>
  );
}
