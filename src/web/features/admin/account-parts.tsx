/** The parts of one account on the Admin page: its badges and what an admin may do with it. */
import { Trans } from '@lingui/react/macro';
import type { AdminAccount } from '../../../core/api/admin-routes';
import { Button } from '../../components/ui/button';
import { useChangeAccount } from '../../data/use-admin';

export interface AccountProps {
  account: AdminAccount;
  /** The admin's own account: it cannot be disabled or deleted from here. */
  self: boolean;
  onDelete: (account: AdminAccount) => void;
}

export function Badges({ account }: { account: AdminAccount }) {
  return (
    <>
      {account.role === 'admin' && (
        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
          <Trans context="account badge">Admin</Trans>
        </span>
      )}
      {account.disabled && (
        <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-900/60 dark:text-red-200">
          <Trans context="account badge">Disabled</Trans>
        </span>
      )}
    </>
  );
}

export function Actions({ account, self, onDelete }: AccountProps) {
  const change = useChangeAccount();
  if (self)
    return (
      <span className="text-sm text-fg-subtle">
        <Trans context="the admin's own account">You</Trans>
      </span>
    );
  return (
    <span className="inline-flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        loading={change.isPending}
        onClick={() => change.mutate({ id: account.id, disabled: !account.disabled })}
      >
        {account.disabled ? (
          <Trans context="account">Enable</Trans>
        ) : (
          <Trans context="account">Disable</Trans>
        )}
      </Button>
      <Button size="sm" variant="danger" onClick={() => onDelete(account)}>
        <Trans context="account">Delete</Trans>
      </Button>
    </span>
  );
}

/** The account's name (or the default name, for one without), with its badges. */
export function AccountName({ account }: { account: AdminAccount }) {
  return (
    <p className="font-medium text-fg">
      {account.name || <Trans>Disc Golfer</Trans>}
      <Badges account={account} />
    </p>
  );
}
