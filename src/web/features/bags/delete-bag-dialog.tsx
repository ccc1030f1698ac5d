/**
 * DeleteBagDialog: the spec's "Are you sure you want to delete this bag?", and what happens to
 * the bag's discs. A bag's discs (archived ones too) go with it, notes, photos and history and
 * all, so the dialog says how many there are and offers to move them into another bag first.
 *   <DeleteBagDialog bag={bag|null} bags={allBags} discs={allDiscs} onDeleted onCancel />
 */
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

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "It holds 14 discs (2 of them archived)." */
export function bagContentsText(discs: readonly UserDisc[]): string {
  const archived = discs.filter(isArchived).length;
  if (discs.length === 0) return 'It holds no discs.';
  return `It holds ${plural(discs.length, 'disc')}${archived ? ` (${archived} of them archived)` : ''}.`;
}

export function DeleteBagDialog({
  bag,
  bags,
  discs,
  onDeleted,
  onCancel,
}: {
  bag: Bag | null;
  bags: readonly Bag[];
  discs: readonly UserDisc[];
  onDeleted: (message: string | null) => void;
  onCancel: () => void;
}) {
  const userId = useSession().user?.id ?? null;
  const deleteBag = useDeleteBag(userId);
  const move = useDiscsToBag(userId, 'move');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [choice, setChoice] = useState<'move' | 'delete'>('move');
  const [targetId, setTargetId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const inBag = bag ? discs.filter((d) => d.bagId === bag.id) : [];
  const others = bag ? bags.filter((b) => b.id !== bag.id) : [];
  const target = others.find((b) => b.id === targetId) ?? others[0];
  const canMove = inBag.length > 0 && target !== undefined;
  const moving = canMove && choice === 'move';
  const busy = deleteBag.isPending || move.isPending;

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
      if (moving) {
        const all = inBag.map((d) => d.id);
        // Copies of a disc the other bag has already are kept as further copies (0014).
        for (let i = 0; i < all.length; i += DISCS_AT_ONCE_MAX) {
          const chunk = all.slice(i, i + DISCS_AT_ONCE_MAX);
          await move.mutateAsync({ ids: chunk, bagId: target.id, allowDuplicate: true });
        }
      }
      await deleteBag.mutateAsync(bag.id);
      setChoice('move');
      setTargetId('');
      onDeleted(
        moving
          ? `Deleted ${bag.name}; its ${plural(inBag.length, 'disc')} moved to ${target.name}.`
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
      title="Delete bag"
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={busy}>
            {moving ? 'Move discs and delete' : 'Delete'}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
        <p>{DELETE_BAG_CONFIRM}</p>
        <p data-testid="bag-contents">
          {bagContentsText(inBag)}
          {inBag.length > 0 && !canMove && (
            <>
              {' '}
              They will be deleted with the bag, with their notes, photos and history. To keep them,
              create another bag and move them there first.
            </>
          )}
        </p>
        {canMove && (
          <fieldset className="space-y-2">
            <legend className="mb-1 font-medium text-slate-900 dark:text-white">
              What happens to its discs?
            </legend>
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${ids}-choice`}
                  checked={choice === 'move'}
                  onChange={() => setChoice('move')}
                />
                Move them to
              </label>
              <label htmlFor={`${ids}-target`} className="sr-only">
                Bag to move them to
              </label>
              <select
                id={`${ids}-target`}
                value={target.id}
                onChange={(e) => {
                  setTargetId(e.target.value);
                  setChoice('move');
                }}
                className="h-8 max-w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-800"
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
                onChange={() => setChoice('delete')}
              />
              <span>Delete them with the bag, with their notes, photos and history</span>
            </label>
          </fieldset>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Dialog>
  );
}
