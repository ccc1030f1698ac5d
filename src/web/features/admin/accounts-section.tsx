/**
 * Every account of the server with its activity and disc count, to disable (it cannot sign in;
 * its sessions end), enable again or delete (everything of the player goes at once).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminAccount } from '../../../core/api/admin-routes';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeletons } from '../../components/ui/spinner';
import { useSession } from '../../data/session';
import { useAdminAccounts, useDeleteAccount } from '../../data/use-admin';
import { errorMessage } from '../../lib/error-message';
import { AccountList } from './account-list';
import type { Section } from './section';

export function AccountsSection({ Section }: { Section: Section }) {
  const { t } = useLingui();
  const { user } = useSession();
  const accounts = useAdminAccounts();
  const remove = useDeleteAccount();
  const [doomed, setDoomed] = useState<AdminAccount | null>(null);
  const email = doomed?.email ?? '';
  return (
    <Section
      title={t`Accounts`}
      help={t`Disabling an account signs it out everywhere and keeps it from signing in; deleting it removes the player's bags, discs, photos, wishlist and share links at once.`}
    >
      {accounts.isPending ? (
        <Skeletons count={3} className="h-12" />
      ) : accounts.isError ? (
        <Alert tone="error">
          <Trans>Failed to load the accounts. Please try again.</Trans>
        </Alert>
      ) : (
        <AccountList accounts={accounts.data} selfId={user?.id} onDelete={setDoomed} />
      )}
      {remove.error && (
        <Alert tone="error" className="mt-3">
          {errorMessage(remove.error, t`Failed to delete the account`)}
        </Alert>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={t`Delete this account?`}
        message={t`${email} and everything of this player (bags, discs, photos, throws, wishlist, share links) will be removed at once. This cannot be undone.`}
        confirmLabel={t`Delete account`}
        cancelLabel={t`Cancel`}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (doomed) remove.mutate(doomed.id, { onSettled: () => setDoomed(null) });
        }}
      />
    </Section>
  );
}
