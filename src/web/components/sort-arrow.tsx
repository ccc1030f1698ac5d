/** A small up/down arrow for the active sort direction (decorative). */
import type { SortDir } from '../../core/stats/sort-bag-discs';
import { cn } from './ui/cn';

export function SortArrow({ dir, active }: { dir: SortDir; active: boolean }) {
  return (
    <svg
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
      className={cn('size-3 shrink-0', active ? 'opacity-100' : 'opacity-30')}
    >
      <path d={active && dir === 'asc' ? 'M6 2 10 8H2z' : 'M6 10 2 4h8z'} fill="currentColor" />
    </svg>
  );
}
