/**
 * The signed-in user for the whole app, kept as plain React state (no query cache): the first
 * session answer, then whatever login, signup, logout, profile update and reset change.
 * Rendered inside the router (root layout route), so it navigates after login/signup/logout.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type JSX,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '../../lib/http';
import { authApi, type ServerUser } from './auth-api';

export interface AuthUser {
  id: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  login(email: string, password: string): Promise<void>;
  signup(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  updateDisplayName(name: string): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function toAuthUser(u: ServerUser): AuthUser {
  return {
    id: u.id,
    email: u.email,
    displayName: u.name.trim() === '' ? null : u.name,
    photoURL: u.image ?? null,
  };
}

/** Every failure reaches the caller as an HttpError, so screens can use authErrorMessage. */
function asHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const message = err instanceof Error && err.message ? err.message : 'Something went wrong.';
  return new HttpError(500, 'client_error', message);
}

export function AuthProvider({ children }: { children: ReactNode }): JSX.Element {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    authApi
      .getSession()
      .then((u) => current && setUser(u ? toAuthUser(u) : null))
      .catch((err: unknown) => {
        console.error('Failed to load the session', err);
        if (current) setUser(null);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);

  /** Runs one account action with loading on; logs and rethrows its failure. */
  const run = useCallback(async (action: string, work: () => Promise<void>) => {
    setLoading(true);
    try {
      await work();
    } catch (err) {
      console.error(`${action} failed`, err);
      throw asHttpError(err);
    } finally {
      setLoading(false);
    }
  }, []);

  const login = useCallback(
    (email: string, password: string) =>
      run('Login', async () => {
        const u = await authApi.signIn(email, password);
        queryClient.clear();
        setUser(toAuthUser(u));
        await navigate('/home');
      }),
    [run, navigate, queryClient],
  );

  const signup = useCallback(
    (email: string, password: string) =>
      run('Signup', async () => {
        const u = await authApi.signUp(email, password);
        queryClient.clear();
        setUser(toAuthUser(u));
        await navigate('/home');
      }),
    [run, navigate, queryClient],
  );

  const logout = useCallback(
    () =>
      run('Logout', async () => {
        await authApi.signOut();
        setUser(null);
        // The next user of this browser must never see the previous user's data.
        queryClient.clear();
        await navigate('/login');
      }),
    [run, navigate, queryClient],
  );

  const updateDisplayName = useCallback(
    (name: string) =>
      run('Profile update', async () => {
        const displayName = name.trim();
        await authApi.updateDisplayName(displayName);
        setUser((u) => (u ? { ...u, displayName: displayName || null } : u));
      }),
    [run],
  );

  const requestPasswordReset = useCallback(
    (email: string) =>
      run('Password reset request', () => authApi.requestPasswordReset(email.trim())),
    [run],
  );

  const resetPassword = useCallback(
    (token: string, newPassword: string) =>
      run('Password reset', async () => {
        await authApi.resetPassword(token, newPassword);
        // The server ends every session of the account on a reset, this browser's included.
        setUser(null);
        queryClient.clear();
      }),
    [run, queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      login,
      signup,
      logout,
      updateDisplayName,
      requestPasswordReset,
      resetPassword,
    }),
    [user, loading, login, signup, logout, updateDisplayName, requestPasswordReset, resetPassword],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within AuthProvider');
  return value;
}
