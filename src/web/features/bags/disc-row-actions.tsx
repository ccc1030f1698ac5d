/**
 * The actions of a bag disc:
 *   <DiscRowActions name onEdit onArchive onRemove onCopy? />   a card's Edit button and its
 *     "More actions" menu (Archive, Copy to another bag, Remove);
 *   <DiscRowMenu name compare onEdit onArchive onRemove onCopy? />   a table row's one control:
 *     the same menu led by the Compare checkbox and Edit, so a row stays one compact line.
 * Clicks do not reach the row or card.
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

interface DiscActionHandlers {
  /** The disc's name with its copy number, for the controls' accessible names. */
  name: string;
  onEdit: () => void;
  onArchive: () => void;
  onRemove: () => void;
  /** Copy the disc to another bag (the selection bar's dialog). */
  onCopy?: () => void;
}

/** Archive, Copy to another bag (when offered) and Remove. */
function laterItems({ name, onArchive, onRemove, onCopy }: DiscActionHandlers): MenuItem[] {
  return [
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
}

export function DiscRowActions({
  className = 'inline-flex items-center gap-0.5',
  ...handlers
}: DiscActionHandlers & { className?: string }) {
  const { name, onEdit } = handlers;
  return (
    <span className={className}>
      <Button variant="ghost" size="sm" onClick={only(onEdit)} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Menu label={moreActionsLabel(name)} items={laterItems(handlers)}>
        <MoreIcon className="size-5" />
      </Menu>
    </span>
  );
}

/** Whether a disc is in the comparison, and how to change that. */
export interface CompareState {
  picked: boolean;
  /** Four discs are picked already: one more cannot be added. */
  full: boolean;
  toggle: () => void;
}

export function DiscRowMenu({
  compare,
  className,
  ...handlers
}: DiscActionHandlers & { compare: CompareState; className?: string }) {
  const { name, onEdit } = handlers;
  const items: MenuItem[] = [
    {
      label: 'Compare',
      ariaLabel: `Compare ${name}`,
      checked: compare.picked,
      disabled: !compare.picked && compare.full,
      onSelect: compare.toggle,
    },
    { label: 'Edit…', ariaLabel: `Edit ${name}`, onSelect: onEdit },
    ...laterItems(handlers),
  ];
  return (
    <Menu label={moreActionsLabel(name)} items={items} className={className}>
      <MoreIcon className="size-5" />
    </Menu>
  );
}
