/**
 * EmptyState: a centred message for empty lists.
 *   <EmptyState title="No bags" description="Get started by creating a new bag." action={<Button/>}
 *     icon={<BagIcon/>} />
 * The title is a heading (level via `headingLevel`, default 2).
 */
import type { ReactNode } from 'react';
import { cn } from './cn';
import { DiscMark } from './logo';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700',
        className,
      )}
    >
      <div className="mb-4 text-accent-text">{icon ?? <DiscMark className="size-12" />}</div>
      <Heading className="text-lg font-semibold text-fg">{title}</Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-fg-faint">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
