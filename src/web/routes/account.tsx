/**
 * /account — the player's account: change the password, the signed-in devices with "Sign out
 * everywhere else", and deleting the account (after offering the JSON export).
 */
import { ScreenHeader } from '../components/page-heading';
import { Skeleton } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { DeleteAccount } from '../features/account/delete-account';
import { SessionsList } from '../features/account/sessions-list';
import { PRERENDERING } from '../lib/prerendering';

export default function AccountPage() {
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <ScreenHeader title="Account">
        Signed in as{' '}
        {PRERENDERING || !user ? (
          // The page's frame is drawn for a stand-in player (decision 0021): no address in it.
          <Skeleton className="inline-block h-3 w-40 align-middle" />
        ) : (
          <span className="font-medium">{user.email}</span>
        )}
        . Your password, the devices signed in to your account, and the account itself.
      </ScreenHeader>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ChangePasswordForm />
        <SessionsList />
      </div>
      <DeleteAccount />
    </div>
  );
}
