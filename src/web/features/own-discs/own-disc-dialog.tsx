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
import { STABILITY_LABELS } from '../../../core/disc/types';
import { OWN_DISC_BRAND_MAX, OWN_DISC_NAME_MAX } from '../../../core/rules/own-disc';
import type { OwnDisc } from '../../../core/schemas/own-disc';
import type { DiscDetailsInput } from '../../../core/collection/disc-fields';
import { EMPTY_DRAFT } from '../../../core/rules/disc-details-form';
import { plasticSuggestions } from '../../../core/stats/plastics';
import { BagSelect } from '../../components/bag-select';
import { ColorPicker } from '../../components/color-picker';
import { DiscDetailsFields } from '../../components/disc/disc-details-fields';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useSession } from '../../data/session';
import { useBrands } from '../../data/use-catalogue';
import { useCreateOwnDisc, useUpdateOwnDisc } from '../../data/use-own-discs';
import { useAddDisc, useUserDiscs } from '../../data/use-user-discs';
import { DEFAULT_DISC_COLOR } from '../../lib/disc-colors';
import { errorMessage } from '../../lib/error-message';
import { SCHEMAS_UNAVAILABLE, useFormSchemas, type Schemas } from '../../lib/schemas';
import { useZodForm } from '../../lib/use-zod-form';
import { useCoreMessage } from '../../i18n/core-message';
import { FIELD_WORDS } from '../../lib/search-words';

type FormIn = z.input<Schemas['ownDiscFormSchema']>;

const NO_BAG = '';
/** Each flight number's field and the range it takes. */
const FLIGHT = [
  ['speed', 0, 20],
  ['glide', 0, 10],
  ['turn', -10, 5],
  ['fade', -5, 10],
] as const;

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
  const { t, i18n } = useLingui();
  const core = useCoreMessage();
  const formId = useId();
  const userId = useSession().user?.id ?? null;
  const create = useCreateOwnDisc(userId);
  const update = useUpdateOwnDisc(userId);
  const addDisc = useAddDisc(userId);
  const brands = useBrands();
  const [bagId, setBagId] = useState(
    bags.find((b) => b.id === preferredBagId)?.id ?? bags[0]?.id ?? NO_BAG,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The copy that goes into the bag: its colour, and its details when the player opens them.
  const [color, setColor] = useState(DEFAULT_DISC_COLOR);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [showDetails, setShowDetails] = useState(false);
  const [detailErrors, setDetailErrors] = useState<Record<string, string>>({});
  const schemas = useFormSchemas();
  const plastics = plasticSuggestions(useUserDiscs(userId).data ?? []);
  const form = useZodForm((s) => s.ownDiscFormSchema, {
    name: disc?.name ?? name.trim(),
    brand: disc?.brand ?? brand.trim(),
    category: disc?.category ?? CANONICAL_CATEGORIES.midrange,
    speed: disc?.speed ?? undefined,
    glide: disc?.glide ?? undefined,
    turn: disc?.turn ?? undefined,
    fade: disc?.fade ?? undefined,
    stability: disc?.stability ?? '',
  } as FormIn);
  const { errors } = form.formState;
  const bag = bags.find((b) => b.id === bagId);
  const bagName = bag?.name;
  const discName = disc?.name;
  const step = i18n.number(0.5);
  /** '−10 to 5', with the language's digits and the typographic minus sign. */
  const rangeText = (low: number, high: number) => {
    const from = i18n.number(low).replace('-', '−');
    const to = i18n.number(high).replace('-', '−');
    return t`${from} to ${to}`;
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      if (disc) {
        const changed = await update.mutateAsync({ id: disc.id, ...values });
        const changedName = changed.name;
        onSaved(changed, t`Saved ${changedName}.`, false);
        return;
      }
      let details: DiscDetailsInput = {};
      if (bag) {
        const parsed = (await schemas.load())?.parseDraft(draft);
        if (!parsed) {
          setError(SCHEMAS_UNAVAILABLE);
          return;
        }
        if (!parsed.ok) {
          setDetailErrors(parsed.fields);
          setShowDetails(true);
          return;
        }
        setDetailErrors({});
        // Only the details filled in: an empty field is simply not set.
        details = Object.fromEntries(Object.entries(parsed.value).filter(([, v]) => v !== null));
      }
      const made = await create.mutateAsync(values);
      const madeName = made.name;
      if (!bag) {
        onSaved(made, t`Added ${madeName} to your discs.`, false);
        return;
      }
      try {
        await addDisc.mutateAsync({ bagId: bag.id, discitId: made.id, color, ...details });
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
  });

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
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Disc name`}
            maxLength={OWN_DISC_NAME_MAX}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={i18n._(FIELD_WORDS.brand)}
            maxLength={OWN_DISC_BRAND_MAX}
            autoComplete="off"
            list={`${formId}-brands`}
            hint={t`A known brand, or type any`}
            error={errors.brand?.message}
            {...form.register('brand')}
          />
          <datalist id={`${formId}-brands`}>
            {(brands.data ?? []).map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
          <Select
            label={i18n._(FIELD_WORDS.category)}
            options={Object.values(CANONICAL_CATEGORIES).map((c) => ({ value: c, label: core(c) }))}
            error={errors.category?.message}
            {...form.register('category')}
          />
          <Select
            label={t`Stability (optional)`}
            options={[
              { value: '', label: t`From the numbers` },
              ...STABILITY_LABELS.map((s) => ({ value: s, label: core(s) })),
            ]}
            error={errors.stability?.message}
            {...form.register('stability')}
          />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            <Trans>Flight numbers (in steps of {step})</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {FLIGHT.map(([field, low, high]) => (
              <TextField
                key={field}
                label={i18n._(FIELD_WORDS[field])}
                type="number"
                inputMode="decimal"
                step={0.5}
                hint={rangeText(low, high)}
                error={errors[field]?.message}
                {...form.register(field, { valueAsNumber: true })}
              />
            ))}
          </div>
        </fieldset>
        {!disc && bags.length > 0 && (
          <BagSelect
            label={t`Put it in`}
            bags={bags}
            first={[{ value: NO_BAG, label: t`No bag for now` }]}
            value={bagId}
            onChange={setBagId}
          />
        )}
        {!disc && bag && (
          <>
            <ColorPicker value={color} onChange={setColor} />
            <div>
              <button
                type="button"
                aria-expanded={showDetails}
                aria-controls={`${formId}-details`}
                onClick={() => setShowDetails((v) => !v)}
                className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
              >
                {showDetails ? t`Hide details` : t`Add details: plastic, weight, notes…`}
              </button>
              <div id={`${formId}-details`} hidden={!showDetails} className="mt-3">
                <DiscDetailsFields
                  draft={draft}
                  onChange={setDraft}
                  errors={detailErrors}
                  plastics={plastics}
                />
              </div>
            </div>
          </>
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Dialog>
  );
}
