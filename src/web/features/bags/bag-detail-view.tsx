/**
 * BagDetailView: one bag — header, view switcher (List / Flight Chart / Stability Chart /
 * Insights, the last given by the screen), stats
 * cards (hideable under 768 px), the disc list, and the remove / edit / read-only disc dialogs
 * (the disc modal given by the screen, from features/disc-modal).
 *   <BagDetailView bag bags={allBags} discs={thisBagsDiscs} userId DiscModal={DiscModal} />
 */
import { useLingui } from '@lingui/react/macro';
import { CompareBar } from '../../components/compare/compare-bar';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { bagSummary } from '../../../core/stats/bag-summary';
import { withPersonalFlight } from '../../../core/flight/personal-flight';
import { Alert } from '../../components/ui/alert';
import type { DiscModalSlot } from '../../components/disc/disc-modal-slots';
import { FlightChart } from '../../components/charts/flight-chart';
import { StabilityChart } from '../../components/charts/stability-chart';
import { useHandedness } from '../../lib/use-handedness';
import { BagDiscList } from './bag-disc-list';
import { BagHeader } from './bag-header';
import { BagStatsCards } from './bag-stats-cards';
import { EmptyBag } from './empty-bag';
import { StatsToggle } from './stats-toggle';
import { REMOVE_FAILED, useDiscActions } from './use-disc-actions';
import { useCoreMessage } from '../../i18n/core-message';
import { tabId, tabPanelId, ViewTabs, type BagView } from './view-tabs';
import { useBagView, useDiscPicking } from './use-bag-view';
import { BagDiscDialogs } from './bag-disc-dialogs';
import { DiscsToBagModal, SelectionBar, type BulkAction } from './disc-selection';
import { DuplicateBagButton } from './duplicate-bag-button';
import { Toast } from '../../components/ui/toast';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { paths } from '../../lib/paths';
import { useSameList } from '../../lib/use-same-list';

export const DETAILS_MISSING = 'Failed to load some disc details';

export interface BagDetailViewProps {
  bag: Bag;
  bags: readonly Bag[];
  /** The bag's discs in play (archived ones are left out by the caller). */
  discs: readonly UserDisc[];
  /** Every plastic the player used before, for the edit form's suggestions. */
  plastics: readonly string[];
  userId: string | null;
  /** The Insights view's content (composed by the screen from the insights feature). */
  insights?: ReactNode;
  /** The disc modal a disc of the bag opens in (read-only, with the player's own copy). */
  DiscModal: DiscModalSlot;
}

export function BagDetailView({
  bag,
  bags,
  discs: given,
  plastics,
  userId,
  insights,
  DiscModal,
}: BagDetailViewProps) {
  // The same discs as at the last render keep their statistics and the list's sort keys: a
  // refetch or a dialog opening draws the page again without working them out again.
  const discs = useSameList(given);
  // Charts and stats use the player's own flight numbers where set.
  const flown = useMemo(() => discs.map(withPersonalFlight), [discs]);
  const summary = useMemo(() => bagSummary(flown), [flown]);
  const [view, setView] = useBagView();
  const [showStats, setShowStats] = useState(true);
  const [opened, setOpened] = useState<UserDisc | null>(null);
  const actions = useDiscActions(userId);
  const selection = useDiscPicking(discs);
  const [bulk, setBulk] = useState<{ action: BulkAction; discs: UserDisc[] } | null>(null);
  const [done, showDone] = useTimedMessage();

  return (
    <div className="space-y-6">
      <BagHeader bag={bag} actions={<DuplicateAndOpen bag={bag} userId={userId} />} />

      <BagAlerts discs={discs} actions={actions} />

      <StatsToggle shown={showStats} onToggle={() => setShowStats((s) => !s)} />
      <div id="bag-stats" className={showStats ? undefined : 'max-md:hidden'}>
        <BagStatsCards summary={summary} />
      </div>

      <ViewTabs value={view} onChange={setView} />
      <div role="tabpanel" id={tabPanelId(view)} aria-labelledby={tabId(view)}>
        <BagViewPanel
          view={view}
          bagId={bag.id}
          flown={flown}
          insights={insights}
          list={
            <BagListView
              discs={discs}
              selection={selection}
              actions={actions}
              onOpen={setOpened}
              onBulk={(action, discs) => setBulk({ action, discs })}
            />
          }
        />
      </div>
      <CompareBar />
      <Toast message={done} />
      <DiscsToBagModal
        action={bulk?.action ?? null}
        discs={bulk?.discs ?? []}
        bags={bags}
        currentBagId={bag.id}
        userId={userId}
        onClose={() => setBulk(null)}
        onDone={(message) => {
          setBulk(null);
          selection.clear();
          showDone(message);
        }}
      />

      <BagDiscDialogs
        opened={opened}
        onCloseOpened={() => setOpened(null)}
        actions={actions}
        bags={bags}
        plastics={plastics}
        DiscModal={DiscModal}
      />
    </div>
  );
}

/** The list view: the bar for the picked discs above the bag's list. */
function BagListView({
  discs,
  selection,
  actions,
  onOpen,
  onBulk,
}: {
  discs: readonly UserDisc[];
  selection: ReturnType<typeof useDiscPicking>;
  actions: ReturnType<typeof useDiscActions>;
  onOpen: (disc: UserDisc) => void;
  onBulk: (action: BulkAction, discs: UserDisc[]) => void;
}) {
  const selected = selection.selected;
  const startBulk = (action: BulkAction) =>
    onBulk(
      action,
      discs.filter((d) => selected.has(d.id)),
    );
  return (
    <div className="space-y-3">
      <SelectionBar
        count={selected.size}
        total={discs.length}
        onSelectAll={() => selection.setAll(true)}
        onClear={() => selection.setAll(false)}
        onMove={() => startBulk('move')}
        onCopy={() => startBulk('copy')}
      />
      <BagDiscList
        discs={discs}
        onOpen={onOpen}
        onEdit={actions.startEdit}
        onArchive={actions.startArchive}
        onRemove={actions.askRemove}
        onCopy={(disc) => onBulk('copy', [disc])}
        selection={selection}
      />
    </div>
  );
}

/** Some discs came without their catalogue details, or removing one failed. */
function BagAlerts({
  discs,
  actions,
}: {
  discs: readonly UserDisc[];
  actions: ReturnType<typeof useDiscActions>;
}) {
  const { t } = useLingui();
  const core = useCoreMessage();
  const missingDetails = discs.some((d) => d.discDetails === null);
  return (
    <>
      {missingDetails && (
        <Alert tone="warning">{DETAILS_MISSING && t`Failed to load some disc details`}</Alert>
      )}
      {actions.removeError && (
        <Alert tone="error" onDismiss={actions.dismissRemoveError}>
          {actions.removeError === REMOVE_FAILED
            ? t`Failed to remove disc. Please try again.`
            : core(actions.removeError)}
        </Alert>
      )}
    </>
  );
}

/** The chosen view of the bag's discs (the list given), or the empty bag's invitation. */
function BagViewPanel({
  view,
  bagId,
  flown,
  insights,
  list,
}: {
  view: BagView;
  bagId: string;
  /** The bag's discs with the player's own flight numbers where set. */
  flown: UserDisc[];
  insights: ReactNode;
  list: ReactNode;
}) {
  const { handedness } = useHandedness();
  if (flown.length === 0) return <EmptyBag bagId={bagId} />;
  if (view === 'list') return list;
  if (view === 'insights') return insights;
  if (view === 'chart') return <FlightChart discs={flown} handedness={handedness} />;
  return <StabilityChart discs={flown} handedness={handedness} />;
}

/** Duplicates the bag and opens the copy. */
function DuplicateAndOpen({ bag, userId }: { bag: Bag; userId: string | null }) {
  const navigate = useNavigate();
  return (
    <DuplicateBagButton
      bag={bag}
      userId={userId}
      onDuplicated={(copy) => void navigate(paths.bag(copy.id))}
    />
  );
}
