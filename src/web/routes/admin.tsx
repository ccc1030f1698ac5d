/**
 * /admin — for the instance's admins (linked for them only; anyone else finds no such page, as
 * the API answers them 404): invite links for SIGNUP=invite, and every account with its
 * activity and disc count, to disable (it cannot sign in; its sessions end), enable again or
 * delete (everything of the player goes at once).
 */
import { useState, type FormEvent } from 'react';
import type { AdminAccount, Invite } from '../../core/api/admin-routes';
import { ScreenHeader } from '../components/page-heading';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Skeletons } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import { useSession } from '../data/session';
import {
  useAdminAccounts,
  useChangeAccount,
  useCreateInvite,
  useDeleteAccount,
  useSignupPolicy,
} from '../data/use-admin';
import { AccountSection } from '../features/account/account-section';
import { errorMessage } from '../lib/error-message';

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : 'Never';

const POLICY_HELP = {
  open: 'Anyone who reaches this server can sign up (SIGNUP=open).',
  invite: 'Only people with an invite link can sign up (SIGNUP=invite).',
  closed: 'Nobody can sign up (SIGNUP=closed).',
} as const;

function InviteForm() {
  const [email, setEmail] = useState('');
  const [made, setMade] = useState<Invite | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useCreateInvite();
  const policy = useSignupPolicy();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCopied(false);
    create.mutate(email, {
      onSuccess: (invite) => {
        setMade(invite);
        setEmail('');
      },
    });
  };
  return (
    <AccountSection
      title="Invite someone"
      help={
        <>
          {policy ? `${POLICY_HELP[policy]} ` : ''}A link works once, for the address it is made
          for, for 7 days.
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={create.error ? errorMessage(create.error, 'Failed to create the invite') : null}
          />
        </div>
        <Button type="submit" loading={create.isPending}>
          Create invite link
        </Button>
      </form>
      {made && (
        <div className="mt-4 space-y-2" data-testid="invite-link">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Send this link to {made.email}. It is shown only now and works until{' '}
            {when(made.expiresAt)}.
          </p>
          <div className="flex gap-2">
            <input
              readOnly
              aria-label="Invite link"
              value={made.url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(made.url).then(() => setCopied(true));
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
      )}
    </AccountSection>
  );
}

function Badges({ account }: { account: AdminAccount }) {
  return (
    <>
      {account.role === 'admin' && (
        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
          Admin
        </span>
      )}
      {account.disabled && (
        <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-900/60 dark:text-red-200">
          Disabled
        </span>
      )}
    </>
  );
}

function Actions({
  account,
  self,
  onDelete,
}: {
  account: AdminAccount;
  self: boolean;
  onDelete: (a: AdminAccount) => void;
}) {
  const change = useChangeAccount();
  if (self) return <span className="text-sm text-slate-500 dark:text-slate-400">You</span>;
  return (
    <span className="inline-flex gap-2">
      <Button
        size="sm"
        variant="secondary"
        loading={change.isPending}
        onClick={() => change.mutate({ id: account.id, disabled: !account.disabled })}
      >
        {account.disabled ? 'Enable' : 'Disable'}
      </Button>
      <Button size="sm" variant="danger" onClick={() => onDelete(account)}>
        Delete
      </Button>
    </span>
  );
}

/** One account on a narrow screen: a block instead of a table row. */
function AccountItem(props: {
  account: AdminAccount;
  self: boolean;
  onDelete: (a: AdminAccount) => void;
}) {
  const { account } = props;
  return (
    <li className="space-y-1 py-3">
      <p className="font-medium text-slate-900 dark:text-white">
        {account.name || 'Disc Golfer'}
        <Badges account={account} />
      </p>
      <p className="text-sm break-all text-slate-600 dark:text-slate-400">{account.email}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {account.discCount} {account.discCount === 1 ? 'disc' : 'discs'} · Last seen{' '}
        {when(account.lastSeenAt)}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Created {when(account.createdAt)}
      </p>
      <div className="pt-1">
        <Actions {...props} />
      </div>
    </li>
  );
}

function AccountRow({
  account,
  self,
  onDelete,
}: {
  account: AdminAccount;
  self: boolean;
  onDelete: (a: AdminAccount) => void;
}) {
  return (
    <tr className="align-top">
      <td className="py-3 pr-4">
        <p className="font-medium text-slate-900 dark:text-white">
          {account.name || 'Disc Golfer'}
          <Badges account={account} />
        </p>
        <p className="text-sm break-all text-slate-600 dark:text-slate-400">{account.email}</p>
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-slate-700 dark:text-slate-300">
        {when(account.createdAt)}
      </td>
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-slate-700 dark:text-slate-300">
        {when(account.lastSeenAt)}
      </td>
      <td className="py-3 pr-4 text-right text-sm text-slate-700 tabular-nums dark:text-slate-300">
        {account.discCount}
      </td>
      <td className="py-3 text-right whitespace-nowrap">
        <Actions account={account} self={self} onDelete={onDelete} />
      </td>
    </tr>
  );
}

function AccountsTable() {
  const { user } = useSession();
  const accounts = useAdminAccounts();
  const remove = useDeleteAccount();
  const [doomed, setDoomed] = useState<AdminAccount | null>(null);
  return (
    <AccountSection
      title="Accounts"
      help="Disabling an account signs it out everywhere and keeps it from signing in; deleting it removes the player's bags, discs, photos, wishlist and share links at once."
    >
      {accounts.isPending ? (
        <Skeletons count={3} className="h-12" />
      ) : accounts.isError ? (
        <Alert tone="error">Failed to load the accounts. Please try again.</Alert>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 md:hidden dark:divide-slate-800">
            {accounts.data.map((a) => (
              <AccountItem key={a.id} account={a} self={a.id === user?.id} onDelete={setDoomed} />
            ))}
          </ul>
          <table className="hidden w-full text-left md:table">
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
              <tr>
                <th className="py-2 pr-4">Player</th>
                <th className="py-2 pr-4">Created</th>
                <th className="py-2 pr-4">Last seen</th>
                <th className="py-2 pr-4 text-right">Discs</th>
                <th className="py-2 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {accounts.data.map((a) => (
                <AccountRow key={a.id} account={a} self={a.id === user?.id} onDelete={setDoomed} />
              ))}
            </tbody>
          </table>
        </>
      )}
      {remove.error && (
        <Alert tone="error" className="mt-3">
          {errorMessage(remove.error, 'Failed to delete the account')}
        </Alert>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this account?"
        message={`${doomed?.email ?? ''} and everything of this player (bags, discs, photos, throws, wishlist, share links) will be removed at once. This cannot be undone.`}
        confirmLabel="Delete account"
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (doomed) remove.mutate(doomed.id, { onSettled: () => setDoomed(null) });
        }}
      />
    </AccountSection>
  );
}

export default function AdminPage() {
  const { user } = useSession();
  if (user && !user.admin) {
    return (
      <ScreenHeader title="Page not found">
        The page you are looking for is not on this course.
      </ScreenHeader>
    );
  }
  return (
    <div className="space-y-6">
      <title>Admin · Hyzer</title>
      <ScreenHeader title="Admin">The accounts on this server, and who may join it.</ScreenHeader>
      <InviteForm />
      <AccountsTable />
    </div>
  );
}
