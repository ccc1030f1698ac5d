/**
 * A bordered list of suggested catalogue discs (similar discs, discs that fill a bag's gap): each
 * row shows the disc's name and brand, a line of detail, and its actions at the end.
 *   <DiscSuggestions label="…"><DiscSuggestion disc={d} detail="…" actions={<Button …/>} /></DiscSuggestions>
 * `wrap` lets the actions drop under the disc on a narrow screen (for more than one action).
 */
import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

export function DiscSuggestions({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className={cn(className, 'divide-y divide-border rounded-lg border border-border')}
    >
      {children}
    </ul>
  );
}

export function DiscSuggestion({
  disc,
  detail,
  actions,
  wrap = false,
}: {
  disc: { name: string; brand: string };
  detail: ReactNode;
  actions: ReactNode;
  wrap?: boolean;
}) {
  return (
    <li
      className={
        wrap
          ? 'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-3 py-2'
          : 'flex items-center justify-between gap-3 px-3 py-2'
      }
    >
      <div className={wrap ? 'min-w-0 flex-[1_1_14rem]' : 'min-w-0'}>
        <p className={cn(!wrap && 'truncate', 'text-sm font-semibold')}>
          {disc.name} <span className="font-normal text-fg-faint">{disc.brand}</span>
        </p>
        <p className="text-xs text-fg-faint tabular-nums">{detail}</p>
      </div>
      {actions}
    </li>
  );
}
