/**
 * The devices signed in to the account (browser, system, kind of device, when last seen; this
 * one first and marked), each other one with its own Sign out, and "Sign out everywhere else",
 * which ends every session but this one.
 */
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
import { AccountSection } from './account-section';

export const SESSIONS_LOAD_FAILED = 'Failed to load your signed-in devices. Please try again.';
export const NO_OTHER_DEVICES = 'No other device is signed in.';

const DEVICE_NAMES = { desktop: 'Computer', mobile: 'Phone', tablet: 'Tablet' } as const;

/** "Firefox on Android", with what is known. */
export function deviceName(s: Pick<AccountSession, 'browser' | 'os'>): string {
  if (s.browser && s.os) return `${s.browser} on ${s.os}`;
  return s.browser ?? s.os ?? 'Unknown device';
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function SessionRow({
  session,
  signOut,
}: {
  session: AccountSession;
  /** Absent for this device (Logout signs it out). */
  signOut?: { run: () => void; busy: boolean };
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">
          {deviceName(session)}
          {session.current && (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 align-middle text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {session.device ? `${DEVICE_NAMES[session.device]} · ` : ''}
          Last active {when(session.lastSeenAt)}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Signed in {when(session.createdAt)}
        </p>
      </div>
      {signOut && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          loading={signOut.busy}
          onClick={signOut.run}
          aria-label={`Sign out ${deviceName(session)}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

export function SessionsList() {
  const sessions = useAccountSessions();
  const signOutOthers = useSignOutOthers();
  const signOutDevice = useSignOutDevice();
  const [done, showDone, clearDone] = useTimedMessage();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <AccountSection
      title="Signed-in devices"
      help="Every browser where you are signed in. Sign the others out if you lost a device or signed in somewhere you no longer use."
    >
      {done && <Alert tone="success">{done}</Alert>}
      {signOutOthers.isError && (
        <Alert tone="error">{authErrorMessage('signOutOthers', signOutOthers.error)}</Alert>
      )}
      {signOutDevice.isError && (
        <Alert tone="error">
          {errorMessage(
            signOutDevice.error,
            `Failed to sign out ${deviceName(signOutDevice.variables)}`,
          )}
        </Alert>
      )}
      {sessions.data === undefined ? (
        sessions.isError ? (
          <Alert tone="error">{errorMessage(sessions.error, SESSIONS_LOAD_FAILED)}</Alert>
        ) : (
          <div className="space-y-2" aria-busy="true">
            <Skeletons count={2} className="h-14" />
          </div>
        )
      ) : (
        <>
          <ul
            aria-label="Signed-in devices"
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
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
                            onSuccess: () => showDone(`${deviceName(s)} is signed out.`),
                          });
                        },
                      }
                }
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {others === 0
                ? NO_OTHER_DEVICES
                : `${others} other ${others === 1 ? 'device' : 'devices'} signed in.`}
            </p>
            <Button
              variant="secondary"
              disabled={others === 0}
              loading={signOutOthers.isPending}
              onClick={() => {
                clearDone();
                signOutOthers.mutate(undefined, {
                  onSuccess: () => showDone(AUTH_ERROR_MESSAGES.othersSignedOut),
                });
              }}
            >
              Sign out everywhere else
            </Button>
          </div>
        </>
      )}
    </AccountSection>
  );
}
