/**
 * SectionCard: a card that is a page region named by its own h2.
 *   <SectionCard id="quick-actions" title="Quick Actions">…</SectionCard>
 * renders <section aria-labelledby="quick-actions-heading"> with <h2 id="quick-actions-heading">.
 * `headingClassName` adjusts the heading (a later Tailwind class wins over the default size);
 * `action` goes beside the heading (a button or link about the whole card).
 */
import type { ReactNode } from 'react';
import { Card, type CardProps } from './ui/card';
import { cn } from './ui/cn';

export function SectionCard({
  id,
  title,
  headingClassName,
  action,
  children,
  ...card
}: Omit<CardProps, 'as' | 'id' | 'title'> & {
  id: string;
  title: ReactNode;
  headingClassName?: string;
  action?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const heading = (
    <h2 id={headingId} className={cn('text-lg font-semibold', headingClassName)}>
      {title}
    </h2>
  );
  return (
    <Card as="section" aria-labelledby={headingId} {...card}>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
