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
import { useNavigate, useSearchParams } from 'react-router';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { bagSummary } from '../../../core/stats/bag-summary';
import { withPersonalFlight } from '../../../core/flight/personal-flight';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { DiscModalSlot } from '../../components/disc/disc-modal-slots';
import { usePlayerCatalogue } from '../../data/use-own-discs';
import { FlightChart } from '../../components/charts/flight-chart';
import { StabilityChart } from '../../components/charts/stability-chart';
import { useHandedness } from '../../lib/use-handedness';
import { BagDiscList } from './bag-disc-list';
import { BagHeader } from './bag-header';
import { BagStatsCards } from './bag-stats-cards';
import { catalogueDiscFor } from './catalogue-disc';
import { discRowData } from '../../lib/disc-row-data';
import { EditDiscModal } from './edit-disc-modal';
import { ArchiveDiscModal } from './archive-disc-modal';
import { EmptyBag } from './empty-bag';
import { StatsToggle } from './stats-toggle';
import { REMOVE_FAILED, useDiscActions } from './use-disc-actions';
import { useCoreMessage } from '../../i18n/core-message';
import { BAG_VIEWS, tabId, tabPanelId, ViewTabs, type BagView } from './view-tabs';
import { DiscsToBagModal, SelectionBar, type BulkAction } from './disc-selection';
import { DuplicateBagButton } from './duplicate-bag-button';
import { Toast } from '../../components/ui/toast';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import { paths } from '../../lib/paths';
import { useSameList } from '../../lib/use-same-list';

function viewFromParam(value: string | null): BagView {
  return BAG_VIEWS.find((v) => v === value) ?? 'list';
}

export const DETAILS_MISSING = 'Failed to load some disc details';

export function BagDetailView({
  bag,
  bags,
  discs: given,
  plastics,
  userId,
  insights,
  DiscModal,
}: {
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
}) {
  // The same discs as at the last render keep their statistics and the list's sort keys: a
  // refetch or a dialog opening draws the page again without working them out again.
  const discs = useSameList(given);
  // Charts and stats use the player's own flight numbers where set.
  const flown = useMemo(() => discs.map(withPersonalFlight), [discs]);
  const summary = useMemo(() => bagSummary(flown), [flown]);
  // The chosen view lives in the URL (?view=chart|stability), so reload and Back keep it.
  const [params, setParams] = useSearchParams();
  const view = viewFromParam(params.get('view'));
  const setView = (next: BagView) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'list') out.delete('view');
        else out.set('view', next);
        return out;
      },
      { replace: true },
    );
  const [showStats, setShowStats] = useState(true);
  const [opened, setOpened] = useState<UserDisc | null>(null);
  const { handedness } = useHandedness();
  const catalogue = usePlayerCatalogue();
  const actions = useDiscActions(userId);
  const openedDisc = opened ? catalogueDiscFor(opened, catalogue.data) : null;
  const missingDetails = discs.some((d) => d.discDetails === null);
  // Discs picked for Move to… / Copy to… (ids of discs no longer in the bag drop out).
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = new Set(discs.filter((d) => picked.has(d.id)).map((d) => d.id));
  const [bulk, setBulk] = useState<{ action: BulkAction; discs: UserDisc[] } | null>(null);
  const [done, showDone] = useTimedMessage();
  const navigate = useNavigate();
  const { t } = useLingui();
  const core = useCoreMessage();
  const selection = {
    selected,
    toggle: (id: string) =>
      setPicked((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setAll: (on: boolean) => setPicked(on ? new Set(discs.map((d) => d.id)) : new Set()),
  };
  const removeMessage = (name: string) => t`Remove ${name} from your bag?`;
  const startBulk = (action: BulkAction) =>
    setBulk({ action, discs: discs.filter((d) => selected.has(d.id)) });

  return (
    <div className="space-y-6">
      <BagHeader
        bag={bag}
        actions={
          <DuplicateBagButton
            bag={bag}
            userId={userId}
            onDuplicated={(copy) => void navigate(paths.bag(copy.id))}
          />
        }
      />

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

      <StatsToggle shown={showStats} onToggle={() => setShowStats((s) => !s)} />
      <div id="bag-stats" className={showStats ? undefined : 'max-md:hidden'}>
        <BagStatsCards summary={summary} />
      </div>

      <ViewTabs value={view} onChange={setView} />
      <div role="tabpanel" id={tabPanelId(view)} aria-labelledby={tabId(view)}>
        {discs.length === 0 ? (
          <EmptyBag bagId={bag.id} />
        ) : view === 'list' ? (
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
              onOpen={setOpened}
              onEdit={actions.startEdit}
              onArchive={actions.startArchive}
              onRemove={actions.askRemove}
              onCopy={(disc) => setBulk({ action: 'copy', discs: [disc] })}
              selection={selection}
            />
          </div>
        ) : view === 'insights' ? (
          insights
        ) : view === 'chart' ? (
          <FlightChart discs={flown} handedness={handedness} />
        ) : (
          <StabilityChart discs={flown} handedness={handedness} />
        )}
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
          setPicked(new Set());
          showDone(message);
        }}
      />

      <DiscModal
        disc={openedDisc}
        open={openedDisc !== null}
        onClose={() => setOpened(null)}
        readOnly
        owned={opened}
      />
      <EditDiscModal {...actions.editDialog} bags={bags} plastics={plastics} />
      <ArchiveDiscModal {...actions.archiveDialog} />
      <ConfirmDialog
        open={actions.removing !== null}
        title={t`Remove disc`}
        message={actions.removing ? removeMessage(discRowData(actions.removing).name) : ''}
        confirmLabel={t`Remove`}
        busy={actions.removeBusy}
        onConfirm={actions.confirmRemove}
        onCancel={actions.cancelRemove}
      />
    </div>
  );
}
