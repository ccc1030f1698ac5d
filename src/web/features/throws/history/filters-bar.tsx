/**
 * The throw history's filters: the disc, the throw type, the effort, and how the distance was
 * found. Native selects, so keyboard and phone pickers work as everywhere else.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EFFORTS,
  THROW_TYPES,
  type Effort,
  type MeasuredBy,
  type ThrowType,
} from '../../../../core/rules/throw';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import type { HistoryFilters } from '../../../data/use-throw-history';
import type { DiscChoice } from '../field/edit-throw-dialog';
import { EFFORT_WORDS, THROW_TYPE_WORDS } from '../../../lib/play-labels';

const ANY = '';

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
  const { t, i18n } = useLingui();
  const measuredLabels: Record<MeasuredBy, string> = {
    gps: 'GPS',
    typed: t({ message: 'Typed', context: 'a distance typed, not measured' }),
  };
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="sr-only">
        <Trans>Filter the throws</Trans>
      </legend>
      <Select
        label={t({ message: 'Disc', context: 'shot field' })}
        value={value.userDiscId ?? ANY}
        onChange={(e) => set('userDiscId', e.target.value)}
        options={[
          { value: ANY, label: t`All discs` },
          ...discs.map((d) => ({ value: d.id, label: d.name })),
        ]}
      />
      <Select
        label={t({ message: 'Throw', context: 'shot field' })}
        value={value.throwType ?? ANY}
        onChange={(e) => set('throwType', e.target.value as ThrowType)}
        options={[
          { value: ANY, label: t`All throws` },
          ...THROW_TYPES.map((v) => ({ value: v, label: i18n._(THROW_TYPE_WORDS[v]) })),
        ]}
      />
      <Select
        label={t`Effort`}
        value={value.effort ?? ANY}
        onChange={(e) => set('effort', e.target.value as Effort)}
        options={[
          { value: ANY, label: t`Any effort` },
          ...EFFORTS.map((v) => ({ value: v, label: i18n._(EFFORT_WORDS[v]) })),
        ]}
      />
      <Select
        label={t`Distance`}
        value={value.measuredBy ?? ANY}
        onChange={(e) => set('measuredBy', e.target.value as MeasuredBy)}
        options={[
          { value: ANY, label: t`GPS or typed` },
          ...(['gps', 'typed'] as const).map((v) => ({ value: v, label: measuredLabels[v] })),
        ]}
      />
      {any && (
        <div className="col-span-2 sm:col-span-4">
          <Button size="sm" variant="ghost" onClick={() => onChange({})}>
            <Trans>Clear the filters</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
