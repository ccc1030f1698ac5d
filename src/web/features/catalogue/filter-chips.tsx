/** The active filters as removable chips, with a Clear all when there are several. */
import type { Filter } from '../../../core/search/query';
import { FIELD_LABELS, isSearchField, operatorsFor } from '../../../core/search/query';
import { CloseIcon } from '../../components/ui/icons';

export function filterLabel(f: Filter): string {
  const field = isSearchField(f.field) ? FIELD_LABELS[f.field] : f.field;
  const op = operatorsFor(f.field).find((o) => o.value === f.operator);
  const words = op?.value === 'contains' ? 'contains' : (op?.symbol ?? f.operator);
  return `${field} ${words} ${f.value}`;
}

export function FilterChips({
  filters,
  onRemove,
  onClear,
}: {
  filters: readonly Filter[];
  onRemove: (index: number) => void;
  onClear: () => void;
}) {
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {filters.map((f, i) => {
          const label = filterLabel(f);
          return (
            <li
              key={`${f.field}:${f.operator}:${f.value}`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-600/30 dark:bg-brand-900/50 dark:text-brand-100 dark:ring-brand-500/40"
            >
              {label}
              <button
                type="button"
                onClick={() => onRemove(i)}
                aria-label={`Remove filter ${label}`}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-brand-800"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {filters.length > 1 && (
        <button
          type="button"
          onClick={onClear}
          className="rounded text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:text-white"
        >
          Clear all filters
        </button>
      )}
    </div>
  );
}
