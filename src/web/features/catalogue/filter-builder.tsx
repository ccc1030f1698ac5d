/**
 * The advanced filter builder (spec §2, §5 Filters): a field, the operators the spec allows for
 * it and a value: brands and categories picked from lists, stability from the five labels,
 * a number for flight numbers. Add is enabled only once the value is valid.
 */
import { useState, type FormEvent } from 'react';
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
  const [field, setField] = useState<SearchField>('speed');
  const [operator, setOperator] = useState(firstOperator('speed'));
  const [value, setValue] = useState('');
  const filter: Filter = { field, operator, value };
  const ready = validateFilter(filter) === null;

  const changeField = (next: SearchField) => {
    setField(next);
    setOperator(firstOperator(next));
    setValue('');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    onAdd(filter);
    setValue('');
  };

  const choices = field === 'brand' ? brands : field === 'category' ? categories : STABILITY_LABELS;
  return (
    <form
      onSubmit={submit}
      aria-label="Add a filter"
      className="grid grid-cols-1 gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
    >
      <Select
        label="Filter field"
        value={field}
        onChange={(e) => changeField(e.target.value as SearchField)}
        options={FIELD_OPTIONS}
      />
      <Select
        label="Operator"
        value={operator}
        onChange={(e) => setOperator(e.target.value)}
        options={operatorsFor(field).map((o) => ({ value: o.value, label: o.label }))}
      />
      {isNumericField(field) || field === 'name' ? (
        <TextField
          label="Value"
          type={field === 'name' ? 'text' : 'number'}
          inputMode={field === 'name' ? 'text' : 'decimal'}
          step={field === 'name' ? undefined : 'any'}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={field === 'name' ? 'Disc name' : 'e.g. 12'}
        />
      ) : (
        <Select label="Value" value={value} onChange={(e) => setValue(e.target.value)}>
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
