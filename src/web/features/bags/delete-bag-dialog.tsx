/**
 * DeleteBagDialog: the spec's "Are you sure you want to delete this bag?", and what happens to
 * the bag's discs. A bag's discs (archived ones too) go with it, notes, photos and history and
 * all, so the dialog says how many there are and offers to move them into another bag first.
 *   <DeleteBagDialog bag={bag|null} bags={allBags} discs={allDiscs} onDeleted onCancel />
 */
import { type I18n } from '@lingui/core';
import { currentI18n } from '../../i18n/current';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { Bag, UserDisc } from '../../../core/bag-types';
import { DISCS_AT_ONCE_MAX } from '../../../core/rules/user-disc';
import { isArchived } from '../../../core/rules/disc-details';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useSession } from '../../data/session';
import { useDeleteBag } from '../../data/use-bags';
import { useDiscsToBag } from '../../data/use-user-discs';
import { errorMessage } from '../../lib/error-message';

export const DELETE_BAG_CONFIRM = 'Are you sure you want to delete this bag?';

/** "It holds 14 discs (2 of them archived)." in the page's language. */
export function bagContentsText(discs: readonly UserDisc[], i18n: I18n = currentI18n()): string {
  const archived = discs.filter(isArchived).length;
  const count = discs.length;
  if (count === 0) return i18n._(msg`It holds no discs.`);
  return archived
    ? i18n._(
        msg`It holds ${plural(count, { one: '# disc', other: '# discs' })} (${archived} of them archived).`,
      )
    : i18n._(msg`It holds ${plural(count, { one: '# disc', other: '# discs' })}.`);
}

export interface DeleteBagDialogProps {
  bag: Bag | null;
  bags: readonly Bag[];
  discs: readonly UserDisc[];
  onDeleted: (message: string | null) => void;
  onCancel: () => void;
}

export function DeleteBagDialog({ bag, bags, discs, onDeleted, onCancel }: DeleteBagDialogProps) {
  const { t } = useLingui();
  const moveAndDelete = useMoveAndDelete();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [choice, setChoice] = useState<'move' | 'delete'>('move');
  const [targetId, setTargetId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inBag = bag ? discs.filter((d) => d.bagId === bag.id) : [];
  const others = bag ? bags.filter((b) => b.id !== bag.id) : [];
  const target = others.find((b) => b.id === targetId) ?? others[0];
  const canMove = inBag.length > 0 && target !== undefined;
  const moving = canMove && choice === 'move';
  const busy = moveAndDelete.busy;

  const close = () => {
    setChoice('move');
    setTargetId('');
    setError(null);
    onCancel();
  };

  const confirm = async () => {
    if (!bag) return;
    setError(null);
    try {
      await moveAndDelete.run(
        bag,
        inBag.map((d) => d.id),
        moving ? target : null,
      );
      setChoice('move');
      setTargetId('');
      const deleted = bag.name;
      const into = target?.name ?? '';
      const count = inBag.length;
      onDeleted(
        moving
          ? t`Deleted ${deleted}; its ${plural(count, { one: '# disc', other: '# discs' })} moved to ${into}.`
          : null,
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog
      open={bag !== null}
      onClose={close}
      title={t`Delete bag`}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={busy}>
            {moving ? <Trans>Move discs and delete</Trans> : <Trans>Delete</Trans>}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-fg-soft">
        <p>{DELETE_BAG_CONFIRM && t`Are you sure you want to delete this bag?`}</p>
        <BagContents discs={inBag} canMove={canMove} />
        {canMove && (
          <DiscsFate
            choice={choice}
            onChoice={setChoice}
            target={target}
            others={others}
            onTarget={setTargetId}
          />
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Dialog>
  );
}

/** Move the bag's discs to another bag (the first one offered), or delete them with it. */
function DiscsFate({
  choice,
  onChoice,
  target,
  others,
  onTarget,
}: {
  choice: 'move' | 'delete';
  onChoice: (choice: 'move' | 'delete') => void;
  target: Bag;
  others: readonly Bag[];
  onTarget: (bagId: string) => void;
}) {
  const ids = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-medium text-fg">
        <Trans>What happens to its discs?</Trans>
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${ids}-choice`}
            checked={choice === 'move'}
            onChange={() => onChoice('move')}
          />
          <Trans>Move them to</Trans>
        </label>
        <label htmlFor={`${ids}-target`} className="sr-only">
          <Trans>Bag to move them to</Trans>
        </label>
        <select
          id={`${ids}-target`}
          value={target.id}
          onChange={(e) => {
            onTarget(e.target.value);
            onChoice('move');
          }}
          className="h-8 max-w-full rounded-md border border-border-strong bg-white px-2 text-sm dark:bg-slate-800"
        >
          {others.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-start gap-2">
        <input
          type="radio"
          name={`${ids}-choice`}
          className="mt-1"
          checked={choice === 'delete'}
          onChange={() => onChoice('delete')}
        />
        <span>
          <Trans>Delete them with the bag, with their notes, photos and history</Trans>
        </span>
      </label>
    </fieldset>
  );
}

/** Moves a bag's discs (in slices the API takes at once) into another bag, then deletes it. */
function useMoveAndDelete() {
  const userId = useSession().user?.id ?? null;
  const deleteBag = useDeleteBag(userId);
  const move = useDiscsToBag(userId, 'move');
  const run = async (bag: Bag, ids: readonly string[], target: Bag | null) => {
    if (target) {
      // Copies of a disc the other bag has already are kept as further copies (0014).
      for (let i = 0; i < ids.length; i += DISCS_AT_ONCE_MAX) {
        const chunk = ids.slice(i, i + DISCS_AT_ONCE_MAX);
        await move.mutateAsync({ ids: chunk, bagId: target.id, allowDuplicate: true });
      }
    }
    await deleteBag.mutateAsync(bag.id);
  };
  return { run, busy: deleteBag.isPending || move.isPending };
}

/** How many discs the bag holds, and that they go with it when there is no other bag. */
function BagContents({ discs, canMove }: { discs: readonly UserDisc[]; canMove: boolean }) {
  const { i18n } = useLingui();
  return (
    <p data-testid="bag-contents">
      {bagContentsText(discs, i18n)}
      {discs.length > 0 && !canMove && (
        <>
          {' '}
          <Trans>
            They will be deleted with the bag, with their notes, photos and history. To keep them,
            create another bag and move them there first.
          </Trans>
        </>
      )}
    </p>
  );
}
