/**
 * The signed-in user as server state: one session query (read once, then kept) and the account
 * mutations, which write the session's answer into the cache instead of refetching it.
 *   const { user, ready } = useSession();   // ready: the first session answer has arrived
 *   const login = useLogin(); await login.mutateAsync({ email, password });
 * Navigation is the guards' job: a session that appears or disappears re-renders them.
 * Whenever the account changes, every other cached query and the browser's caches of player data
 * are dropped, so the next user of this browser never sees the previous user's data. Failures reach the caller as HttpError.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { HttpError } from '../lib/http';
import { authApi, type SessionUser } from './auth-api';
import {
  forgetPendingSignOut,
  hasPendingSignOut,
  rememberSignOut,
  sendPendingSignOut,
  watchPendingSignOut,
} from './pending-sign-out';
import { ACCOUNT_DELETED_MESSAGE, setSignOutNotice } from '../lib/sign-out-notice';
import { clearPlayerData } from './player-data';
import { recordSessionChange } from './session-state';
import {
  forgetOutboxes,
  holdOutboxOf,
  holdsChangesOfOthers,
  onOutboxStopped,
  setOutboxPlayer,
  settleOutboxes,
  type StopReason,
} from './outbox';

export interface AuthUser {
  id: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  /** This session is the one the player's sign-up started: greeted "Welcome", not "Welcome back". */
  newcomer?: boolean;
  /** An admin of this instance: the Admin page is linked. */
  admin?: boolean;
  /** The language kept on the account (decision 0040), or null. */
  locale?: string | null;
}

export const sessionKey = ['session'] as const;

/** The app's session value for a signed-in user (also the server's, decision 0034). */
export function toAuthUser(u: SessionUser): AuthUser {
  return {
    id: u.id,
    email: u.email,
    displayName: u.name.trim() === '' ? null : u.name,
    photoURL: u.image ?? null,
    newcomer: u.newcomer,
    admin: u.role === 'admin',
    ...(u.locale ? { locale: u.locale } : {}),
  };
}

/**
 * An unreadable session counts as signed out (logged), so the app never hangs on it. A sign-out
 * the server has not heard of yet counts as signed out too: it is sent now (and whenever the
 * connection returns) rather than the still-valid cookie signing the player back in.
 */
async function readSession(): Promise<AuthUser | null> {
  watchPendingSignOut();
  if (hasPendingSignOut()) {
    void sendPendingSignOut();
    // The logout may have been cut short (the app closed while it emptied the caches): it is
    // finished here, before anything is shown.
    await forgetPlayerHere();
    return null;
  }
  let user: AuthUser | null;
  try {
    const u = await authApi.getSession();
    user = u ? toAuthUser(u) : null;
  } catch (err) {
    console.error('Failed to load the session', err);
    return null;
  }
  // An answer, not a failure: whoever's session ended without the app's logout (the server ended
  // it, or it expired) keeps nothing on this device; their unsent changes are held by the page
  // and offered (data/outbox settleOutboxes).
  if (!user) await forgetPlayerHere();
  // This page holds another player's unsent changes (their session ended here, and someone else
  // signed in elsewhere meanwhile, e.g. the read again on reconnecting): it stays signed out and
  // keeps offering them, until that player logs in or drops them. The cookie's player may log in.
  else if (holdsChangesOfOthers(user.id)) return null;
  await settleOutboxes(user?.id ?? null);
  return user;
}

/**
 * Tells the service worker nobody is signed in, then empties the player caches (decision 0025's
 * order): after a session the app did not end, and at a start with a logout still to send.
 */
async function forgetPlayerHere(): Promise<void> {
  await recordSessionChange(false);
  await clearPlayerData();
}

/** Read once, then kept: only the account mutations below change it. */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: readSession,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  networkMode: 'always',
  refetchOnWindowFocus: false,
});

export function useSession(): { user: AuthUser | null; ready: boolean } {
  const client = useQueryClient();
  useEffect(() => followAccountChanges(client), [client]);
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, ready: !query.isPending };
}

/**
 * Pages whose change of account is under way (switchAccount): their session still shows the
 * previous player until the caches are empty, but nobody acts for that player any more.
 */
const switching = new WeakSet<QueryClient>();

/** Who this page acts for (the outbox sends for, a change elsewhere ends): nobody mid-switch. */
const signedInId = (client: QueryClient) =>
  switching.has(client) ? null : (client.getQueryData<AuthUser | null>(sessionKey)?.id ?? null);

/** Runs `work` with nobody acting for the page's player (see `switching`). */
async function whileSwitching(client: QueryClient, work: () => Promise<void>): Promise<void> {
  switching.add(client);
  try {
    await work();
  } finally {
    switching.delete(client);
  }
}

/** Tells the other tabs of this browser who is signed in now (they share the session cookie). */
const ACCOUNT_CHANNEL = 'hyzer-account';
interface AccountMessage {
  player: string | null;
}

function announceAccount(player: string | null): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(ACCOUNT_CHANNEL);
  channel.postMessage({ player } satisfies AccountMessage);
  channel.close();
}

/**
 * This page's session is over though the page did not sign out: another player signed in in
 * another tab (or the server answered 412 to a write naming this player), or the server ended
 * it (a 401). The outbox stops at once, its writes are held by the page for the unsent-changes
 * dialog, and the page shows the login page. The caches are emptied only when the server ended
 * the session (before the login page shows): after another tab's sign-in they already are, and
 * may be the new player's.
 */
async function leaveSession(client: QueryClient, player: string, why: StopReason | 'signed-out-here') {
  if (signedInId(client) !== player) return;
  if (why === 'signed-out') await whileSwitching(client, forgetPlayerHere);
  client.setQueryData(sessionKey, null);
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  if (why === 'other-player') await holdOutboxOf(player);
  else if (why === 'signed-out-here') await forgetOutboxes();
  else await settleOutboxes(null);
}

const following = new WeakSet<QueryClient>();

/**
 * Binds the outbox to this page's session (it asks before every send) and follows the changes of
 * account made elsewhere: another tab's sign-in or sign-out, or the outbox's writes refused for
 * a session that is not their player's. Once per query client; returns nothing to undo (the
 * client lives as long as the page).
 */
function followAccountChanges(client: QueryClient): void {
  if (following.has(client)) return;
  following.add(client);
  setOutboxPlayer(() => signedInId(client));
  onOutboxStopped((player, why) => void leaveSession(client, player, why));
  if (typeof BroadcastChannel === 'undefined') return;
  new BroadcastChannel(ACCOUNT_CHANNEL).onmessage = (e: MessageEvent<AccountMessage>) => {
    const mine = signedInId(client);
    if (!mine || e.data.player === mine) return;
    // Signed out by the app in another tab: its dialog sent or dropped the queue already.
    void leaveSession(client, mine, e.data.player === null ? 'signed-out-here' : 'other-player');
  };
}

/**
 * Sets who is signed in and drops everything kept for anyone before: every cached query, and the
 * browser's caches and storage of player data (data/player-data), finished before the screens
 * change, so no later read (offline ones included) can find the previous player's answers, and
 * the login page never shows while anything of the player is left.
 */
async function switchAccount(
  client: QueryClient,
  user: AuthUser | null,
  outbox: 'forget' | 'hold' = 'forget',
) {
  // The outbox stops before anything else: no write of the previous player goes under this one.
  await whileSwitching(client, async () => {
    // First the service worker learns the session changed (it drops answers to reads sent
    // before), then the caches go: an answer arriving in between is refused or cleared.
    await recordSessionChange(user !== null);
    await clearPlayerData();
    // Signed in: that player's queue stays (with what the page held for them), others' go.
    // Signed out by the app: the unsent-changes dialog sent or dropped the queue; nothing stays.
    if (user) await settleOutboxes(user.id);
    else if (outbox === 'forget') await forgetOutboxes();
    else await settleOutboxes(null);
  });
  if (user) setSignOutNotice(null);
  // Only now do the screens change (the guards follow the session).
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
  client.setQueryData(sessionKey, user);
  announceAccount(user?.id ?? null);
}

/** Every failure reaches the caller as an HttpError, so screens can use authErrorMessage. */
function asHttpError(action: string, err: unknown): HttpError {
  console.error(`${action} failed`, err);
  if (err instanceof HttpError) return err;
  const message = err instanceof Error && err.message ? err.message : 'Something went wrong.';
  return new HttpError(500, 'client_error', message);
}

function logged<A, R>(action: string, work: (args: A) => Promise<R>): (args: A) => Promise<R> {
  return async (args: A): Promise<R> => {
    try {
      return await work(args);
    } catch (err) {
      throw asHttpError(action, err);
    }
  };
}

interface Credentials {
  email: string;
  password: string;
}

/** Signs in with an email and a password (logging in or signing up) and switches to that account. */
function useSignIn(
  action: string,
  signIn: (email: string, password: string) => Promise<SessionUser>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logged<Credentials, SessionUser>(action, async ({ email, password }) => {
      // An earlier sign-out still to send would otherwise end the new session.
      await sendPendingSignOut();
      const user = await signIn(email, password);
      forgetPendingSignOut();
      return user;
    }),
    onSuccess: (u) => switchAccount(client, toAuthUser(u)),
  });
}

export const useLogin = () => useSignIn('Login', (email, password) => authApi.signIn(email, password));

/** Signs up, with the invite link's token where sign-up is by invitation (SIGNUP=invite). */
export const useSignup = (inviteToken?: string) =>
  useSignIn('Signup', (email, password) => authApi.signUp(email, password, inviteToken));

/**
 * Signs this page out at once, whatever the network does: the sign-out is remembered, the
 * player's data and caches go, the session becomes null (the guards show the login page); then
 * the server is told. Offline, or on a server error, it is told when the connection returns
 * (data/pending-sign-out). Never fails.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      rememberSignOut();
      await switchAccount(client, null);
      await sendPendingSignOut();
    },
  });
}

export function useUpdateDisplayName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logged<string, string>('Profile update', async (name) => {
      const displayName = name.trim();
      await authApi.updateDisplayName(displayName);
      return displayName;
    }),
    onSuccess: (displayName) =>
      client.setQueryData<AuthUser | null>(sessionKey, (u) =>
        u ? { ...u, displayName: displayName || null } : u,
      ),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: logged('Password reset request', (email: string) =>
      authApi.requestPasswordReset(email.trim()),
    ),
  });
}

/** This browser's other sessions, as the account page lists them (data/account-sessions). */
export const accountSessionsKey = ['account-sessions'] as const;

/** A new password; the server signs every other device out and renews this one's cookie. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logged(
      'Password change',
      ({ currentPassword, password }: { currentPassword: string; password: string }) =>
        authApi.changePassword(currentPassword, password),
    ),
    onSuccess: () => client.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

/** Asks for a link to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: logged(
      'Email change',
      ({ newEmail, password }: { newEmail: string; password: string }) =>
        authApi.changeEmail(newEmail, password),
    ),
  });
}

/**
 * Deletes the account: once the server has, the page is signed out like a logout (every kept
 * answer and cache goes), and the login page says what happened (lib/sign-out-notice).
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logged('Account deletion', (password?: string) => authApi.deleteAccount(password)),
    onSuccess: async () => {
      setSignOutNotice(ACCOUNT_DELETED_MESSAGE);
      await switchAccount(client, null);
    },
  });
}

/**
 * Whether the signed-in player has a password; undefined until the server has said. An account
 * made by single sign-on has none (decision 0033).
 */
export function useHasPassword(): boolean | undefined {
  const { user } = useSession();
  return useQuery({
    queryKey: ['account', user?.id, 'has-password'],
    queryFn: () => authApi.hasPassword(),
    enabled: Boolean(user),
    staleTime: Infinity,
  }).data;
}

/** The server ends every session of the account on a reset, this browser's included. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logged('Password reset', ({ token, password }: { token: string; password: string }) =>
      authApi.resetPassword(token, password),
    ),
    // The reset ended the sessions the server knew; a queue stored here is held, as then.
    onSuccess: () => switchAccount(client, null, 'hold'),
  });
}
