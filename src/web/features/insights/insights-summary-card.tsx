/**
 * InsightsSummaryCard: the dashboard's summary of bag insights: per bag, how many roles it
 * covers for the player's arm and which are missing, with a link to the bag's Insights view.
 *   <InsightsSummaryCard bags discs={allDiscs} />
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { roleName } from './insight-words';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { insightDiscsOf, roleCoverage, type RoleCoverage } from '../../../core/insights/insights';
import { armClass } from '../../../core/insights/roles';
import { playedFlights } from '../../../core/player/player-model';
import { SectionCard } from '../../components/section-card';
import { paths } from '../../lib/paths';
import { usePlayerThrower } from '../../components/charts/player-thrower';

const SHOWN_BAGS = 4;

export function InsightsSummaryCard({
  bags,
  discs,
}: {
  bags: readonly Bag[];
  discs: readonly UserDisc[];
}) {
  const { arm, model, throwType } = usePlayerThrower();
  const cls = armClass(arm);
  const played = useMemo(() => playedFlights(model, throwType), [model, throwType]);
  // The summary needs the roles only: not the catalogue, the suggestions or the overlaps that a
  // bag's Insights view adds (a 500-disc bag's overlaps alone compare 125,000 pairs).
  const lines = useMemo(
    () =>
      bags.slice(0, SHOWN_BAGS).map((bag) => ({
        bag,
        ...roleCoverage(insightDiscsOf(discs.filter((d) => d.bagId === bag.id)), cls, played),
      })),
    [bags, discs, cls, played],
  );
  const { t } = useLingui();
  return (
    <SectionCard id="insights-summary" title={t`Bag Insights`}>
      {bags.length === 0 ? (
        <p className="mt-2 text-sm text-fg-faint">
          <Trans>Create a bag to see which roles it covers and what to buy next.</Trans>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {lines.map((line) => (
            <BagLine key={line.bag.id} {...line} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function BagLine({
  bag,
  covered,
  missing: missingRoles,
}: {
  bag: Bag;
  covered: readonly RoleCoverage[];
  missing: readonly RoleCoverage[];
}) {
  const { t, i18n } = useLingui();
  const total = covered.length + missingRoles.length;
  const coveredCount = covered.length;
  const missing = missingRoles.map((m) => roleName(m.role, i18n));
  const shown = missing.slice(0, 3).join(', ');
  const more = missing.length - 3;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <Link
          to={paths.bagInsights(bag.id)}
          className="relative min-w-0 truncate rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-teal-300"
        >
          {bag.name}
          <span className="sr-only">
            {' '}
            <Trans>insights</Trans>
          </span>
        </Link>
        <span className="shrink-0 text-sm tabular-nums text-fg-soft">
          <Plural
            value={total}
            one={`${coveredCount} of # role`}
            other={`${coveredCount} of # roles`}
          />
        </span>
      </div>
      <p className="mt-0.5 text-sm text-fg-faint">
        {missing.length === 0
          ? t`Every role covered.`
          : more > 0
            ? t`Missing: ${shown} and ${more} more.`
            : t`Missing: ${shown}.`}
      </p>
    </li>
  );
}
