/**
 * The root route: the auth provider (it needs the router for its redirects), the first-session
 * gate used by the guards, and scroll restoration between screens.
 */
import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth/auth-context';
import { SessionReadyProvider } from './session-ready';

export function RootLayout() {
  return (
    <AuthProvider>
      <SessionReadyProvider>
        <Outlet />
        <ScrollRestoration />
      </SessionReadyProvider>
    </AuthProvider>
  );
}
