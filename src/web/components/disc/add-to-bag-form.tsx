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
  const adding = useAddToBag({ discName, bags, preferredBagId, onAdd });
  const { t } = useLingui();

  if (bagsError || bags === undefined || bags.length === 0) {
    return <BagsUnavailable bags={bags} bagsError={bagsError} />;
  }

  const { failure, busy } = adding;
  return (
    <form onSubmit={(e) => void adding.submit(e)} noValidate className="space-y-4">
      <BagSelect
        label={t`Bag`}
        bags={bags}
        first={[{ value: '', label: t`Select a bag` }]}
        value={adding.bagId}
        onChange={adding.chooseBag}
      />
      <ColorPicker value={adding.color} onChange={adding.setColor} />
      <DetailsDisclosure shown={adding.showDetails} onToggle={adding.toggleDetails}>
        <DiscDetailsFields
          draft={adding.draft}
          onChange={adding.setDraft}
          errors={adding.fieldErrors}
          plastics={plastics}
        />
      </DetailsDisclosure>
      <AddErrorAlert
        failure={failure}
        hint={t`Own two? Add this one as another copy.`}
        aria-busy={busy || undefined}
        onClick={() => void adding.submit(null, true)}
      />
      {adding.confirmation && <Alert tone="success">{adding.confirmation}</Alert>}
      {/* Not disabled while busy: a disabled button would drop focus out of the dialog. */}
      <Button type="submit" aria-busy={busy || undefined} block>
        {busy ? <Trans>Adding…</Trans> : <Trans>Add to Bag</Trans>}
      </Button>
    </form>
  );
}

/**
 * The form's state and its submit: the bag chosen (else the preferred one, else the first), the
 * colour, the details as typed (shown when they do not parse), and what follows the request: the
 * details cleared and a confirmation for a while, or the failure (the duplicate message offers
 * "Add another copy", which submits again allowing it).
 */
function useAddToBag({
  discName,
  bags,
  preferredBagId,
  onAdd,
}: Pick<AddToBagFormProps, 'discName' | 'bags' | 'preferredBagId' | 'onAdd'>) {
  const [chosenBag, setChosenBag] = useState<string | null>(null);
  const [color, setColor] = useState(DEFAULT_DISC_COLOR);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [showDetails, setShowDetails] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const failure = useAddError();
  const [busy, setBusy] = useState(false);
  const [confirmation, showConfirmation, clearConfirmation] = useTimedMessage();
  const schemas = useFormSchemas();
  const { t } = useLingui();
  const preferred = bags?.find((b) => b.id === preferredBagId);
  const bagId = chosenBag ?? preferred?.id ?? bags?.[0]?.id ?? '';

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
      const details = filledDetails(parsed.value);
      await onAdd({ bagId, color, details, ...(allowDuplicate ? { allowDuplicate } : {}) });
      setDraft(EMPTY_DRAFT);
      showConfirmation(t`Added ${discName} to your bag!`);
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
  const chooseBag = (id: string) => {
    setChosenBag(id);
    failure.clear();
  };
  return {
    bagId,
    chooseBag,
    color,
    setColor,
    draft,
    setDraft,
    fieldErrors,
    showDetails,
    toggleDetails: () => setShowDetails((v) => !v),
    failure,
    busy,
    confirmation,
    submit,
  };
}

/** Only the details filled in: an empty field is simply not set. */
function filledDetails(parsed: DiscDetailsInput): DiscDetailsInput {
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== null));
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
      <p>{t`You need to create a bag before you can add discs.`}</p>
      <LinkButton to={paths.bags} size="sm" className="mt-3">
        <Trans>Create a bag</Trans>
      </LinkButton>
    </Alert>
  );
}
