/**
 * BagInsights: the bag page's Insights view. What the bag covers and lacks for the player's arm
 * (the rule shown, the arm changeable in place), the coverage grid, "Fill this gap" with up to
 * five catalogue discs per missing role (one click opens the disc modal with this bag
 * preselected), and the discs that overlap. Rules: docs/product.md, Bag insights. The disc
 * modal and the wishlist button come from the screen (features/disc-modal).
 *   <BagInsights bagId discs={thisBagsDiscs} DiscModal={DiscModal} WishButton={WishButton} />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { numberText } from '../../components/charts/distance-words';
import { useState } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import type { Disc } from '../../../core/disc/types';
import type { BagInsights as Insights } from '../../../core/insights/insights';
import { OVERLAP_DISTANCE } from '../../../core/insights/insights';
import type { PlayedFlights } from '../../../core/insights/insights';
import {
  armRule,
  coverageReason,
  overlapReason,
  roleName,
  suggestionReason,
} from './insight-words';
import { ArmName, ThrowerControls } from '../../components/charts/thrower-controls';
import type { DiscModalSlot, WishButtonSlot } from '../../components/disc/disc-modal-slots';
import { DiscSuggestion, DiscSuggestions } from '../../components/disc/disc-suggestions';
import { Button } from '../../components/ui/button';
import { SectionCard } from '../../components/section-card';
import { Skeleton } from '../../components/ui/spinner';
import { CoverageGrid } from './coverage-grid';
import { useBagInsights } from './use-bag-insights';

export function BagInsights({
  bagId,
  discs,
  DiscModal,
  WishButton,
}: {
  bagId: string;
  discs: readonly UserDisc[];
  DiscModal: DiscModalSlot;
  WishButton: WishButtonSlot;
}) {
  const insights = useBagInsights(discs);
  const [opened, setOpened] = useState<Disc | null>(null);
  const { t } = useLingui();
  if (!insights) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  const played: PlayedFlights | undefined = insights.played;
  const coveredCount = insights.covered.length;
  const totalRoles = insights.covered.length + insights.missing.length;
  const within = numberText(OVERLAP_DISTANCE);
  const fillLabel = (role: Insights['covered'][number]['role']) => {
    const name = roleName(role);
    return t`Fill this gap: ${name}`;
  };
  const addLabel = (name: string) => t`Add to bag: ${name}`;
  return (
    <div className="space-y-6" data-testid="bag-insights">
      <ArmNote insights={insights} />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <SectionCard id="coverage" headingClassName="mb-3" title={t`Coverage`}>
          <CoverageGrid grid={insights.grid} />
        </SectionCard>
        <SectionCard
          id="covered"
          title={
            <>
              <Trans>Roles covered</Trans>{' '}
              <span className="text-sm font-normal text-fg-faint">
                <Trans>
                  {coveredCount} of {totalRoles}
                </Trans>
              </span>
            </>
          }
        >
          {insights.covered.length === 0 ? (
            <p className="mt-2 text-sm">
              <Trans>No role is covered yet.</Trans>
            </p>
          ) : (
            <ul className="mt-3 space-y-2">
              {insights.covered.map((c) => (
                <li key={c.role.id} className="text-sm">
                  <span className="font-semibold text-emerald-800 dark:text-emerald-300">
                    <span aria-hidden="true">✓ </span>
                    {roleName(c.role)}
                  </span>
                  <span className="block text-fg-faint">
                    {coverageReason(c, insights.arm, played)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>

      <SectionCard id="missing" title={t`Missing roles`}>
        {insights.missing.length === 0 ? (
          <p className="mt-2 text-sm">
            <Trans>This bag covers every role for your arm.</Trans>
          </p>
        ) : (
          <ul className="mt-3 space-y-5">
            {insights.missing.map((m) => (
              <li key={m.role.id} data-testid={`missing-${m.role.id}`}>
                <h3 className="font-semibold">{roleName(m.role)}</h3>
                <p className="text-sm text-fg-faint">{coverageReason(m, insights.arm, played)}</p>
                <h4 className="mt-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
                  <Trans>Fill this gap</Trans>
                </h4>
                {m.suggestions.length === 0 ? (
                  <p className="text-sm">
                    <Trans>No catalogue disc fills it for your arm.</Trans>
                  </p>
                ) : (
                  <DiscSuggestions label={fillLabel(m.role)} className="mt-1">
                    {m.suggestions.map((s) => (
                      <DiscSuggestion
                        key={s.disc.id}
                        wrap
                        disc={s.disc}
                        detail={suggestionReason(s)}
                        actions={
                          <div className="flex shrink-0 gap-2">
                            <Button
                              size="sm"
                              aria-label={addLabel(s.disc.name)}
                              onClick={() => setOpened(s.disc)}
                            >
                              <Trans>Add to bag</Trans>
                            </Button>
                            <WishButton disc={s.disc} />
                          </div>
                        }
                      />
                    ))}
                  </DiscSuggestions>
                )}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard id="overlap" title={t`Overlaps`}>
        <p className="text-xs text-fg-faint">
          <Trans>
            Discs whose flight numbers are within {within} of each other (turn and fade count fully,
            speed and glide half).
          </Trans>
        </p>
        {insights.overlaps.length === 0 ? (
          <p className="mt-2 text-sm">
            <Trans>No two discs in this bag fly alike.</Trans>
          </p>
        ) : (
          <ul className="mt-3 space-y-2">
            {insights.overlaps.map((o) => (
              <li key={o.discs.map((d) => d.key).join()} className="text-sm">
                <span className="font-semibold">{o.discs.map((d) => d.name).join(' · ')}</span>
                <span className="block text-fg-faint">{overlapReason(o)}</span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <DiscModal
        disc={opened}
        open={opened !== null}
        onClose={() => setOpened(null)}
        preferredBagId={bagId}
      />
    </div>
  );
}

function ArmNote({ insights }: { insights: Insights }) {
  const { t } = useLingui();
  return (
    <SectionCard id="arm" padding="sm" headingClassName="text-sm" title={t`Advice for your arm`}>
      <p className="mt-1 text-sm text-fg-soft" data-testid="arm-rule">
        {armRule(insights.arm)}
      </p>
      <ArmName className="mt-2" />
      <div className="mt-3">
        <ThrowerControls showView={false} showHand={false} />
      </div>
    </SectionCard>
  );
}
