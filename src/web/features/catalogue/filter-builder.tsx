/**
 * The advanced filter builder (docs/product.md): a field, the operators the product rules allow for
 * it and a value: brands and categories picked from lists, stability from the five labels,
 * a number for flight numbers. Add is enabled only once the value is valid.
 */
import { useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { STABILITY_LABELS } from '../../../core/disc/types';
import { validateFilter } from '../../../core/search/filters';
import type { Filter, SearchField } from '../../../core/search/query';
import { isNumericField, operatorsFor, SEARCH_FIELDS } from '../../../core/search/query';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useCoreMessage } from '../../i18n/core-message';
import { FIELD_WORDS, OPERATOR_WORDS } from '../../lib/search-words';

export interface FilterBuilderProps {
  brands: readonly string[];
  categories: readonly string[];
  onAdd: (filter: Filter) => void;
}

function firstOperator(field: SearchField): string {
  return operatorsFor(field)[0]?.value ?? '';
}

export function FilterBuilder({ brands, categories, onAdd }: FilterBuilderProps) {
  const { t, i18n } = useLingui();
  const coreMessage = useCoreMessage();
  const form = useForm<Filter>({
    defaultValues: { field: 'speed', operator: firstOperator('speed'), value: '' },
  });
  const filter = useWatch({ control: form.control }) as Filter;
  const field = filter.field as SearchField;
  const ready = validateFilter(filter) === null;

  // Controlled through the form's values; a new field starts over with its first operator.
  const bind = (name: keyof Filter) => ({
    value: filter[name],
    onChange: (e: { target: { value: string } }) => {
      form.setValue(name, e.target.value);
      if (name !== 'field') return;
      form.setValue('operator', firstOperator(e.target.value as SearchField));
      form.setValue('value', '');
    },
  });
  // Checked by the domain's own filter rule, synchronously, so the chip appears at once.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const f = form.getValues();
    if (validateFilter(f) !== null) return;
    onAdd(f);
    form.setValue('value', '');
  };

  const choices = field === 'brand' ? brands : field === 'category' ? categories : STABILITY_LABELS;
  return (
    <form
      onSubmit={submit}
      aria-label={t`Add a filter`}
      className="grid grid-cols-1 gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
    >
      <Select
        label={t`Filter field`}
        options={SEARCH_FIELDS.map((f) => ({ value: f, label: i18n._(FIELD_WORDS[f]) }))}
        {...bind('field')}
      />
      <Select
        label={t`Operator`}
        options={operatorsFor(field).map((o) => ({
          value: o.value,
          label: i18n._(OPERATOR_WORDS[o.value]),
        }))}
        {...bind('operator')}
      />
      {isNumericField(field) || field === 'name' ? (
        <TextField
          label={t({ message: 'Value', context: 'filter value' })}
          type={field === 'name' ? 'text' : 'number'}
          inputMode={field === 'name' ? 'text' : 'decimal'}
          step={field === 'name' ? undefined : 'any'}
          placeholder={field === 'name' ? t`Disc name` : t`e.g. 12`}
          {...bind('value')}
        />
      ) : (
        <Select label={t({ message: 'Value', context: 'filter value' })} {...bind('value')}>
          <option value="">{t`Choose…`}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {field === 'brand' ? c : coreMessage(c)}
            </option>
          ))}
        </Select>
      )}
      <Button type="submit" variant="secondary" disabled={!ready} className="sm:mb-0">
        {t`Add filter`}
      </Button>
    </form>
  );
}
