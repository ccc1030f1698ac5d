/**
 * The actions of a bag disc row or card: Edit, and a "More actions" menu with Archive, Copy to
 * another bag and Remove (one line per row). Clicks do not reach the row.
 */
import type { MouseEvent } from 'react';
import { Button } from '../../components/ui/button';
import { MoreIcon } from '../../components/ui/icons';
import { Menu, type MenuItem } from '../../components/ui/menu';

/** A click handler that keeps the click from also opening the row. */
const only = (action: () => void) => (e: MouseEvent) => {
  e.stopPropagation();
  action();
};

export const moreActionsLabel = (name: string) => `More actions for ${name}`;

export function DiscRowActions({
  name,
  onEdit,
  onArchive,
  onRemove,
  onCopy,
  className = 'inline-flex items-center gap-0.5',
}: {
  className?: string;
  name: string;
  onEdit: () => void;
  onArchive: () => void;
  onRemove: () => void;
  /** Copy the disc to another bag (the selection bar's dialog). */
  onCopy?: () => void;
}) {
  const items: MenuItem[] = [
    {
      label: 'Archive…',
      ariaLabel: `Archive ${name} (lost, sold, given away or retired)`,
      onSelect: onArchive,
    },
    ...(onCopy
      ? [
          {
            label: 'Copy to another bag…',
            ariaLabel: `Copy ${name} to another bag`,
            onSelect: onCopy,
          },
        ]
      : []),
    { label: 'Remove', ariaLabel: `Remove ${name}`, onSelect: onRemove, tone: 'danger' as const },
  ];
  return (
    <span className={className}>
      <Button variant="ghost" size="sm" onClick={only(onEdit)} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Menu label={moreActionsLabel(name)} items={items}>
        <MoreIcon className="size-5" />
      </Menu>
    </span>
  );
}
