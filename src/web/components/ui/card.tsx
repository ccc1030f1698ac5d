/**
 * Card: the surface used for panels, list items and forms.
 *   <Card as="section|article|div|li" padding="none|sm|md|lg" interactive? className>…</Card>
 * `interactive` adds the hover lift used by clickable cards.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

const PADDING = { none: '', sm: 'p-4', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' };

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: keyof typeof PADDING;
  interactive?: boolean;
  children?: ReactNode;
}

export function Card({
  as: Tag = 'div',
  padding = 'md',
  interactive,
  className,
  ...rest
}: CardProps) {
  return (
    <Tag
      className={cn(
        'rounded-2xl border border-border bg-surface shadow-sm',
        interactive &&
          'transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-700',
        PADDING[padding],
        className,
      )}
      {...rest}
    />
  );
}
