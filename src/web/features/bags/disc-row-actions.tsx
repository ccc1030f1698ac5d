/**
 * The actions of a bag disc:
 *   <DiscRowActions name onEdit onArchive onRemove onCopy? />   a card's Edit button and its
 *     "More actions" menu (Archive, Copy to another bag, Remove);
 *   <DiscRowMenu name compare onEdit onArchive onRemove onCopy? />   a table row's one control:
 *     the same menu led by the Compare checkbox and Edit, so a row stays one compact line.
 * Clicks do not reach the row or card.
 */
import { type I18n } from '@lingui/core';
import { currentI18n } from '../../i18n/current';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Button } from '../../components/ui/button';
import { MoreIcon } from '../../components/ui/icons';
import { Menu, type MenuItem } from '../../components/ui/menu';

/** A click handler that keeps the click from also opening the row. */
const only = (action: () => void) => (e: MouseEvent) => {
  e.stopPropagation();
  action();
};

export const moreActionsLabel = (name: string, i18n: I18n = currentI18n()) =>
  i18n._(msg`More actions for ${name}`);

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
function laterItems(
  { name, onArchive, onRemove, onCopy }: DiscActionHandlers,
  i18n: I18n,
): MenuItem[] {
  return [
    {
      label: i18n._(msg`Archive…`),
      ariaLabel: i18n._(msg`Archive ${name} (lost, sold, given away or retired)`),
      onSelect: onArchive,
    },
    ...(onCopy
      ? [
          {
            label: i18n._(msg`Copy to another bag…`),
            // The visible words come first, so a voice command that says them finds the item.
            ariaLabel: i18n._(msg`Copy to another bag: ${name}`),
            onSelect: onCopy,
          },
        ]
      : []),
    {
      label: i18n._(msg`Remove`),
      ariaLabel: i18n._(msg`Remove ${name}`),
      onSelect: onRemove,
      tone: 'danger' as const,
    },
  ];
}

export function DiscRowActions({
  className = 'inline-flex items-center gap-0.5',
  ...handlers
}: DiscActionHandlers & { className?: string }) {
  const { name, onEdit } = handlers;
  const { t, i18n } = useLingui();
  return (
    <span className={className}>
      <Button variant="ghost" size="sm" onClick={only(onEdit)} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Button>
      <Menu label={moreActionsLabel(name, i18n)} items={laterItems(handlers, i18n)}>
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
  const { i18n } = useLingui();
  const items: MenuItem[] = [
    {
      label: i18n._(msg`Compare`),
      ariaLabel: i18n._(msg`Compare ${name}`),
      checked: compare.picked,
      disabled: !compare.picked && compare.full,
      onSelect: compare.toggle,
    },
    { label: i18n._(msg`Edit…`), ariaLabel: i18n._(msg`Edit ${name}`), onSelect: onEdit },
    ...laterItems(handlers, i18n),
  ];
  return (
    <Menu label={moreActionsLabel(name, i18n)} items={items} className={className}>
      <MoreIcon className="size-5" />
    </Menu>
  );
}
