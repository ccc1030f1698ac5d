/**
 * "Sign in with {provider}" (decision 0033): leaves for the OpenID provider's page. On a server
 * that also takes passwords, an "or" rule separates it from the password form below.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { authErrorMessage } from '../../../core/auth/error-messages';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { startSignOn } from '../../data/use-sign-on';

export function SignOnButton({
  name,
  inviteToken,
  withPasswordForm,
}: {
  name: string;
  inviteToken?: string;
  /** A password form follows: an "or" rule goes between them. */
  withPasswordForm: boolean;
}) {
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = () => {
    setLeaving(true);
    setError(null);
    startSignOn(inviteToken).catch((err: unknown) => {
      setLeaving(false);
      setError(authErrorMessage('login', err));
    });
  };
  return (
    <div className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" size="lg" block loading={leaving} onClick={go}>
        <Trans>Sign in with {name}</Trans>
      </Button>
      {withPasswordForm && (
        <div
          className="flex items-center gap-3 text-xs font-medium tracking-wide text-fg-subtle uppercase"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
          <Trans context="between two ways to sign in">or</Trans>
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        </div>
      )}
    </div>
  );
}
