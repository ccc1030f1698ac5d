/**
 * BagInsights: the bag page's Insights view. What the bag covers and lacks for the player's arm
 * (the rule shown, the arm changeable in place), the coverage grid, "Fill this gap" with up to
 * five catalogue discs per missing role (one click opens the disc modal with this bag
 * preselected), and the discs that overlap. Rules: docs/product.md, Bag insights. The disc
 * modal and the wishlist button come from the screen (features/disc-modal).
 *   <BagInsights bagId discs={thisBagsDiscs} DiscModal={DiscModal} WishButton={WishButton} />
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import type { Disc } from '../../../core/disc/types';
import type { BagInsights as Insights } from '../../../core/insights/insights';
import { armRule } from './insight-words';
import { ArmName, ThrowerControls } from '../../components/charts/thrower-controls';
import type { DiscModalSlot, WishButtonSlot } from '../../components/disc/disc-modal-slots';
import { SectionCard } from '../../components/section-card';
import { Skeleton } from '../../components/ui/spinner';
import { CoverageGrid } from './coverage-grid';
import { CoveredRoles, MissingRoles, Overlaps } from './insight-sections';
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
  return (
    <div className="space-y-6" data-testid="bag-insights">
      <ArmNote insights={insights} />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <SectionCard id="coverage" headingClassName="mb-3" title={t`Coverage`}>
          <CoverageGrid grid={insights.grid} />
        </SectionCard>
        <CoveredRoles insights={insights} />
      </div>

      <MissingRoles insights={insights} onOpen={setOpened} WishButton={WishButton} />

      <Overlaps insights={insights} />

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
