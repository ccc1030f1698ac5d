/** The active filters as removable chips, with a Clear all when there are several. */
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Filter } from '../../../core/search/query';
import { isSearchField, operatorsFor } from '../../../core/search/query';
import { Button } from '../../components/ui/button';
import { CloseIcon } from '../../components/ui/icons';
import { useCoreMessage } from '../../i18n/core-message';
import { FIELD_WORDS, OPERATOR_WORDS } from '../../lib/search-words';

/**
 * 'Speed ≥ 12', 'Name contains ace', 'Stability = Overstable', in the page's language (a
 * category or stability value through `word`; a brand or a name stays as typed).
 */
export function filterLabel(f: Filter, i18n: I18n, word: (english: string) => string): string {
  const field = isSearchField(f.field) ? i18n._(FIELD_WORDS[f.field]) : f.field;
  const op = operatorsFor(f.field).find((o) => o.value === f.operator);
  const words =
    op?.value === 'contains' ? i18n._(OPERATOR_WORDS.contains) : (op?.symbol ?? f.operator);
  const value = f.field === 'category' || f.field === 'stability' ? word(f.value) : f.value;
  return `${field} ${words} ${value}`;
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
  const { t, i18n } = useLingui();
  const coreMessage = useCoreMessage();
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t`Active filters`} className="flex flex-wrap gap-2">
        {filters.map((f, i) => {
          const label = filterLabel(f, i18n, coreMessage);
          return (
            <li
              key={`${f.field}:${f.operator}:${f.value}`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-600/30 dark:bg-brand-900/50 dark:text-brand-100 dark:ring-brand-500/40"
            >
              {label}
              <Button
                variant="bare"
                onClick={() => onRemove(i)}
                aria-label={t`Remove filter ${label}`}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-brand-800"
              >
                <CloseIcon className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
      {filters.length > 1 && (
        <Button
          variant="bare"
          onClick={onClear}
          className="rounded text-sm font-medium text-fg-soft underline underline-offset-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Trans>Clear all filters</Trans>
        </Button>
      )}
    </div>
  );
}
