/**
 * The own-disc form's fields: name, brand (known brands suggested, any text taken), category,
 * an optional stability label and the four flight numbers in half steps.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CANONICAL_CATEGORIES } from '../../../core/disc/category';
import { STABILITY_LABELS } from '../../../core/disc/types';
import { OWN_DISC_BRAND_MAX, OWN_DISC_NAME_MAX } from '../../../core/rules/own-disc';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useBrands } from '../../data/use-catalogue';
import { useCoreMessage } from '../../i18n/core-message';
import type { Schemas } from '../../lib/schemas';
import { FIELD_WORDS } from '../../lib/search-words';

export type OwnDiscFormIn = z.input<Schemas['ownDiscFormSchema']>;

/** Each flight number's field and the range it takes. */
const FLIGHT = [
  ['speed', 0, 20],
  ['glide', 0, 10],
  ['turn', -10, 5],
  ['fade', -5, 10],
] as const;

export function OwnDiscFields({
  form,
}: {
  form: UseFormReturn<OwnDiscFormIn, unknown, z.output<Schemas['ownDiscFormSchema']>>;
}) {
  const { t, i18n } = useLingui();
  const core = useCoreMessage();
  const brands = useBrands();
  const brandsId = useId();
  const { errors } = form.formState;
  const step = i18n.number(0.5);
  /** '−10 to 5', with the language's digits and the typographic minus sign. */
  const rangeText = (low: number, high: number) => {
    const from = i18n.number(low).replace('-', '−');
    const to = i18n.number(high).replace('-', '−');
    return t`${from} to ${to}`;
  };
  return (
    <>
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
          list={brandsId}
          hint={t`A known brand, or type any`}
          error={errors.brand?.message}
          {...form.register('brand')}
        />
        <datalist id={brandsId}>
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
        <legend className="mb-2 text-sm font-medium text-fg-label">
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
    </>
  );
}
