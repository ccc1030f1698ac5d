/**
 * The devices signed in to the account (browser, system, kind of device, when last seen; this
 * one first and marked), each other one with its own Sign out, and "Sign out everywhere else",
 * which ends every session but this one.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AccountSession } from '../../../core/api/auth-routes';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from '../../../core/auth/error-messages';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeletons } from '../../components/ui/spinner';
import { useTimedMessage } from '../../components/ui/use-timed-message';
import {
  useAccountSessions,
  useSignOutDevice,
  useSignOutOthers,
} from '../../data/account-sessions';
import { errorMessage } from '../../lib/error-message';
import { useCoreMessage } from '../../i18n/core-message';
import { AccountSection } from './account-section';

const SESSIONS_LOAD_FAILED = msg`Failed to load your signed-in devices. Please try again.`;

const DEVICE_NAMES = {
  desktop: msg`Computer`,
  mobile: msg`Phone`,
  tablet: msg`Tablet`,
} as const;

/** "Firefox on Android", with what is known. */
function deviceName(s: Pick<AccountSession, 'browser' | 'os'>, i18n: I18n): string {
  const { browser, os } = s;
  if (browser && os) return i18n._(msg`${browser} on ${os}`);
  return browser ?? os ?? i18n._(msg`Unknown device`);
}

/** A date and time in the page's language. */
const when = (iso: string, i18n: I18n) =>
  i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({
  session,
  signOut,
}: {
  session: AccountSession;
  /** Absent for this device (Logout signs it out). */
  signOut?: { run: () => void; busy: boolean };
}) {
  const { i18n } = useLingui();
  const lastSeen = when(session.lastSeenAt, i18n);
  const signedIn = when(session.createdAt, i18n);
  const device = deviceName(session, i18n);
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-fg">
          {device}
          {session.current && (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 align-middle text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
              <Trans>This device</Trans>
            </span>
          )}
        </p>
        <p className="text-sm text-fg-faint">
          {session.device ? `${i18n._(DEVICE_NAMES[session.device])} · ` : ''}
          <Trans>Last active {lastSeen}</Trans>
        </p>
        <p className="text-xs text-fg-faint">
          <Trans>Signed in {signedIn}</Trans>
        </p>
      </div>
      {signOut && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          loading={signOut.busy}
          onClick={signOut.run}
          aria-label={i18n._(msg`Sign out ${device}`)}
        >
          <Trans>Sign out</Trans>
        </Button>
      )}
    </li>
  );
}

export function SessionsList() {
  const { t, i18n } = useLingui();
  const core = useCoreMessage();
  const sessions = useAccountSessions();
  const signOutOthers = useSignOutOthers();
  const signOutDevice = useSignOutDevice();
  const [done, showDone, clearDone] = useTimedMessage();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  const signOutFailed = (device: string) => t`Failed to sign out ${device}`;
  const signedOut = (device: string) => t`${device} is signed out.`;

  return (
    <AccountSection
      title={t`Signed-in devices`}
      help={t`Every browser where you are signed in. Sign the others out if you lost a device or signed in somewhere you no longer use.`}
    >
      {done && <Alert tone="success">{core(done)}</Alert>}
      {signOutOthers.isError && (
        <Alert tone="error">{core(authErrorMessage('signOutOthers', signOutOthers.error))}</Alert>
      )}
      {signOutDevice.isError && (
        <Alert tone="error">
          {errorMessage(
            signOutDevice.error,
            signOutFailed(deviceName(signOutDevice.variables, i18n)),
          )}
        </Alert>
      )}
      {sessions.data === undefined ? (
        sessions.isError ? (
          <Alert tone="error">{errorMessage(sessions.error, i18n._(SESSIONS_LOAD_FAILED))}</Alert>
        ) : (
          <div className="space-y-2" aria-busy="true">
            <Skeletons count={2} className="h-14" />
          </div>
        )
      ) : (
        <>
          <ul aria-label={t`Signed-in devices`} className="divide-y divide-border">
            {sessions.data.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                signOut={
                  s.current
                    ? undefined
                    : {
                        busy: signOutDevice.isPending && signOutDevice.variables.id === s.id,
                        run: () => {
                          clearDone();
                          signOutDevice.mutate(s, {
                            onSuccess: () => showDone(signedOut(deviceName(s, i18n))),
                          });
                        },
                      }
                }
              />
            ))}
          </ul>
          <OtherDevices
            others={others}
            busy={signOutOthers.isPending}
            onSignOut={() => {
              clearDone();
              signOutOthers.mutate(undefined, {
                onSuccess: () => showDone(AUTH_ERROR_MESSAGES.othersSignedOut),
              });
            }}
          />
        </>
      )}
    </AccountSection>
  );
}

/** How many other devices are signed in, and signing them all out. */
function OtherDevices({
  others,
  busy,
  onSignOut,
}: {
  others: number;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-fg-faint">
        {others === 0 ? (
          <Trans>No other device is signed in.</Trans>
        ) : (
          <Plural
            value={others}
            one="# other device signed in."
            other="# other devices signed in."
          />
        )}
      </p>
      <Button variant="secondary" disabled={others === 0} loading={busy} onClick={onSignOut}>
        <Trans>Sign out everywhere else</Trans>
      </Button>
    </div>
  );
}
