/**
 * /account — the player's account: change the password and the e-mail address, the signed-in
 * devices with "Sign out everywhere else", and deleting the account (after offering the JSON
 * export), and the rounds' UDisc import and export. The e-mail change link comes back here with `?email=changed` (and `&error=…` when
 * the link had expired or was used already, `&error=email_taken` when another account took the
 * address meanwhile).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ScreenHeader } from '../components/page-heading';
import { Alert } from '../components/ui/alert';
import { Skeleton } from '../components/ui/spinner';
import { useSession } from '../data/session';
import { ChangeEmailForm } from '../features/account/change-email-form';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { DeleteAccount } from '../features/account/delete-account';
import { SessionsList } from '../features/account/sessions-list';
import { UdiscTransfer } from '../features/courses/udisc-transfer';
import { PRERENDERING } from '../lib/prerendering';
import { AUTH_MESSAGES } from '../../core/rules/auth';
import { useCoreMessage } from '../i18n/core-message';

const EMAIL_LINK_FAILED = msg`This link has expired or was already used. Ask for a new one below.`;

function EmailChangeOutcome() {
  const { i18n } = useLingui();
  const core = useCoreMessage();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const email = user?.email;
  if (params.get('email') !== 'changed') return null;
  const dismiss = () => setParams({}, { replace: true });
  const error = params.get('error');
  return error ? (
    <Alert tone="error" onDismiss={dismiss}>
      {error === 'email_taken' ? core(AUTH_MESSAGES.emailTaken) : i18n._(EMAIL_LINK_FAILED)}
    </Alert>
  ) : (
    <Alert tone="success" onDismiss={dismiss}>
      <Trans>Your email address is now {email}.</Trans>
    </Alert>
  );
}

export default function AccountPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const email =
    PRERENDERING || !user ? (
      // The page's frame is drawn for a stand-in player (decision 0021): no address in it.
      <Skeleton className="inline-block h-3 w-40 align-middle" />
    ) : (
      <span className="font-medium">{user.email}</span>
    );
  return (
    <div className="space-y-6">
      <title>{t`Account · Hyzer`}</title>
      <ScreenHeader title={t`Account`}>
        <Trans>
          Signed in as {email}. Your password, the devices signed in to your account, and the
          account itself.
        </Trans>
      </ScreenHeader>
      {!PRERENDERING && <EmailChangeOutcome />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <ChangePasswordForm />
          <ChangeEmailForm />
        </div>
        <SessionsList />
      </div>
      <UdiscTransfer />
      <DeleteAccount />
    </div>
  );
}
