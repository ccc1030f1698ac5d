/**
 * The account calls, as plain JSON requests to better-auth under /api/auth (no auth client
 * bundle). Errors arrive as HttpError from lib/http: `{status, code, message, isNetwork}`.
 */
import type { AccountSession } from '../../core/api/auth-routes';
import { request } from '../lib/http';

/** The user as /api/auth answers it; `name` is the display name ('' when none). */
export interface ServerUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

interface UserAnswer {
  user: ServerUser;
}

export const authApi = {
  /** The signed-in user, or null. */
  async getSession(): Promise<ServerUser | null> {
    const answer = await request<UserAnswer | null>('GET', '/api/auth/get-session');
    return answer?.user ?? null;
  },
  async signIn(email: string, password: string): Promise<ServerUser> {
    return (await request<UserAnswer>('POST', '/api/auth/sign-in/email', { email, password })).user;
  },
  /** New accounts start without a display name. */
  async signUp(email: string, password: string): Promise<ServerUser> {
    const body = { email, password, name: '' };
    return (await request<UserAnswer>('POST', '/api/auth/sign-up/email', body)).user;
  },
  async signOut(): Promise<void> {
    await request('POST', '/api/auth/sign-out', {});
  },
  async updateDisplayName(name: string): Promise<void> {
    await request('POST', '/api/auth/update-user', { name });
  },
  /** Answers the same whether or not the address has an account (unless the server says otherwise). */
  async requestPasswordReset(email: string): Promise<void> {
    await request('POST', '/api/auth/request-password-reset', { email });
  },
  async resetPassword(token: string, newPassword: string): Promise<void> {
    await request('POST', '/api/auth/reset-password', { token, newPassword });
  },
  /** Ends every other session; this one continues with a new cookie. */
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await request('POST', '/api/auth/change-password', { currentPassword, newPassword });
  },
  /** Mails a link to the new address; the address changes when it is opened. */
  async changeEmail(newEmail: string, password: string): Promise<void> {
    await request('POST', '/api/auth/change-email', { newEmail, password });
  },
  /** This session first, then the most recently seen. */
  listSessions(): Promise<AccountSession[]> {
    return request<AccountSession[]>('GET', '/api/auth/list-sessions');
  },
  async signOutOtherSessions(): Promise<void> {
    await request('POST', '/api/auth/revoke-other-sessions', {});
  },
  /** Removes the account and everything of it; the server clears the session cookie. */
  async deleteAccount(password: string): Promise<void> {
    await request('POST', '/api/auth/delete-user', { password });
  },
};
