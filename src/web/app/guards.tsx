/**
 * Route guards (layout routes rendering <Outlet/>):
 *   <PublicOnly/>   for /, /login, /signup: a signed-in user goes to /home
 *   <RequireAuth/>  for /home, /discs, /bags, /bags/:bagId: an anonymous user goes to /
 * Until the first auth state arrives both show an accessible "Loading…" placeholder, so the
 * wrong page never flashes. A user who signs out while on a protected page is sent to /login
 * (where logout leads anyway), so the guard never races the provider's own navigation.
 */
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../components/ui/spinner';
import { useAuth } from '../features/auth/auth-context';
import { useSessionReady } from './session-ready';

export function PublicOnly() {
  const { user } = useAuth();
  const ready = useSessionReady();
  if (!ready) return <PageLoader />;
  if (user) return <Navigate to="/home" replace />;
  return <Outlet />;
}

export function RequireAuth() {
  const { user } = useAuth();
  const ready = useSessionReady();
  const [hadUser, setHadUser] = useState(Boolean(user));
  if (user && !hadUser) setHadUser(true);
  if (!ready) return <PageLoader />;
  if (!user) return <Navigate to={hadUser ? '/login' : '/'} replace />;
  return <Outlet />;
}
