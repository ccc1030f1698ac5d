/**
 * The accounts, drawn twice: a list of blocks on a narrow screen, a table from `md` up (CSS shows
 * one of them).
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { AdminAccount } from '../../../core/api/admin-routes';
import { AccountName, Actions, type AccountProps } from './account-parts';
import { useWhen } from './use-when';

/** One account on a narrow screen: a block instead of a table row. */
function AccountItem(props: AccountProps) {
  const { account } = props;
  const when = useWhen();
  const lastSeen = when(account.lastSeenAt);
  const created = when(account.createdAt);
  const discCount = account.discCount;
  return (
    <li className="space-y-1 py-3">
      <AccountName account={account} />
      <p className="text-sm break-all text-fg-faint">{account.email}</p>
      <p className="text-sm text-fg-soft">
        <Plural value={discCount} one="# disc" other="# discs" /> ·{' '}
        <Trans>Last seen {lastSeen}</Trans>
      </p>
      <p className="text-xs text-fg-faint">
        <Trans>Created {created}</Trans>
      </p>
      <div className="pt-1">
        <Actions {...props} />
      </div>
    </li>
  );
}

function AccountRow(props: AccountProps) {
  const { account } = props;
  const when = useWhen();
  const cell = 'py-3 pr-4 text-sm whitespace-nowrap text-fg-soft';
  return (
    <tr className="align-top">
      <td className="py-3 pr-4">
        <AccountName account={account} />
        <p className="text-sm break-all text-fg-faint">{account.email}</p>
      </td>
      <td className={cell}>{when(account.createdAt)}</td>
      <td className={cell}>{when(account.lastSeenAt)}</td>
      <td className="py-3 pr-4 text-right text-sm text-fg-soft tabular-nums">
        {account.discCount}
      </td>
      <td className="py-3 text-right whitespace-nowrap">
        <Actions {...props} />
      </td>
    </tr>
  );
}

export function AccountList({
  accounts,
  selfId,
  onDelete,
}: {
  accounts: AdminAccount[];
  selfId: string | undefined;
  onDelete: (account: AdminAccount) => void;
}) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden dark:divide-slate-800">
        {accounts.map((a) => (
          <AccountItem key={a.id} account={a} self={a.id === selfId} onDelete={onDelete} />
        ))}
      </ul>
      <table className="hidden w-full text-left md:table">
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-fg-faint uppercase dark:border-slate-700">
          <tr>
            <th className="py-2 pr-4">
              <Trans context="column">Player</Trans>
            </th>
            <th className="py-2 pr-4">
              <Trans context="column">Created</Trans>
            </th>
            <th className="py-2 pr-4">
              <Trans context="column">Last seen</Trans>
            </th>
            <th className="py-2 pr-4 text-right">
              <Trans context="column">Discs</Trans>
            </th>
            <th className="py-2 text-right">
              <span className="sr-only">
                <Trans context="column">Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {accounts.map((a) => (
            <AccountRow key={a.id} account={a} self={a.id === selfId} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </>
  );
}
