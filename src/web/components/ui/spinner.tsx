/**
 * Loading indicators.
 *   <Spinner label="Loading…" size="sm|md|lg" />   role=status with a visually hidden label
 *   <Skeleton className="h-4 w-32" />               a grey pulsing block (aria-hidden)
 *   <Skeletons count={4} className="h-24" />        that many alike blocks
 *   <SkeletonGroup className="space-y-2" blocks={['h-8 w-64', 'h-4 w-96']} />  blocks in a box
 *   <SkeletonScreen label="Loading bag…">…</SkeletonScreen>  a screen's blocks, busy, label announced
 *   <PageLoader label="Loading…" />                 a full-height centred spinner (page-loader.tsx)
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from './cn';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({
  label,
  size = 'md',
  className,
}: {
  label?: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-brand-600 border-r-transparent dark:border-brand-300 dark:border-r-transparent',
          SIZES[size],
        )}
      />
      <span className="sr-only">{label ?? t`Loading…`}</span>
    </span>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}

/** `count` alike grey blocks, for a list or grid still loading. */
export function Skeletons({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}

/** A box of grey blocks laid out by its `className`, one block a class list. */
export function SkeletonGroup({
  className,
  blocks,
}: {
  className: string;
  blocks: readonly string[];
}) {
  return (
    <div className={className}>
      {blocks.map((block, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}

/**
 * A whole screen while its data loads: a busy region whose label is announced once (a visually
 * hidden status), with the screen's layout drawn in grey blocks as its children.
 */
export function SkeletonScreen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className="space-y-6">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}

export { PageLoader } from './page-loader';
