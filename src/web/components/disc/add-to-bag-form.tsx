/**
 * Add to bag (spec §2 Disc modal, §4 Modals, §5): a bag (the first one preselected, or the bag the
 * search was opened from) and a colour
 * (Blue to start). The form is mounted afresh each time the modal opens, so both reset on open.
 * Without a bag it points to /bags instead.
 */
import { useState, type FormEvent } from 'react';
import type { Bag } from '../../../core/bag-types';
import { BAG_REQUIRED } from '../../../core/schemas/user-disc';
import { Alert } from '../ui/alert';
import { Button, LinkButton } from '../ui/button';
import { Select } from '../ui/select';
import { Skeleton } from '../ui/spinner';
import { useTimedMessage } from '../ui/use-timed-message';
import { ColorPicker } from '../color-picker';
import { DEFAULT_DISC_COLOR } from '../../lib/disc-colors';
import { paths } from '../../lib/paths';

export const NO_BAGS_MESSAGE = 'You need to create a bag before you can add discs.';
export const addedMessage = (discName: string) => `Added ${discName} to your bag!`;

export interface AddToBagFormProps {
  discName: string;
  bags: readonly Bag[] | undefined;
  bagsError?: string | null;
  /** The bag to preselect (the bag the search was opened from); the first bag when absent. */
  preferredBagId?: string | null;
  /** Resolves when the disc is added; rejects with the message to show. */
  onAdd: (input: { bagId: string; color: string }) => Promise<void>;
}

export function AddToBagForm({
  discName,
  bags,
  bagsError,
  preferredBagId,
  onAdd,
}: AddToBagFormProps) {
  const [chosenBag, setChosenBag] = useState<string | null>(null);
  const [color, setColor] = useState(DEFAULT_DISC_COLOR);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmation, showConfirmation, clearConfirmation] = useTimedMessage();

  if (bagsError) return <Alert tone="error">{bagsError}</Alert>;
  if (bags === undefined)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-8 w-2/3" />
      </div>
    );
  if (bags.length === 0)
    return (
      <Alert tone="info">
        <p>{NO_BAGS_MESSAGE}</p>
        <LinkButton to={paths.bags} size="sm" className="mt-3">
          Create a bag
        </LinkButton>
      </Alert>
    );

  const preferred = bags.find((b) => b.id === preferredBagId);
  const bagId = chosenBag ?? preferred?.id ?? bags[0]?.id ?? '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    clearConfirmation();
    if (bagId === '') {
      setError(BAG_REQUIRED);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onAdd({ bagId, color });
      showConfirmation(addedMessage(discName));
    } catch (err) {
      setError(
        err instanceof Error && err.message
          ? err.message
          : 'Failed to add disc to bag. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Select
        label="Bag"
        value={bagId}
        onChange={(e) => {
          setChosenBag(e.target.value);
          setError(null);
        }}
      >
        <option value="">Select a bag</option>
        {bags.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </Select>
      <ColorPicker value={color} onChange={setColor} />
      {error && <Alert tone="error">{error}</Alert>}
      {confirmation && <Alert tone="success">{confirmation}</Alert>}
      {/* Not disabled while busy: a disabled button would drop focus out of the dialog. */}
      <Button type="submit" aria-busy={busy || undefined} block>
        {busy ? 'Adding…' : 'Add to Bag'}
      </Button>
    </form>
  );
}
