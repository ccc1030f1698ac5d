/**
 * The share dialog with the link on: the link to copy ("Copied"), whether the shared page shows
 * the player's measured landings, a link to open it, and making a new link or turning it off.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import type { useShareAction, useShareShowsThrows } from '../../data/use-share';
import { paths } from '../../lib/paths';

export const COPIED = 'Copied';
const COPY_FAILED = 'Could not copy. Select the link and copy it.';
const NEW_LINK_NOTE = 'A new link stops the old one from working.';

/** The buttons under a link that is on: each sends its change, and spins while it is on its way. */
const LINK_CHANGES = [
  { what: 'rotate', variant: 'secondary', label: msg`Make a new link` },
  { what: 'disable', variant: 'danger', label: msg`Turn off link` },
] as const;

/** Copying the link: "Copied" for a while, or a hint to copy it by hand with the link selected. */
export function useCopyLink(link: string | null) {
  const [copied, showCopied, clearCopied] = useTimedMessage();
  const [copyFailed, setCopyFailed] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopyFailed(false);
      showCopied(COPIED && t`Copied`);
    } catch {
      setCopyFailed(true);
      linkRef.current?.select();
    }
  };
  const clear = () => {
    clearCopied();
    setCopyFailed(false);
  };
  return { copied, copyFailed, linkRef, copy, clear };
}

export interface LinkOnProps {
  link: string;
  token: string;
  showThrows: boolean;
  copying: ReturnType<typeof useCopyLink>;
  action: ReturnType<typeof useShareAction>;
  landings: ReturnType<typeof useShareShowsThrows>;
  run: (what: 'rotate' | 'disable') => void;
  /** The message of a change that failed, in the page's language. */
  shareFailure: string;
}

export function LinkOn(props: LinkOnProps) {
  const { token, landings, shareFailure } = props;
  return (
    <div className="space-y-3">
      <LinkField {...props} />
      <ShowLandings {...props} />
      {landings.isError && <p className="text-sm text-danger-text">{shareFailure}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={paths.sharedBag(token)}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-teal-300"
        >
          <Trans>Open the shared page</Trans>
        </a>
      </div>
      <LinkChanges {...props} />
    </div>
  );
}

function LinkField({ link, copying, action }: LinkOnProps) {
  const { copied, copyFailed, linkRef, copy } = copying;
  const busy = action.isPending;
  const { t } = useLingui();
  return (
    <div>
      <label htmlFor="share-link" className="block text-sm font-medium text-fg-label">
        <Trans>Public link</Trans>
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="share-link"
          ref={linkRef}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="h-10 w-full min-w-0 rounded-lg border border-border-strong bg-slate-50 px-3 font-mono text-xs text-fg-body dark:bg-slate-800"
        />
        <Button onClick={() => void copy()} disabled={busy}>
          <Trans>Copy link</Trans>
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm">
        {copied && (
          <span className="font-medium text-emerald-700 dark:text-emerald-300">{copied}</span>
        )}
        {copyFailed && (
          <span className="text-danger-text">
            {COPY_FAILED && t`Could not copy. Select the link and copy it.`}
          </span>
        )}
      </p>
    </div>
  );
}

function ShowLandings({ showThrows, landings }: LinkOnProps) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-700"
        checked={showThrows}
        disabled={landings.isPending}
        onChange={(e) => landings.mutate(e.currentTarget.checked)}
      />
      <span>
        <Trans>Show my measured landings</Trans>
        <span className="block text-xs text-fg-subtle">
          <Trans>Distances and finishes of your logged throws; never notes, dates or places.</Trans>
        </span>
      </span>
    </label>
  );
}

function LinkChanges({ action, run }: LinkOnProps) {
  const busy = action.isPending;
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-2 border-t border-border pt-3">
      <p className="text-sm text-fg-muted">
        {NEW_LINK_NOTE && t`A new link stops the old one from working.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {LINK_CHANGES.map(({ what, variant, label }) => (
          <Button
            key={what}
            variant={variant}
            size="sm"
            loading={busy && action.variables === what}
            disabled={busy && action.variables !== what}
            onClick={() => run(what)}
          >
            {i18n._(label)}
          </Button>
        ))}
      </div>
    </div>
  );
}
