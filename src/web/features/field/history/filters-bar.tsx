/**
 * The throw history's filters: the disc, the throw type, the effort, and how the distance was
 * found. Native selects, so keyboard and phone pickers work as everywhere else.
 */
import {
  EFFORT_LABELS,
  EFFORTS,
  THROW_TYPE_LABELS,
  THROW_TYPES,
  type Effort,
  type MeasuredBy,
  type ThrowType,
} from '../../../../core/rules/throw';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import type { HistoryFilters } from '../../../data/use-throw-history';
import type { DiscChoice } from '../edit-throw-dialog';

const ANY = '';
const MEASURED_LABELS: Record<MeasuredBy, string> = { gps: 'GPS', typed: 'Typed' };

export function FiltersBar({
  discs,
  value,
  onChange,
}: {
  discs: readonly DiscChoice[];
  value: HistoryFilters;
  onChange: (f: HistoryFilters) => void;
}) {
  const set = <K extends keyof HistoryFilters>(key: K, v: string) =>
    onChange({ ...value, [key]: v === ANY ? undefined : (v as HistoryFilters[K]) });
  const any = Object.values(value).some(Boolean);
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="sr-only">Filter the throws</legend>
      <Select
        label="Disc"
        value={value.userDiscId ?? ANY}
        onChange={(e) => set('userDiscId', e.target.value)}
        options={[
          { value: ANY, label: 'All discs' },
          ...discs.map((d) => ({ value: d.id, label: d.name })),
        ]}
      />
      <Select
        label="Throw"
        value={value.throwType ?? ANY}
        onChange={(e) => set('throwType', e.target.value as ThrowType)}
        options={[
          { value: ANY, label: 'All throws' },
          ...THROW_TYPES.map((v) => ({ value: v, label: THROW_TYPE_LABELS[v] })),
        ]}
      />
      <Select
        label="Effort"
        value={value.effort ?? ANY}
        onChange={(e) => set('effort', e.target.value as Effort)}
        options={[
          { value: ANY, label: 'Any effort' },
          ...EFFORTS.map((v) => ({ value: v, label: EFFORT_LABELS[v] })),
        ]}
      />
      <Select
        label="Distance"
        value={value.measuredBy ?? ANY}
        onChange={(e) => set('measuredBy', e.target.value as MeasuredBy)}
        options={[
          { value: ANY, label: 'GPS or typed' },
          ...(['gps', 'typed'] as const).map((v) => ({ value: v, label: MEASURED_LABELS[v] })),
        ]}
      />
      {any && (
        <div className="col-span-2 sm:col-span-4">
          <Button size="sm" variant="ghost" onClick={() => onChange({})}>
            Clear the filters
          </Button>
        </div>
      )}
    </fieldset>
  );
}
