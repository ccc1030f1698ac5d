/**
 * The cells a bag's list shares: a flight number with the player's own beside the catalogue's
 * (one line in the table, two in a card), a disc's select box, and the table's "My distance".
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDisc } from '../../../core/bag-types';
import type { DistanceUnit } from '../../../core/flight/thrower';
import { lengthText } from '../../components/charts/distance-words';
import type { DiscSelection } from './disc-row-parts';

/** A flight number on one line: the player's own in bold with the catalogue's small beside it. */
export function FlightNumber({ catalogue, mine }: { catalogue: string; mine?: string }) {
  if (mine === undefined) return <>{catalogue}</>;
  return <MineBeside catalogue={catalogue} mine={mine} />;
}

function MineBeside({ catalogue, mine }: { catalogue: string; mine: string }) {
  const { t } = useLingui();
  return (
    <span title={t`Yours; catalogue ${catalogue}`}>
      <span className="font-semibold text-accent-text">{mine}</span>
      <span className="sr-only">
        {' '}
        <Trans>(yours; catalogue {catalogue})</Trans>
      </span>
      <span aria-hidden="true" className="ml-1 text-[11px] text-slate-500 dark:text-slate-400">
        {catalogue}
      </span>
    </span>
  );
}

/** A flight number: the catalogue's, or the player's own with the catalogue's beside it. */
export function FlightCell({ catalogue, mine }: { catalogue: string; mine?: string }) {
  if (mine === undefined) return <>{catalogue}</>;
  return (
    <span className="inline-flex flex-col items-center leading-tight">
      <span className="font-semibold text-accent-text">
        {mine}
        <span className="sr-only">
          {' '}
          <Trans>(yours; catalogue {catalogue})</Trans>
        </span>
      </span>
      <span
        aria-hidden="true"
        className="text-[11px] whitespace-nowrap text-slate-500 dark:text-slate-400"
      >
        <Trans comment="Short for catalogue, before the catalogue's flight number">
          cat. {catalogue}
        </Trans>
      </span>
    </span>
  );
}

/** A disc's select box; clicks and keys stay out of the row or card around it. */
export function SelectBox({
  disc,
  name,
  selection,
}: {
  disc: UserDisc;
  name: string;
  selection: DiscSelection;
}) {
  const { t } = useLingui();
  return (
    <input
      type="checkbox"
      aria-label={t`Select ${name}`}
      checked={selection.selected.has(disc.id)}
      onChange={() => selection.toggle(disc.id)}
      onClick={(e) => e.stopPropagation()}
      className="size-4 cursor-pointer accent-brand-700 dark:accent-brand-400"
    />
  );
}

/** The bag table's "My distance": the measured median, with what it rests on in its title. */
export function MyDistanceCell({
  flight,
  unit,
}: {
  flight: { distanceFt: number; count: number; throwType: string } | undefined;
  unit: DistanceUnit;
}) {
  const { t } = useLingui();
  if (!flight) {
    return (
      <td className="px-2 py-1.5 text-fg-subtle">
        <span aria-hidden="true">—</span>
        <span className="sr-only">
          <Trans>Not measured</Trans>
        </span>
      </td>
    );
  }
  const text = lengthText(flight.distanceFt, unit);
  const count = flight.count;
  return (
    <td
      className="px-2 py-1.5 whitespace-nowrap tabular-nums"
      title={
        flight.throwType === 'forehand'
          ? t`Median of ${plural(count, { one: '# full-power forehand', other: '# full-power forehands' })}`
          : t`Median of ${plural(count, { one: '# full-power backhand', other: '# full-power backhands' })}`
      }
      data-testid="my-distance"
    >
      {text}
    </td>
  );
}
