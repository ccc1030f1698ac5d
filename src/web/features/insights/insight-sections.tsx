/**
 * The Insights view's lists: the roles the bag covers, the missing ones with catalogue discs to
 * fill each gap, and the discs that overlap.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Disc } from '../../../core/disc/types';
import type { BagInsights as Insights } from '../../../core/insights/insights';
import { OVERLAP_DISTANCE } from '../../../core/insights/insights';
import { numberText } from '../../components/charts/distance-words';
import type { WishButtonSlot } from '../../components/disc/disc-modal-slots';
import { DiscSuggestion, DiscSuggestions } from '../../components/disc/disc-suggestions';
import { Button } from '../../components/ui/button';
import { SectionCard } from '../../components/section-card';
import { coverageReason, overlapReason, roleName, suggestionReason } from './insight-words';
import type { useBagInsights } from './use-bag-insights';

/** The bag's insights with the flights the player's throws measured. */
type Shown = NonNullable<ReturnType<typeof useBagInsights>>;

export function CoveredRoles({ insights }: { insights: Shown }) {
  const played = insights.played;
  const coveredCount = insights.covered.length;
  const totalRoles = insights.covered.length + insights.missing.length;
  return (
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
              <span className="block text-fg-faint">{coverageReason(c, insights.arm, played)}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Each missing role with up to five catalogue discs to fill it; "Add to bag" opens one. */
export function MissingRoles({
  insights,
  onOpen,
  WishButton,
}: {
  insights: Shown;
  onOpen: (disc: Disc) => void;
  WishButton: WishButtonSlot;
}) {
  const { t } = useLingui();
  const played = insights.played;
  const fillLabel = (role: Insights['covered'][number]['role']) => {
    const name = roleName(role);
    return t`Fill this gap: ${name}`;
  };
  const addLabel = (name: string) => t`Add to bag: ${name}`;
  return (
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
                        <div className="flex flex-wrap gap-2">
                          <Button
                            size="sm"
                            aria-label={addLabel(s.disc.name)}
                            onClick={() => onOpen(s.disc)}
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
  );
}

export function Overlaps({ insights }: { insights: Shown }) {
  const { t } = useLingui();
  const within = numberText(OVERLAP_DISTANCE);
  return (
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
  );
}
