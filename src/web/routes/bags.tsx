/**
 * /bags: the player's bags as a grid of cards, with create, edit and delete.
 * /bags?new=1 opens the create form at once (the dashboard's Create New Bag quick action).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Bag } from '../../core/bag-types';
import { ScreenHeader } from '../components/page-heading';
import { ReadsLoadError } from '../components/load-error';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { BagIcon } from '../components/ui/icons';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useUserDiscs } from '../data/use-user-discs';
import { BagCard, BagCardSkeleton } from '../features/bags/bag-card';
import { BagFormModal } from '../features/bags/bag-form-modal';
import { useBagForm } from '../features/bags/use-bag-form';
import { DeleteBagDialog } from '../features/bags/delete-bag-dialog';
import { OwnDiscDialog } from '../features/own-discs/own-disc-dialog';
import { discCountsByBag } from '../features/bags/disc-counts';
import { ExportLinks } from '../features/bags/export-links';
import { ImportModal } from '../features/bags/import-modal';

export { DELETE_BAG_CONFIRM } from '../features/bags/delete-bag-dialog';

export default function MyBagsPage() {
  const userId = useSession().user?.id ?? null;
  const bags = useBags(userId);
  const discs = useUserDiscs(userId);
  const { form, formError, openForm, closeForm, save, busy } = useBagForm(userId);
  const [toDelete, setToDelete] = useState<Bag | null>(null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const { t } = useLingui();
  const counts = discCountsByBag(discs.data ?? []);
  const list = bags.data ?? [];

  return (
    <div className="space-y-6">
      {/* The document's title in the page's language (index.html's is English). */}
      <title>{t`Hyzer — disc golf bag manager`}</title>
      <ScreenHeader
        title={t`My Bags`}
        actions={
          <>
            {list.length > 0 && <ExportLinks label={t`Export all`} />}
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Trans>Import</Trans>
            </Button>
            <Button onClick={() => openForm({ mode: 'create' })}>
              <Trans>Create New Bag</Trans>
            </Button>
          </>
        }
      >
        <Trans>Organise your discs into bags for every course and condition.</Trans>
      </ScreenHeader>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <ReadsLoadError reads={[bags]} />

      <BagGrid
        bags={bags}
        counts={counts}
        onCreate={() => openForm({ mode: 'create' })}
        onEdit={(bag) => openForm({ mode: 'edit', bag })}
        onDelete={setToDelete}
      />

      <ImportWithOwnDiscs
        open={importing}
        bags={list}
        onClose={() => setImporting(false)}
        onNotice={setNotice}
      />
      <BagFormModal
        open={form !== null}
        bag={form?.mode === 'edit' ? form.bag : null}
        busy={busy}
        error={formError}
        onSubmit={save}
        onClose={closeForm}
      />
      <DeleteBagDialog
        bag={toDelete}
        bags={list}
        discs={discs.data ?? []}
        onDeleted={(message) => {
          setToDelete(null);
          setNotice(message);
        }}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The bags as cards (three placeholders while they load), or the invitation to create one. */
function BagGrid({
  bags,
  counts,
  onCreate,
  onEdit,
  onDelete,
}: {
  bags: ReturnType<typeof useBags>;
  counts: ReadonlyMap<string, number>;
  onCreate: () => void;
  onEdit: (bag: Bag) => void;
  onDelete: (bag: Bag) => void;
}) {
  const { t } = useLingui();
  const list = bags.data ?? [];
  return bags.isPending ? (
    <ul aria-busy="true" aria-label={t`Loading bags`} className={GRID}>
      <BagCardSkeleton />
      <BagCardSkeleton />
      <BagCardSkeleton />
    </ul>
  ) : bags.data === undefined ? null : list.length === 0 ? (
    <EmptyState
      icon={<BagIcon className="size-12" />}
      title={t`No bags`}
      description={t`Get started by creating a new bag.`}
      action={
        <Button onClick={onCreate}>
          <Trans>Create New Bag</Trans>
        </Button>
      }
    />
  ) : (
    <ul className={GRID}>
      {list.map((bag) => (
        <BagCard
          key={bag.id}
          bag={bag}
          discCount={counts.get(bag.id) ?? 0}
          onEdit={() => onEdit(bag)}
          onDelete={() => onDelete(bag)}
        />
      ))}
    </ul>
  );
}

/** The import dialog, and the own-disc dialog its report offers for a row's unknown disc. */
function ImportWithOwnDiscs({
  open,
  bags,
  onClose,
  onNotice,
}: {
  open: boolean;
  bags: readonly Bag[];
  onClose: () => void;
  onNotice: (message: string) => void;
}) {
  const { t } = useLingui();
  // From the import report: a row's unknown disc added as the player's own, then import again.
  const [addingOwn, setAddingOwn] = useState<{ name: string; brand: string } | null>(null);
  return (
    <>
      <ImportModal
        open={open}
        bags={bags}
        onAddOwn={(name, brand) => setAddingOwn({ name, brand })}
        onClose={onClose}
        onImported={(result) => {
          const message = result.message;
          const names = result.bags.map((b) => b.name).join(', ');
          onNotice(t`${message} Into: ${names}.`);
        }}
      />
      <OwnDiscDialog
        open={addingOwn !== null}
        name={addingOwn?.name}
        brand={addingOwn?.brand}
        onClose={() => setAddingOwn(null)}
        onSaved={() => setAddingOwn(null)}
      />
    </>
  );
}
