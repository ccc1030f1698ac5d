/**
 * OwnDiscDialog: add a disc the catalogue does not have (or change one), as the player knows it:
 * name, brand (known brands suggested, any text taken), category, its four flight numbers in
 * half steps, and an optional stability label. Adding one can put it straight into a bag, with
 * its colour and (folded away) its plastic, weight and other details, so a search that found
 * nothing is two steps from the disc in the bag as the player's copy looks.
 *   <OwnDiscDialog open name="Mystery" bags preferredBagId onSaved={(disc, message) => …} onClose />
 *   <OwnDiscDialog open disc={ownDisc} onSaved onClose />        // edit
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { z } from 'zod';
import type { Bag } from '../../../core/bag-types';
import { CANONICAL_CATEGORIES } from '../../../core/disc/category';
import type { Disc } from '../../../core/disc/types';
import type { OwnDisc } from '../../../core/schemas/own-disc';
import { BagSelect } from '../../components/bag-select';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useSession } from '../../data/session';
import { useCreateOwnDisc, useUpdateOwnDisc } from '../../data/use-own-discs';
import { useAddDisc } from '../../data/use-user-discs';
import { errorMessage } from '../../lib/error-message';
import type { Schemas } from '../../lib/schemas';
import { useZodForm } from '../../lib/use-zod-form';
import { OwnDiscCopyFields, useOwnDiscCopy } from './own-disc-copy';
import { OwnDiscFields, type OwnDiscFormIn } from './own-disc-fields';

const NO_BAG = '';

type OwnDiscFormOut = z.output<Schemas['ownDiscFormSchema']>;

export interface OwnDiscDialogProps {
  open: boolean;
  /** Edit this own disc; absent: add a new one. */
  disc?: Disc | null;
  /** A new disc's name as typed in the search (and its brand, from an import row). */
  name?: string;
  brand?: string;
  /** The bags a new disc may go into at once, and the one chosen first. */
  bags?: readonly Bag[];
  preferredBagId?: string | null;
  /** `inBag`: the new disc went into the chosen bag. */
  onSaved: (disc: OwnDisc, message: string, inBag: boolean) => void;
  onClose: () => void;
}

export function OwnDiscDialog(props: OwnDiscDialogProps) {
  if (!props.open) return null;
  return <OwnDiscForm key={props.disc?.id ?? `new-${props.name ?? ''}`} {...props} />;
}

function OwnDiscForm({
  disc,
  name = '',
  brand = '',
  bags = [],
  preferredBagId,
  onSaved,
  onClose,
}: OwnDiscDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const userId = useSession().user?.id ?? null;
  const [bagId, setBagId] = useState(
    bags.find((b) => b.id === preferredBagId)?.id ?? bags[0]?.id ?? NO_BAG,
  );
  // The copy that goes into the bag: its colour, and its details when the player opens them.
  const copy = useOwnDiscCopy(userId);
  const form = useZodForm((s) => s.ownDiscFormSchema, formValuesOf(disc, name, brand));
  const bag = bags.find((b) => b.id === bagId);
  const bagName = bag?.name;
  const discName = disc?.name;
  const saving = useSaveOwnDisc({ userId, disc, bag, copy, onSaved });
  const submit = form.handleSubmit(saving.save);

  const saveLabel = disc ? t`Save Changes` : bag ? t`Add to ${bagName}` : t`Add Disc`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={disc ? t`Edit ${discName}` : t`Add your own disc`}
      description={
        disc
          ? t`Every bag, chart and list that has this disc follows.`
          : t`A disc the catalogue does not have: a new release, a prototype, a store stamp. Only you see it.`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving.busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={saving.busy}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <OwnDiscFields form={form} />
        {!disc && bags.length > 0 && (
          <BagSelect
            label={t`Put it in`}
            bags={bags}
            first={[{ value: NO_BAG, label: t`No bag for now` }]}
            value={bagId}
            onChange={setBagId}
          />
        )}
        {!disc && bag && <OwnDiscCopyFields copy={copy} />}
        {saving.error && <Alert tone="error">{saving.error}</Alert>}
      </form>
    </Dialog>
  );
}

/** The form's first values: the disc's own when editing, else the name and brand given. */
function formValuesOf(disc: Disc | null | undefined, name: string, brand: string): OwnDiscFormIn {
  return {
    name: disc?.name ?? name.trim(),
    brand: disc?.brand ?? brand.trim(),
    category: disc?.category ?? CANONICAL_CATEGORIES.midrange,
    speed: disc?.speed ?? undefined,
    glide: disc?.glide ?? undefined,
    turn: disc?.turn ?? undefined,
    fade: disc?.fade ?? undefined,
    stability: disc?.stability ?? '',
  } as OwnDiscFormIn;
}

/**
 * Saving the form: the changed disc, or the new one, put into the chosen bag with its copy's
 * colour and details when there is one; the message for each outcome, or the error to show.
 */
function useSaveOwnDisc({
  userId,
  disc,
  bag,
  copy,
  onSaved,
}: {
  userId: string | null;
  disc: Disc | null | undefined;
  bag: Bag | undefined;
  copy: ReturnType<typeof useOwnDiscCopy>;
  onSaved: OwnDiscDialogProps['onSaved'];
}) {
  const { t } = useLingui();
  const create = useCreateOwnDisc(userId);
  const update = useUpdateOwnDisc(userId);
  const addDisc = useAddDisc(userId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bagName = bag?.name;

  const save = async (values: OwnDiscFormOut) => {
    setError(null);
    setBusy(true);
    try {
      if (disc) {
        const changed = await update.mutateAsync({ id: disc.id, ...values });
        const changedName = changed.name;
        onSaved(changed, t`Saved ${changedName}.`, false);
        return;
      }
      const details = bag ? await copy.details(setError) : {};
      if (!details) return;
      const made = await create.mutateAsync(values);
      const madeName = made.name;
      if (!bag) {
        onSaved(made, t`Added ${madeName} to your discs.`, false);
        return;
      }
      try {
        await addDisc.mutateAsync({
          bagId: bag.id,
          discitId: made.id,
          color: copy.color,
          ...details,
        });
        onSaved(made, t`Added ${madeName} to ${bagName}.`, true);
      } catch (err) {
        // The disc is made; only the bag refused it (a full bag): say both.
        const reason = errorMessage(err);
        onSaved(made, t`Added ${madeName} to your discs, but not to ${bagName}: ${reason}`, false);
      }
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return { save, error, busy };
}
