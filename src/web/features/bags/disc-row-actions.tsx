/** The Edit and Remove buttons of a bag disc row or card; clicks do not reach the row. */
import type { MouseEvent } from 'react';
import { Button } from '../../components/ui/button';

/** A click handler that keeps the click from also opening the row. */
const only = (action: () => void) => (e: MouseEvent) => {
  e.stopPropagation();
  action();
};

export function DiscRowActions({
  name,
  onEdit,
  onArchive,
  onRemove,
  className = 'inline-flex gap-0.5',
}: {
  /** 'contents' lets the buttons wrap with their neighbours (the wide table). */
  className?: string;
  name: string;
  onEdit: () => void;
  onArchive: () => void;
  onRemove: () => void;
}) {
  return (
    <span className={className}>
      <Button variant="ghost" size="sm" onClick={only(onEdit)} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={only(onArchive)}
        aria-label={`Archive ${name} (lost, sold, given away or retired)`}
      >
        Archive
      </Button>
      <Button variant="ghost" size="sm" onClick={only(onRemove)} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </span>
  );
}
