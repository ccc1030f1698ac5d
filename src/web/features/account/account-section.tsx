/**
 * One part of the account page: a card with its heading (the section's name for assistive
 * technology), a line saying what it does, and its content. `tone="danger"` marks the part that
 * cannot be undone.
 */
import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';

export function AccountSection({
  title,
  help,
  tone,
  children,
}: {
  title: string;
  help: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card
      as="section"
      aria-labelledby={id}
      className={cn(tone === 'danger' && 'border-red-200 dark:border-red-900/70')}
    >
      <h2
        id={id}
        className={cn('text-lg font-semibold text-fg', tone === 'danger' && 'text-danger-text')}
      >
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-fg-faint">{help}</p>
      {children}
    </Card>
  );
}
