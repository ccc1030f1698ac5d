/**
 * The pieces a bag disc's table row and its card both show, written once:
 *   discRowView(disc, selection)      → { row, label, chosen } for one row or card
 *   <NameBadges disc row />           "copy 2" and "yours" after the name
 *   <DiscNote disc row className />   'Star · 175 g · “Old faithful”', nothing when neither is set
 *     (discNote(disc, row): that text, '' when neither is set)
 *   <BagDiscActions disc name handlers />   a card's Compare, Edit and More actions menu
 * and the props the table and the cards share (DiscListProps, DiscSelection).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ElementType } from 'react';
import type { UserDisc } from '../../../core/bag-types';
import type { BagSort } from '../../../core/stats/sort-bag-discs';
import { CompareToggle } from '../../components/compare/compare-toggle';
import { OwnDiscMark } from '../../components/disc/own-disc-mark';
import { playerDiscRef } from '../../lib/compare-selection';
import { discRowData, nameWithCopy, type DiscRowData } from '../../lib/disc-row-data';
import { DiscRowActions } from './disc-row-actions';

/** Which discs of the list are selected, for moving or copying several at once. */
export interface DiscSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects every disc of the list (true) or none (false). */
  setAll: (on: boolean) => void;
}

export interface DiscListProps {
  discs: readonly UserDisc[];
  sort: BagSort;
  onOpen: (disc: UserDisc) => void;
  onEdit: (disc: UserDisc) => void;
  onArchive: (disc: UserDisc) => void;
  onRemove: (disc: UserDisc) => void;
  onCopy?: (disc: UserDisc) => void;
  selection?: DiscSelection;
}

/** What a row or card shows of its disc, the label its buttons name it by, and whether it is selected. */
export function discRowView(disc: UserDisc, selection: DiscSelection | undefined) {
  const row = discRowData(disc);
  return {
    row,
    label: nameWithCopy(row.name, disc),
    chosen: selection?.selected.has(disc.id) ?? false,
  };
}

/** The "copy 2" hint beside a disc's name; nothing for a first copy. */
function CopyBadge({ disc }: { disc: UserDisc }) {
  if (!disc.copy) return null;
  const copy = disc.copy;
  // A real space before the badge: screen readers say "Destroyer copy 2" (a visually hidden
  // separator is read as a block of its own, with a stray space before its comma).
  return (
    <>
      {' '}
      <span className="ml-1 rounded bg-surface-muted px-1 py-0.5 text-[10px] font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase dark:text-slate-200">
        <Trans>copy {copy}</Trans>
      </span>
    </>
  );
}

/** The hints after a disc's name: its copy number, and "yours" when it flies its own numbers. */
export function NameBadges({ disc, row }: { disc: UserDisc; row: DiscRowData }) {
  const { t } = useLingui();
  return (
    <>
      <OwnDiscMark id={disc.discitId} />
      <CopyBadge disc={disc} />
      {row.mine && (
        <span
          title={t`Your own flight numbers; the catalogue’s are shown in grey`}
          className="ml-1.5 rounded bg-brand-50 px-1 py-0.5 text-[10px] font-semibold tracking-wide text-brand-800 uppercase dark:bg-brand-900/50 dark:text-brand-200"
        >
          <Trans context="your own flight numbers">yours</Trans>
        </span>
      )}
    </>
  );
}

/** The physical disc's details and its nickname: 'Star · 175 g · “Old faithful”', or ''. */
export function discNote(disc: UserDisc, row: DiscRowData): string {
  return [row.physical, disc.nickname && `“${disc.nickname}”`].filter(Boolean).join(' · ');
}

/** The physical disc's details and its nickname, in a `<p>` (or `as`); nothing when neither is set. */
export function DiscNote({
  disc,
  row,
  as: Tag = 'p',
  className,
}: {
  disc: UserDisc;
  row: DiscRowData;
  as?: ElementType;
  className?: string;
}) {
  const note = discNote(disc, row);
  return note ? <Tag className={className}>{note}</Tag> : null;
}

/** A card's Compare toggle, Edit button and More actions menu (Archive, Copy, Remove). */
export function BagDiscActions({
  disc,
  name,
  handlers: { onEdit, onArchive, onRemove, onCopy },
}: {
  disc: UserDisc;
  /** The disc's name with its copy number, for the buttons' labels. */
  name: string;
  handlers: Pick<DiscListProps, 'onEdit' | 'onArchive' | 'onRemove' | 'onCopy'>;
}) {
  return (
    <>
      <CompareToggle id={playerDiscRef(disc.discitId, disc.id)} name={name} />
      <DiscRowActions
        name={name}
        onEdit={() => onEdit(disc)}
        onArchive={() => onArchive(disc)}
        onRemove={() => onRemove(disc)}
        onCopy={onCopy && (() => onCopy(disc))}
      />
    </>
  );
}
