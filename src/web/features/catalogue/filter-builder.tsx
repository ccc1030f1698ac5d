/**
 * The advanced filter builder (docs/product.md): a field, the operators the product rules allow for
 * it and a value: brands and categories picked from lists, stability from the five labels,
 * a number for flight numbers. Add is enabled only once the value is valid.
 */
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { STABILITY_LABELS } from '../../../core/disc/types';
import { validateFilter } from '../../../core/search/filters';
import type { Filter, SearchField } from '../../../core/search/query';
import {
  FIELD_LABELS,
  isNumericField,
  operatorsFor,
  SEARCH_FIELDS,
} from '../../../core/search/query';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';

export interface FilterBuilderProps {
  brands: readonly string[];
  categories: readonly string[];
  onAdd: (filter: Filter) => void;
}

const FIELD_OPTIONS = SEARCH_FIELDS.map((f) => ({ value: f, label: FIELD_LABELS[f] }));

function firstOperator(field: SearchField): string {
  return operatorsFor(field)[0]?.value ?? '';
}

export function FilterBuilder({ brands, categories, onAdd }: FilterBuilderProps) {
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
      aria-label="Add a filter"
      className="grid grid-cols-1 gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
    >
      <Select label="Filter field" options={FIELD_OPTIONS} {...bind('field')} />
      <Select
        label="Operator"
        options={operatorsFor(field).map((o) => ({ value: o.value, label: o.label }))}
        {...bind('operator')}
      />
      {isNumericField(field) || field === 'name' ? (
        <TextField
          label="Value"
          type={field === 'name' ? 'text' : 'number'}
          inputMode={field === 'name' ? 'text' : 'decimal'}
          step={field === 'name' ? undefined : 'any'}
          placeholder={field === 'name' ? 'Disc name' : 'e.g. 12'}
          {...bind('value')}
        />
      ) : (
        <Select label="Value" {...bind('value')}>
          <option value="">Choose…</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      )}
      <Button type="submit" variant="secondary" disabled={!ready} className="sm:mb-0">
        Add filter
      </Button>
    </form>
  );
}
