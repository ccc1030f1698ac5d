/**
 * ShareButton: the bag header's "Share" control; it opens the ShareDialog, where the owner
 * turns the bag's public read-only link on, copies it ("Copied"), makes a new one (the old one
 * stops working) or turns it off (docs/decisions/0015).
 *   <ShareButton bagId bagName />
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ShareIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import {
  SHARE_FAILURE,
  SHARE_LOAD_FAILURE,
  shareErrorMessage,
  useBagShare,
  useShareAction,
  useShareShowsThrows,
} from '../../data/use-share';
import { LinkOn, useCopyLink } from './share-link';

const SHARE_INTRO =
  'Anyone with the link can see this bag’s discs and charts, read-only, with your display name. They never see your e-mail, notes or nicknames.';
export const SHARE_OFF = 'Sharing is off. Nobody can see this bag but you.';
export { COPIED } from './share-link';

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

/** While the link is read: a spinner with its words. */
function LinkLoading() {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-2 text-sm text-fg-muted">
      <Spinner size="sm" label={t`Loading the link…`} />
      <span aria-hidden="true">
        <Trans>Loading the link…</Trans>
      </span>
    </div>
  );
}

/** The link could not be read: why, in words, and Retry. */
function LinkLoadError({ share }: { share: ReturnType<typeof useBagShare> }) {
  const { t } = useLingui();
  // The data layer's English failure (use-share.ts), in the page's language.
  const loadFailure = SHARE_LOAD_FAILURE && t`Failed to load the link. Please try again.`;
  return (
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
  );
}

/** Sharing is off: says so, and turns the link on. */
function LinkOff({ busy, onTurnOn }: { busy: boolean; onTurnOn: () => void }) {
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <p className="text-sm text-fg-soft">
        {SHARE_OFF && t`Sharing is off. Nobody can see this bag but you.`}
      </p>
      <Button loading={busy} onClick={onTurnOn}>
        <Trans>Turn on link</Trans>
      </Button>
    </div>
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
  const link = share.data?.path ? new URL(share.data.path, window.location.origin).href : null;
  const copying = useCopyLink(link);
  const { t } = useLingui();
  // The data layer's English failure (use-share.ts), in the page's language.
  const shareFailure = SHARE_FAILURE && t`Failed to update the link. Please try again.`;
  const run = (what: 'enable' | 'rotate' | 'disable') => {
    copying.clear();
    action.mutate(what);
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
          <LinkLoading />
        ) : share.isError ? (
          <LinkLoadError share={share} />
        ) : share.data.enabled && link ? (
          <LinkOn
            link={link}
            token={share.data.token!}
            showThrows={share.data.showThrows ?? false}
            copying={copying}
            action={action}
            landings={landings}
            run={run}
            shareFailure={shareFailure}
          />
        ) : (
          <LinkOff busy={action.isPending} onTurnOn={() => run('enable')} />
        )}
      </div>
    </Dialog>
  );
}
