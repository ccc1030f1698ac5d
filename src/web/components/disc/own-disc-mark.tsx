/**
 * OwnDiscMark: the small "Your disc" badge after the name of a disc the player added themselves
 * (not from the catalogue), with a real space before it so a screen reader says "Mystery, your disc".
 * In a flex row beside a name that truncates, it keeps its width (the name gives way).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { isOwnDiscId } from '../../../core/rules/own-disc';

/** `id`: the disc's catalogue-or-own id (a bag's disc: its discitId). */
export function OwnDiscMark({ id }: { id: string }) {
  const { t } = useLingui();
  if (!isOwnDiscId(id)) return null;
  return (
    <>
      {' '}
      <span
        title={t`A disc you added yourself; the catalogue does not have it`}
        className="ml-1 shrink-0 rounded bg-amber-100 px-1 py-0.5 align-middle text-[10px] font-semibold tracking-wide whitespace-nowrap text-amber-900 uppercase dark:bg-amber-900/50 dark:text-amber-100"
      >
        <Trans>your disc</Trans>
      </span>
    </>
  );
}
