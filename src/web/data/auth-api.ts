/**
 * The account calls to better-auth under /api/auth (no auth client bundle), each typed by its
 * declaration in core/api/auth-routes.ts through callApi. Errors arrive as HttpError from
 * lib/http: `{status, code, message, isNetwork}`.
 */
import * as routes from '../../core/api/auth-routes';
import type { AccountSession, SessionAnswer } from '../../core/api/auth-routes';
import type { Locale } from '../../core/i18n/locales';
import { callApi, pathOf, type Answer } from '../lib/api-client';

type UserAnswer = Answer<typeof routes.signIn>['user'];
/** The user as /api/auth answers it; `name` is the display name ('' when none). */
export type ServerUser = Pick<UserAnswer, 'id' | 'email' | 'name'> &
  Partial<Omit<UserAnswer, 'id' | 'email' | 'name'>>;

/** Signed in within a minute of the account's creation: the session sign-up started. */
const SIGN_UP_SESSION_MS = 60_000;

/** A signed-in user, and whether this session is the one their sign-up started. */
export interface SessionUser extends ServerUser {
  newcomer: boolean;
}

/** What /api/auth/get-session answers, as core/api/auth-routes.ts declares it. */
export type { SessionAnswer };

/**
 * The signed-in user in a get-session answer, or null. Also what the server draws a signed-in page
 * for (decision 0034), from the same answer, so the app's first render is the server's.
 */
export function sessionFromAnswer(answer: SessionAnswer): SessionUser | null {
  if (!answer?.user) return null;
  const since = Date.parse(answer.session?.createdAt ?? '') - Date.parse(answer.user.createdAt ?? '');
  return { ...answer.user, newcomer: since >= 0 && since < SIGN_UP_SESSION_MS };
}

export const authApi = {
  /** The signed-in user, or null. */
  async getSession(): Promise<SessionUser | null> {
    return sessionFromAnswer(await callApi(routes.getSession));
  },
  async signIn(email: string, password: string): Promise<SessionUser> {
    const answer = await callApi(routes.signIn, { body: { email, password } });
    return { ...answer.user, newcomer: false };
  },
  /**
   * New accounts start without a display name. The session is read back after: the first
   * account of an instance becomes its admin once its sign-up has committed.
   */
  async signUp(email: string, password: string, inviteToken?: string): Promise<SessionUser> {
    const body = { email, password, name: '', ...(inviteToken ? { inviteToken } : {}) };
    const answer = await callApi(routes.signUp, { body });
    const me = await this.getSession().catch(() => null);
    return { ...answer.user, ...me, newcomer: true };
  },
  async signOut(): Promise<void> {
    await callApi(routes.signOut, { body: {} });
  },
  async updateDisplayName(name: string): Promise<void> {
    await callApi(routes.updateUser, { body: { name } });
  },
  /** Keeps the player's language on the account (null: follow each device). */
  async setLocale(locale: Locale | null): Promise<void> {
    await callApi(routes.updateUser, { body: { locale } });
  },
  /** Answers the same whether or not the address has an account (unless the server says otherwise). */
  async requestPasswordReset(email: string): Promise<void> {
    await callApi(routes.requestPasswordReset, { body: { email } });
  },
  /**
   * Whether a reset link's token still works (unused, unexpired): the auth server's own check
   * redirects to the callback with ?error=INVALID_TOKEN when it does not. Unknown (a network
   * failure) counts as working, so the form stays reachable and the reset itself decides.
   */
  async resetLinkWorks(token: string): Promise<boolean> {
    const callback = encodeURIComponent('/reset-password');
    try {
      const res = await fetch(
        `${pathOf(routes.checkResetLink.path, { token })}?callbackURL=${callback}`,
        { credentials: 'same-origin' },
      );
      return new URL(res.url).searchParams.get('error') === null;
    } catch {
      return true;
    }
  },
  async resetPassword(token: string, newPassword: string): Promise<void> {
    await callApi(routes.resetPassword, { body: { token, newPassword } });
  },
  /** Ends every other session; this one continues with a new cookie. */
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await callApi(routes.changePassword, { body: { currentPassword, newPassword } });
  },
  /** Mails a link to the new address; the address changes when it is opened. */
  async changeEmail(newEmail: string, password: string): Promise<void> {
    await callApi(routes.changeEmail, { body: { newEmail, password } });
  },
  /** This session first, then the most recently seen. */
  listSessions(): Promise<AccountSession[]> {
    return callApi(routes.listSessions);
  },
  async signOutOtherSessions(): Promise<void> {
    await callApi(routes.revokeOtherSessions, { body: {} });
  },
  /**
   * Removes the account and everything of it; the server clears the session cookie. An account
   * without a password sends none, and needs a recent sign-in (decision 0033).
   */
  async deleteAccount(password?: string): Promise<void> {
    await callApi(routes.deleteUser, { body: password ? { password } : {} });
  },
  /** Whether the account has a password (one made by single sign-on has none). */
  async hasPassword(): Promise<boolean> {
    const ways = await callApi(routes.listAccounts);
    return ways.some((w) => w.providerId === 'credential');
  },
};
