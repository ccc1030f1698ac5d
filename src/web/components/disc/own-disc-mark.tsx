/**
 * OwnDiscMark: the small "Your disc" badge after the name of a disc the player added themselves
 * (not from the catalogue), with a real space before it so a screen reader says "Mystery, your disc".
 */
import type { Disc } from '../../../core/disc/types';
import { isOwnDiscId } from '../../../core/schemas/own-disc';

export function OwnDiscMark({ disc }: { disc: Disc }) {
  if (!isOwnDiscId(disc.id)) return null;
  return (
    <>
      {' '}
      <span
        title="A disc you added yourself; the catalogue does not have it"
        className="ml-1 rounded bg-amber-100 px-1 py-0.5 align-middle text-[10px] font-semibold tracking-wide whitespace-nowrap text-amber-900 uppercase dark:bg-amber-900/50 dark:text-amber-100"
      >
        your disc
      </span>
    </>
  );
}
