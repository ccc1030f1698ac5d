/**
 * Several discs at once (docs/decisions/0014): the selection bar shown while discs of a bag are
 * selected (how many, Select all, Clear, Move to…, Copy to…) and the dialog that moves or copies
 * them to another bag in one all-or-nothing request. A disc already in the target bag answers
 * the duplicate message, followed by "Add another copy" to keep both.
 *   <SelectionBar count total onSelectAll onClear onMove onCopy />
 *   <DiscsToBagModal action="move|copy" discs bags currentBagId userId onClose onDone />
 */
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { BagSelect } from '../../components/bag-select';
import { AddErrorAlert, useAddError } from '../../components/disc/add-error';
import { useDiscsToBag } from '../../data/use-user-discs';
import { discRowData } from '../../lib/disc-row-data';
import { DialogFooter } from './bag-dialogs';

export type BulkAction = 'move' | 'copy';

export function SelectionBar({
  count,
  total,
  onSelectAll,
  onClear,
  onMove,
  onCopy,
}: {
  count: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
  onMove: () => void;
  onCopy: () => void;
}) {
  const { t } = useLingui();
  if (count === 0) return null;
  return (
    <section
      aria-label={t`Selected discs`}
      className="sticky top-[4.5rem] z-20 flex flex-wrap items-center gap-2 rounded-2xl border border-brand-200 bg-brand-50/95 px-3 py-2 shadow-sm backdrop-blur dark:border-brand-800 dark:bg-slate-900/95"
    >
      <p className="mr-auto text-sm font-semibold text-fg" aria-live="polite">
        <Plural value={count} one="# disc selected" other="# discs selected" />
      </p>
      {count < total && (
        <Button variant="ghost" size="sm" onClick={onSelectAll}>
          <Trans>Select all</Trans>
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onClear}>
        <Trans>Clear</Trans>
      </Button>
      <Button variant="secondary" size="sm" onClick={onMove}>
        <Trans>Move to…</Trans>
      </Button>
      <Button variant="secondary" size="sm" onClick={onCopy}>
        <Trans>Copy to…</Trans>
      </Button>
    </section>
  );
}

export interface DiscsToBagModalProps {
  /** null: closed. */
  action: BulkAction | null;
  discs: readonly UserDisc[];
  bags: readonly Bag[];
  /** The bag the discs are in (not offered as a move target). */
  currentBagId: string;
  userId: string | null;
  onClose: () => void;
  /** After a success, with the message to show. */
  onDone: (message: string) => void;
}

export function DiscsToBagModal(props: DiscsToBagModalProps) {
  if (props.action === null) return null;
  return <DiscsToBagForm key={props.action} {...props} action={props.action} />;
}

function DiscsToBagForm({
  action,
  discs,
  bags,
  currentBagId,
  userId,
  onClose,
  onDone,
}: DiscsToBagModalProps & { action: BulkAction }) {
  const targets = action === 'move' ? bags.filter((b) => b.id !== currentBagId) : bags;
  const firstOther = targets.find((b) => b.id !== currentBagId) ?? targets[0];
  const sending = useSendDiscsToBag({
    action,
    discs,
    bags,
    userId,
    onDone,
    firstBagId: firstOther?.id ?? '',
  });
  const { t } = useLingui();
  const only = discs.length === 1 ? discRowData(discs[0]!).name : null;
  const count = discs.length;
  const title =
    action === 'move'
      ? only
        ? t`Move ${only} to another bag`
        : t`Move ${plural(count, { one: '# disc', other: '# discs' })} to another bag`
      : only
        ? t`Copy ${only} to another bag`
        : t`Copy ${plural(count, { one: '# disc', other: '# discs' })} to another bag`;

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={title}
      description={
        action === 'move'
          ? t`All of them move, or none does.`
          : t`Each copy keeps its colour and details. All are copied, or none is.`
      }
      footer={
        <DialogFooter
          onCancel={onClose}
          onClick={() => sending.send(false)}
          loading={sending.pending}
          disabled={sending.bagId === ''}
        >
          {action === 'move' ? <Trans>Move</Trans> : <Trans>Copy</Trans>}
        </DialogFooter>
      }
    >
      <div className="space-y-4">
        <TargetBagField
          targets={targets}
          currentBagId={currentBagId}
          value={sending.bagId}
          onChange={sending.chooseBag}
        />
        <AddErrorAlert
          failure={sending.failure}
          onClick={() => sending.send(true)}
          loading={sending.pending}
        />
      </div>
    </Dialog>
  );
}

/**
 * The bag chosen and the one request that moves or copies the discs there: its failure (the
 * duplicate message offers "Add another copy", which sends again allowing it), and the message
 * of its success.
 */
function useSendDiscsToBag({
  action,
  discs,
  bags,
  userId,
  onDone,
  firstBagId,
}: Pick<DiscsToBagModalProps, 'discs' | 'bags' | 'userId' | 'onDone'> & {
  action: BulkAction;
  /** The bag chosen first. */
  firstBagId: string;
}) {
  const [bagId, setBagId] = useState(firstBagId);
  const failure = useAddError();
  const mutation = useDiscsToBag(userId, action);
  const { t } = useLingui();
  const count = discs.length;

  const send = (allowDuplicate: boolean) => {
    if (mutation.isPending || bagId === '') return;
    failure.clear();
    mutation.mutate(
      { ids: discs.map((d) => d.id), bagId, ...(allowDuplicate ? { allowDuplicate } : {}) },
      {
        onSuccess: () => {
          const name = bags.find((b) => b.id === bagId)?.name ?? t`the bag`;
          onDone(
            action === 'move'
              ? t`Moved ${plural(count, { one: '# disc', other: '# discs' })} to ${name}.`
              : t`Copied ${plural(count, { one: '# disc', other: '# discs' })} to ${name}.`,
          );
        },
        onError: (err) => failure.fail(err, err.message),
      },
    );
  };
  const chooseBag = (id: string) => {
    setBagId(id);
    failure.clear();
  };
  return { bagId, chooseBag, send, failure, pending: mutation.isPending };
}

/** The bag to move or copy to; none to offer when this is the player's only bag. */
function TargetBagField({
  targets,
  currentBagId,
  value,
  onChange,
}: {
  targets: readonly Bag[];
  currentBagId: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  if (targets.length === 0) {
    return (
      <Alert tone="info">
        <Trans>Create another bag first: this is your only bag.</Trans>
      </Alert>
    );
  }
  return (
    <BagSelect
      label={t`To bag`}
      bags={targets}
      nameOf={(b) => {
        const name = b.name;
        return b.id === currentBagId ? t`${name} (this bag)` : name;
      }}
      value={value}
      onChange={onChange}
    />
  );
}
