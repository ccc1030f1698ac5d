/**
 * The Admin page's invite form (for SIGNUP=invite): a link for one address, shown once, with a
 * button that copies it.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Invite } from '../../../core/api/admin-routes';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useCreateInvite, useSignupPolicy } from '../../data/use-admin';
import { errorMessage } from '../../lib/error-message';
import type { Section } from './section';
import { useWhen } from './use-when';

/** Who may sign up, by the server's SIGNUP setting. */
const POLICY_HELP = {
  open: msg`Anyone who reaches this server can sign up (SIGNUP=open).`,
  invite: msg`Only people with an invite link can sign up (SIGNUP=invite).`,
  closed: msg`Nobody can sign up (SIGNUP=closed).`,
} as const;

/** The link just made, for its address, with its end and a Copy button. */
function InviteLink({ invite }: { invite: Invite }) {
  const { t } = useLingui();
  const when = useWhen();
  const [copied, setCopied] = useState(false);
  const email = invite.email;
  const until = when(invite.expiresAt);
  return (
    <div className="mt-4 space-y-2" data-testid="invite-link">
      <p className="text-sm text-fg-soft">
        <Trans>
          Send this link to {email}. It is shown only now and works until {until}.
        </Trans>
      </p>
      <div className="flex gap-2">
        <input
          readOnly
          aria-label={t`Invite link`}
          value={invite.url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(invite.url).then(() => setCopied(true));
          }}
        >
          {copied ? <Trans>Copied</Trans> : <Trans context="invite link">Copy</Trans>}
        </Button>
      </div>
    </div>
  );
}

export function InviteForm({ Section }: { Section: Section }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [made, setMade] = useState<Invite | null>(null);
  const create = useCreateInvite();
  const policy = useSignupPolicy();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(email, {
      onSuccess: (invite) => {
        setMade(invite);
        setEmail('');
      },
    });
  };
  return (
    <Section
      title={t`Invite someone`}
      help={
        <>
          {policy ? `${i18n._(POLICY_HELP[policy])} ` : ''}
          <Trans>A link works once, for the address it is made for, for 7 days.</Trans>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={t`Email`}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={create.error ? errorMessage(create.error, t`Failed to create the invite`) : null}
          />
        </div>
        <Button type="submit" loading={create.isPending}>
          <Trans>Create invite link</Trans>
        </Button>
      </form>
      {/* A new link starts with its own Copy button (not "Copied"). */}
      {made && <InviteLink key={made.url} invite={made} />}
    </Section>
  );
}
