/**
 * The scoring screen's bar at the foot: each player's running total, and the previous hole, the
 * card (on a phone) and the next hole or the finish.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { formatToPar, type cardTotals } from '../../../core/rounds/stats';
import { Button } from '../../components/ui/button';

export /** The bar at the foot of the screen: the running totals, and previous, card and next. */
function ScoreBar(props: {
  names: readonly string[];
  totals: ReturnType<typeof cardTotals>;
  index: number;
  count: number;
  cardOpen: boolean;
  onBack: () => void;
  onCard: () => void;
  onForward: () => void;
}) {
  const { names, totals, index, count } = props;
  const { t } = useLingui();
  return (
    <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur lg:sticky lg:col-span-2 lg:rounded-xl lg:border dark:border-slate-700 dark:bg-slate-950/95">
      <p className="flex flex-wrap gap-x-4 text-base" data-testid="running-total">
        {totals.map((total) => {
          const played = total.holesPlayed;
          return (
            <span key={total.player}>
              <span className="font-medium">{names[total.player]}</span>{' '}
              <span className="text-xl font-extrabold tabular-nums">
                {total.holesPlayed === 0 ? 'E' : formatToPar(total.toPar)}
              </span>
              <span className="text-sm text-fg-muted">
                {' '}
                <Trans>thru {played}</Trans>
              </span>
            </span>
          );
        })}
      </p>
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] gap-2 lg:grid-cols-2">
        <Button
          variant="secondary"
          size="lg"
          className="px-3"
          disabled={index === 0}
          onClick={props.onBack}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button
          variant="ghost"
          size="lg"
          className="px-3 lg:hidden"
          aria-expanded={props.cardOpen}
          onClick={props.onCard}
        >
          {props.cardOpen
            ? t({ message: 'Hole', context: 'button back to the hole' })
            : t({ message: 'Card', context: 'button to the scorecard' })}
        </Button>
        <Button size="lg" className="px-3" onClick={props.onForward}>
          {index === count - 1 ? t`Finish round` : t`Next hole`}
        </Button>
      </div>
    </div>
  );
}
