/**
 * Add to bag (docs/product.md): a bag (the first one preselected, or the bag the
 * search was opened from) and a colour
 * (Blue to start). The form is mounted afresh each time the modal opens, so both reset on open.
 * Without a bag it points to /bags instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Bag } from '../../../core/bag-types';
import type { DiscDetailsInput } from '../../../core/collection/disc-fields';
import { EMPTY_DRAFT } from '../../../core/rules/disc-details-form';
import { SCHEMAS_UNAVAILABLE, useFormSchemas } from '../../lib/schemas';
import { BAG_REQUIRED } from '../../../core/rules/user-disc';
import { Alert } from '../ui/alert';
import { Button, LinkButton } from '../ui/button';
import { Skeleton } from '../ui/spinner';
import { useTimedMessage } from '../ui/use-timed-message';
import { BagSelect } from '../bag-select';
import { ColorPicker } from '../color-picker';
import { DiscDetailsFields } from './disc-details-fields';
import { AddErrorAlert, useAddError } from './add-error';
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
  /** Plastics the player used before (suggestions). */
  plastics?: readonly string[];
  /**
   * Resolves when the disc is added; rejects with the message to show. `allowDuplicate`: the
   * player chose "Add another copy" after the duplicate message (docs/decisions/0014).
   */
  onAdd: (input: {
    bagId: string;
    color: string;
    details: DiscDetailsInput;
    allowDuplicate?: boolean;
  }) => Promise<void>;
}

export function AddToBagForm({
  discName,
  bags,
  bagsError,
  preferredBagId,
  plastics = [],
  onAdd,
}: AddToBagFormProps) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [showDetails, setShowDetails] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [chosenBag, setChosenBag] = useState<string | null>(null);
  const [color, setColor] = useState(DEFAULT_DISC_COLOR);
  const failure = useAddError();
  const [busy, setBusy] = useState(false);
  const [confirmation, showConfirmation, clearConfirmation] = useTimedMessage();
  const schemas = useFormSchemas();
  const { t } = useLingui();

  if (bagsError || bags === undefined || bags.length === 0) {
    return <BagsUnavailable bags={bags} bagsError={bagsError} />;
  }

  const preferred = bags.find((b) => b.id === preferredBagId);
  const bagId = chosenBag ?? preferred?.id ?? bags[0]?.id ?? '';
  const submit = async (e: FormEvent | null, allowDuplicate = false) => {
    e?.preventDefault();
    if (busy) return;
    clearConfirmation();
    if (bagId === '') {
      failure.fail(null, BAG_REQUIRED);
      return;
    }
    const parsed = (await schemas.load())?.parseDraft(draft);
    if (!parsed) {
      failure.fail(null, SCHEMAS_UNAVAILABLE);
      return;
    }
    if (!parsed.ok) {
      setFieldErrors(parsed.fields);
      setShowDetails(true);
      return;
    }
    setFieldErrors({});
    failure.clear();
    setBusy(true);
    try {
      // Only the details filled in: an empty field is simply not set.
      const details = Object.fromEntries(
        Object.entries(parsed.value).filter(([, v]) => v !== null),
      ) as DiscDetailsInput;
      await onAdd({ bagId, color, details, ...(allowDuplicate ? { allowDuplicate } : {}) });
      setDraft(EMPTY_DRAFT);
      showConfirmation(addedMessage(discName) && t`Added ${discName} to your bag!`);
    } catch (err) {
      failure.fail(
        err,
        err instanceof Error && err.message
          ? err.message
          : t`Failed to add disc to bag. Please try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <BagSelect
        label={t`Bag`}
        bags={bags}
        first={[{ value: '', label: t`Select a bag` }]}
        value={bagId}
        onChange={(id) => {
          setChosenBag(id);
          failure.clear();
        }}
      />
      <ColorPicker value={color} onChange={setColor} />
      <DetailsDisclosure shown={showDetails} onToggle={() => setShowDetails((v) => !v)}>
        <DiscDetailsFields
          draft={draft}
          onChange={setDraft}
          errors={fieldErrors}
          plastics={plastics}
        />
      </DetailsDisclosure>
      <AddErrorAlert
        failure={failure}
        hint={t`Own two? Add this one as another copy.`}
        aria-busy={busy || undefined}
        onClick={() => void submit(null, true)}
      />
      {confirmation && <Alert tone="success">{confirmation}</Alert>}
      {/* Not disabled while busy: a disabled button would drop focus out of the dialog. */}
      <Button type="submit" aria-busy={busy || undefined} block>
        {busy ? <Trans>Adding…</Trans> : <Trans>Add to Bag</Trans>}
      </Button>
    </form>
  );
}

/** "Add details: plastic, weight, notes…": the disc-details fields, shown on the player's word. */
function DetailsDisclosure({
  shown,
  onToggle,
  children,
}: {
  shown: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      <Button
        variant="bare"
        aria-expanded={shown}
        aria-controls="add-disc-details"
        onClick={onToggle}
        className="rounded text-sm font-medium text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
      >
        {shown ? <Trans>Hide details</Trans> : <Trans>Add details: plastic, weight, notes…</Trans>}
      </Button>
      <div id="add-disc-details" hidden={!shown} className="mt-3">
        {children}
      </div>
    </div>
  );
}

/** Why there is no bag to choose: they failed to load, are loading, or the player has none. */
function BagsUnavailable({
  bags,
  bagsError,
}: {
  bags?: readonly Bag[];
  bagsError?: string | null;
}) {
  const { t } = useLingui();
  if (bagsError) return <Alert tone="error">{bagsError}</Alert>;
  if (bags === undefined)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-8 w-2/3" />
      </div>
    );
  return (
    <Alert tone="info">
      <p>{NO_BAGS_MESSAGE && t`You need to create a bag before you can add discs.`}</p>
      <LinkButton to={paths.bags} size="sm" className="mt-3">
        <Trans>Create a bag</Trans>
      </LinkButton>
    </Alert>
  );
}
