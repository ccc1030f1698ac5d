/**
 * SharedBagView: a bag as its public link shows it (docs/decisions/0015): name, description,
 * the owner's display name, the discs in play, the flight chart and the stability chart. Nothing
 * to edit; an empty bag says so.
 *   <SharedBagView bag={sharedBag} />
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import type { SharedBag } from '../../../core/schemas/share';
import { withPersonalFlight } from '../../../core/flight/personal-flight';
import { FlightChart } from '../../components/charts/flight-chart';
import { StabilityChart } from '../../components/charts/stability-chart';
import { EmptyState } from '../../components/ui/empty-state';
import { useHandedness } from '../../lib/use-handedness';
import { SharedDiscList } from './shared-disc-list';
import { sharedUserDiscs } from './shared-discs';
import { SharedThrowsProvider } from './shared-throws';

/** 'Shared by Ava', or by 'a Hyzer player' when the owner has no display name. */
function SharedBy({ owner }: { owner: string }) {
  const name = owner.trim();
  return name ? <Trans>Shared by {name}</Trans> : <Trans>Shared by a Hyzer player</Trans>;
}

/** One part of the page under its heading, named by it. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SharedBagView({ bag }: { bag: SharedBag }) {
  const discs = useMemo(() => sharedUserDiscs(bag.discs), [bag.discs]);
  // Charts use the owner's own flight numbers where set, as the owner's own charts do.
  const flown = useMemo(() => discs.map(withPersonalFlight), [discs]);
  const { t } = useLingui();
  const { handedness } = useHandedness();
  const n = discs.length;

  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <p className="text-sm font-medium text-brand-700 dark:text-teal-300">
          <SharedBy owner={bag.owner.name} />
        </p>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{bag.name}</h1>
        {bag.description && (
          <p className="max-w-2xl break-words text-fg-muted">{bag.description}</p>
        )}
        <p className="text-sm text-fg-faint">
          <Plural value={n} one="# disc · read-only" other="# discs · read-only" />
        </p>
      </header>

      {n === 0 ? (
        <EmptyState
          title={t`This bag has no discs yet`}
          description={t`When the owner adds discs, they show up here.`}
        />
      ) : (
        <>
          <Section id="shared-discs" title={t`Discs`}>
            <SharedDiscList discs={discs} />
          </Section>
          <Section id="shared-flight" title={t`Flight Chart`}>
            <SharedThrowsProvider bag={bag} discs={flown}>
              <FlightChart discs={flown} handedness={handedness} />
            </SharedThrowsProvider>
          </Section>
          <Section id="shared-stability" title={t`Stability Chart`}>
            <StabilityChart discs={flown} handedness={handedness} />
          </Section>
        </>
      )}
    </article>
  );
}
