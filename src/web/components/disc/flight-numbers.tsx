/**
 * FlightNumbers({ disc, size }): the four flight numbers as a labelled grid, '?' for a missing
 * one. 'large' in the disc modal, 'compact' on search result cards.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { flightNumberText } from '../../lib/flight-number-text';
import type { Disc } from '../../../core/disc/types';
import { cn } from '../ui/cn';

/** The four flight numbers with their labels, in the order they are always shown. */
export const FLIGHT_FIELDS = [
  ['speed', msg`Speed`],
  ['glide', msg`Glide`],
  ['turn', msg`Turn`],
  ['fade', msg`Fade`],
] as const;

export function FlightNumbers({
  disc,
  size,
  className,
}: {
  disc: Pick<Disc, 'speed' | 'glide' | 'turn' | 'fade'>;
  size: 'large' | 'compact';
  className?: string;
}) {
  const large = size === 'large';
  const { t, i18n } = useLingui();
  return (
    <dl
      aria-label={t`Flight numbers`}
      className={cn('grid grid-cols-4 gap-2 text-center', className)}
    >
      {FLIGHT_FIELDS.map(([field, label]) => (
        <div
          key={field}
          className={cn(
            'rounded-lg',
            large ? 'bg-surface-muted py-2' : 'bg-slate-50 py-1.5 dark:bg-slate-800/60',
          )}
        >
          <dt
            className={cn(
              'font-medium tracking-wide text-slate-600 uppercase',
              large ? 'text-xs dark:text-slate-300' : 'text-[11px] dark:text-slate-400',
            )}
          >
            {i18n._(label)}
          </dt>
          <dd className={cn('tabular-nums', large ? 'text-lg font-bold' : 'font-semibold')}>
            {flightNumberText(disc[field])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
