/**
 * ShareButton: the bag header's "Share" control; it opens the ShareDialog, where the owner
 * turns the bag's public read-only link on, copies it ("Copied"), makes a new one (the old one
 * stops working) or turns it off (docs/decisions/0015).
 *   <ShareButton bagId bagName />
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ShareIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import {
  SHARE_FAILURE,
  SHARE_LOAD_FAILURE,
  shareErrorMessage,
  useBagShare,
  useShareAction,
  useShareShowsThrows,
} from '../../data/use-share';
import { paths } from '../../lib/paths';

const SHARE_INTRO =
  'Anyone with the link can see this bag’s discs and charts, read-only, with your display name. They never see your e-mail, notes or nicknames.';
export const SHARE_OFF = 'Sharing is off. Nobody can see this bag but you.';
export const COPIED = 'Copied';
const COPY_FAILED = 'Could not copy. Select the link and copy it.';
const NEW_LINK_NOTE = 'A new link stops the old one from working.';

/** The buttons under a link that is on: each sends its change, and spins while it is on its way. */
const LINK_CHANGES = [
  { what: 'rotate', variant: 'secondary', label: msg`Make a new link` },
  { what: 'disable', variant: 'danger', label: msg`Turn off link` },
] as const;

export function ShareButton({ bagId, bagName }: { bagId: string; bagName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ShareIcon className="size-4" />
        <Trans>Share</Trans>
      </Button>
      {open && <ShareDialog bagId={bagId} bagName={bagName} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ShareDialog({
  bagId,
  bagName,
  onClose,
}: {
  bagId: string;
  bagName: string;
  onClose: () => void;
}) {
  const share = useBagShare(bagId, true);
  const action = useShareAction(bagId);
  const landings = useShareShowsThrows(bagId);
  const [copied, showCopied, clearCopied] = useTimedMessage();
  const [copyFailed, setCopyFailed] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const link = share.data?.path ? new URL(share.data.path, window.location.origin).href : null;
  const busy = action.isPending;
  const { t, i18n } = useLingui();
  // The data layer's English failures (use-share.ts), in the page's language.
  const shareFailure = SHARE_FAILURE && t`Failed to update the link. Please try again.`;
  const loadFailure = SHARE_LOAD_FAILURE && t`Failed to load the link. Please try again.`;
  const run = (what: 'enable' | 'rotate' | 'disable') => {
    clearCopied();
    setCopyFailed(false);
    action.mutate(what);
  };
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

  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Share “${bagName}”`}
      description={
        SHARE_INTRO &&
        t`Anyone with the link can see this bag’s discs and charts, read-only, with your display name. They never see your e-mail, notes or nicknames.`
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <div className="space-y-4">
        {action.isError && (
          <Alert tone="error" onDismiss={() => action.reset()}>
            {shareErrorMessage(action.error, shareFailure)}
          </Alert>
        )}
        {share.isPending ? (
          <div className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size="sm" label={t`Loading the link…`} />
            <span aria-hidden="true">
              <Trans>Loading the link…</Trans>
            </span>
          </div>
        ) : share.isError ? (
          <div className="space-y-3">
            <Alert tone="error">{shareErrorMessage(share.error, loadFailure)}</Alert>
            <Button
              variant="secondary"
              size="sm"
              loading={share.isFetching}
              onClick={() => void share.refetch()}
            >
              <Trans>Retry</Trans>
            </Button>
          </div>
        ) : share.data.enabled && link ? (
          <div className="space-y-3">
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
                  <span className="font-medium text-emerald-700 dark:text-emerald-300">
                    {copied}
                  </span>
                )}
                {copyFailed && (
                  <span className="text-danger-text">
                    {COPY_FAILED && t`Could not copy. Select the link and copy it.`}
                  </span>
                )}
              </p>
            </div>
            <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-700"
                checked={share.data.showThrows ?? false}
                disabled={landings.isPending}
                onChange={(e) => landings.mutate(e.currentTarget.checked)}
              />
              <span>
                <Trans>Show my measured landings</Trans>
                <span className="block text-xs text-fg-subtle">
                  <Trans>
                    Distances and finishes of your logged throws; never notes, dates or places.
                  </Trans>
                </span>
              </span>
            </label>
            {landings.isError && <p className="text-sm text-danger-text">{shareFailure}</p>}
            <div className="flex flex-wrap items-center gap-2">
              <a
                href={paths.sharedBag(share.data.token!)}
                target="_blank"
                rel="noreferrer"
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-teal-300"
              >
                <Trans>Open the shared page</Trans>
              </a>
            </div>
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
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-fg-soft">
              {SHARE_OFF && t`Sharing is off. Nobody can see this bag but you.`}
            </p>
            <Button loading={busy} onClick={() => run('enable')}>
              <Trans>Turn on link</Trans>
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
