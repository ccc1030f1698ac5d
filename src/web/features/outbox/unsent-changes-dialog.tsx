/**
 * Logging out with changes still in the outbox (decision 0031): the player is told how many have
 * not been sent and chooses to send them now (when online), to drop them, or to stay. Logging
 * out keeps nothing of the player on the device (decision 0025), so unsent changes are either
 * sent or dropped first, never left behind.
 *   const { requestLogout, dialog } = useGuardedLogout(userId, () => logout.mutate());
 * A session that ended without this logout (the server ended it, another player signed in in
 * another tab) leaves the changes held by the page only: <HeldChangesDialog/> on the signed-out
 * pages offers them the same way, to be sent once their player logs in again here.
 */
import { useState, useSyncExternalStore } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import {
  dropHeldChanges,
  dropOutbox,
  flushOutbox,
  heldChanges,
  outboxState,
  subscribeOutbox,
} from '../../data/outbox';
import { useOutboxQueue } from '../../data/use-throws';
import { useOnline } from '../../lib/use-online';

/** '2 changes have not been sent.' */
export const unsentText = (n: number) =>
  plural(n, {
    one: '# change has not been sent.',
    other: '# changes have not been sent.',
  });

/** '2 changes have not been sent: the server could not be reached. Try again, or drop them.' */
const unreachedText = (n: number) =>
  plural(n, {
    one: '# change has not been sent: the server could not be reached. Try again, or drop them.',
    other:
      '# changes have not been sent: the server could not be reached. Try again, or drop them.',
  });

export function useGuardedLogout(userId: string | null, logout: () => void) {
  const { queue } = useOutboxQueue(userId);
  const [open, setOpen] = useState(false);
  return {
    requestLogout: () => (userId && queue.length > 0 ? setOpen(true) : logout()),
    dialog:
      open && userId ? (
        <UnsentChangesDialog userId={userId} onClose={() => setOpen(false)} onLogout={logout} />
      ) : null,
  };
}

function UnsentChangesDialog({
  userId,
  onClose,
  onLogout,
}: {
  userId: string;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { queue, problems } = useOutboxQueue(userId);
  const online = useOnline();
  const [busy, setBusy] = useState<'send' | 'drop' | null>(null);
  const [failed, setFailed] = useState(false);
  /** The refusals this send brought (a disc deleted elsewhere): said before logging out. */
  const [refused, setRefused] = useState<string[] | null>(null);
  const { t } = useLingui();

  const send = async () => {
    setBusy('send');
    setFailed(false);
    const before = problems.length;
    await flushOutbox(userId);
    const after = outboxState(userId);
    setBusy(null);
    if (after.queue.length > 0) setFailed(true);
    else if (after.problems.length > before) setRefused(after.problems.slice(before));
    else onLogout();
  };
  const drop = async () => {
    setBusy('drop');
    await dropOutbox(userId);
    onLogout();
  };

  if (refused) return <RefusedDialog refused={refused} onClose={onClose} onLogout={onLogout} />;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Unsent changes`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            onClick={() => void drop()}
            loading={busy === 'drop'}
            disabled={busy === 'send'}
          >
            <Trans>Drop them and log out</Trans>
          </Button>
          <Button
            onClick={() => void send()}
            loading={busy === 'send'}
            disabled={!online || busy === 'drop'}
          >
            <Trans>Send and log out</Trans>
          </Button>
        </>
      }
    >
      <UnsentWords
        count={queue.length}
        online={online}
        unreached={failed ? outboxState(userId).queue.length : null}
      />
    </Dialog>
  );
}

/** The changes a send brought back refused (a disc deleted elsewhere), said before logging out. */
function RefusedDialog({
  refused,
  onClose,
  onLogout,
}: {
  refused: readonly string[];
  onClose: () => void;
  onLogout: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Sent, except these`}
      footer={
        <Button onClick={onLogout}>
          <Trans>Log out</Trans>
        </Button>
      }
    >
      <Alert tone="error" title={t`Not saved`}>
        <ul data-testid="logout-refused" className="list-disc pl-5">
          {refused.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      </Alert>
    </Dialog>
  );
}

/** How many changes wait, that logging out loses them, being offline, and a send that failed. */
function UnsentWords({
  count,
  online,
  unreached,
}: {
  count: number;
  online: boolean;
  /** After a send that did not reach the server: how many are still waiting. */
  unreached: number | null;
}) {
  return (
    <div className="space-y-3">
      <p className="font-medium" data-testid="unsent-count">
        {unsentText(count)}
      </p>
      <p>
        <Trans>
          They are kept on this device only, and logging out removes them. Send them now, or drop
          them: dropped changes are lost.
        </Trans>
      </p>
      {!online && (
        <p className="text-amber-800 dark:text-amber-200">
          <Trans>You're offline: they can be sent once you're back online.</Trans>
        </p>
      )}
      {unreached !== null && (
        <Alert tone="error">
          <p>{unreachedText(unreached)}</p>
        </Alert>
      )}
    </div>
  );
}

/** What the held-changes dialog says of where the changes are. */
export const HELD_TEXT = msg`Your session ended before they could be sent. Log in again with the same account to send them. They are no longer stored on this device: only this page holds them, so closing or reloading it, or another account logging in here, drops them.`;

/** The unsent changes of a player whose session ended elsewhere, offered on the signed-out pages. */
export function HeldChangesDialog() {
  const held = useSyncExternalStore(subscribeOutbox, heldChanges, () => null);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  if (!held || closedFor === held.player) return null;
  return (
    <Dialog
      open
      onClose={() => setClosedFor(held.player)}
      title={t`Unsent changes`}
      footer={
        <>
          <Button variant="danger" onClick={() => dropHeldChanges(held.player)}>
            <Trans>Drop them</Trans>
          </Button>
          <Button onClick={() => setClosedFor(held.player)}>
            <Trans>Log in to send them</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="font-medium" data-testid="unsent-count">
          {unsentText(held.count)}
        </p>
        <p>{i18n._(HELD_TEXT)}</p>
      </div>
    </Dialog>
  );
}
