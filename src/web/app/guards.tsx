/**
 * Route guards (layout routes rendering <Outlet/>):
 *   <PublicOnly/>   for /, /login, /signup: a signed-in user goes on to the page they first
 *                   asked for (see lib/return-to), else /home
 *   <RequireAuth/>  for /home, /discs, /bags, /bags/:bagId: an anonymous user goes to /, carrying
 *                   the address they asked for
 * Until the first session answer arrives both show an accessible "Loading…" placeholder, so the
 * wrong page never flashes; a login or logout in progress never brings it back. A user who signs
 * out while on a protected page is sent to /login.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { useSession } from '../data/session';
import { paths } from '../lib/paths';
import { returnState, returnTarget } from '../lib/return-to';
import { heldChanges, subscribeOutbox } from '../data/outbox';

// Loaded only when a session that ended elsewhere left unsent changes (rare): not in the shell.
const HeldChangesDialog = lazy(() =>
  import('../features/outbox/unsent-changes-dialog').then((m) => ({
    default: m.HeldChangesDialog,
  })),
);

export function PublicOnly() {
  const { user, ready } = useSession();
  const held = useSyncExternalStore(subscribeOutbox, heldChanges, () => null);
  const location = useLocation();
  if (!ready) return <PageLoader />;
  if (user) return <Navigate to={returnTarget(location.state)} replace />;
  // A session ended elsewhere may have left unsent changes: offered until its player logs in.
  return (
    <>
      <Outlet />
      {held && (
        <Suspense fallback={null}>
          <HeldChangesDialog />
        </Suspense>
      )}
    </>
  );
}

export function RequireAuth() {
  const { user, ready } = useSession();
  const location = useLocation();
  const [hadUser, setHadUser] = useState(Boolean(user));
  if (user && !hadUser) setHadUser(true);
  if (!ready) return <PageLoader />;
  if (!user) {
    return hadUser ? (
      <Navigate to={paths.login} replace />
    ) : (
      <Navigate to={paths.landing} replace state={returnState(location)} />
    );
  }
  return <Outlet />;
}
