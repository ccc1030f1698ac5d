/**
 * Badge: a small label beside a name or in a row ("your disc", "copy 2", "Admin").
 *   <Badge tone="neutral|accent|warning|success|info|danger" shape="tag|pill">your disc</Badge>
 *   badgeClasses({ tone, shape }) for an element that must look like one.
 * A tag is the small upper-case kind after a disc's name; a pill the rounded kind in a list of
 * accounts or courses. The tones are the alert tones' pale fills, readable (WCAG AA) in both themes.
 */
import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';

const badgeVariants = cva('whitespace-nowrap', {
  variants: {
    tone: {
      neutral: 'bg-surface-muted text-slate-700 dark:text-slate-200',
      accent: 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200',
      warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
      success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
      info: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
      danger: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
    },
    shape: {
      tag: 'rounded px-1 py-0.5 text-[10px] font-semibold tracking-wide uppercase',
      pill: 'rounded-full px-2 py-0.5 text-xs font-semibold',
    },
  },
  defaultVariants: { tone: 'neutral', shape: 'tag' },
});

type Variants = VariantProps<typeof badgeVariants>;
export type BadgeTone = NonNullable<Variants['tone']>;
export type BadgeShape = NonNullable<Variants['shape']>;

export function badgeClasses({ tone, shape }: { tone?: BadgeTone; shape?: BadgeShape } = {}) {
  return badgeVariants({ tone, shape });
}

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  shape?: BadgeShape;
}

export function Badge({ tone, shape, className, ...rest }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone, shape }), className)} {...rest} />;
}
